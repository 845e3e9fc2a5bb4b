import { readFileSync } from 'node:fs';
import jwt from 'jsonwebtoken';
import { ROUTES as GATEWAY_ROUTES } from '@seedcorp/contracts/route-table';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../libs/src/auth/token-claims';
import { DEFAULT_ADMIN_ROLE } from '@seedcorp/contracts/roles';
import { API } from '@seedcorp/contracts';
import { generateTestKeyPair, signAdminToken } from '@seedcorp/testing';
import { ensureDevKeys } from '@seedcorp/stack';
import { stackSettings } from '@seedcorp/stack';
import { FEED_NAMES, feedPath } from '../web/src/features/feeds/site-feeds';
import { dataAddresses, DATA_CATALOGUE_PATH } from '../web/src/features/open-data/data-addresses';
import { ROUTE_TABLE } from '../web/src/routes';
import { ROUTES as ADMIN_APP_ROUTES } from '../admin-web/src/routes';
import { adminCli } from './admin-cli';
import { postJson, signIn } from './admin-session';
import { inBatches, rawRequest, type RawAnswer } from './attack-client';
import { attackRoutes, type AttackRoute } from './attack-routes';
import { E2E_ADMINS, E2E_ENV } from './e2e-env';

/** What every answer of the gateway carries, pages and API alike. */
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options'];

/** The gateway's own value of each: a service's copy would be sent as a second one. */
const SINGLE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Signs that an answer leaks the server's inside: a stack frame, a source or install path, a driver's words. */
const INTERNALS =
  /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|\/home\/|\/usr\/|\/app\/|\.[jt]s:\d+|QueryFailedError|TypeORM|ECONNREFUSED|\bSELECT\b.+\bFROM\b|stack/i;

const json = 'application/json';

interface HostileBody {
  name: string;
  contentType: string;
  /** The raw body, given the fields the route's DTO declares. */
  body: (fields: string[]) => string;
}

const everyField = (fields: string[], value: unknown) =>
  JSON.stringify(
    Object.fromEntries((fields.length ? fields : ['key', 'location', 'name']).map((field) => [field, value])),
  );
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Odd shapes and types a client may send instead of a form: none may cost a 500 or leave the envelope. */
const HOSTILE_BODIES: HostileBody[] = [
  { name: 'null', contentType: json, body: () => 'null' },
  { name: 'an array', contentType: json, body: () => '[{"key":"x"}]' },
  { name: 'a string', contentType: json, body: () => '"key"' },
  { name: 'a number', contentType: json, body: () => '1e309' },
  { name: 'true', contentType: json, body: () => 'true' },
  { name: 'an empty object', contentType: json, body: () => '{}' },
  { name: 'every field null', contentType: json, body: (fields) => everyField(fields, null) },
  { name: 'every field an array', contentType: json, body: (fields) => everyField(fields, ['a', 1, null]) },
  {
    name: 'every field an operator object',
    contentType: json,
    body: (fields) => everyField(fields, { $ne: null, $gt: '' }),
  },
  { name: 'every field a huge number', contentType: json, body: (fields) => everyField(fields, 1e308) },
  { name: 'every field a boolean', contentType: json, body: (fields) => everyField(fields, false) },
  {
    name: 'every field 20,000 characters',
    contentType: json,
    body: (fields) => everyField(fields, 'x'.repeat(20_000)),
  },
  {
    name: 'every field markup and SQL',
    contentType: json,
    body: (fields) => everyField(fields, `<script>alert(1)</script>' OR '1'='1"; DROP TABLE x; --`),
  },
  {
    name: 'every field control characters and a lone surrogate',
    contentType: json,
    body: (fields) => everyField(fields, '\u0000\u001b[31m\ud800\uffff'),
  },
  {
    name: 'prototype pollution',
    contentType: json,
    body: () => '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":true}}}',
  },
  { name: 'paging out of range', contentType: json, body: () => '{"page":-1,"size":1000000000}' },
  { name: 'paging in odd notations', contentType: json, body: () => '{"page":"0x10","size":"1e3","limit":"Infinity"}' },
  { name: 'JSON nested 15 levels', contentType: json, body: () => nested(15) },
  { name: 'JSON nested 500 levels', contentType: json, body: () => nested(500) },
  { name: 'malformed JSON', contentType: json, body: () => '{"key":' },
  { name: 'a key given twice', contentType: json, body: () => '{"key":"a","key":{"b":1}}' },
  {
    name: 'urlencoded brackets',
    contentType: 'application/x-www-form-urlencoded',
    body: () => 'key[$ne]=1&location[]=a&location[]=b&page[a][b]=1&__proto__[x]=1',
  },
  {
    name: 'multipart without its boundary',
    contentType: 'multipart/form-data',
    body: () => '--X\r\nContent-Disposition: form-data; name="key"\r\n\r\nx\r\n--X--\r\n',
  },
  { name: 'plain text', contentType: 'text/plain', body: () => 'key=x' },
];

/** Odd query strings for the calls read with GET. */
const HOSTILE_QUERIES = [
  '?page=-1&size=1000000000',
  '?limit=abc',
  '?limit=1e309',
  '?page[a][b]=1&size[]=2',
  '?__proto__[role]=admin',
  `?limit=${'9'.repeat(400)}`,
  '?page=%00%ff',
  '?size=<script>alert(1)</script>',
];

interface Finding {
  what: string;
  answer: string;
}

function describeAnswer(answer: RawAnswer): string {
  return `${answer.status} ${answer.text.slice(0, 160)}`;
}

/** Whatever is wrong with an API answer: a 5xx, a body outside the envelope, a leak, a missing header. */
function problemsOf(answer: RawAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push('a server error');
  let body: { status?: unknown; message?: unknown } | undefined;
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    problems.push('not JSON');
  }
  if (body && (body.status !== answer.status || typeof body.message !== 'string')) problems.push('not the envelope');
  if (INTERNALS.test(answer.text)) problems.push('internals in the body');
  const missing = SECURITY_HEADERS.filter((header) => !answer.headers[header]);
  if (missing.length) problems.push(`no ${missing.join(', ')}`);
  const twice = Object.entries(SINGLE_HEADERS)
    .filter(([header, value]) => answer.headers[header] !== undefined && answer.headers[header] !== value)
    .map(([header]) => header);
  if (String(answer.headers['content-security-policy'] ?? '').split('frame-ancestors').length > 2) twice.push('csp');
  if (twice.length) problems.push(`${twice.join(', ')} sent twice or changed`);
  return problems;
}

describe('attacks on every route the gateway exposes', () => {
  let routes: AttackRoute[];
  let privateKey: string;
  const adminRoutes = () => routes.filter((route) => route.admin);

  beforeAll(async () => {
    routes = await attackRoutes();
    privateKey = readFileSync(ensureDevKeys(stackSettings(E2E_ENV).dataDir).privateKeyFile, 'utf8');
  });

  it('finds the routes of every service, admin and public, in the route table and the OpenAPI documents', () => {
    const services = new Set(routes.map((route) => route.service));
    expect([...services].sort()).toEqual(Object.keys(GATEWAY_ROUTES.services).sort());
    expect(adminRoutes().map((route) => route.path)).toEqual(
      expect.arrayContaining([API.files.uploadFile, API.content.publish, API.auth.logout, API.dashboard.counts]),
    );
    expect(routes.filter((route) => !route.admin).map((route) => route.path)).toEqual(
      expect.arrayContaining([API.files.webGetImages, API.auth.authenticateUser, API.feedback.submit]),
    );
  });

  describe('the token matrix', () => {
    const tokens: Record<string, () => string | undefined> = {};

    beforeAll(async () => {
      const revoked = await signIn(E2E_ADMINS.attacksRevoked);
      expect((await postJson(API.auth.logout, {}, revoked)).status).toBe(200);
      const disabled = await signIn(E2E_ADMINS.attacksDisabled);
      expect((await postJson(API.dashboard.counts, undefined, disabled)).status).not.toBe(401);
      adminCli('disable', E2E_ADMINS.attacksDisabled);
      const claims = { role: DEFAULT_ADMIN_ROLE, sub: 'someone', jti: 'unsigned' };
      Object.assign(tokens, {
        'no token': () => undefined,
        garbage: () => 'garbage.token.value',
        'an expired token': () => signAdminToken(privateKey, { expiresInSeconds: -10 }),
        'an unsigned token (alg none)': () =>
          jwt.sign(claims, '', { algorithm: 'none', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 300 }),
        'a token signed with another key': () => signAdminToken(generateTestKeyPair().privateKey),
        'a revoked token (logged out)': () => revoked,
        "a disabled admin's token": () => disabled,
      });
    });

    afterAll(() => {
      adminCli('add', E2E_ADMINS.attacksDisabled, 'End-to-end admin');
    });

    it('answers 401 in the envelope to every admin route, for each kind of bad token', async () => {
      const cases = adminRoutes().flatMap((route) => Object.keys(tokens).map((kind) => ({ route, kind })));
      expect(cases.length).toBeGreaterThan(200);
      const findings = await inBatches(cases, 6, async ({ route, kind }): Promise<Finding | undefined> => {
        const token = tokens[kind]();
        const call = () =>
          rawRequest(route.method, route.path, {
            headers: { 'Content-Type': json, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
            body: route.method === 'POST' ? '{}' : undefined,
          });
        let answer = await call();
        // The gateway holds the sign-in service's calls to a rate per address: a burst of them waits its turn.
        for (let retry = 0; answer.status === 429 && retry < 20; retry += 1) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          answer = await call();
        }
        const body = JSON.parse(answer.text) as { status: number; message: string };
        const expired = kind === 'an expired token';
        if (
          answer.status !== 401 ||
          body.status !== 401 ||
          (expired && !body.message.includes('expired')) ||
          problemsOf(answer).length > 0
        ) {
          return { what: `${route.method} ${route.path} with ${kind}`, answer: describeAnswer(answer) };
        }
        return undefined;
      });
      expect(findings.filter(Boolean)).toEqual([]);
    });
  });

  it('answers every hostile body on every route, with and without a token, in the envelope and never 500', async () => {
    interface HostileCase {
      route: AttackRoute;
      withToken: boolean;
      hostile?: HostileBody;
      query: string;
    }
    const cases = routes.flatMap((route): HostileCase[] =>
      [false, true].flatMap((withToken): HostileCase[] =>
        route.method === 'POST'
          ? HOSTILE_BODIES.map((hostile) => ({ route, withToken, hostile, query: '' }))
          : HOSTILE_QUERIES.map((query) => ({ route, withToken, hostile: undefined, query })),
      ),
    );
    expect(cases.length).toBeGreaterThan(1000);
    const findings = await inBatches(cases, 8, async ({ route, withToken, hostile, query }) => {
      // A token of its own for each call: the sweep's logout ends only that one.
      const answer = await rawRequest(route.method, `${route.path}${query}`, {
        headers: {
          ...(hostile ? { 'Content-Type': hostile.contentType } : {}),
          ...(withToken ? { Authorization: `Bearer ${signAdminToken(privateKey)}` } : {}),
        },
        body: hostile?.body(route.fields),
      });
      const problems = problemsOf(answer);
      // With a good token every admin call reaches its handler: the hostile body, not the guard, is answered.
      if (withToken && route.admin && answer.status === 401) problems.push('refused a good token');
      if (problems.length === 0) return undefined;
      const what = `${route.method} ${route.path}${query} ${hostile?.name ?? ''} ${withToken ? 'with' : 'without'} a token`;
      return { what, answer: `${problems.join('; ')}: ${describeAnswer(answer)}` };
    });
    expect(findings.filter(Boolean)).toEqual([]);
  });

  it.each([
    '/media/../../../../etc/passwd',
    '/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/media/x/..%2f..%2f..%2fpackage.json',
    '/media/%2e%2e%2f%2e%2e%2fpackage.json/w320.webp',
    '/media/..%252f..%252fpackage.json/w320.webp',
    '/media/x/..%5c..%5cpackage.json',
    '/media/x/%2e%2e%00.webp',
    '/api/notifications/document/..%2f..%2fpackage.json',
    '/api/notifications/document/%2e%2e%2f%2e%2e%2f.env',
    '/api/notifications/document/....%2f%2f....%2f%2fetc%2fpasswd',
    '/api/notifications/document/%252e%252e%252fpackage.json',
    '/api/notifications/document/../../../package.json',
    '/api/director/photo/..%2f..%2f/package.json',
    '/api/director/photo/x/..%2f..%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/admin/assets/%2e%2e/%2e%2e/package.json',
  ])('answers the traversal %s with 404 and nothing of the disk', async (path) => {
    const answer = await rawRequest('GET', path);
    expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    expect(answer.text).not.toMatch(/root:x:0:0|seedcorp-platform|DATABASE_URL|BEGIN PRIVATE KEY/);
    expect(INTERNALS.test(answer.text)).toBe(false);
  });

  it.each([
    ['a 10 MB JSON body', API.officersDirectory.create, json, '{"name":"' + 'x'.repeat(10 * 1024 * 1024) + '"}'],
    [
      'a 10 MB upload',
      API.files.uploadFile,
      'multipart/form-data; boundary=X',
      `--X\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(10 * 1024 * 1024)}\r\n--X--\r\n`,
    ],
  ])('refuses %s at the gateway with the 413 envelope', async (_what, path, contentType, body) => {
    const answer = await rawRequest('POST', path, {
      headers: { 'Content-Type': contentType, Authorization: `Bearer ${signAdminToken(privateKey)}` },
      body,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ status: 413, message: 'Request body too large.' });
    // nginx answered it: no service saw the request to give it an id.
    expect(answer.headers['x-request-id']).toBeUndefined();
    expect(problemsOf(answer)).toEqual([]);
  });

  it('sends the security headers with every page of both apps, the feeds, the open data, the 404 page and the API', async () => {
    const paths = [
      ...ROUTE_TABLE.map((route) => route.path),
      ...Object.values(ADMIN_APP_ROUTES),
      ...FEED_NAMES.flatMap((name) => [feedPath(name, 'en'), feedPath(name, 'hi')]),
      DATA_CATALOGUE_PATH,
      ...Object.values(dataAddresses('rabi-crop-rates')),
      '/data/no-such-table.csv',
      '/no-such-page',
      '/robots.txt',
      '/api/no-such-call',
    ];
    const answers = await inBatches(paths, 6, async (path) => ({ path, answer: await rawRequest('GET', path) }));
    const missing = answers
      .map(({ path, answer }) => ({ path, missing: SECURITY_HEADERS.filter((header) => !answer.headers[header]) }))
      .filter((entry) => entry.missing.length > 0);
    expect(missing).toEqual([]);
    expect(answers.filter(({ answer }) => answer.status >= 500).map(({ path }) => path)).toEqual([]);
  });
});
