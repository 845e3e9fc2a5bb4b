import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { routeEntry } from '../../routes';
import { loaderAddress } from './loader-address';
import { pageReadsAt, type PageDeclaration, type PageReadsOf } from './page-loader';

type ReadsOf<Page> = Page extends PageDeclaration<infer Reads> ? Reads : never;

/**
 * The page's reads at the current address, as its route's declaration names them, for the page to hand to its
 * parts: a page names its own declaration's type (`usePageReads<typeof TENDERS_PAGE>()`), so asking for a read it
 * does not declare fails the typecheck.
 */
export function usePageReads<Page extends PageDeclaration>(): PageReadsOf<ReadsOf<Page>> {
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const entry = routeEntry(pathname);
    const reads = entry ? pageReadsAt(entry.page.loader, loaderAddress(entry, search)) : {};
    return reads as PageReadsOf<ReadsOf<Page>>;
  }, [pathname, search]);
}
