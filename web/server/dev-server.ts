import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createServer as createViteServer } from 'vite';
import {
  DEV_RELOAD_SOCKET_PATH,
  loadRendererConfig,
  RendererConfigError,
  type RendererConfig,
} from './renderer-config';
import type * as RenderedPagesModule from './rendered-pages';
import type * as SiteRendererModule from './site-renderer';

/**
 * The site renderer of `npm run dev`: the built renderer's request handling (site-renderer.ts), loaded from source
 * by Vite for every request, so an edit to a page or component shows at the next reload without a build; Vite also
 * serves the browser its modules. No page is kept between requests.
 */

const WEB_ROOT = join(import.meta.dirname, '..');

function loadConfig(): RendererConfig {
  try {
    return loadRendererConfig();
  } catch (error) {
    if (!(error instanceof RendererConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const server = createServer();
  const vite = await createViteServer({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    // The browser hears of a change through the gateway, on this server's port, and reloads the page.
    server: { middlewareMode: true, hmr: { server, path: DEV_RELOAD_SOCKET_PATH } },
    appType: 'custom',
  });

  async function renderPage(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      // Vite drops a module from its graph when its file (or one it imports) changes, and loads it afresh here.
      const { siteRequestHandler } = (await vite.ssrLoadModule('/server/site-renderer.ts')) as {
        siteRequestHandler: typeof SiteRendererModule.siteRequestHandler;
      };
      const { RenderedPages } = (await vite.ssrLoadModule('/server/rendered-pages.ts')) as typeof RenderedPagesModule;
      const template = await vite.transformIndexHtml(
        request.url ?? '/',
        await readFile(join(WEB_ROOT, 'index.html'), 'utf8'),
      );
      // Never watching the activity stream, the copies keep nothing: every request renders the page afresh.
      siteRequestHandler(config, template, new RenderedPages(0))(request, response);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(String((error as Error).stack ?? error));
    }
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // The gateway keeps no copy of anything from here (Vite marks its dependency bundles as kept for a year).
    response.setHeader('X-Accel-Expires', '0');
    vite.middlewares(request, response, () => void renderPage(request, response));
  });
  server.listen(config.port, config.host, () =>
    process.stdout.write(`site renderer (Vite, from source) listening on ${config.host}:${config.port}\n`),
  );
  const stop = () => {
    server.close();
    void vite.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
