/**
 * The site renderer's settings. Like the services, it refuses to start on a bad value, with one line naming the
 * variable (never its value).
 */
export interface RendererConfig {
  host: string;
  port: number;
  /** The public address, for each page's canonical link. */
  siteUrl: string;
  /** Each owning service's own address: the renderer reads them directly, not back through the gateway. */
  mediaUrl: string;
  notificationsUrl: string;
  directoriesUrl: string;
  contentUrl: string;
  salesUrl: string;
  /** Where the auth service answers: a farmer's sign-in and consent, made through the booking pages' forms. */
  authUrl: string;
  /** How long a page waits for a list before it is answered 503 (and the gateway serves its last good copy). */
  readTimeoutMs: number;
  /** The activity stream's Redis: a published change drops the renderer's copies of the pages with lists. */
  redisUrl: string;
  /** The longest a copy of a page with lists is kept, should a change event go missing. */
  pageMaxAgeMs: number;
}

/**
 * V8's heap limits for the renderer (NODE_OPTIONS of the runner and the image). A render leaves much short-lived
 * garbage, and by default V8 lets the young generation grow to 16 MB a half and the old one far past what is live
 * (about 15 MB): 160 MB resident. These limits keep it near 100 MB (`npm run bench:renderer`). A half of 2 MB kept it
 * at 90 MB, but a district's 160 stock lines then spent a fifth of their render collecting garbage (`bench:stock`).
 */
export const RENDERER_NODE_OPTIONS = '--max-semi-space-size=8 --max-old-space-size=96';

/** Where the browser connects to hear that the code of the page it shows changed (`npm run dev`, through the gateway). */
export const DEV_RELOAD_SOCKET_PATH = '/@vite-reload';

export class RendererConfigError extends Error {}

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RendererConfigError(`Invalid configuration: ${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RendererConfigError(`Invalid configuration: ${name} must be an http(s) URL`);
  }
  return value.replace(/\/$/, '');
}

function redisUrl(env: NodeJS.ProcessEnv): string {
  const value = env.REDIS_URL;
  if (!value) throw new RendererConfigError('Invalid configuration: REDIS_URL must be set');
  if (!/^rediss?:\/\//.test(value))
    throw new RendererConfigError('Invalid configuration: REDIS_URL must be a redis:// URL');
  return value;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new RendererConfigError(`Invalid configuration: ${name} must be a whole number from ${min} to ${max}`);
  }
  return parsed;
}

export function loadRendererConfig(env: NodeJS.ProcessEnv = process.env): RendererConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: wholeNumber(env, 'PORT', 3006, 1, 65535),
    siteUrl: httpUrl(env, 'SITE_URL', 'http://localhost:8080'),
    mediaUrl: httpUrl(env, 'MEDIA_INTERNAL_URL', 'http://127.0.0.1:3002'),
    notificationsUrl: httpUrl(env, 'NOTIFICATIONS_INTERNAL_URL', 'http://127.0.0.1:3003'),
    directoriesUrl: httpUrl(env, 'DIRECTORIES_INTERNAL_URL', 'http://127.0.0.1:3004'),
    contentUrl: httpUrl(env, 'CONTENT_INTERNAL_URL', 'http://127.0.0.1:3007'),
    salesUrl: httpUrl(env, 'SALES_INTERNAL_URL', 'http://127.0.0.1:3008'),
    authUrl: httpUrl(env, 'AUTH_INTERNAL_URL', 'http://127.0.0.1:3001'),
    readTimeoutMs: wholeNumber(env, 'READ_TIMEOUT_MS', 2500, 100, 30000),
    redisUrl: redisUrl(env),
    pageMaxAgeMs: wholeNumber(env, 'PAGE_MAX_AGE_SECONDS', 60, 1, 3600) * 1000,
  };
}
