export const E2E_ADMINS = {
  auth: '9000000011',
  media: '9000000012',
  browser: '9000000013',
} as const;

/** Ports and data directory of the end-to-end stack: all distinct from the defaults of `npm start`. */
export const E2E_ENV: NodeJS.ProcessEnv = {
  GATEWAY_PORT: '18080',
  AUTH_PORT: '13001',
  MEDIA_PORT: '13002',
  NOTIFICATIONS_PORT: '13003',
  DIRECTORIES_PORT: '13004',
  DASHBOARD_PORT: '13005',
  S3_PORT: '19000',
  DATA_DIR: '.data-e2e',
  // A Redis database of its own, emptied at the start of each run.
  REDIS_URL: 'redis://127.0.0.1:6379/7',
  SKIP_BUILD: '1',
  LOG_LEVEL: 'info',
  // One admin per test file: each signs in on its own, unhindered by another's resend wait.
  ADMIN_MOBILES: Object.values(E2E_ADMINS).join(','),
};

export const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://localhost:18080';
