import routeTable from './routes.json';

export type ServiceName = keyof typeof routeTable.services;

export interface RouteTable {
  services: Record<ServiceName, number>;
  prefixes: Record<string, ServiceName>;
  exact: Record<string, ServiceName>;
  uploads: Record<string, string>;
  rateLimited: string[];
}

export interface GatewayOptions {
  listenPort: number;
  /** `host:port` of each service. */
  upstreams: Record<ServiceName, string>;
  webRoot: string;
  adminRoot: string;
  /** Where nginx keeps its pid, logs and temporary files. */
  runtime: { pidFile: string; errorLog: string; accessLog: string; tempDir: string };
  mimeTypesFile: string;
}

export const ROUTES = routeTable as RouteTable;
export const SERVICES = Object.keys(ROUTES.services) as ServiceName[];

/** Bodies of plain form and JSON calls; uploads get their own, larger limits from the route table. */
const FORM_BODY_LIMIT = '128k';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
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

const UPSTREAM_ERRORS: Record<number, string> = {
  413: 'Request body too large.',
  429: 'Too many requests. Please try again later.',
  502: 'The service is not reachable right now. Please try again later.',
  503: 'The service is temporarily unavailable. Please try again later.',
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

function errorLocations(): string[] {
  return Object.entries(UPSTREAM_ERRORS).map(([status, message]) =>
    block(
      `location @error_${status}`,
      headers([
        'default_type application/json;',
        'add_header Cache-Control "no-store" always;',
        `return ${status} '${JSON.stringify({ status: Number(status), message })}';`,
      ]),
    ),
  );
}

function prefixService(path: string): ServiceName {
  const prefix = Object.keys(ROUTES.prefixes)
    .filter((candidate) => path.startsWith(candidate))
    .sort((a, b) => b.length - a.length)[0];
  if (!prefix) throw new Error(`No service owns ${path}`);
  return ROUTES.prefixes[prefix];
}

function apiLocations(): string[] {
  const locations: string[] = [];
  for (const [path, service] of Object.entries(ROUTES.exact)) {
    locations.push(block(`location = ${path}`, proxyTo(service)));
  }
  for (const [path, limit] of Object.entries(ROUTES.uploads)) {
    locations.push(block(`location = ${path}`, proxyTo(prefixService(path), [`client_max_body_size ${limit};`])));
  }
  for (const [prefix, service] of Object.entries(ROUTES.prefixes)) {
    const limits = ROUTES.rateLimited.includes(prefix) ? ['limit_req zone=auth burst=10 nodelay;'] : [];
    locations.push(block(`location ${prefix}`, proxyTo(service, limits)));
  }
  locations.push(
    block(
      'location /api/',
      headers([
        'default_type application/json;',
        `return 404 '${JSON.stringify({ status: 404, message: 'Not found.' })}';`,
      ]),
    ),
  );
  return locations;
}

function staticLocations(options: GatewayOptions): string[] {
  const immutable = 'add_header Cache-Control "public, max-age=31536000, immutable" always;';
  const revalidate = 'add_header Cache-Control "no-cache" always;';
  const adminShell = headers([`root ${options.adminRoot};`, revalidate, 'try_files /index.html =404;']);
  return [
    block('location /assets/', headers([`root ${options.webRoot};`, immutable, 'try_files $uri =404;'])),
    block(
      'location /admin/assets/',
      headers([`alias ${options.adminRoot}/assets/;`, immutable, 'try_files $uri =404;']),
    ),
    block('location /admin/', headers([`alias ${options.adminRoot}/;`, 'try_files $uri =404;'])),
    block('location = /login', adminShell),
    block('location = /dashboard', adminShell),
    block('location /dashboard/', adminShell),
    // Everything else is a public-site route: the file if it exists, else the app shell.
    block('location = /index.html', headers([`root ${options.webRoot};`, revalidate])),
    block('location /', headers([`root ${options.webRoot};`, 'try_files $uri /index.html;'])),
  ];
}

/** Renders the whole nginx.conf from the route table. */
export function renderNginxConfig(options: GatewayOptions): string {
  const upstreams = SERVICES.map((service) =>
    block(`upstream ${service}`, [`server ${options.upstreams[service]} max_fails=0;`, 'keepalive 16;']),
  );
  const server = [
    `listen ${options.listenPort};`,
    'server_name _;',
    `client_max_body_size ${FORM_BODY_LIMIT};`,
    ...Object.keys(UPSTREAM_ERRORS).map((status) => `error_page ${status} @error_${status};`),
    '',
    ...errorLocations(),
    '',
    ...apiLocations(),
    '',
    ...staticLocations(options),
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
    'gzip_vary on;',
    'gzip_min_length 1024;',
    'gzip_proxied any;',
    'gzip_types text/css text/javascript application/javascript application/json image/svg+xml text/plain application/xml;',
    // OTP requests are the one place worth throttling at the edge; the auth service keeps its own per-number limits.
    'limit_req_zone $binary_remote_addr zone=auth:10m rate=30r/m;',
    'limit_req_status 429;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Request-Id $request_id;',
    'proxy_connect_timeout 3s;',
    'proxy_read_timeout 30s;',
    // The gateway sets the browser-facing security headers once, for pages and API answers alike.
    'proxy_hide_header Content-Security-Policy;',
    'proxy_hide_header X-Frame-Options;',
    'proxy_hide_header X-Content-Type-Options;',
    'proxy_hide_header Referrer-Policy;',
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
