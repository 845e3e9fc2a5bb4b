import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { stackSettings, ROOT } from './stack/stack-settings';

/** `npm run audit:verify`: the dashboard service's audit chain check against the local stack's database. */
const settings = stackSettings();
const result = spawnSync(
  'node',
  [join(ROOT, 'services', 'dashboard', 'dist', 'audit-cli.js'), ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, DATABASE_URL: settings.databaseUrl } },
);
process.exit(result.status ?? 1);
