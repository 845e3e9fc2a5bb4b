import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { CONTAINER_SETTINGS_FILES, renderContainerGateway } from './container-gateway';
import { renderNginxConfig } from './nginx-config';
import { ROUTES, SERVICES, type ServiceName } from '@seedcorp/contracts/route-table';

const SCRIPT = join(__dirname, 'container-settings.sh');

/** Runs the container's start-up script as the nginx image does, into a conf.d of its own. */
function startContainer(env: Record<string, string>) {
  const confD = mkdtempSync(join(tmpdir(), 'gateway-conf-d-'));
  const defaultZone = join(confD, '..', `${basename(confD)}-auth-rate.default.conf`);
  writeFileSync(defaultZone, renderContainerGateway().authRateDefault);
  const result = spawnSync('sh', [SCRIPT, confD, defaultZone], { env: { PATH: process.env.PATH, ...env } });
  const read = (file: string) => readFileSync(join(confD, basename(file)), 'utf8');
  const written =
    result.status === 0
      ? {
          trustedProxies: read(CONTAINER_SETTINGS_FILES.trustedProxies),
          authRate: read(CONTAINER_SETTINGS_FILES.authRate),
          siteUrl: read(CONTAINER_SETTINGS_FILES.siteUrl),
        }
      : undefined;
  rmSync(confD, { recursive: true });
  rmSync(defaultZone);
  return { status: result.status, stderr: result.stderr.toString(), written };
}

describe('the gateway container', () => {
  const { nginxConf, authRateDefault } = renderContainerGateway();
  const upstreams = Object.fromEntries(SERVICES.map((service) => [service, `${service}:1`])) as Record<
    ServiceName,
    string
  >;
  const localOptions: Parameters<typeof renderNginxConfig>[0] = {
    listenPort: 8080,
    upstreams,
    siteRenderer: `site-renderer:${ROUTES.siteRenderer}`,
    webRoot: '/web',
    adminRoot: '/admin',
    mimeTypesFile: '/etc/nginx/mime.types',
    runtime: { pidFile: '/tmp/pid', errorLog: '/dev/stderr', accessLog: '/dev/stdout', tempDir: '/tmp' },
    siteUrl: 'https://seeds.example',
  };
  const local = renderNginxConfig(localOptions);
  const words = (text = '') => text.trim().split(/\s+/).join(' ');
  /** `$site_url` as the runner's gateway defines it for `address`, word for word. */
  const siteUrlMap = (address: string) =>
    words(renderNginxConfig({ ...localOptions, siteUrl: address }).match(/map "" \$site_url \{[^}]*\}/)?.[0]);

  it('reads the trusted proxies, the sign-in zone and the site address from the files written at start', () => {
    expect(nginxConf).toContain(`include ${CONTAINER_SETTINGS_FILES.trustedProxies};`);
    expect(nginxConf).toContain(`include ${CONTAINER_SETTINGS_FILES.authRate};`);
    expect(nginxConf).toContain(`include ${CONTAINER_SETTINGS_FILES.siteUrl};`);
    expect(nginxConf).not.toContain('map "" $site_url');
    expect(nginxConf).not.toMatch(/limit_req_zone \S+ zone=auth:/);
    // The zone as the runner's gateway has it with no rate set: the route table's default.
    expect(local).toContain(authRateDefault.trim());
  });

  it('takes GATEWAY_AUTH_RATE_PER_MINUTE, GATEWAY_TRUSTED_PROXIES and SITE_URL, as the local runner does', () => {
    const started = startContainer({
      GATEWAY_AUTH_RATE_PER_MINUTE: '77',
      GATEWAY_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.10',
      SITE_URL: 'https://seeds.example/',
    });
    expect(started.status).toBe(0);
    expect(started.written?.authRate).toBe(authRateDefault.replace(/rate=\d+r\/m/, 'rate=77r/m'));
    expect(started.written?.trustedProxies).toBe('set_real_ip_from 10.0.0.0/8;\nset_real_ip_from 192.168.1.10;\n');
    expect(words(started.written?.siteUrl)).toBe(siteUrlMap('https://seeds.example/'));
  });

  it('keeps the default limit, trusts no proxy and names the local address when none is set', () => {
    const written = startContainer({}).written;
    expect({ ...written, siteUrl: words(written?.siteUrl) }).toEqual({
      trustedProxies: '',
      authRate: authRateDefault,
      siteUrl: siteUrlMap('http://localhost:8080'),
    });
  });

  it.each([
    ['GATEWAY_AUTH_RATE_PER_MINUTE', 'thirty'],
    ['GATEWAY_AUTH_RATE_PER_MINUTE', '0'],
    ['GATEWAY_TRUSTED_PROXIES', '10.0.0.0/8;include /etc/passwd'],
    ['SITE_URL', 'seeds.example'],
    ['SITE_URL', 'https://seeds.example";include /etc/passwd'],
  ])('refuses to start with %s=%s, naming the variable', (name, value) => {
    const started = startContainer({ [name]: value });
    expect(started.status).not.toBe(0);
    expect(started.stderr).toMatch(new RegExp(`^${name}`));
  });
});
