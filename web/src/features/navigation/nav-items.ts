import { ROUTE_TABLE, type NavMenuId, type RouteEntry } from '../../routes';

export type NavItem = { kind: 'link'; entry: RouteEntry } | { kind: 'menu'; id: NavMenuId; entries: RouteEntry[] };

/** The main navigation in route-table order: a menu sits where its first page is. */
export const NAV_ITEMS: readonly NavItem[] = ROUTE_TABLE.reduce<NavItem[]>((items, entry) => {
  if (entry.nav === 'top') items.push({ kind: 'link', entry });
  else if (entry.nav && !items.some((item) => item.kind === 'menu' && item.id === entry.nav)) {
    items.push({
      kind: 'menu',
      id: entry.nav,
      entries: ROUTE_TABLE.filter((candidate) => candidate.nav === entry.nav),
    });
  }
  return items;
}, []);
