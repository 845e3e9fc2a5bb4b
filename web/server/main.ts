import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRendererConfig, RendererConfigError, type RendererConfig } from './renderer-config';
import { RenderedPages, watchActivity } from './rendered-pages';
import { createSiteRenderer, log } from './site-renderer';

function main(): void {
  let config: RendererConfig;
  try {
    config = loadRendererConfig();
  } catch (error) {
    if (!(error instanceof RendererConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const template = readFileSync(join(import.meta.dirname, 'index.html'), 'utf8');
  const pages = new RenderedPages(config.pageMaxAgeMs);
  const stopWatching = watchActivity(config.redisUrl, pages, (message, fields) => log('warn', message, fields));
  const server = createSiteRenderer(config, template, pages);
  // Idle connections close on nginx's side first (it keeps them 60 s), never mid-request.
  server.keepAliveTimeout = 75_000;
  server.listen(config.port, config.host, () => log('info', `listening on ${config.host}:${config.port}`));
  const stop = () => {
    void stopWatching();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
