import { renderNginxConfig } from './nginx-config';
import { SERVICES, ROUTES, type ServiceName } from '@seedcorp/contracts/route-table';

/**
 * Written by container-settings.sh when the container starts, from GATEWAY_TRUSTED_PROXIES,
 * GATEWAY_AUTH_RATE_PER_MINUTE and SITE_URL.
 */
export const CONTAINER_SETTINGS_FILES = {
  trustedProxies: '/etc/nginx/conf.d/trusted-proxies.conf',
  authRate: '/etc/nginx/conf.d/auth-rate.conf',
  siteUrl: '/etc/nginx/conf.d/site-url.conf',
};

/** The sign-in limit's zone: nginx takes its rate only from the configuration, so it is cut out to be set at start. */
const AUTH_ZONE = /^([ \t]*)(limit_req_zone \S+ zone=auth:\S+ rate=\d+r\/m;)$/m;

/**
 * The container profile of the gateway (compose and Kubernetes): services are reached by their DNS names, files
 * live in the image. Answers nginx.conf and the sign-in zone with the route table's default rate, which
 * container-settings.sh copies, or rewrites with the rate the environment sets.
 */
export function renderContainerGateway(): { nginxConf: string; authRateDefault: string } {
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
    trustedProxies: { includeFile: CONTAINER_SETTINGS_FILES.trustedProxies },
    siteUrl: { includeFile: CONTAINER_SETTINGS_FILES.siteUrl },
    runtime: { pidFile: '/tmp/nginx.pid', errorLog: '/dev/stderr', accessLog: '/dev/stdout', tempDir: '/tmp' },
  });
  const zone = AUTH_ZONE.exec(config);
  if (!zone) throw new Error('nginx.conf has no sign-in zone (limit_req_zone ... zone=auth ... rate=Nr/m) to set');
  return {
    nginxConf: config.replace(
      AUTH_ZONE,
      (_zone, start: string) => `${start}include ${CONTAINER_SETTINGS_FILES.authRate};`,
    ),
    authRateDefault: `${zone[2]}\n`,
  };
}
