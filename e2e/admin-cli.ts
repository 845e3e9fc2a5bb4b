import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { testInfrastructure } from '@seedcorp/testing';
import { E2E_DATABASE, E2E_ENV } from './e2e-env';

/** `npm run admin -- …` against the end-to-end stack's database and Redis. */
export function adminCli(...args: string[]): string {
  const databaseUrl = new URL(testInfrastructure.postgresUrl);
  databaseUrl.pathname = `/${E2E_DATABASE}`;
  const result = spawnSync('node', [join(__dirname, '..', 'services', 'auth', 'dist', 'admin-cli.js'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl.toString(), REDIS_URL: E2E_ENV.REDIS_URL },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}
