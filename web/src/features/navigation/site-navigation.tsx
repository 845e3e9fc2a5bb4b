import { createContext, useContext, type ComponentType, type MouseEventHandler, type ReactNode } from 'react';

interface NavLinkProps {
  to: string;
  /** Marks the link current only at exactly its path (else at any path below it too). */
  end?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/**
 * How a part of the chrome goes to another page of the site: through the router where the page runs as one app (no
 * reload), else as a plain page load, which the server answers rendered and the service worker can answer offline.
 * Parts that are islands read it here, so that their code carries no router.
 */
export interface SiteNavigation {
  pathname: string;
  /** The address's query string, `?` and all (or empty). */
  search: string;
  navigate: (path: string) => void;
  NavLink: ComponentType<NavLinkProps>;
}

const isCurrent = (pathname: string, to: string, end: boolean | undefined) =>
  pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));

/** A link of the main navigation as a plain anchor, marked as the router's NavLink marks the current page. */
function PageLoadNavLink({ to, end, onClick, children }: NavLinkProps) {
  // Rendered only in the browser, but for checks of the markup in Node.
  const current = typeof window !== 'undefined' && isCurrent(window.location.pathname, to, end);
  return (
    <a href={to} onClick={onClick} className={current ? 'active' : ''} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}

/** In an island: the address bar is the page, and a link loads the next one. */
export const PAGE_LOAD_NAVIGATION: SiteNavigation = {
  get pathname() {
    return window.location.pathname;
  },
  get search() {
    return window.location.search;
  },
  navigate: (path) => window.location.assign(path),
  NavLink: PageLoadNavLink,
};

const SiteNavigationContext = createContext<SiteNavigation>(PAGE_LOAD_NAVIGATION);

export const SiteNavigationProvider = SiteNavigationContext.Provider;

export const useSiteNavigation = (): SiteNavigation => useContext(SiteNavigationContext);
