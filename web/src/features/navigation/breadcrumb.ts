import { isRecordRoute, NAV_MENUS, routeEntry } from '../../routes';

export interface Crumb {
  path: string;
  /** A text key (a page path or a menu) when the segment has a friendly label. */
  key?: string;
  /** The segment with hyphens as spaces and words capitalised, for segments without one. */
  fallback: string;
}

const capitalised = (segment: string) =>
  decodeURIComponent(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/** 'Home' and then each segment of the path, each a link to the path up to it. */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const trail: Crumb[] = [{ path: '/', key: '/', fallback: 'Home' }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const menu = Object.entries(NAV_MENUS).find(([, candidate]) => candidate.basePath === path);
    const entry = routeEntry(path);
    // A record's page is named by its record (the lot number), as its address writes it.
    const key = entry && !isRecordRoute(entry) ? path : menu ? `menu.${menu[0]}` : undefined;
    trail.push({ path, key, fallback: capitalised(segment) });
  });
  return trail;
}
