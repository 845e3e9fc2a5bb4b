import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { stackSettings, ROOT } from './stack/stack-settings';

/** `npm run admin -- add <mobile> "<name>"`: the auth service's admin CLI against the local stack's database and Redis. */
const settings = stackSettings();
const result = spawnSync('node', [join(ROOT, 'services', 'auth', 'dist', 'admin-cli.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: settings.databaseUrl, REDIS_URL: settings.redisUrl },
});
process.exit(result.status ?? 1);
