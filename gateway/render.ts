import { writeFileSync } from 'node:fs';
import { renderNginxConfig, SERVICES, ROUTES, type ServiceName } from './nginx-config';

/**
 * `tsx gateway/render.ts --out FILE`: the container profile, used by the gateway image
 * (compose and Kubernetes): services are reached by their DNS names, files live in the image.
 */
function main(): void {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
  if (!out) throw new Error('usage: tsx gateway/render.ts --out FILE');
  const upstreams = Object.fromEntries(
    SERVICES.map((service) => [service, `${service}:${ROUTES.services[service]}`]),
  ) as Record<ServiceName, string>;
  const config = renderNginxConfig({
    listenPort: 8080,
    upstreams,
    siteRenderer: `site-renderer:${ROUTES.siteRenderer}`,
    webRoot: '/usr/share/nginx/html/web',
    adminRoot: '/usr/share/nginx/html/admin',
    mimeTypesFile: '/etc/nginx/mime.types',
    // Written from TRUSTED_PROXIES when the container starts (trusted-proxies.sh).
    trustedProxies: { includeFile: '/etc/nginx/conf.d/trusted-proxies.conf' },
    runtime: { pidFile: '/tmp/nginx.pid', errorLog: '/dev/stderr', accessLog: '/dev/stdout', tempDir: '/tmp' },
  });
  writeFileSync(out, config);
}

main();
