import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderNginxConfig } from '../../gateway/nginx-config';
import { SERVICES, type ServiceName } from '@seedcorp/contracts/route-table';
import { ROOT, type StackSettings } from './stack-settings';

const TEMP_DIRS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache', 'pages'];

/**
 * Renders nginx.conf for the local stack into the data directory and returns its prefix and path. `dev`: where the
 * public site's files are instead of its build, and the path of the renderer's reload socket (`npm run dev`).
 */
export function writeLocalGatewayConfig(
  settings: StackSettings,
  dev?: { siteFiles: string; reloadSocketPath: string },
): {
  prefix: string;
  configFile: string;
  errorLog: string;
  accessLog: string;
} {
  const prefix = join(settings.dataDir, 'nginx');
  const tempDir = join(prefix, 'temp');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  // nginx workers drop root privileges; they must be able to write request bodies here.
  for (const dir of TEMP_DIRS) {
    mkdirSync(join(tempDir, dir), { recursive: true });
    chmodSync(join(tempDir, dir), 0o1777);
  }
  const upstreams = Object.fromEntries(
    SERVICES.map((service) => [service, `127.0.0.1:${settings.servicePorts[service]}`]),
  ) as Record<ServiceName, string>;
  const errorLog = join(prefix, 'logs', 'error.log');
  const accessLog = join(prefix, 'logs', 'access.log');
  const config = renderNginxConfig({
    listenPort: settings.gatewayPort,
    upstreams,
    siteRenderer: `127.0.0.1:${settings.siteRendererPort}`,
    webRoot: dev?.siteFiles ?? join(ROOT, 'web', 'dist'),
    adminRoot: join(ROOT, 'admin-web', 'dist'),
    mimeTypesFile: '/etc/nginx/mime.types',
    trustedProxies: settings.trustedProxies,
    authRatePerMinute: settings.authRatePerMinute,
    siteUrl: settings.siteUrl,
    devReloadSocketPath: dev?.reloadSocketPath,
    runtime: { pidFile: join(prefix, 'nginx.pid'), errorLog, accessLog, tempDir },
  });
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  return { prefix, configFile, errorLog, accessLog };
}
