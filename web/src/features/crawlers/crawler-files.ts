import { ROUTE_TABLE } from '../../routes';

/**
 * robots.txt and sitemap.xml, made by the site renderer from its SITE_URL: the address the corporation publishes
 * the site at is a deployment's setting, not the build's, so one image serves any address.
 */
export interface CrawlerFile {
  contentType: string;
  body: string;
}

function sitemap(siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...ROUTE_TABLE.map((route) => `  <url><loc>${siteUrl}${route.path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

function robots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /login',
    'Disallow: /dashboard',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The file for `path` at `siteUrl` (no trailing slash), or undefined for any other path. */
export function crawlerFile(path: string, siteUrl: string): CrawlerFile | undefined {
  if (path === '/robots.txt') return { contentType: 'text/plain; charset=utf-8', body: robots(siteUrl) };
  if (path === '/sitemap.xml') return { contentType: 'application/xml; charset=utf-8', body: sitemap(siteUrl) };
  return undefined;
}
