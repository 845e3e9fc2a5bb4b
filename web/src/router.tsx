import { lazy, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
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

export const router = createBrowserRouter(appRoutes(lazyPage));
