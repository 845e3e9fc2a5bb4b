import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { APP_ROUTES } from './app-routes';
import './i18n/i18n';

export { ROUTE_TABLE, SECTION_REDIRECTS } from './routes';
export { pageTitle } from './layout/use-document-meta';
export { SITE } from './content/site';

const handler = createStaticHandler(APP_ROUTES);

/** The HTML of one path, with every code-split page resolved (the loading states of server data stay). */
export async function render(path: string): Promise<string> {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
