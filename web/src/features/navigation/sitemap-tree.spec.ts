import { ROUTE_TABLE } from '../../routes';
import { PROACTIVE_DISCLOSURE_PAGES } from '../../content/rti';
import { CROPS } from '../../content/crops';
import { sitemapTree, type SitemapNode } from './sitemap-tree';

const tree = sitemapTree(ROUTE_TABLE);

function flatten(nodes: readonly SitemapNode[]): SitemapNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function find(path: string): SitemapNode {
  const node = flatten(tree).find((candidate) => candidate.path === path);
  if (!node) throw new Error(`${path} is not in the tree`);
  return node;
}

describe('sitemapTree', () => {
  it('holds every route of the route table exactly once, as a page', () => {
    const pages = flatten(tree).filter((node) => node.page);
    expect(pages.map((node) => node.path).sort()).toEqual(ROUTE_TABLE.map((entry) => entry.path).sort());
    const all = flatten(tree).map((node) => node.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('nests each node directly under the node of its parent path', () => {
    const check = (nodes: readonly SitemapNode[], parent: string) => {
      for (const node of nodes) {
        const segments = node.path.split('/').filter(Boolean);
        expect(`/${segments.slice(0, -1).join('/')}`).toBe(parent);
        check(node.children, node.path);
      }
    };
    check(
      tree.filter((node) => node.path !== '/'),
      '/',
    );
    expect(tree[0]).toMatchObject({ path: '/', key: '/', page: true, children: [] });
  });

  it('labels sections that are not pages with their menu, and keeps route-table order', () => {
    const products = find('/products');
    expect(products).toMatchObject({ key: 'menu.products', page: false });
    expect(products.children.map((node) => node.path)).toEqual(['/products/field-crops', '/products/vegetables']);
    expect(find('/marketing')).toMatchObject({ key: 'menu.marketing', page: false });
    expect(find('/marketing').children).toHaveLength(12);
    expect(tree.map((node) => node.path).slice(0, 4)).toEqual(['/', '/about-us', '/products', '/production']);
  });

  it('nests the crop pages under their season and the disclosures under proactive disclosure', () => {
    const kharif = find('/products/field-crops/kharif-crops');
    expect(kharif.page).toBe(true);
    expect(kharif.children.map((node) => node.path)).toEqual(
      CROPS.filter((crop) => crop.season === 'Kharif').map((crop) => crop.path),
    );
    expect(find('/products/field-crops').children.map((node) => node.path)).toEqual([
      '/products/field-crops/rabi-crops',
      '/products/field-crops/kharif-crops',
    ]);
    const disclosure = find('/rti/proactive-disclouser');
    expect(disclosure.children.map((node) => node.path)).toEqual(PROACTIVE_DISCLOSURE_PAGES.map((page) => page.path));
    expect(disclosure.children).toHaveLength(17);
    expect(find('/rti').children.map((node) => node.path)).toContain('/rti/proactive-disclouser');
    expect(find('/tenders').children.map((node) => node.path)).toEqual(['/tenders/archived']);
  });
});
