import { API } from '@seedcorp/libs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseUrl, E2E_ENV } from './e2e-env';

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

  it('falls back to the public shell for deep links', async () => {
    const response = await fetch(`${baseUrl()}/rti/proactive-disclouser/faqs`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
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

  it('answers an API path no service owns with a 404 envelope', async () => {
    const response = await fetch(`${baseUrl()}/api/unknown/thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: 'Not found.' });
  });

  it('refuses an oversized form body with a 413 envelope', async () => {
    const response = await fetch(`${baseUrl()}${API.officersDirectory.create}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(200 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 413, message: 'Request body too large.' });
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
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await fetch(`${baseUrl()}${API.dashboard.counts}`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      status: 502,
      message: 'The service is not reachable right now. Please try again later.',
    });
  });
});
