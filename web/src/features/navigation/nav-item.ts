import type { NavMenuId } from '../../routes';

/** By path only: the navigation is an island, and carries no more of the route table than it shows. */
export type NavItem = { kind: 'link'; path: string } | { kind: 'menu'; id: NavMenuId; paths: string[] };

/** Every text the navigation shows: its name, the Menu button, each menu's and each page's label. */
export const navTexts = (items: readonly NavItem[]): string[] => [
  'mainNav',
  'menu',
  ...items.flatMap((item) => (item.kind === 'link' ? [item.path] : [`menu.${item.id}`, ...item.paths])),
];
