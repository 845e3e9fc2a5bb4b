import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { THEME_INIT_SCRIPT } from './src/features/preferences/theme-init-script';

/**
 * Writes every route's HTML into dist/ after the client and server builds: dist/<path>/index.html,
 * dist/404.html and the section redirects. The site renderer serves every page with its data (and robots.txt,
 * sitemap.xml and the search index, which depend on the deployment); the gateway serves these files when the
 * renderer cannot be reached (their loaders read nothing at build time, so pages with lists hold their loading
 * state and read them in the browser). A page's canonical link names only its path: the gateway puts the address
 * it is deployed at (its SITE_URL) before it as it serves the file, so one build serves any address.
 */
/** What the server bundle (src/entry-server.tsx) offers the build. */
interface RenderedPage {
  status: number;
}
interface ServerEntry {
  setReadsApi(api: undefined): void;
  renderPage(path: string): Promise<RenderedPage>;
  documentHtml(template: string, rendered: RenderedPage, canonicalUrl: string | undefined): string;
  NOT_FOUND_PROBE: string;
  ROUTE_TABLE: readonly { path: string }[];
  SECTION_REDIRECTS: readonly { from: string; to: string }[];
}

const DIST = join(import.meta.dirname, 'dist');
const SERVER_BUNDLE = join(import.meta.dirname, 'dist-server', 'entry-server.js');

/**
 * The gateway's CSP runs scripts from files, and the colour-scheme script by its hash: any other inline script in a
 * page would be blocked.
 */
function assertNoInlineScript(path: string, html: string): string {
  const withoutThemeScript = html.replace(`<script>${THEME_INIT_SCRIPT}</script>`, '');
  if (/<script(?![^>]*\s(src=|type="application\/json"))[^>]*>/.test(withoutThemeScript)) {
    throw new Error(`${path} rendered an inline script`);
  }
  return html;
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

async function main(): Promise<void> {
  const started = Date.now();
  const entry = (await import(pathToFileURL(SERVER_BUNDLE).href)) as ServerEntry;
  // Nothing is read at build time: pages with lists are written in their loading state.
  entry.setReadsApi(undefined);
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  writeFileSync(join(import.meta.dirname, 'dist-server', 'index.html'), template);
  for (const route of entry.ROUTE_TABLE) {
    const rendered = await entry.renderPage(route.path);
    write(route.path, assertNoInlineScript(route.path, entry.documentHtml(template, rendered, route.path)));
  }
  const notFound = await entry.renderPage(entry.NOT_FOUND_PROBE);
  writeFileSync(join(DIST, '404.html'), assertNoInlineScript('404', entry.documentHtml(template, notFound, undefined)));
  for (const { from, to } of entry.SECTION_REDIRECTS) write(from, redirectPage(to));
  process.stdout.write(`prerendered ${entry.ROUTE_TABLE.length} pages in ${Date.now() - started} ms\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
