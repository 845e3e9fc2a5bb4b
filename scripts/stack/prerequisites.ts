import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import Redis from 'ioredis';
import { Client } from 'pg';

export class PrerequisiteError extends Error {}

function onPath(binary: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

/** nginx serves the gateway; on Debian as root it is installed here, and we say so. */
export function ensureNginx(log: (line: string) => void): string {
  if (onPath('nginx')) return 'nginx';
  const isDebianRoot = process.getuid?.() === 0 && existsSync('/etc/debian_version');
  if (!isDebianRoot) {
    throw new PrerequisiteError('nginx is not installed. On Debian/Ubuntu: sudo apt-get install -y nginx');
  }
  log('nginx is missing: installing it with apt-get (Debian package "nginx")');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return 'nginx';
}

/** Creates the database named in `databaseUrl` if it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    throw new PrerequisiteError(
      `PostgreSQL is not reachable at ${target.host} (${(error as Error).message}). ` +
        'Install and start it (Debian: apt-get install -y postgresql) or set DATABASE_URL.',
    );
  }
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export async function ensureRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new PrerequisiteError(
      `Redis is not reachable at ${redisUrl} (${(error as Error).message}). ` +
        'Install and start it (Debian: apt-get install -y redis-server) or set REDIS_URL.',
    );
  } finally {
    // A client that could not connect has ended by itself. Disconnecting it would have ioredis wait 2 s for the
    // close of a socket that is closed already, holding the process open that long.
    if (redis.status !== 'end') redis.disconnect();
  }
}
