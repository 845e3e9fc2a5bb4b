import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { routePage as page } from '@seedcorp/web-shared/components/route-page';
import { loaderAddress } from './features/api/loader-address';
import { loadPageData } from './features/content/page-data';
import { Layout } from './layout/Layout';
import { PageError } from './layout/PageError';
import { NOT_FOUND_PAGE, ROUTE_TABLE, SECTION_REDIRECTS } from './routes';

/** A page module's component by its route-table name: code-split in the browser, imported directly when prerendering. */
export type PageResolver = (name: string) => ComponentType;

/** The route objects of the browser router and of the site renderer's (and the prerendering) static handler. */
export function appRoutes(resolvePage: PageResolver): RouteObject[] {
  const pageElement = (name: string) => {
    const Page = resolvePage(name);
    return page(<Page />);
  };
  return [
    {
      element: <Layout />,
      // Only a failure of the layout itself lands here, without it.
      errorElement: <PageError />,
      children: [
        {
          // A failing page shows its message where the page would be, inside the header, navigation and footer.
          errorElement: <PageError />,
          children: [
            // The route table's paths are exact: another spelling is an unknown page, not a page with no content.
            ...ROUTE_TABLE.map((entry) => ({
              path: entry.path,
              caseSensitive: true,
              element: pageElement(entry.page.module),
              // What the page shows: read with the page on the server, and again on each client-side visit (the
              // district of a page narrowed by one from the address, so another district's data is never reused).
              loader: ({ request }: { request: Request }) =>
                loadPageData(entry.page.loader, loaderAddress(entry, new URL(request.url).search)),
            })),
            ...SECTION_REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
            { path: '*', element: pageElement(NOT_FOUND_PAGE.module) },
          ],
        },
      ],
    },
  ];
}
