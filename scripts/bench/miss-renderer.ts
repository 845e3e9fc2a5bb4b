import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, stackSettings } from '../stack/stack-settings';
import { RENDERER_NODE_OPTIONS } from '../../web/server/renderer-config';
import { benchBaseUrl } from './bench-calls';

const settings = stackSettings();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `child` once `url` answers, within 15 s; else it is stopped and the bench ends saying `name` did not start. */
export async function untilListening(child: ChildProcess, url: string, name: string): Promise<ChildProcess> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill();
  throw new Error(`${name} did not start`);
}

/**
 * The built site renderer on `port`, reading the running stack's services (the sales service at `salesUrl` when a
 * bench gives one of its own), never keeping a page: every request is a cache miss.
 */
export function startMissRenderer(port: number, salesUrl?: string): Promise<ChildProcess> {
  const service = (name: keyof typeof settings.servicePorts) => `http://127.0.0.1:${settings.servicePorts[name]}`;
  const child = spawn(process.execPath, [join(ROOT, 'web', 'dist-server', 'site-renderer.js')], {
    cwd: join(ROOT, 'web'),
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NODE_OPTIONS: RENDERER_NODE_OPTIONS,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: benchBaseUrl,
      // Nothing listens here: without the activity stream the renderer keeps no copy of a page with lists.
      REDIS_URL: 'redis://127.0.0.1:9',
      MEDIA_INTERNAL_URL: service('media'),
      NOTIFICATIONS_INTERNAL_URL: service('notifications'),
      DIRECTORIES_INTERNAL_URL: service('directories'),
      CONTENT_INTERNAL_URL: service('content'),
      SALES_INTERNAL_URL: salesUrl ?? service('sales'),
    },
  });
  return untilListening(child, `http://127.0.0.1:${port}/healthz`, 'the cache-miss renderer');
}
