import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Writes every route's HTML into dist/ after the client and server builds: dist/<path>/index.html,
 * dist/404.html, the section redirects, robots.txt, sitemap.xml and the site search index. The gateway
 * serves them as they are.
 */
interface ServerEntry {
  render(path: string): Promise<string>;
  ROUTE_TABLE: readonly { path: string; title: string; description: string }[];
  SECTION_REDIRECTS: readonly { from: string; to: string }[];
  pageTitle(label: string | undefined, path: string): string;
  SEARCH_INDEX_PATH: string;
  siteSearchIndex(): unknown;
}

const DIST = join(import.meta.dirname, 'dist');
const SERVER_BUNDLE = join(DIST, '.ssr', 'entry-server.js');
/** The public address, for sitemap.xml and robots.txt. */
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const NOT_FOUND_PROBE = '/__prerender-not-found__';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(template: string, title: string, description: string, body: string): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(description)}"`,
    )
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

/** The gateway's CSP runs scripts from files only: an inline script in a page would be blocked. */
function assertNoInlineScript(path: string, body: string): string {
  if (/<script(?![^>]*\ssrc=)[^>]*>/.test(body)) throw new Error(`${path} rendered an inline script`);
  return body;
}

function write(path: string, html: string): void {
  const file = path === '/' ? join(DIST, 'index.html') : join(DIST, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

function redirectPage(to: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="UTF-8" /><meta http-equiv="refresh" content="0; url=${to}" /><link rel="canonical" href="${to}" /><title>Redirecting</title></head>`,
    `<body><p><a href="${to}">${to}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}

function sitemap(paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${SITE_URL}${path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const entry = (await import(pathToFileURL(SERVER_BUNDLE).href)) as ServerEntry;
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  for (const route of entry.ROUTE_TABLE) {
    const body = assertNoInlineScript(route.path, await entry.render(route.path));
    write(route.path, page(template, entry.pageTitle(route.title, route.path), route.description, body));
  }
  const notFound = assertNoInlineScript(NOT_FOUND_PROBE, await entry.render(NOT_FOUND_PROBE));
  writeFileSync(
    join(DIST, '404.html'),
    page(
      template,
      entry.pageTitle('Page not found', NOT_FOUND_PROBE),
      'The page you asked for does not exist.',
      notFound,
    ),
  );
  for (const { from, to } of entry.SECTION_REDIRECTS) write(from, redirectPage(to));
  const paths = entry.ROUTE_TABLE.map((route) => route.path);
  writeFileSync(join(DIST, 'sitemap.xml'), sitemap(paths));
  writeFileSync(
    join(DIST, 'robots.txt'),
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /login',
      'Disallow: /dashboard',
      `Sitemap: ${SITE_URL}/sitemap.xml`,
      '',
    ].join('\n'),
  );
  // A fixed name the browser revalidates: the header fetches it without knowing a build hash.
  writeFileSync(join(DIST, entry.SEARCH_INDEX_PATH), JSON.stringify(entry.siteSearchIndex()));
  rmSync(join(DIST, '.ssr'), { recursive: true, force: true });
  process.stdout.write(`prerendered ${paths.length} pages in ${Date.now() - started} ms\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
