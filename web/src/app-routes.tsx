import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { routePage as page } from '@seedcorp/web-shared/components/route-page';
import { Layout } from './layout/Layout';
import { NOT_FOUND_PAGE, ROUTE_TABLE, SECTION_REDIRECTS } from './routes';

/** Every page module is a chunk of its own, loaded when its route is. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('./pages/**/*Page.tsx');

const pageComponents = new Map<string, ComponentType>();
function pageComponent(name: string): ComponentType {
  let component = pageComponents.get(name);
  if (!component) {
    const load = PAGE_MODULES[`./pages/${name}.tsx`];
    if (!load) throw new Error(`No page module ${name}`);
    component = lazy(load);
    pageComponents.set(name, component);
  }
  return component;
}

function pageElement(name: string) {
  const Page = pageComponent(name);
  return page(<Page />);
}

/** The route objects both the browser router and the prerendering static handler use. */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...ROUTE_TABLE.map((entry) => ({ path: entry.path, element: pageElement(entry.page) })),
      ...SECTION_REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      { path: '*', element: pageElement(NOT_FOUND_PAGE) },
    ],
  },
];
