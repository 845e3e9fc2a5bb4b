/** Where the integration tests find the real Postgres, Redis and S3 (set up by the global setup). */
export const testInfrastructure = {
  get postgresUrl(): string {
    return process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  },
  get templateDatabase(): string {
    return process.env.TEST_TEMPLATE_DATABASE ?? 'seedcorp_test_template';
  },
  get redisUrl(): string {
    return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  },
  get s3Endpoint(): string {
    const endpoint = process.env.TEST_S3_ENDPOINT;
    if (!endpoint)
      throw new Error('TEST_S3_ENDPOINT is not set: run integration tests through jest --selectProjects integration');
    return endpoint;
  },
  s3AccessKey: 'S3RVER',
  s3SecretKey: 'S3RVER',
};

/** The variables a service needs to run against the test infrastructure; `overrides` win. */
export function testServiceEnv(
  databaseUrl: string,
  publicKey: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: testInfrastructure.redisUrl,
    JWT_PUBLIC_KEY: publicKey,
    S3_ENDPOINT: testInfrastructure.s3Endpoint,
    S3_ACCESS_KEY: testInfrastructure.s3AccessKey,
    S3_SECRET_KEY: testInfrastructure.s3SecretKey,
    S3_BUCKET: `test-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`,
    LOG_LEVEL: 'silent',
    // A test runs the timed job it checks itself; a test of the timers' own wiring sets TIMED_JOBS 'true'.
    TIMED_JOBS: 'false',
    ...overrides,
  };
}

/** An address nothing listens on: a service told to reach another there finds it down. */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';

/** The dashboard with every owner of counts (media, notifications, directories, content) out of reach. */
export const DASHBOARD_OWNERS_UNREACHABLE: Record<string, string> = {
  MEDIA_INTERNAL_URL: UNREACHABLE_URL,
  NOTIFICATIONS_INTERNAL_URL: UNREACHABLE_URL,
  DIRECTORIES_INTERNAL_URL: UNREACHABLE_URL,
  CONTENT_INTERNAL_URL: UNREACHABLE_URL,
};
