import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { SERVICES } from '@seedcorp/contracts/route-table';

describe.each(SERVICES)('the built %s service', (service) => {
  it('refuses to start with one line naming a malformed DATABASE_URL', () => {
    const result = spawnSync('node', [join('services', service, 'dist', 'main.js')], {
      cwd: join(__dirname, '..'),
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: 'mysql://root:secret@localhost/seedcorp',
        REDIS_URL: 'redis://127.0.0.1:6379',
        JWT_PUBLIC_KEY: 'unused',
        JWT_PRIVATE_KEY: 'unused',
      },
      encoding: 'utf8',
      timeout: 20000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: DATABASE_URL /);
    expect(result.stderr).not.toContain('secret');
  });
});
