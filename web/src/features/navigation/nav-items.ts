import { ROUTE_TABLE } from '../../routes';
import type { NavItem } from './nav-item';

/** The main navigation in route-table order: a menu sits where its first page is. */
export const NAV_ITEMS: NavItem[] = ROUTE_TABLE.reduce<NavItem[]>((items, entry) => {
  if (entry.nav === 'top') items.push({ kind: 'link', path: entry.path });
  else if (entry.nav && !items.some((item) => item.kind === 'menu' && item.id === entry.nav)) {
    items.push({
      kind: 'menu',
      id: entry.nav,
      paths: ROUTE_TABLE.filter((candidate) => candidate.nav === entry.nav).map((candidate) => candidate.path),
    });
  }
  return items;
}, []);
