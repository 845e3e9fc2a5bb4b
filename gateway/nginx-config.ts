import { createHash } from 'node:crypto';
import { STALE_COPY_SECONDS } from '@seedcorp/contracts/caching';
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '@seedcorp/contracts/envelope';
import { SHORT_VERIFY_PATH, VERIFY_PAGE_PATH, verifyPagePath } from '@seedcorp/contracts/seed-lots';
import { THEME_INIT_SCRIPT } from '../web/src/features/preferences/theme-init-script';
import { DISTRICT_ARGUMENT, DISTRICT_SPELLINGS } from '../web/src/features/stock/district-query';
import { LANGUAGES } from '../web/src/i18n/language';
import { DISTRICT_PAGES } from '../web/src/routes';
import { BOOKING_PATH } from '../web/src/features/booking/booking-forms';
import { manifestPath } from '../web/src/offline/web-app-manifest';
import { ROUTES, routeOwner, SERVICES, type ServiceName } from '@seedcorp/contracts/route-table';

export interface GatewayOptions {
  listenPort: number;
  /** `host:port` of each service. */
  upstreams: Record<ServiceName, string>;
  /** `host:port` of the site renderer. */
  siteRenderer: string;
  webRoot: string;
  adminRoot: string;
  /** Where nginx keeps its pid, logs and temporary files. */
  runtime: { pidFile: string; errorLog: string; accessLog: string; tempDir: string };
  mimeTypesFile: string;
  /**
   * Proxies in front of the gateway (a load balancer, an ingress) whose X-Forwarded-For is believed:
   * CIDRs or addresses, or a file of `set_real_ip_from` lines written at container start.
   * Without them the client is the address nginx itself saw.
   */
  trustedProxies?: string[] | { includeFile: string };
  /** Sign-in calls one address may make a minute at the edge (30 unless set). */
  authRatePerMinute?: number;
  /**
   * The address the site is published at (SITE_URL, as the site renderer has it), for the canonical links of the
   * prerendered pages the gateway serves; or a file defining `$site_url`, written at container start.
   */
  siteUrl: string | { includeFile: string };
  /**
   * `npm run dev` only: the path of the site renderer's reload socket (Vite's), passed through as a WebSocket so a
   * page reloads itself when its code changes.
   */
  devReloadSocketPath?: string;
}

/** Bodies of plain form and JSON calls; uploads get their own, larger limits from the route table. */
const FORM_BODY_LIMIT = '128k';

/**
 * Bodies of public reads (a location, a key, a page): the body is part of their cache key, which nginx keeps in
 * the first buffer of the answer, so it stays well inside READ_ANSWER_HEADER_BUFFER.
 */
const READ_BODY_LIMIT = '8k';
const READ_ANSWER_HEADER_BUFFER = '16k';
const READ_ANSWER_BUSY_BUFFERS = '32k';

/** The page-translation widget the site offers; its script is fetched only when a visitor asks for it. */
const TRANSLATE_WIDGET =
  'https://translate.google.com https://translate.googleapis.com https://translate-pa.googleapis.com';

/** The one inline script a page may run (it sets the colour scheme before the first paint), allowed by its hash. */
const THEME_INIT_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${THEME_INIT_HASH} ${TRANSLATE_WIDGET}`,
  "style-src 'self' 'unsafe-inline' https://www.gstatic.com https://translate.googleapis.com",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self' ${TRANSLATE_WIDGET}`,
  "frame-src 'self' blob: https://translate.google.com",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * nginx drops server-level add_header directives in any location that adds its own,
 * so every location carries the full set.
 */
const SECURITY_HEADERS = [
  `add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`,
  'add_header X-Content-Type-Options "nosniff" always;',
  'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
  'add_header X-Frame-Options "SAMEORIGIN" always;',
  'add_header Permissions-Policy "camera=(), microphone=(), geolocation=()" always;',
];

/** The browser-facing headers the gateway sets itself: a service's own are dropped, so each is sent once. */
const GATEWAY_OWNED_HEADERS = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'X-Content-Type-Options',
  'Referrer-Policy',
];

/**
 * nginx drops the inherited proxy_hide_header directives in a location that has any of its own, so every such
 * location hides the gateway's own headers again besides its `extra` ones.
 */
function hideUpstreamHeaders(...extra: string[]): string[] {
  return [...GATEWAY_OWNED_HEADERS, ...extra].map((header) => `proxy_hide_header ${header};`);
}

/** Answers nginx gives itself, each as the envelope (never nginx's HTML page). */
const GATEWAY_ERRORS: Record<number, string> = {
  400: 'Bad request.',
  405: 'Method not allowed.',
  408: 'Request timed out.',
  411: 'Length required.',
  413: 'Request body too large.',
  414: 'Request URI too long.',
  429: 'Too many requests. Please try again later.',
  502: 'The service is not reachable right now. Please try again later.',
  503: SERVICE_UNAVAILABLE_MESSAGE,
  504: 'The service took too long to answer. Please try again later.',
};

function block(header: string, lines: string[]): string {
  const body = lines.flatMap((line) => line.split('\n')).map((line) => (line ? `  ${line}` : line));
  return [`${header} {`, ...body, '}'].join('\n');
}

function headers(extra: string[] = []): string[] {
  return [...extra, ...SECURITY_HEADERS];
}

function proxyTo(service: ServiceName, extra: string[] = []): string[] {
  return [...extra, `proxy_pass http://${service};`, ...headers()];
}

/** An empty `types` map: the answer is JSON whatever extension the URL ends in (/api/x.html, /media/a/b.jpg). */
const JSON_ONLY = ['types { }', 'default_type application/json;'];

/** Seconds a client is told to wait after the edge's own 429 and 503 (the latter as the services tell it). */
const EDGE_RETRY_AFTER_SECONDS: Record<string, number> = {
  429: 60,
  503: SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
};

function envelope(status: number, message: string): string {
  return `return ${status} '${JSON.stringify({ status, message })}';`;
}

function errorAnswer(status: number, message: string): string[] {
  const retryAfter = EDGE_RETRY_AFTER_SECONDS[status];
  return headers([
    ...JSON_ONLY,
    'add_header Cache-Control "no-store" always;',
    ...(retryAfter ? [`add_header Retry-After ${retryAfter} always;`] : []),
    envelope(status, message),
  ]);
}

/** Where nginx's own 400s go: a URI, since a request whose path nginx refused has none to go to by name. */
const BAD_REQUEST_PAGE = '/.gateway-errors/400';

function errorLocations(): string[] {
  return [
    ...Object.entries(GATEWAY_ERRORS).map(([status, message]) =>
      block(`location @error_${status}`, errorAnswer(Number(status), message)),
    ),
    // A path nginx refuses before choosing a location (it climbs above the root, holds a NUL) leaves $uri empty:
    // it names nothing here, so it is answered as any unknown path is, with the 404 envelope. Any other bad
    // request (a header given twice, say) keeps its path and gets the 400.
    block(`location = ${BAD_REQUEST_PAGE}`, ['internal;', ...errorAnswer(404, 'Not found.')]),
    block(`location ^~ ${BAD_REQUEST_PAGE}/`, ['internal;', ...errorAnswer(400, GATEWAY_ERRORS[400])]),
  ];
}

const ADDRESS_OR_CIDR = /^([0-9.]+|[0-9a-fA-F:]+)(\/\d{1,3})?$/;

/** nginx's real-IP module, so that $remote_addr is the client a trusted proxy names. */
function realIpLines(trusted: GatewayOptions['trustedProxies']): string[] {
  if (!trusted) return [];
  const lines = ['real_ip_header X-Forwarded-For;', 'real_ip_recursive on;'];
  if (!Array.isArray(trusted)) return [`include ${trusted.includeFile};`, ...lines];
  if (trusted.length === 0) return [];
  for (const entry of trusted) {
    if (!ADDRESS_OR_CIDR.test(entry)) throw new Error(`Not an address or CIDR: ${entry}`);
  }
  return [...trusted.map((entry) => `set_real_ip_from ${entry};`), ...lines];
}

const HTTP_ADDRESS = /^https?:\/\/[A-Za-z0-9.:_~/-]+$/;

/** `$site_url`, the address the site is published at. */
function siteUrlLines(siteUrl: GatewayOptions['siteUrl']): string[] {
  if (typeof siteUrl !== 'string') return [`include ${siteUrl.includeFile};`];
  if (!HTTP_ADDRESS.test(siteUrl)) throw new Error(`Not an http(s) address: ${siteUrl}`);
  return [block('map "" $site_url', [`default "${siteUrl.replace(/\/$/, '')}";`])];
}

/** The answers whose failure the gateway covers with its last good copy, when it has one. */
const FAILURES_COVERED = '500 502 503 504';

/** Where a failed page or public read looks for its last good copy: an upstream that refuses at once. */
const NO_UPSTREAM = 'no_upstream';

/**
 * Public reads answer the same to everyone for the same path and body, so the gateway keeps each answer to the
 * end of the second it was made in (`publicAnswerHeaders`; at most a second for a service that does not say): a
 * burst of visitors costs the service one call a second, and an admin's change shows within a second. A call
 * with a token is never cached nor served from cache.
 */
const READ_CACHE_KEY = 'proxy_cache_key "$request_method|$request_uri|$content_type|$request_body";';
const MICRO_CACHE = [
  'proxy_cache public_reads;',
  'proxy_cache_methods GET HEAD POST;',
  // The body is part of the key; it is in memory because the buffer is as large as the body limit.
  `client_max_body_size ${READ_BODY_LIMIT};`,
  `client_body_buffer_size ${READ_BODY_LIMIT};`,
  `proxy_buffer_size ${READ_ANSWER_HEADER_BUFFER};`,
  `proxy_buffers 8 ${READ_ANSWER_HEADER_BUFFER};`,
  `proxy_busy_buffers_size ${READ_ANSWER_BUSY_BUFFERS};`,
  READ_CACHE_KEY,
  'proxy_cache_valid 200 1s;',
  'proxy_cache_lock on;',
  'proxy_cache_use_stale updating;',
  'proxy_cache_bypass $http_authorization;',
  'proxy_no_cache $http_authorization;',
  // The service's Cache-Control (a second, and how long a stale copy may stand in) is for the gateway.
  ...hideUpstreamHeaders('Cache-Control'),
  'add_header X-Cache-Status $upstream_cache_status always;',
  // An anonymous read that fails is answered from the last good copy (see staleCopyLocations); the error page
  // that copy's location may itself need is allowed here, where the first one is chosen.
  'proxy_intercept_errors on;',
  'recursive_error_pages on;',
  `error_page ${FAILURES_COVERED} = @stale_read;`,
];

function ownerOrFail(path: string): ServiceName {
  const owner = routeOwner(path);
  if (!owner) throw new Error(`No service owns ${path}`);
  return owner;
}

/** The public writes one address may make at the edge: a rate a minute, and how many more it lets through at once. */
export const PUBLIC_WRITE_LIMIT = { perMinute: 120, burst: 60 };

/**
 * The lookups one address may make at the edge (a seed lot's check, by its API and its page): above the service's
 * own limit, which answers first with its own words and wait; this holds while the service cannot count (Redis away).
 */
const LOOKUP_LIMIT = { perMinute: 60, burst: 20 };

/**
 * The services' own limits (e.g. feedback posts per address) sit behind these; this only blunts floods. Admin calls
 * carry a token the services check, so none is held to the per-address limit of the public writes.
 */
const LOOKUP_LIMIT_LINE = `limit_req zone=lookups burst=${LOOKUP_LIMIT.burst} nodelay;`;

function rateLimits(path: string): string[] {
  if (ROUTES.rateLimited.includes(path)) return ['limit_req zone=auth burst=10 nodelay;'];
  if (ROUTES.publicWrites.includes(path)) return [`limit_req zone=public burst=${PUBLIC_WRITE_LIMIT.burst} nodelay;`];
  if (ROUTES.lookups.includes(path)) return [LOOKUP_LIMIT_LINE];
  return [];
}

const PLAIN_PATH = /^\/[A-Za-z0-9_/-]+$/;

/**
 * A public write's locations: its exact path (which also keeps nginx from answering a prefix's path without its
 * slash, e.g. /api/feedback, with a redirect), and every other spelling the services' router takes for it (any
 * letter case, a trailing slash), so that none escapes the limit through its prefix's location.
 */
function publicWriteLocations(path: string): string[] {
  if (!PLAIN_PATH.test(path)) throw new Error(`Not a plain path: ${path}`);
  const write = proxyTo(ownerOrFail(path), rateLimits(path));
  return [block(`location = ${path}`, write), block(`location ~* ^${path}/?$`, write)];
}

/** The gateway's own error pages, but for the failures a location covers itself. */
function gatewayErrorPagesExcept(covered: string): string[] {
  return Object.keys(GATEWAY_ERRORS)
    .filter((status) => !covered.split(' ').includes(status))
    .map((status) => `error_page ${status} @error_${status};`);
}

function apiLocations(): string[] {
  const locations: string[] = [];
  for (const path of ROUTES.publicReads) {
    // A read's failures are intercepted for its last good copy, and so would be every status given an error page
    // here: the service's own 400 (the spec's message on a bad field) must reach the caller as it is.
    const read = [...MICRO_CACHE, ...gatewayErrorPagesExcept(`${FAILURES_COVERED} 400`), ...rateLimits(path)];
    locations.push(block(`location = ${path}`, proxyTo(ownerOrFail(path), read)));
  }
  for (const [path, service] of Object.entries(ROUTES.exact)) {
    if (!ROUTES.publicReads.includes(path) && !ROUTES.publicWrites.includes(path)) {
      locations.push(block(`location = ${path}`, proxyTo(service, rateLimits(path))));
    }
  }
  locations.push(...ROUTES.publicWrites.flatMap(publicWriteLocations));
  for (const [path, limit] of Object.entries(ROUTES.uploads)) {
    locations.push(block(`location = ${path}`, proxyTo(ownerOrFail(path), [`client_max_body_size ${limit};`])));
  }
  for (const [prefix, service] of Object.entries(ROUTES.prefixes)) {
    locations.push(block(`location ${prefix}`, proxyTo(service, rateLimits(prefix))));
  }
  locations.push(block('location /api/', headers([...JSON_ONLY, envelope(404, 'Not found.')])));
  // Service-to-service endpoints (e.g. the count endpoints the dashboard reconciles with) never leave the network.
  locations.push(block('location /internal/', headers([...JSON_ONLY, envelope(404, 'Not found.')])));
  return locations;
}

function staticLocations(options: GatewayOptions): string[] {
  // Without `always`: only a file that exists (200/304) is cached for a year, never a 404.
  const immutable = 'add_header Cache-Control "public, max-age=31536000, immutable";';
  const revalidate = 'add_header Cache-Control "no-cache" always;';
  const adminShell = headers([`root ${options.adminRoot};`, revalidate, 'try_files /index.html =404;']);
  return [
    // The site's build writes each asset gzipped at the highest level too: sent as it is to browsers that take gzip.
    block(
      'location /assets/',
      headers([`root ${options.webRoot};`, immutable, 'gzip_static on;', 'try_files $uri =404;']),
    ),
    block(
      'location /admin/assets/',
      headers([`alias ${options.adminRoot}/assets/;`, immutable, 'try_files $uri =404;']),
    ),
    block('location /admin/', headers([`alias ${options.adminRoot}/;`, 'try_files $uri =404;'])),
    block('location = /login', adminShell),
    block('location = /dashboard', adminShell),
    block('location /dashboard/', adminShell),
    // Every other path is the public site: a file of the build where one exists (the app's assets, icons),
    // else the page the site renderer makes (see pageLocations).
    // The web app manifests, with the type browsers expect (mime.types has no entry for them).
    ...LANGUAGES.map((language) =>
      block(
        `location = ${manifestPath(language)}`,
        headers([`root ${options.webRoot};`, 'types { }', 'default_type application/manifest+json;', revalidate]),
      ),
    ),
    block('location = /404.html', headers([`root ${options.webRoot};`, revalidate, 'internal;'])),
    block('location /', headers([`root ${options.webRoot};`, revalidate, 'try_files $uri @site_renderer;'])),
    // A seed lot's page: held per address like its API, so that lot numbers cannot be tried through either.
    block(
      `location ${VERIFY_PAGE_PATH}/`,
      headers([`root ${options.webRoot};`, revalidate, LOOKUP_LIMIT_LINE, 'try_files $uri @site_renderer;']),
    ),
    // The short address a seed lot's QR code holds: sent to the lot's page wherever that page is, relative to the
    // address the visitor used (the scheme and host in front of the gateway), and never kept by a browser.
    block(
      `location ~ "^${SHORT_VERIFY_PATH}/([A-Za-z0-9]{1,64})/?$"`,
      headers([
        'absolute_redirect off;',
        'add_header Cache-Control "no-store" always;',
        `return 302 ${verifyPagePath('$1')};`,
      ]),
    ),
  ];
}

/**
 * Each page's last good copy, per path and language, and per district for a page narrowed by one: the renderer reads
 * no other query string, so an address decorated with any other makes no copy of its own. A failed page is never kept.
 */
const PAGE_CACHE = ['proxy_cache pages;', 'proxy_cache_key "$uri|$page_language|$page_district";'];

/**
 * `$page_district`: on a page narrowed by `?district=` (web/src/routes.ts), the district its query string names,
 * spelled as the renderer reads it (web/src/features/stock/district-query.ts); on every other page, and for a value
 * naming no district, empty. nginx compares a map's strings and finds an `$arg_` in any letter case, as the renderer
 * does.
 */
function pageDistrictMaps(): string[] {
  return [
    block(`map $arg_${DISTRICT_ARGUMENT} $named_district`, [
      'default "";',
      ...DISTRICT_SPELLINGS.map(([raw, district]) => `"${raw}" "${district}";`),
    ]),
    block('map $uri $page_district', ['default "";', ...DISTRICT_PAGES.map((path) => `${path} $named_district;`)]),
    // The lot check's form sends `?lot=`, which the renderer answers by the lot's own address: never from a copy.
    block('map $uri $lot_asked', ['default "";', `${VERIFY_PAGE_PATH} $arg_lot;`]),
    // A farmer's own pages (web/src/features/booking): made for them alone, never a copy, never waiting on another's.
    block('map $uri $farmer_page', ['default "";', `~^${BOOKING_PATH}(/|$) 1;`]),
  ];
}

/** The start of a prerendered page's canonical link (web/prerender.ts), whose address is the path alone. */
export const PRERENDERED_CANONICAL = '<link rel="canonical" href="/';

/**
 * The gateway answers a page from its copy until the end of the second the renderer sent it in
 * (`publicAnswerHeaders`), then asks the renderer once (others meanwhile get the copy): the renderer keeps its own
 * pages until the activity stream reports a change, so an administrator's edit shows within a second. While the
 * renderer or a service it reads fails, the last good copy is served for as long as the renderer said it may be
 * (its `stale-if-error`), marked `X-Cache-Status: STALE`; with no copy, the page as it was prerendered at build
 * time, whose lists load in the browser.
 */
function pageLocations(options: GatewayOptions): string[] {
  const page = (cacheStatus: string) => [
    ...headers([`add_header X-Cache-Status ${cacheStatus} always;`]),
    // The renderer's Cache-Control is for the gateway; the browser revalidates every page.
    ...hideUpstreamHeaders('Cache-Control'),
    'add_header Cache-Control "no-cache" always;',
  ];
  const prerendered = [
    `root ${options.webRoot};`,
    'try_files $uri/index.html $uri.html =404;',
    'error_page 404 /404.html;',
    // The build names only the path in a page's canonical link: the address of this deployment goes before it.
    `sub_filter '${PRERENDERED_CANONICAL}' '${PRERENDERED_CANONICAL.replace('href="', 'href="$site_url')}';`,
  ];
  return [
    block('location @site_renderer', [
      ...PAGE_CACHE,
      'proxy_cache_bypass $lot_asked $farmer_page;',
      'proxy_no_cache $lot_asked $farmer_page;',
      'proxy_cache_lock on;',
      'proxy_cache_use_stale updating;',
      'proxy_intercept_errors on;',
      // The last good copy's location may fall back to the prerendered page: allowed here, where the first error
      // page is chosen.
      'recursive_error_pages on;',
      `error_page ${FAILURES_COVERED} = @stale_page;`,
      ...gatewayErrorPagesExcept(FAILURES_COVERED),
      'proxy_pass http://site_renderer;',
      ...page('$upstream_cache_status'),
    ]),
    block('location @stale_page', [
      ...PAGE_CACHE,
      'proxy_no_cache 1;',
      'error_page 502 504 = @prerendered_page;',
      `proxy_pass http://${NO_UPSTREAM};`,
      // Whatever is served here stands in for a page the renderer could not make (fresh or not on nginx's clock).
      ...page('STALE'),
    ]),
    block('location @prerendered_page', headers([...prerendered, 'add_header Cache-Control "no-cache" always;'])),
  ];
}

function devReloadLocations(path: string | undefined): string[] {
  if (!path) return [];
  return [
    block(`location = ${path}`, [
      'proxy_pass http://site_renderer;',
      // A location's own proxy_set_header lines replace all of the http block's: Vite checks the Host it is sent.
      'proxy_set_header Host $host;',
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection "upgrade";',
      'proxy_read_timeout 1h;',
    ]),
  ];
}

/** One copy of each file whatever the visitor's language: a feed's or a table's language is in its address. */
const FILE_CACHE = ['proxy_cache pages;', 'proxy_cache_key "$uri";'];

/**
 * The renderer's files (feeds, open data) are kept and refreshed as its pages are, and a failed one is covered by its
 * last good copy; with none, the 503 envelope, as no copy of a file was made at build time.
 */
function siteFileLocations(): string[] {
  const file = (cacheStatus: string) => [
    ...headers([`add_header X-Cache-Status ${cacheStatus} always;`]),
    ...hideUpstreamHeaders('Cache-Control'),
    'add_header Cache-Control "no-cache" always;',
  ];
  return [
    ...ROUTES.siteFiles.map((prefix) => {
      if (!PLAIN_PATH.test(prefix) || !prefix.endsWith('/')) throw new Error(`Not a plain prefix: ${prefix}`);
      return block(`location ^~ ${prefix}`, [
        ...FILE_CACHE,
        'proxy_cache_lock on;',
        'proxy_cache_use_stale updating;',
        'proxy_intercept_errors on;',
        'recursive_error_pages on;',
        `error_page ${FAILURES_COVERED} = @stale_file;`,
        ...gatewayErrorPagesExcept(FAILURES_COVERED),
        'proxy_pass http://site_renderer;',
        ...file('$upstream_cache_status'),
      ]);
    }),
    block('location @stale_file', [
      ...FILE_CACHE,
      'proxy_no_cache 1;',
      'error_page 502 504 = @error_503;',
      `proxy_pass http://${NO_UPSTREAM};`,
      ...file('STALE'),
    ]),
  ];
}

/** A failed public read: the last good copy while it may stand in, else the gateway's 503 envelope. */
function staleCopyLocations(): string[] {
  return [
    block('location @stale_read', [
      'proxy_cache public_reads;',
      'proxy_cache_methods GET HEAD POST;',
      READ_CACHE_KEY,
      'proxy_no_cache 1;',
      'proxy_cache_bypass $http_authorization;',
      ...hideUpstreamHeaders('Cache-Control'),
      'recursive_error_pages on;',
      'error_page 502 504 = @error_503;',
      `proxy_pass http://${NO_UPSTREAM};`,
      ...headers(['add_header X-Cache-Status $upstream_cache_status always;']),
    ]),
  ];
}

/** Renders the whole nginx.conf from the route table. */
export function renderNginxConfig(options: GatewayOptions): string {
  const upstream = (name: string, address: string) =>
    // Idle connections close on nginx's side first (the services keep theirs 75 s), never mid-request.
    block(`upstream ${name}`, [`server ${address} max_fails=0;`, 'keepalive 16;', 'keepalive_timeout 60s;']);
  const upstreams = [
    ...SERVICES.map((service) => upstream(service, options.upstreams[service])),
    upstream('site_renderer', options.siteRenderer),
    // Refuses at once: a failed page or read finds its last good copy in the cache, or nothing.
    block(`upstream ${NO_UPSTREAM}`, [`server unix:${options.runtime.tempDir}/no-upstream.sock max_fails=0;`]),
  ];
  const server = [
    `listen ${options.listenPort};`,
    'server_name _;',
    `client_max_body_size ${FORM_BODY_LIMIT};`,
    `error_page 400 = ${BAD_REQUEST_PAGE}$uri;`,
    ...Object.keys(GATEWAY_ERRORS)
      .filter((status) => status !== '400')
      .map((status) => `error_page ${status} @error_${status};`),
    '',
    ...errorLocations(),
    '',
    ...apiLocations(),
    '',
    ...staticLocations(options),
    '',
    ...pageLocations(options),
    ...devReloadLocations(options.devReloadSocketPath),
    ...siteFileLocations(),
    ...staleCopyLocations(),
  ];
  const http = [
    `include ${options.mimeTypesFile};`,
    'default_type application/octet-stream;',
    'charset utf-8;',
    'server_tokens off;',
    'sendfile on;',
    'tcp_nopush on;',
    'keepalive_timeout 65;',
    `access_log ${options.runtime.accessLog};`,
    `client_body_temp_path ${options.runtime.tempDir}/client_body;`,
    `proxy_temp_path ${options.runtime.tempDir}/proxy;`,
    `fastcgi_temp_path ${options.runtime.tempDir}/fastcgi;`,
    `uwsgi_temp_path ${options.runtime.tempDir}/uwsgi;`,
    `scgi_temp_path ${options.runtime.tempDir}/scgi;`,
    'gzip on;',
    // Pages and JSON a notch tighter than nginx's fastest level (a tenth fewer bytes for a phone on a slow
    // network, for little work); the site's own files are sent as the build gzipped them.
    'gzip_comp_level 5;',
    'gzip_vary on;',
    'gzip_min_length 1024;',
    'gzip_proxied any;',
    'gzip_types text/css text/javascript application/javascript application/json image/svg+xml text/plain application/xml application/rss+xml text/csv;',
    // OTP requests are the one place worth throttling at the edge; the auth service keeps its own per-number limits.
    `limit_req_zone $binary_remote_addr zone=auth:10m rate=${options.authRatePerMinute ?? 30}r/m;`,
    `limit_req_zone $binary_remote_addr zone=public:10m rate=${PUBLIC_WRITE_LIMIT.perMinute}r/m;`,
    `limit_req_zone $binary_remote_addr zone=lookups:10m rate=${LOOKUP_LIMIT.perMinute}r/m;`,
    'limit_req_status 429;',
    `proxy_cache_path ${options.runtime.tempDir}/cache levels=1:2 keys_zone=public_reads:10m max_size=100m inactive=${STALE_COPY_SECONDS}s use_temp_path=off;`,
    `proxy_cache_path ${options.runtime.tempDir}/pages levels=1:2 keys_zone=pages:10m max_size=200m inactive=${STALE_COPY_SECONDS}s use_temp_path=off;`,
    // The page cache keeps one copy per language the renderer makes (English unless the visitor chose Hindi).
    block('map $cookie_seedcorp_language $page_language', ['hi hi;', 'default en;']),
    ...pageDistrictMaps(),
    ...siteUrlLines(options.siteUrl),
    ...realIpLines(options.trustedProxies),
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Real-IP $remote_addr;',
    // Only the address nginx saw (or a trusted proxy vouched for): a client's own X-Forwarded-For never passes.
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Request-Id $request_id;',
    'proxy_connect_timeout 3s;',
    'proxy_read_timeout 30s;',
    // The gateway sets the browser-facing security headers once, for pages and API answers alike.
    ...hideUpstreamHeaders(),
    '',
    ...upstreams,
    '',
    block('server', server),
  ];
  return [
    `pid ${options.runtime.pidFile};`,
    `error_log ${options.runtime.errorLog} warn;`,
    'worker_processes auto;',
    '',
    block('events', ['worker_connections 1024;']),
    '',
    block('http', http),
    '',
  ].join('\n');
}
