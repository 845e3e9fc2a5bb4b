import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type HydrationState } from 'react-router-dom';
import { appRoutes } from './app-routes';
import { NOT_FOUND_PAGE, routeEntry } from './routes';
import { WORDS_PAGE } from './pages/content/pages';

type PageModule = { default: ComponentType };

/**
 * The module of the pages of words (most pages, the rates among them) is part of the main chunk:
 * on a farmer's first visit to those pages, no request more than the app itself.
 */
const WORDS_PAGE_MODULE = import.meta.glob<PageModule>('./pages/content/WordsPage.tsx', { eager: true });

/** Every other page module is a chunk of its own, loaded when its route is first shown. */
const PAGE_MODULES = import.meta.glob<PageModule>(['./pages/**/*Page.tsx', '!./pages/content/WordsPage.tsx']);

const pageFile = (name: string) => `./pages/${name}.tsx`;

const pages = new Map<string, ComponentType>(
  Object.values(WORDS_PAGE_MODULE).map((module) => [WORDS_PAGE.module, module.default]),
);

function lazyPage(name: string): ComponentType {
  let component = pages.get(name);
  if (!component) {
    const load = PAGE_MODULES[pageFile(name)];
    if (!load) throw new Error(`No page module ${name}`);
    component = lazy(load);
    pages.set(name, component);
  }
  return component;
}

/**
 * Loads the module of the page at `path` before the app hydrates: the page is hydrated as it arrived, never
 * replaced by its loading state while its chunk is on the way.
 */
export async function loadPageModule(path: string): Promise<void> {
  const name = (routeEntry(path)?.page ?? NOT_FOUND_PAGE).module;
  const load = PAGE_MODULES[pageFile(name)];
  if (!load || pages.has(name)) return;
  pages.set(name, (await load()).default);
}

/** The browser's router, starting from the loaders' data the page was rendered with (none: it reads them itself). */
export const createRouter = (hydrationData: HydrationState | undefined) =>
  createBrowserRouter(appRoutes(lazyPage), { hydrationData });
