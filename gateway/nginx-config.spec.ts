import { SERVICE_KEEPALIVE_MS } from '@seedcorp/libs';
import { API, STOCK_DISTRICTS } from '@seedcorp/contracts';
import { districtInQuery } from '../web/src/features/stock/district-query';
import { pageAddress } from '../web/src/features/stock/page-address';
import { DISTRICT_PAGES } from '../web/src/routes';
import { PRERENDERED_CANONICAL, renderNginxConfig } from './nginx-config';
import { routeOwner as owner, ROUTES, SERVICES, type ServiceName } from '@seedcorp/contracts/route-table';

const EXPECTED_OWNERS: Record<Exclude<keyof typeof API, 'master' | 'fileRoutes'>, ServiceName> = {
  auth: 'auth',
  secondFactor: 'auth',
  sessions: 'auth',
  admins: 'auth',
  dashboard: 'dashboard',
  feedback: 'dashboard',
  visitors: 'dashboard',
  files: 'media',
  notifications: 'notifications',
  officersDirectory: 'directories',
  director: 'directories',
  authorities: 'directories',
  masterLists: 'directories',
  content: 'content',
  seedLots: 'content',
  sales: 'sales',
  farmers: 'auth',
  booking: 'sales',
};

const MASTER_OWNERS: Record<keyof typeof API.master, ServiceName> = {
  imageType: 'media',
  notificationType: 'notifications',
  officeType: 'directories',
  district: 'directories',
  designation: 'directories',
  authRole: 'directories',
};

const FILE_ROUTE_OWNERS: Record<keyof typeof API.fileRoutes, ServiceName> = {
  notificationDocument: 'notifications',
  directorPhoto: 'directories',
  imageRendition: 'media',
};

describe('the gateway route table', () => {
  const documented = Object.entries(API).flatMap(([area, paths]) =>
    Object.entries(paths).map(([name, path]) => ({
      area: area as keyof typeof API,
      name,
      path: typeof path === 'function' ? path('42') : path.replace(/:\w+/g, '42'),
    })),
  );

  it.each(documented.map((entry) => [entry.path, entry]))('routes %s to its owning service', (_path, entry) => {
    const expected =
      entry.area === 'master'
        ? MASTER_OWNERS[entry.name as keyof typeof API.master]
        : entry.area === 'fileRoutes'
          ? FILE_ROUTE_OWNERS[entry.name as keyof typeof API.fileRoutes]
          : EXPECTED_OWNERS[entry.area];
    expect(owner(entry.path)).toBe(expected);
  });

  it('gives every upload path a body limit and an owner', () => {
    for (const path of Object.keys(ROUTES.uploads)) expect(owner(path)).toBeDefined();
  });
});

describe('renderNginxConfig', () => {
  /** One location's block, as rendered (inside http and server: closed at four spaces' indent). */
  const locationBlock = (header: string) => {
    const start = config.indexOf(`${header} {`);
    if (start < 0) throw new Error(`no ${header}`);
    return config.slice(start).split('\n    }')[0];
  };
  const options: Parameters<typeof renderNginxConfig>[0] = {
    listenPort: 8080,
    upstreams: Object.fromEntries(SERVICES.map((service, index) => [service, `127.0.0.1:${3001 + index}`])) as Record<
      ServiceName,
      string
    >,
    siteRenderer: '127.0.0.1:3006',
    webRoot: '/srv/web',
    adminRoot: '/srv/admin',
    mimeTypesFile: '/etc/nginx/mime.types',
    runtime: { pidFile: '/tmp/n.pid', errorLog: '/tmp/e.log', accessLog: '/tmp/a.log', tempDir: '/tmp' },
    siteUrl: 'https://seeds.example.gov.in/',
  };
  const config = renderNginxConfig(options);

  it('drops idle upstream connections before the services do, so none is closed as a request goes out on it', () => {
    // Replays a 502 seen under load: Node closed a kept-alive connection (5 s) that nginx (60 s) then reused.
    for (const service of SERVICES) {
      const upstream = new RegExp(`upstream ${service} \\{[^}]*keepalive_timeout (\\d+)s;`).exec(config);
      expect(upstream).not.toBeNull();
      expect(Number(upstream![1]) * 1000).toBeLessThan(SERVICE_KEEPALIVE_MS);
    }
  });

  it('proxies exact master paths to their owners', () => {
    expect(config).toMatch(/location = \/api\/master\/imageType \{\n[^}]*proxy_pass http:\/\/media;/);
    expect(config).toMatch(/location = \/api\/master\/district \{\n[^}]*proxy_pass http:\/\/directories;/);
  });

  it('lets uploads through up to their own limit', () => {
    expect(config).toMatch(/location = \/api\/v1\/files\/uploadFile \{\n\s+client_max_body_size 3m;/);
  });

  it('serves the admin shell at /login and /dashboard paths', () => {
    for (const path of ['location = /login', 'location = /dashboard', 'location /dashboard/']) {
      expect(config).toMatch(new RegExp(`${path} \\{\\n\\s+root /srv/admin;`));
    }
  });

  it('serves files of the build as they are and every other path as the page the site renderer makes', () => {
    expect(config).toMatch(
      /location \/ \{\n\s+root \/srv\/web;\n\s+add_header Cache-Control "no-cache" always;\n\s+try_files \$uri @site_renderer;/,
    );
    expect(config).toMatch(/upstream site_renderer \{\n\s+server 127.0.0.1:3006 max_fails=0;/);
    const renderer = locationBlock('location @site_renderer');
    expect(renderer).toContain('proxy_pass http://site_renderer;');
    expect(renderer).toContain('proxy_cache_key "$uri|$page_language|$page_district";');
    // One request a page asks the renderer when the copy's second is over; the others get the copy meanwhile.
    expect(renderer).toContain('proxy_cache_lock on;');
    expect(renderer).toContain('proxy_cache_use_stale updating;');
    // Only the lot check's form (`/verify?lot=`) and a farmer's own pages pass by the copy.
    expect(renderer.match(/proxy_cache_bypass .*;/g)).toEqual(['proxy_cache_bypass $lot_asked $farmer_page;']);
    expect(config).toMatch(/map \$uri \$farmer_page \{\n\s+default "";\n\s+~\^\/booking\(\/\|\$\) 1;/);
    expect(config).toMatch(/map \$uri \$lot_asked \{\n\s+default "";\n\s+\/verify \$arg_lot;\n\s*\}/);
    expect(config).toMatch(/map \$cookie_seedcorp_language \$page_language \{\n\s+hi hi;\n\s+default en;/);
  });

  describe('the page cache key of a page narrowed by district', () => {
    /** A map's entries as rendered: its source value (as nginx compares them, in lower case) and its result. */
    const mapEntries = (header: string) => {
      // Maps sit in the http block: closed at two spaces' indent.
      const body = config.slice(config.indexOf(`${header} {`)).split('\n  }')[0];
      const entries = [...body.matchAll(/^\s+"?([^\s"]+)"? "?([^"]*?)"?;$/gm)].map(
        ([, from, to]) => [from, to] as const,
      );
      return new Map(entries.map(([from, to]) => [from.toLowerCase(), to]));
    };
    const named = mapEntries('map $arg_district $named_district');
    const pages = mapEntries('map $uri $page_district');
    /** What nginx keys a request on besides path and language: `$arg_district` is the first such argument, raw. */
    function gatewayDistrict(address: string): string {
      const [path, query = ''] = address.split('?');
      const page = pages.get(path) ?? pages.get('default');
      if (page !== '$named_district') return page ?? '';
      const argument = query.split('&').find((part) => /^district=/i.test(part));
      return (argument && named.get(argument.slice('district='.length).toLowerCase())) ?? named.get('default') ?? '';
    }
    /** What the renderer makes at that address: the district it narrows the page to, if any. */
    const rendererDistrict = (address: string) => {
      const url = new URL(address, 'http://renderer');
      return districtInQuery(new URL(pageAddress(url.pathname, url.search), 'http://renderer').search) ?? '';
    };

    it('keys every copy of a page on its district too, the last good copy as much as the fresh one', () => {
      for (const location of ['location @site_renderer', 'location @stale_page']) {
        expect(locationBlock(location)).toContain('proxy_cache_key "$uri|$page_language|$page_district";');
      }
      expect(DISTRICT_PAGES).toEqual(['/marketing/rabi-availability', '/marketing/kharif-availability']);
    });

    it.each([
      ['/marketing/rabi-availability?district=Hisar', 'Hisar'],
      ['/marketing/kharif-availability?DISTRICT=hisar&page=2', 'Hisar'],
      ['/marketing/rabi-availability?district=Charkhi+Dadri', 'Charkhi Dadri'],
      ['/marketing/rabi-availability?district=charkhi%20dadri', 'Charkhi Dadri'],
      ['/marketing/rabi-availability?x=1&district=Sirsa&district=Hisar', 'Sirsa'],
      ['/marketing/rabi-availability?district&district=Sirsa', 'Sirsa'],
      ['/marketing/rabi-availability?district=&district=Sirsa', ''],
      ['/marketing/rabi-availability?district=Not+stated', 'Not stated'],
      ['/marketing/rabi-availability?district=Atlantis', ''],
      ['/marketing/rabi-availability?district=%48isar', ''],
      ['/marketing/rabi-availability?district=Hisar%00', ''],
      ['/marketing/rabi-availability?district=Hisar+', ''],
      ['/marketing/rabi-availability?xdistrict=Hisar', ''],
      ['/marketing/rabi-availability', ''],
      ['/marketing/sale-counters?district=Hisar', ''],
      ['/tenders?district=Sirsa', ''],
    ])('reads %s as the renderer does: district "%s"', (address, district) => {
      expect({ address, gateway: gatewayDistrict(address) }).toEqual({ address, gateway: district });
      expect({ address, renderer: rendererDistrict(address) }).toEqual({ address, renderer: district });
    });

    it('names every district in each spelling a form or a typed address gives, and nothing else', () => {
      expect([...named.values()].filter(Boolean).sort()).toEqual(
        [...STOCK_DISTRICTS.flatMap((district) => (district.includes(' ') ? [district, district] : [district]))].sort(),
      );
      expect(named.get('head+office')).toBe('Head Office');
      expect(named.get('head%20office')).toBe('Head Office');
    });
  });

  it("covers a failed page with the last good copy, else the prerendered page; 404 stays the renderer's own", () => {
    const renderer = locationBlock('location @site_renderer');
    expect(renderer).toContain('error_page 500 502 503 504 = @stale_page;');
    expect(renderer).not.toMatch(/error_page[^;]*\b404\b/);
    const stale = locationBlock('location @stale_page');
    expect(stale).toContain('proxy_pass http://no_upstream;');
    expect(stale).toContain('proxy_no_cache 1;');
    expect(stale).toContain('error_page 502 504 = @prerendered_page;');
    const prerendered = locationBlock('location @prerendered_page');
    expect(prerendered).toContain('try_files $uri/index.html $uri.html =404;');
    expect(prerendered).toContain('error_page 404 /404.html;');
    expect(config).toMatch(/location = \/404.html \{\n\s+root \/srv\/web;\n[^}]*internal;/);
  });

  it("keeps one copy of each of the renderer's files whatever the language, covered by its last good copy, else 503", () => {
    expect(ROUTES.siteFiles).toEqual(['/feeds/', '/data/']);
    for (const prefix of ROUTES.siteFiles) {
      const file = locationFor(`${prefix}any.xml`);
      expect(file).toContain('proxy_pass http://site_renderer;');
      expect(file).toContain('proxy_cache_key "$uri";');
      expect(file).toContain('error_page 500 502 503 504 = @stale_file;');
      expect(file).not.toMatch(/error_page[^;]*\b404\b/);
      expect(file).toContain('add_header Cache-Control "no-cache" always;');
    }
    const stale = locationBlock('location @stale_file');
    expect(stale).toContain('proxy_pass http://no_upstream;');
    expect(stale).toContain('error_page 502 504 = @error_503;');
    expect(stale).toContain('add_header X-Cache-Status STALE always;');
  });

  it("puts the address the site is published at before the path of a prerendered page's canonical link", () => {
    const prerendered = locationBlock('location @prerendered_page');
    expect(prerendered).toContain(`sub_filter '${PRERENDERED_CANONICAL}' '<link rel="canonical" href="$site_url/';`);
    expect(config).toMatch(/map "" \$site_url \{\n\s+default "https:\/\/seeds\.example\.gov\.in";\n/);
    expect(() => renderNginxConfig({ ...options, siteUrl: 'https://seeds.example";\ninclude /etc/passwd' })).toThrow(
      'Not an http(s) address',
    );
  });

  it('covers a failed public read with its last good copy, else the 503 envelope', () => {
    for (const path of ROUTES.publicReads) {
      const read = locationBlock(`location = ${path}`);
      expect(read).toContain('proxy_intercept_errors on;');
      expect(read).toContain('error_page 500 502 503 504 = @stale_read;');
    }
    const stale = locationBlock('location @stale_read');
    expect(stale).toContain('proxy_cache_bypass $http_authorization;');
    expect(stale).toContain('error_page 502 504 = @error_503;');
  });

  it('throttles the OTP calls at the edge', () => {
    expect(config).toMatch(
      /location \/api\/auth\/ \{\n\s+limit_req zone=auth burst=10 nodelay;\n\s+proxy_pass http:\/\/auth;/,
    );
    expect(config).toContain('limit_req_zone $binary_remote_addr zone=auth:10m rate=30r/m;');
  });

  it("passes on only the address nginx saw, never the client's own X-Forwarded-For", () => {
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).not.toContain('$proxy_add_x_forwarded_for');
    expect(config).not.toContain('set_real_ip_from');
  });

  it('believes X-Forwarded-For only from configured trusted proxies', () => {
    const behindBalancer = renderNginxConfig({ ...options, trustedProxies: ['10.0.0.0/8', '192.0.2.7'] });
    expect(behindBalancer).toContain('set_real_ip_from 10.0.0.0/8;');
    expect(behindBalancer).toContain('set_real_ip_from 192.0.2.7;');
    expect(behindBalancer).toContain('real_ip_header X-Forwarded-For;');
    expect(() => renderNginxConfig({ ...options, trustedProxies: ['10.0.0.0/8; evil'] })).toThrow(
      'Not an address or CIDR',
    );
    const container = renderNginxConfig({ ...options, trustedProxies: { includeFile: '/etc/nginx/conf.d/t.conf' } });
    expect(container).toContain('include /etc/nginx/conf.d/t.conf;');
  });

  it("sends each of its own security headers once: every location hiding a service's header hides the service's copies", () => {
    const locations = config.split(/\n\s*location /).filter((block) => block.includes('proxy_hide_header'));
    expect(locations.length).toBeGreaterThan(ROUTES.publicReads.length);
    for (const block of locations) {
      for (const header of [
        'Content-Security-Policy',
        'X-Frame-Options',
        'X-Content-Type-Options',
        'Referrer-Policy',
      ]) {
        expect(block).toContain(`proxy_hide_header ${header};`);
      }
    }
  });

  it("answers nginx's own errors as JSON envelopes whatever the URL's extension", () => {
    expect(config).toContain('error_page 400 = /.gateway-errors/400$uri;');
    for (const status of [405, 413, 414, 429, 502]) {
      expect(config).toContain(`error_page ${status} @error_${status};`);
      expect(config).toMatch(
        new RegExp(`location @error_${status} \\{\\n\\s+types \\{ \\}\\n\\s+default_type application/json;`),
      );
    }
    expect(config).toMatch(/location @error_429 \{[^}]*\}[^}]*add_header Retry-After 60 always;/);
  });

  it("lets a public read's own 400 through: its failures are intercepted, but not the service's message", () => {
    for (const path of ROUTES.publicReads) {
      const read = locationBlock(`location = ${path}`);
      expect(read).toContain('proxy_intercept_errors on;');
      expect(read).not.toMatch(/error_page[^;]*\b400\b/);
    }
  });

  it('keeps public reads for a second, never a call that carries a token', () => {
    for (const path of ROUTES.publicReads) {
      expect(config).toMatch(new RegExp(`location = ${path} \\{\\n\\s+proxy_cache public_reads;`));
    }
    expect(config).toContain('proxy_cache_bypass $http_authorization;');
    expect(config).toContain('proxy_no_cache $http_authorization;');
    expect(config).toContain('proxy_cache_valid 200 1s;');
  });

  it('caches only existing hashed assets for a year', () => {
    expect(config).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(config).not.toContain('immutable" always');
  });

  /**
   * The block nginx answers `path` from, by its own order: an exact location, else the longest prefix unless a
   * regular expression (the first in the file) matches and that prefix is not `^~`; but a path that is a proxied
   * prefix without its slash is redirected to it.
   */
  const locationFor = (path: string) => {
    const headers = [...config.matchAll(/^ {4}location (= |\^~ |~\* |~ )?(\S+) \{$/gm)].map(
      ([header, kind, pattern]) => ({
        header: header.slice(4, -2),
        kind: (kind ?? '').trim(),
        // A pattern holding braces is quoted for nginx.
        pattern: pattern.replace(/^"(.*)"$/, '$1'),
      }),
    );
    const exact = headers.find((location) => location.kind === '=' && location.pattern === path);
    if (exact) return locationBlock(exact.header);
    const slashed = headers.find((location) => location.kind === '' && location.pattern === `${path}/`);
    if (slashed && locationBlock(slashed.header).includes('proxy_pass')) return `301 to ${path}/`;
    const prefix = headers
      .filter((location) => ['', '^~'].includes(location.kind) && path.startsWith(location.pattern))
      .sort((a, b) => b.pattern.length - a.pattern.length)[0];
    const regex = headers.find(
      (location) =>
        location.kind.startsWith('~') && new RegExp(location.pattern, location.kind === '~*' ? 'i' : '').test(path),
    );
    return locationBlock((prefix?.kind !== '^~' && regex ? regex : prefix).header);
  };

  it('holds a seed lot check, by its API and its page, to a rate per address, and keeps the API’s answers a second', () => {
    const api = locationFor(API.seedLots.webCheck);
    expect(api).toContain('limit_req zone=lookups burst=20 nodelay;');
    expect(api).toContain('proxy_cache public_reads;');
    expect(api).toContain('proxy_pass http://content;');
    const page = locationFor('/verify/HS26R0451');
    expect(page).toContain('limit_req zone=lookups burst=20 nodelay;');
    expect(page).toContain('try_files $uri @site_renderer;');
    expect(locationFor('/products/field-crops')).not.toContain('limit_req');
    expect(config).toContain('limit_req_zone $binary_remote_addr zone=lookups:10m rate=60r/m;');
  });

  it('sends the short address of a seed lot’s QR code to its page, relative to the address used, kept by no browser', () => {
    const short = locationFor('/v/HS26R0451');
    expect(short).toContain('return 302 /verify/$1;');
    expect(short).toContain('absolute_redirect off;');
    expect(short).toContain('add_header Cache-Control "no-store" always;');
    expect(short).toContain('add_header X-Content-Type-Options "nosniff" always;');
    // Anything else under /v/ is an ordinary page path: the site's 404.
    expect(locationFor('/v/HS26R0451/extra')).toContain('try_files $uri @site_renderer;');
  });

  it('throttles the public feedback and visit-counting calls at the edge, however their path is spelled', () => {
    for (const path of [API.feedback.submit, API.visitors.hit]) {
      for (const spelling of [path, `${path}/`, path.toUpperCase()]) {
        const location = locationFor(spelling);
        expect({ spelling, limited: location.includes('limit_req zone=public burst=60 nodelay;') }).toEqual({
          spelling,
          limited: true,
        });
        expect(location).toContain('proxy_pass http://dashboard;');
      }
    }
    // The visitor count is read on every page load; the one-second cache shields the service, and many
    // visitors behind one office address must not be refused it.
    const countRead = locationFor(API.visitors.counts);
    expect(countRead).toContain('proxy_cache public_reads;');
    expect(countRead).not.toContain('limit_req');
    expect(config).toContain('limit_req_zone $binary_remote_addr zone=public:10m rate=120r/m;');
  });

  it('sends the hashed assets as the build gzipped them, pages and JSON gzipped at level 5', () => {
    expect(locationFor('/assets/index-a1b2c3.js')).toContain('gzip_static on;');
    expect(config).toContain('gzip_comp_level 5;');
  });

  it('serves the web app manifests with their type and the service worker revalidated on each visit', () => {
    for (const path of ['/manifest.en.webmanifest', '/manifest.hi.webmanifest']) {
      const location = locationFor(path);
      expect(location).toContain('default_type application/manifest+json;');
      expect(location).toContain('add_header Cache-Control "no-cache" always;');
      expect(location).toContain('Content-Security-Policy');
    }
    // The worker is a file of the build at the site's root: revalidated on each visit, so a release reaches it.
    const worker = locationFor('/sw.js');
    expect(worker).toContain('add_header Cache-Control "no-cache" always;');
    expect(worker).toContain('try_files $uri @site_renderer;');
  });

  it("holds no admin call to the public writes' per-address limit", () => {
    const adminCalls = [API.feedback.getAll, API.feedback.markRead, API.feedback.delete, API.dashboard.counts];
    for (const path of adminCalls) {
      const location = locationFor(path);
      expect({ path, limited: location.includes('limit_req') }).toEqual({ path, limited: false });
      expect(location).toContain('proxy_pass http://dashboard;');
    }
    // Each public write is one call's path, never a prefix that would take admin calls in with it.
    expect(ROUTES.publicWrites).not.toEqual(expect.arrayContaining([expect.stringMatching(/\/$/)]));
  });

  it('routes no internal path: /internal/ answers 404 at the gateway', () => {
    const location = config.slice(config.indexOf('location /internal/ {')).split('\n  }')[0];
    expect(location).toContain(`return 404 '{"status":404,"message":"Not found."}';`);
    for (const prefix of [...Object.keys(ROUTES.prefixes), ...Object.keys(ROUTES.exact)]) {
      expect('/internal/counts'.startsWith(prefix)).toBe(false);
    }
  });

  it('answers a down upstream with the JSON envelope', () => {
    expect(config).toContain('error_page 502 @error_502;');
    expect(config).toContain(`return 502 '{"status":502,`);
  });

  it('hides the version and sets the security headers', () => {
    expect(config).toContain('server_tokens off;');
    expect(config).toContain("frame-ancestors 'self'");
    expect(config).toContain('X-Content-Type-Options "nosniff"');
  });
});
