import type { RouteEntry } from '../../routes';
import { breadcrumbTrail } from './breadcrumb';

export interface SitemapNode {
  path: string;
  /** A text key (a page path or a menu), as in the breadcrumb. */
  key?: string;
  fallback: string;
  /** False for a section that only groups pages (e.g. /products): it is shown as a label, not a link. */
  page: boolean;
  children: SitemapNode[];
}

/**
 * The route table as a tree of path segments: each page sits under the page or section whose path is
 * its parent's, siblings in route-table order. Sections that are not pages take the breadcrumb's label.
 */
export function sitemapTree(routes: readonly RouteEntry[]): SitemapNode[] {
  const pages = new Set(routes.map((route) => route.path));
  const roots: SitemapNode[] = [];
  const nodes = new Map<string, SitemapNode>();
  for (const route of routes) {
    const trail = route.path === '/' ? breadcrumbTrail('/') : breadcrumbTrail(route.path).slice(1);
    let siblings = roots;
    for (const crumb of trail) {
      let node = nodes.get(crumb.path);
      if (!node) {
        node = {
          path: crumb.path,
          key: crumb.key,
          fallback: crumb.fallback,
          page: pages.has(crumb.path),
          children: [],
        };
        nodes.set(crumb.path, node);
        siblings.push(node);
      }
      siblings = node.children;
    }
  }
  return roots;
}
