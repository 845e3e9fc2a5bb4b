import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ScrollToTop } from '@seedcorp/web-shared/components/ScrollToTop';
import { restoreLanguage } from '../i18n/i18n';
import { ADMIN_PATH } from '../admin-path';
import { Breadcrumb } from '../features/navigation/components/Breadcrumb';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollTopButton } from './ScrollTopButton';
import { SidePanel } from './SidePanel';
import { useDocumentMeta } from './use-document-meta';
import { Toasts } from '../features/toasts/toasts';

export function Layout() {
  const { pathname } = useLocation();
  useDocumentMeta();
  useEffect(() => {
    // After hydration, in the page's language: the visitor's remembered choice.
    restoreLanguage();
    // Marks a page whose controls work: styles (and checks) can tell it from the HTML as it arrived.
    document.documentElement.classList.add('hydrated');
  }, []);
  const chrome = !ADMIN_PATH.test(pathname);
  return (
    <>
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
      <ScrollTopButton />
      <Toasts />
    </>
  );
}
