import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PUBLIC_ANSWER_CACHE_CONTROL, publicAnswerHeaders, SERVICE_UNAVAILABLE_MESSAGE } from '@seedcorp/contracts';
import { routeOwner } from '@seedcorp/contracts/route-table';
import { seedLotKey, VERIFY_PAGE_PATH, verifyPagePath } from '@seedcorp/contracts/seed-lots';
import {
  crawlerFile,
  createPublicApi,
  documentHtml,
  LANGUAGE_COOKIE,
  languageOf,
  pageAddress,
  renderPage,
  type Language,
  SECTION_REDIRECTS,
  setReadsApi,
} from '../src/entry-server';
import type { RendererConfig } from './renderer-config';
import { RenderedPages, type RenderedAnswer } from './rendered-pages';
import { isSiteFilePath, siteFile } from './site-files';
import { cookiesOf, farmerFormsHandler, saidOf, saidShown } from './farmer-forms';
import { FARMER_COOKIE, isFarmerPage } from '../src/features/booking/booking-forms';
import type { FarmerRequest } from '../src/features/api/public-api';

/**
 * The site renderer: every public page, rendered per request with the lists it shows, read from the owning
 * services at their internal addresses. The gateway keeps each page for a second and serves its last good copy
 * (for `stale-if-error` seconds) while the renderer or a service fails.
 */

export const log = (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}) =>
  process.stdout.write(
    `${JSON.stringify({ level, time: Date.now(), service: 'site-renderer', ...fields, msg: message })}\n`,
  );

function serviceAddresses(config: RendererConfig): (path: string) => string {
  const addresses: Record<string, string> = {
    media: config.mediaUrl,
    notifications: config.notificationsUrl,
    directories: config.directoriesUrl,
    content: config.contentUrl,
    sales: config.salesUrl,
    auth: config.authUrl,
  };
  return (path) => {
    const address = addresses[routeOwner(path) ?? ''];
    if (!address) throw new Error(`The site renderer reads no service for ${path}`);
    return address;
  };
}

function cookie(request: IncomingMessage, name: string): string | undefined {
  const header = request.headers.cookie ?? '';
  const match = header.split(';').find((part) => part.trim().startsWith(`${name}=`));
  return match?.trim().slice(name.length + 1);
}

const REDIRECTS = new Map(SECTION_REDIRECTS.map(({ from, to }) => [from, to]));

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  // The gateway's copy is fresh to the end of the second it is sent in, however long the renderer has kept it.
  const caching =
    headers['Cache-Control'] === PUBLIC_ANSWER_CACHE_CONTROL ? Object.fromEntries(publicAnswerHeaders()) : {};
  response.writeHead(status, { 'Content-Length': String(Buffer.byteLength(body)), ...headers, ...caching });
  response.end(body);
}

/** What the renderer answers each request with (`npm run dev` loads it from source for every request). */
/** The visitor a request is rendered for, by the address the gateway saw: a lookup is counted against it. */
const visitor = new AsyncLocalStorage<string>();

/** The farmer a booking page is rendered for: their session's token and what their last form said. */
const farmer = new AsyncLocalStorage<FarmerRequest>();

const visitorAddress = (request: IncomingMessage): string =>
  String(request.headers['x-forwarded-for'] ?? request.socket.remoteAddress ?? '')
    .split(',')[0]
    .trim();

export function siteRequestHandler(config: RendererConfig, template: string, pages: RenderedPages) {
  const api = createPublicApi({
    origin: serviceAddresses(config),
    timeoutMs: config.readTimeoutMs,
    visitor: () => visitor.getStore(),
    farmer: () => farmer.getStore(),
  });
  const secure = config.siteUrl.startsWith('https:');
  const answerForm = farmerFormsHandler({
    origin: serviceAddresses(config),
    timeoutMs: config.readTimeoutMs,
    secure,
  });
  setReadsApi(api);
  const cacheable = PUBLIC_ANSWER_CACHE_CONTROL;

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://renderer');
    if (url.pathname === '/healthz' || url.pathname === '/readyz') {
      send(response, 200, { 'Content-Type': 'application/json' }, '{"status":"ok"}');
      return;
    }
    if (request.method === 'POST' && (await answerForm(request, response, url.pathname, visitorAddress(request))))
      return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(response, 405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }, 'Method not allowed.');
      return;
    }
    const redirect = REDIRECTS.get(url.pathname.replace(/\/+$/, ''));
    if (redirect) {
      send(response, 301, { Location: redirect, 'Cache-Control': cacheable }, '');
      return;
    }
    const file = crawlerFile(url.pathname, config.siteUrl);
    if (file) {
      send(
        response,
        200,
        { 'Content-Type': file.contentType, 'Cache-Control': cacheable },
        request.method === 'HEAD' ? '' : file.body,
      );
      return;
    }
    if (isSiteFilePath(url.pathname)) {
      // A feed's or a table's language is in its address: one copy whatever the visitor chose.
      const key = `file|${url.pathname}`;
      const file = pages.get(key) ?? (await makeFile(url.pathname, key));
      send(response, file.status, file.headers, request.method === 'HEAD' ? '' : file.body);
      return;
    }
    const language = languageOf(cookie(request, LANGUAGE_COOKIE));
    // The lot check's plain form: a lot number leads to the lot's own page; text that is none, to the form again,
    // saying why (never kept: the gateway passes `?lot=` by its copy too).
    const lotAsked = url.pathname === VERIFY_PAGE_PATH ? url.searchParams.get('lot') : null;
    if (lotAsked !== null) {
      const lotKey = seedLotKey(lotAsked);
      if (lotKey) {
        send(response, 303, { Location: verifyPagePath(lotKey), 'Cache-Control': 'no-store' }, '');
        return;
      }
      const form = `${VERIFY_PAGE_PATH}?lot=${encodeURIComponent(lotAsked)}`;
      const answer = await render(url.pathname, form, language, undefined);
      send(response, answer.status, answer.headers, request.method === 'HEAD' ? '' : answer.body);
      return;
    }
    // A farmer's own page: made for them alone, from their session's cookie, and kept by no one.
    if (isFarmerPage(url.pathname.replace(/\/+$/, ''))) {
      const cookies = cookiesOf(request);
      const said = saidOf(cookies);
      const asked = { token: cookies.get(FARMER_COOKIE) || undefined, said };
      const page = await farmer.run(asked, () =>
        visitor.run(visitorAddress(request), () => render(url.pathname, url.pathname, language, undefined)),
      );
      const headers = said ? { ...page.headers, 'Set-Cookie': saidShown(secure) } : page.headers;
      send(response, page.status, headers, request.method === 'HEAD' ? '' : page.body);
      return;
    }
    // One copy per page and language, however the address is decorated; a page narrowed by district, one per district.
    const address = pageAddress(url.pathname, url.search);
    const key = `${language}|${address}`;
    const answer =
      pages.get(key) ??
      (await visitor.run(visitorAddress(request), () => render(url.pathname, address, language, key)));
    send(response, answer.status, answer.headers, request.method === 'HEAD' ? '' : answer.body);
  }

  /** A feed or open-data file, kept like a page with lists until the next change; 503 while a read fails. */
  async function makeFile(path: string, key: string): Promise<RenderedAnswer> {
    const generation = pages.generationNow();
    try {
      const file = await siteFile(path, api, config.siteUrl);
      const answer = { ...file, headers: { ...file.headers, 'Cache-Control': cacheable } };
      pages.keep(key, answer, true, generation);
      return answer;
    } catch (error) {
      log('warn', 'file made without a list it holds', { path, err: String(error) });
      return {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' },
        body: SERVICE_UNAVAILABLE_MESSAGE,
      };
    }
  }

  /**
   * A page at `address` (its path, and a district for a page narrowed by one); its canonical address is the path.
   * Kept under `key` where the page may be kept; without a key, kept by no one (Cache-Control `no-store`).
   */
  async function render(
    path: string,
    address: string,
    language: Language,
    key: string | undefined,
  ): Promise<RenderedAnswer> {
    const started = Date.now();
    const generation = pages.generationNow();
    const rendered = await renderPage(address, language);
    const canonical = rendered.status === 404 ? undefined : `${config.siteUrl}${path}`;
    const failed = rendered.status === 503;
    if (failed) log('warn', 'page rendered without a list it shows', { path: address, ms: Date.now() - started });
    const answer: RenderedAnswer = {
      status: rendered.status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Language': rendered.language,
        'Cache-Control': failed || rendered.refused || !key ? 'no-store' : cacheable,
        ...(failed && { 'Retry-After': '5' }),
      },
      body: documentHtml(template, rendered, canonical),
    };
    if (key && !failed && !rendered.refused && rendered.keep) pages.keep(key, answer, rendered.readsLists, generation);
    return answer;
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    answer(request, response).catch((error: unknown) => {
      log('error', 'page could not be rendered', { path: request.url, err: String(error) });
      if (!response.headersSent)
        send(response, 500, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }, 'Internal error.');
      else response.destroy();
    });
  };
}

export function createSiteRenderer(config: RendererConfig, template: string, pages: RenderedPages) {
  return createServer(siteRequestHandler(config, template, pages));
}
