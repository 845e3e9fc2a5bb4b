import { resolve } from 'node:path';
import { ROUTES, SERVICES, type ServiceName } from '@seedcorp/contracts/route-table';
import { EMBEDDED_S3_CREDENTIALS } from './embedded-s3';

export const ROOT = resolve(__dirname, '..', '..');

export interface StackSettings {
  gatewayPort: number;
  servicePorts: Record<ServiceName, number>;
  /** The site renderer's port (SITE_RENDERER_PORT). */
  siteRendererPort: number;
  /** Where keys, object data, logs and the rendered nginx config live. */
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  /** An external S3/MinIO endpoint; when absent the embedded S3 server is started. */
  s3: { endpoint?: string; port: number; accessKey: string; secretKey: string; bucket: string };
  build: boolean;
  /** Start a service or the site renderer again when it dies (RESTART_SERVICES, on unless `0`). */
  restartServices: boolean;
  nodeEnv: string;
  logLevel: string;
  /** Admin numbers added by the auth migration step, besides the demo admin. */
  adminMobiles: string;
  smsProvider: string;
  /** Codes one address may ask for in an hour (OTP_SENDS_PER_ADDRESS_PER_HOUR); unset, the auth service's own. */
  otpSendsPerAddressPerHour?: string;
  /** Seconds between the sales service's looks for expired bookings and booking SMS (BOOKING_JOBS_POLL_SECONDS). */
  bookingJobsPollSeconds?: string;
  /** Sign-in calls one address may make a minute at the gateway (GATEWAY_AUTH_RATE_PER_MINUTE, 30). */
  authRatePerMinute: number;
  /** Proxies in front of the gateway whose X-Forwarded-For it believes (GATEWAY_TRUSTED_PROXIES). */
  trustedProxies: string[];
  /** The address the site is published at (SITE_URL; the gateway's own, on this machine). */
  siteUrl: string;
  /** A configured key pair; when absent a development pair is made under the data directory. */
  jwtKeyFiles?: { privateKeyFile: string; publicKeyFile: string };
  /** The dashboard's audit trail settings (AUDIT_CHAIN_KEY, AUDIT_RETENTION_DAYS); unset, the service's own. */
  audit: { chainKey?: string; retentionDays?: string };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, what: string): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) throw new Error(`${name} must be ${what}`);
  return parsed;
}

const port = (env: NodeJS.ProcessEnv, name: string, fallback: number) =>
  wholeNumber(env, name, fallback, 'a port number');

/** The local stack's settings, from the environment with the documented defaults. */
export function stackSettings(env: NodeJS.ProcessEnv = process.env): StackSettings {
  const servicePorts = Object.fromEntries(
    SERVICES.map((service) => [service, port(env, `${service.toUpperCase()}_PORT`, ROUTES.services[service])]),
  ) as Record<ServiceName, number>;
  const gatewayPort = port(env, 'GATEWAY_PORT', 8080);
  return {
    gatewayPort,
    servicePorts,
    siteRendererPort: port(env, 'SITE_RENDERER_PORT', ROUTES.siteRenderer),
    dataDir: resolve(ROOT, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/seedcorp',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      port: port(env, 'S3_PORT', 9000),
      accessKey: env.S3_ENDPOINT ? (env.S3_ACCESS_KEY ?? '') : EMBEDDED_S3_CREDENTIALS.accessKey,
      secretKey: env.S3_ENDPOINT ? (env.S3_SECRET_KEY ?? '') : EMBEDDED_S3_CREDENTIALS.secretKey,
      bucket: env.S3_BUCKET ?? 'seedcorp',
    },
    build: env.SKIP_BUILD !== '1',
    restartServices: env.RESTART_SERVICES !== '0',
    nodeEnv: env.NODE_ENV ?? 'development',
    logLevel: env.LOG_LEVEL ?? 'info',
    adminMobiles: env.ADMIN_MOBILES ?? '',
    smsProvider: env.SMS_PROVIDER ?? 'log',
    otpSendsPerAddressPerHour: env.OTP_SENDS_PER_ADDRESS_PER_HOUR || undefined,
    bookingJobsPollSeconds: env.BOOKING_JOBS_POLL_SECONDS || undefined,
    authRatePerMinute: wholeNumber(env, 'GATEWAY_AUTH_RATE_PER_MINUTE', 30, 'a number of requests a minute'),
    trustedProxies: (env.GATEWAY_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    siteUrl: env.SITE_URL || `http://localhost:${gatewayPort}`,
    jwtKeyFiles:
      env.JWT_PRIVATE_KEY_FILE && env.JWT_PUBLIC_KEY_FILE
        ? { privateKeyFile: resolve(env.JWT_PRIVATE_KEY_FILE), publicKeyFile: resolve(env.JWT_PUBLIC_KEY_FILE) }
        : undefined,
    audit: { chainKey: env.AUDIT_CHAIN_KEY || undefined, retentionDays: env.AUDIT_RETENTION_DAYS || undefined },
  };
}
