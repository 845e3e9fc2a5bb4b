import { ROUTES, SERVICES, type ServiceName } from '@seedcorp/contracts/route-table';

/**
 * What each deployable of the platform is and what it needs, written once. The local runner builds each process's
 * environment from it (scripts/stack/stack.ts). docker-compose.yml and the Kubernetes manifests stay written by
 * hand, for operators to read and change in place; scripts/deploy-manifests.int-spec.ts proves they agree with it.
 */
export type DeployableName = ServiceName | 'site-renderer' | 'gateway';

export interface Deployable {
  name: DeployableName;
  /** The port it listens on, in its container and (unless moved) on the runner's machine. */
  port: number;
  database: boolean;
  redis: boolean;
  objectStore: boolean;
  /** The RS256 keys it is given: every service verifies admin tokens, only auth signs them. */
  jwtKeys: 'none' | 'public' | 'public and private';
  /** What it calls inside the platform, each at its own port. */
  calls: DeployableName[];
  /**
   * How it learns where they are: `<NAME>_INTERNAL_URL` variables, or the route table the gateway's nginx.conf is
   * rendered from (gateway/render.ts).
   */
  callsConfiguredBy: 'environment' | 'route table';
  /** Other variables every deployment gives it, each with an example of the right shape. */
  settings: Record<string, string>;
  /** Variables only a production operator sets (compose `.env`, a Kubernetes Secret); the runner leaves them out. */
  operatorSettings: Record<string, string>;
  probes: { liveness: string; readiness: string };
  /** In production: the replicas always running, and how far CPU load may scale it out (the same: fixed). */
  scaling: { minReplicas: number; maxReplicas: number };
}

const NODE_PROCESS = { NODE_ENV: 'production', HOST: '0.0.0.0' };
const NODE_PROBES = { liveness: '/healthz', readiness: '/readyz' };

/** Public reads scale with the visitors; auth and dashboard serve a few administrators. */
const FIXED_PAIR = { minReplicas: 2, maxReplicas: 2 };
const SCALES_TO_FOUR = { minReplicas: 2, maxReplicas: 4 };
const SCALES_TO_SIX = { minReplicas: 2, maxReplicas: 6 };

/** The owners of the dashboard's counts. */
const COUNT_OWNERS: ServiceName[] = ['media', 'notifications', 'directories', 'content'];
/** The owners of what the public pages show: the counts' owners, and the sales service's counters and stock. */
const PUBLIC_LIST_OWNERS: ServiceName[] = [...COUNT_OWNERS, 'sales'];

function service(
  name: ServiceName,
  needs: Pick<Deployable, 'objectStore' | 'scaling'> & Partial<Pick<Deployable, 'jwtKeys' | 'calls'>>,
  settings: Record<string, string> = {},
  operatorSettings: Record<string, string> = {},
): Deployable {
  const port = ROUTES.services[name];
  return {
    name,
    port,
    database: true,
    redis: true,
    jwtKeys: 'public',
    calls: [],
    callsConfiguredBy: 'environment',
    ...needs,
    settings: { ...NODE_PROCESS, PORT: String(port), LOG_LEVEL: 'info', ...settings },
    operatorSettings,
    probes: NODE_PROBES,
  };
}

/** The HTTP SMS gateway and its DLT registration, kept in the operator's `seedcorp-sms` Secret. */
const SMS_OPERATOR_SETTINGS = {
  SMS_HTTP_URL: 'https://sms.example/send',
  SMS_HTTP_AUTH_HEADER: 'Authorization: Bearer sms-token',
  SMS_DLT_ENTITY_ID: '1101000000000000000',
  SMS_DLT_TEMPLATE_ID: '1107000000000000000',
  SMS_SENDER_ID: 'SEEDCO',
};

/**
 * The admin site's domain and origins, which passkeys are bound to: no secret, so set beside the Ingress host in
 * the production overlay. Elsewhere they are left out and any local address is taken.
 */
const PASSKEY_OPERATOR_SETTINGS = {
  WEBAUTHN_RP_ID: 'seedcorp.example',
  WEBAUTHN_ORIGINS: 'https://seedcorp.example',
};

/** The key of the audit trail's hashes, kept in the operator's `seedcorp-audit` Secret. */
const AUDIT_OPERATOR_SETTINGS = { AUDIT_CHAIN_KEY: 'audit-chain-key-of-at-least-32-characters' };

export const DEPLOYABLES: Record<DeployableName, Deployable> = {
  auth: service(
    'auth',
    { objectStore: false, jwtKeys: 'public and private', calls: ['sales'], scaling: FIXED_PAIR },
    { SMS_PROVIDER: 'http', SMS_OUTBOX_FILE: '/tmp/sms-outbox.jsonl' },
    { ...SMS_OPERATOR_SETTINGS, ...PASSKEY_OPERATOR_SETTINGS },
  ),
  media: service('media', { objectStore: true, scaling: SCALES_TO_FOUR }),
  notifications: service('notifications', { objectStore: true, scaling: SCALES_TO_FOUR }),
  directories: service('directories', { objectStore: true, scaling: SCALES_TO_FOUR }),
  dashboard: service(
    'dashboard',
    { objectStore: false, calls: COUNT_OWNERS, scaling: FIXED_PAIR },
    {},
    AUDIT_OPERATOR_SETTINGS,
  ),
  // SITE_URL as the site renderer has it: a seed lot's QR labels hold its short address there.
  content: service(
    'content',
    { objectStore: false, scaling: SCALES_TO_FOUR },
    { SITE_URL: 'https://seedcorp.example' },
  ),
  sales: service('sales', { objectStore: false, calls: ['content', 'auth'], scaling: SCALES_TO_FOUR }),
  'site-renderer': {
    name: 'site-renderer',
    port: ROUTES.siteRenderer,
    database: false,
    // The activity stream, whose changes drop its copies of pages.
    redis: true,
    objectStore: false,
    jwtKeys: 'none',
    // The owners of the public reads, and auth for a farmer's sign-in through the booking pages' plain forms.
    calls: [...PUBLIC_LIST_OWNERS, 'auth'],
    callsConfiguredBy: 'environment',
    settings: { ...NODE_PROCESS, PORT: String(ROUTES.siteRenderer), SITE_URL: 'https://seedcorp.example' },
    operatorSettings: {},
    probes: NODE_PROBES,
    scaling: SCALES_TO_SIX,
  },
  gateway: {
    name: 'gateway',
    port: 8080,
    database: false,
    redis: false,
    objectStore: false,
    jwtKeys: 'none',
    calls: [...SERVICES, 'site-renderer'],
    callsConfiguredBy: 'route table',
    // SITE_URL as the site renderer has it: the canonical links of the prerendered pages it serves name it.
    settings: {
      GATEWAY_TRUSTED_PROXIES: '10.0.0.0/8',
      GATEWAY_AUTH_RATE_PER_MINUTE: '60',
      SITE_URL: 'https://seedcorp.example',
    },
    operatorSettings: {},
    // nginx itself: the home page comes from the renderer, or the last good copy while it fails.
    probes: { liveness: '/', readiness: '/' },
    scaling: SCALES_TO_SIX,
  },
};

export const DEPLOYABLE_NAMES = Object.keys(DEPLOYABLES) as DeployableName[];

/** Schema migrations, the admins (ADMIN_MOBILES) and the bucket: one step before a release serves. */
export const MIGRATIONS_STEP = {
  name: 'migrations',
  database: true,
  objectStore: true,
  settings: { NODE_ENV: 'production', ADMIN_MOBILES: '9876543210' },
};

/** The init container that holds a service's new pods until the migrations step has applied its schema. */
export const MIGRATIONS_WAIT = {
  container: 'wait-for-migrations',
  script: (service: ServiceName) => `services/${service}/dist/wait-for-migrations.js`,
};

/** The PostgreSQL, Redis and object store every deployment provides, under these names in compose and the dev overlay. */
export const BACKING_SERVICES = {
  database: { name: 'postgres', port: 5432 },
  redis: { name: 'redis', port: 6379 },
  objectStore: { name: 'minio', port: 9000 },
} as const;

/** Where the JWT key pair is mounted, in compose and Kubernetes alike: the private key apart, for auth alone. */
export const JWT_KEY_FILES = { public: '/keys/jwt-public.pem', private: '/keys-private/jwt-private.pem' };

/**
 * The Secrets a production operator creates (k8s/README.md says how), with a placeholder of each value's shape:
 * what the rendered manifests are checked against, since the overlay holds no secret value itself.
 */
export const OPERATOR_SECRETS: Record<string, Record<string, string>> = {
  'seedcorp-database': { DATABASE_URL: 'postgres://seedcorp:password@db.example:5432/seedcorp' },
  'seedcorp-redis': { REDIS_URL: 'redis://redis.example:6379' },
  'seedcorp-s3': { S3_ENDPOINT: 'https://s3.example', S3_ACCESS_KEY: 'access-key', S3_SECRET_KEY: 'secret-key' },
  'seedcorp-sms': { SMS_PROVIDER: 'http', ...SMS_OPERATOR_SETTINGS },
  'seedcorp-admins': { ADMIN_MOBILES: MIGRATIONS_STEP.settings.ADMIN_MOBILES },
  'seedcorp-audit': AUDIT_OPERATOR_SETTINGS,
  'seedcorp-jwt': {
    'jwt-private.pem': '-----BEGIN PRIVATE KEY-----',
    'jwt-public.pem': '-----BEGIN PUBLIC KEY-----',
  },
};

export const internalUrlVariable = (name: DeployableName): string =>
  `${name.toUpperCase().replace(/-/g, '_')}_INTERNAL_URL`;

/** The variables that reach each backing service. */
const BACKING_VARIABLES = {
  database: ['DATABASE_URL'],
  redis: ['REDIS_URL'],
  objectStore: ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'],
};

/** The variables that reach a backing service, the private key or another component: given exactly where needed. */
function accessVariables(deployable: Deployable): string[] {
  return [
    ...(deployable.database ? BACKING_VARIABLES.database : []),
    ...(deployable.redis ? BACKING_VARIABLES.redis : []),
    ...(deployable.objectStore ? BACKING_VARIABLES.objectStore : []),
    ...(deployable.jwtKeys === 'public and private' ? ['JWT_PRIVATE_KEY_FILE'] : []),
    ...(deployable.callsConfiguredBy === 'environment' ? deployable.calls.map(internalUrlVariable) : []),
  ];
}

export const isAccessVariable = (name: string): boolean =>
  Object.values(BACKING_VARIABLES).some((names) => names.includes(name)) ||
  /^JWT_PRIVATE_KEY(_FILE)?$/.test(name) ||
  name.endsWith('_INTERNAL_URL');

/** Every variable a deployment must give it (operator settings only where an operator sets them). */
export function neededVariables(deployable: Deployable, withOperatorSettings: boolean): string[] {
  return [
    ...accessVariables(deployable),
    ...(deployable.objectStore ? ['S3_BUCKET'] : []),
    ...(deployable.jwtKeys !== 'none' ? ['JWT_PUBLIC_KEY_FILE'] : []),
    ...Object.keys(deployable.settings),
    ...(withOperatorSettings ? Object.keys(deployable.operatorSettings) : []),
  ];
}

/** The calls between the platform's own components, as 'gateway -> media:3002': what the network must allow. */
export const expectedFlows = (): string[] =>
  DEPLOYABLE_NAMES.flatMap((name) =>
    DEPLOYABLES[name].calls.map((callee) => `${name} -> ${callee}:${DEPLOYABLES[callee].port}`),
  ).sort();
