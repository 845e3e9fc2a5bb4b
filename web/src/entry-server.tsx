import { StrictMode, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRoutes } from './app-routes';
import './i18n/i18n';

export { ROUTE_TABLE, SECTION_REDIRECTS } from './routes';
export { pageTitle } from './layout/use-document-meta';
export { SEARCH_INDEX_PATH } from './features/search/site-search';
export { siteSearchIndex } from './features/search/search-content';

/** Imported directly, so that no page suspends while prerendering. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('./pages/**/*Page.tsx', { eager: true });

function page(name: string): ComponentType {
  const module = PAGE_MODULES[`./pages/${name}.tsx`];
  if (!module) throw new Error(`No page module ${name}`);
  return module.default;
}

const handler = createStaticHandler(appRoutes(page));

/** The HTML of one path; server data shows its loading state. */
export async function render(path: string): Promise<string> {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // One piece: a boundary React split off would be revealed by an inline script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
