import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type HydrationState } from 'react-router-dom';
import { appRoutes } from './app-routes';

/** Every page module is a chunk of its own, loaded when its route is first shown. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('./pages/**/*Page.tsx');

const lazyPages = new Map<string, ComponentType>();

function lazyPage(name: string): ComponentType {
  let component = lazyPages.get(name);
  if (!component) {
    const load = PAGE_MODULES[`./pages/${name}.tsx`];
    if (!load) throw new Error(`No page module ${name}`);
    component = lazy(load);
    lazyPages.set(name, component);
  }
  return component;
}

/** The browser's router, starting from the loaders' data the page was rendered with (none: it reads them itself). */
export const createRouter = (hydrationData: HydrationState | undefined) =>
  createBrowserRouter(appRoutes(lazyPage), { hydrationData });
