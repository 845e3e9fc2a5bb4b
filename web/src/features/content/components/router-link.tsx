import type { LinkRenderer } from '@seedcorp/web-shared/content/PageBlocks';
import { Link } from 'react-router-dom';

/** Paths of the site go through the router (no reload); other addresses open as plain links. */
export const routerLink: LinkRenderer = (href, children) =>
  href.startsWith('/') && !href.startsWith('/api/') ? (
    <Link to={href}>{children}</Link>
  ) : /^https?:\/\//.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  );
