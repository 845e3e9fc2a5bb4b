import { Link, Outlet } from 'react-router-dom';
import { SITE } from '../content/site';
import { ROUTES } from '../routes';
import { ScrollToTop } from '@seedcorp/web-shared/components/ScrollToTop';

export function Layout() {
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="site-header">
        <p className="site-name">{SITE.name}</p>
        <nav aria-label="Main">
          <ul className="nav-list">
            <li>
              <Link to={ROUTES.home}>HOME</Link>
            </li>
            <li>
              <Link to={ROUTES.aboutUs}>ABOUT US</Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>
          Copyright © {SITE.copyrightYear} {SITE.name}. Last updated: {SITE.lastUpdated}
        </p>
      </footer>
    </>
  );
}
