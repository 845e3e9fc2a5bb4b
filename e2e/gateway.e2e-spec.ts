import { API } from '@seedcorp/contracts';
import { pollUntil, signAdminToken } from '@seedcorp/testing';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { PUBLIC_WRITE_LIMIT } from '../gateway/nginx-config';
import { ensureDevKeys } from '@seedcorp/stack';
import { stackSettings } from '@seedcorp/stack';
import { inBatches } from './attack-client';
import { baseUrl, E2E_ENV, stackLogPath } from './e2e-env';
import { ensureServiceRunning } from './stack-service';

const documentedPaths = Object.values(API).flatMap((paths) =>
  Object.values(paths).map((path) => (typeof path === 'function' ? path('unknown-key') : path)),
);

describe('the gateway on the local stack', () => {
  it('serves the public site shell with security headers and no version', async () => {
    const response = await fetch(`${baseUrl()}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('server')).toBe('nginx');
    expect(await response.text()).toContain('<div id="root">');
  });

  it("serves a deep link's prerendered page, and the 404 page with status 404 for an unknown path", async () => {
    const page = await fetch(`${baseUrl()}/rti/proactive-disclouser/directory-of-officers-employees`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Directory of Officers and Employees</h1>');
    const unknown = await fetch(`${baseUrl()}/rti/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('text/html');
    expect(await unknown.text()).toContain('<h1>Page not found</h1>');
  });

  it.each(['/login', '/dashboard', '/dashboard/home'])('serves the admin shell at %s', async (path) => {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/admin/assets/');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${baseUrl()}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it.each(documentedPaths)('answers %s in the envelope from its service', async (path) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { status: number; message: string };
    expect(body.status).toBe(response.status);
    expect(typeof body.message).toBe('string');
    // Answered by a service (a route not built yet is its 404), never by a down upstream.
    expect(response.status).toBeLessThan(500);
  });

  it('keeps a missing hashed asset out of the year-long cache', async () => {
    for (const path of ['/assets/missing-0123abcd.js', '/admin/assets/missing-0123abcd.js']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    }
  });

  it('answers its own errors as JSON whatever extension the URL has', async () => {
    const notFound = await fetch(`${baseUrl()}/api/x.html`);
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('content-type')).toBe('application/json');
    const tooLarge = await fetch(`${baseUrl()}/media/x/y.jpg`, { method: 'POST', body: 'x'.repeat(200 * 1024) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('content-type')).toBe('application/json');
    expect(await tooLarge.json()).toEqual({ status: 413, message: 'Request body too large.' });
  });

  it('answers a method a static file does not take with a 405 envelope and the security headers', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
    const response = await fetch(`${baseUrl()}${script}`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ status: 405, message: 'Method not allowed.' });
  });

  it('answers a malformed request with a 400 envelope and the security headers', async () => {
    const { port } = new URL(baseUrl());
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port: Number(port) }, () =>
        socket.write('GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n'),
      );
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toMatch(/content-type: application\/json/i);
    expect(raw).toMatch(/x-content-type-options: nosniff/i);
    expect(raw).toContain('{"status":400,"message":"Bad request."}');
  });

  it('passes the services only the address it saw, never a forged X-Forwarded-For', async () => {
    const mobileNo = '9000000099';
    await fetch(`${baseUrl()}${API.auth.authenticateUser}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '<b>x</b>, 203.0.113.9' },
      body: JSON.stringify({ mobileNo }),
    });
    const readLog = () => readFileSync(stackLogPath('auth'), 'utf8');
    const auditOf = (log: string) =>
      log
        .split('\n')
        .filter((line) => line.includes('"outcome"') && line.includes('******0099'))
        .map((line) => JSON.parse(line) as { ip: string });
    // The service's log reaches its file through the runner's pipe a moment after the answer.
    const log = await pollUntil(
      async () => readLog(),
      (text) => auditOf(text).length > 0,
      5000,
    );
    const audit = auditOf(log);
    for (const line of audit) expect(line.ip).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(log).not.toContain('<b>x</b>');
  });

  it('keeps a public read to the end of its second, and never serves or keeps a call with a token', async () => {
    const read = (headers: Record<string, string> = {}) =>
      fetch(`${baseUrl()}${API.files.webGetImages}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ location: 'Photo Gallery', includeFile: false, probe: Date.now() }),
      });
    const body = JSON.stringify({ location: 'Home Corousel', includeFile: false });
    const same = () =>
      fetch(`${baseUrl()}${API.files.webGetImages}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    // A copy is fresh to the end of the second it was made in: a pair of calls across that end asks again.
    const second = await pollUntil(same, (answer) => answer.headers.get('x-cache-status') === 'HIT');
    expect(((await second.json()) as { status: number }).status).toBe(200);
    expect((await read()).headers.get('x-cache-status')).toBe('MISS');
    expect((await read({ Authorization: 'Bearer x' })).headers.get('x-cache-status')).toBe('BYPASS');
  });

  it('passes on the message a service refuses a public read with, as the service gave it', async () => {
    const read = (origin: string) =>
      fetch(`${origin}${API.notifications.webGetNotification}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ location: 'No such section', includeFile: false }),
      });
    const direct = await read(`http://127.0.0.1:${E2E_ENV.NOTIFICATIONS_PORT}`);
    const throughGateway = await read(baseUrl());
    expect(throughGateway.status).toBe(400);
    const refusal = (await direct.json()) as { status: number; message: string };
    expect(refusal.message).toMatch(/^Location must be one of/);
    expect(await throughGateway.json()).toEqual(refusal);
  });

  it("holds an administrator's calls under a public write's prefix to no per-address limit of the public's", async () => {
    const token = signAdminToken(readFileSync(ensureDevKeys(stackSettings(E2E_ENV).dataDir).privateKeyFile, 'utf8'));
    // More calls than one address may make of the public writes in a minute, let alone in the seconds these take.
    const calls = Array.from({ length: PUBLIC_WRITE_LIMIT.burst + PUBLIC_WRITE_LIMIT.perMinute }, (_, call) => call);
    const statuses = await inBatches(calls, 6, async () => {
      const response = await fetch(`${baseUrl()}${API.feedback.getAll}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ size: 1 }),
      });
      await response.arrayBuffer();
      return response.status;
    });
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('answers an API path no service owns with a 404 envelope', async () => {
    const response = await fetch(`${baseUrl()}/api/unknown/thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: 'Not found.' });
  });

  it('does not expose service metrics', async () => {
    const response = await fetch(`${baseUrl()}/metrics`);
    expect(await response.text()).not.toContain('http_request_duration_seconds');
  });

  it('answers with a 502 envelope while a service is down', async () => {
    const processes = JSON.parse(
      readFileSync(join(__dirname, '..', E2E_ENV.DATA_DIR as string, 'processes.json'), 'utf8'),
    );
    process.kill(processes.dashboard.pid, 'SIGTERM');
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const response = await fetch(`${baseUrl()}${API.dashboard.counts}`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        status: 502,
        message: 'The service is not reachable right now. Please try again later.',
      });
    } finally {
      // The suites after this one use the dashboard: it runs again until the end of the run.
      await ensureServiceRunning('dashboard');
    }
  });
});
