import { join } from 'node:path';
export const E2E_ADMINS = {
  auth: '9000000011',
  media: '9000000012',
  browser: '9000000013',
  notifications: '9000000014',
  publicSite: '9000000016',
  disabled: '9000000018',
  feedbackForm: '9000000019',
  directories: '9000000015',
  dashboard: '9000000017',
  adminApp: '9000000027',
  adminManagers: '9000000028',
  administrationRti: '9000000034',
  productionMarketing: '9000000031',
  adminTab: '9000000036',
  errorBoundaries: '9000000037',
  siteLinks: '9000000038',
  siteRenderer: '9000000039',
  siteContent: '9000000040',
  siteContentOther: '9000000041',
  adminMasterLists: '9000000060',
  organisationPages: '9000000050',
  attacks: '9000000070',
  attacksRevoked: '9000000071',
  attacksDisabled: '9000000072',
  attacksUi: '9000000073',
  templatePatterns: '9000000074',
  pageWords: '9000000076',
  pageEditor: '9000000075',
  secondFactor: '9000000077',
  secondFactorStep: '9000000078',
  sessions: '9000000079',
  passkeys: '9000000080',
  siteSettings: '9000000095',
  feedsOpenData: '9000000085',
  auditTrail: '9000000110',
  offlineReading: '9000000090',
  counterStock: '9000000140',
  seedLots: '9000000170',
  siteSearch: '9000000160',
  adminBooking: '9000000190',
} as const;

/** `E2E_SLOT` (0-8) lets several checkouts on one machine run their end-to-end suites side by side. */
export const E2E_SLOT = Math.min(8, Math.max(0, Number(process.env.E2E_SLOT ?? 0) || 0));

/** A stack's gateway, service, renderer and S3 ports, each moved by `offset` from the end-to-end base ports. */
export function stackPorts(offset: number): NodeJS.ProcessEnv {
  const port = (base: number) => String(base + offset);
  return {
    GATEWAY_PORT: port(18080),
    AUTH_PORT: port(13001),
    MEDIA_PORT: port(13002),
    NOTIFICATIONS_PORT: port(13003),
    DIRECTORIES_PORT: port(13004),
    DASHBOARD_PORT: port(13005),
    CONTENT_PORT: port(13007),
    SALES_PORT: port(13008),
    SITE_RENDERER_PORT: port(13006),
    S3_PORT: port(19000),
  };
}

/** The log file of one of the end-to-end stack's services. */
export const stackLogPath = (service: string): string =>
  join(__dirname, '..', E2E_ENV.DATA_DIR as string, 'logs', `${service}.log`);

/** The database of the end-to-end stack (and, suffixed, of the runner's own lifecycle test). */
export const E2E_DATABASE = E2E_SLOT === 0 ? 'seedcorp_e2e' : `seedcorp_e2e_${E2E_SLOT}`;

/** Ports and data directory of the end-to-end stack: all distinct from the defaults of `npm start`. */
export const E2E_ENV: NodeJS.ProcessEnv = {
  ...stackPorts(E2E_SLOT * 100),
  // Each slot's stack keeps its own keys, logs, process list and gateway cache.
  DATA_DIR: E2E_SLOT === 0 ? '.data-e2e' : `.data-e2e-${E2E_SLOT}`,
  // A Redis database of its own, emptied at the start of each run.
  REDIS_URL: `redis://127.0.0.1:6379/${7 + E2E_SLOT}`,
  SKIP_BUILD: '1',
  // The suites stop services on purpose to see how the gateway answers, and start them again themselves.
  RESTART_SERVICES: '0',
  // Every suite signs in from 127.0.0.1: the edge limit of one address would otherwise throttle the run.
  GATEWAY_AUTH_RATE_PER_MINUTE: '600',
  OTP_SENDS_PER_ADDRESS_PER_HOUR: '500',
  // Bookings past their date expire, and booking SMS leave, within seconds rather than a minute.
  BOOKING_JOBS_POLL_SECONDS: '5',
  LOG_LEVEL: 'info',
  // One admin per test file: each signs in on its own, unhindered by another's resend wait.
  ADMIN_MOBILES: Object.values(E2E_ADMINS).join(','),
};

export const baseUrl = () => process.env.E2E_BASE_URL ?? `http://localhost:${E2E_ENV.GATEWAY_PORT}`;
