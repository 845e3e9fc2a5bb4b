import { useEffect, useMemo } from 'react';
import { NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { ScrollToTop } from '@seedcorp/web-shared/components/ScrollToTop';
import { restoreLanguage } from '../i18n/i18n';
import { ADMIN_PATH } from '../admin-path';
import { Breadcrumb } from '../features/navigation/components/Breadcrumb';
import { Footer } from './Footer';
import { Header } from './Header';
import { markPageLive } from '../islands/page-live';
import { ScrollTopButtonIsland } from './ScrollTopButton';
import { SidePanel } from './SidePanel';
import { useDocumentMeta } from './use-document-meta';
import { ToastsIsland } from '../features/toasts/toasts';
import type { PageData } from '../features/api/read-outcome';
import { PageDataContext } from '../features/content/page-data-context';
import { SiteNavigationProvider, type SiteNavigation } from '../features/navigation/site-navigation';

/** Inside the page's data: the title names the corporation as its settings do. */
function DocumentMeta() {
  useDocumentMeta();
  return null;
}

export function Layout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<SiteNavigation>(
    () => ({ pathname, search, navigate: (path) => void navigate(path), NavLink }),
    [pathname, search, navigate],
  );
  // The page's route is the only one with a loader.
  const pageData = useMatches()
    .map((match) => match.loaderData as PageData | undefined)
    .find((data) => data !== undefined);
  useEffect(() => {
    // After hydration, in the page's language: the visitor's remembered choice.
    restoreLanguage();
    markPageLive();
  }, []);
  const chrome = !ADMIN_PATH.test(pathname);
  return (
    <SiteNavigationProvider value={navigation}>
      <PageDataContext.Provider value={pageData}>
        <DocumentMeta />
        <ScrollToTop />
        {chrome && <Header />}
        {chrome && <Breadcrumb />}
        <div className="page-body">
          <main id="main-content" tabIndex={-1}>
            <Outlet />
          </main>
          {chrome && <SidePanel />}
        </div>
        {chrome && <Footer />}
        <ScrollTopButtonIsland />
        <ToastsIsland />
      </PageDataContext.Provider>
    </SiteNavigationProvider>
  );
}
