import 'reflect-metadata';
import { Expose } from 'class-transformer';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import {
  answerHelp,
  createRedis,
  dataSourceOptions,
  IsRedisUrl,
  loadConfigOrExit,
  MigrationConfig,
  SESSIONS_ENDED_TTL_SECONDS,
  sessionsEndedKey,
} from '@seedcorp/libs';
import { Admin } from './admins/admin.entity';
import { AdminRegistry } from './admins/admin-registry';
import { database } from './database';

const USAGE = `usage:
  admin add <mobile> "<name>"   add an admin (or re-activate one)
  admin disable <mobile>        stop an admin from signing in
  admin list                    list admins`;

const MOBILE = /^[6-9]\d{9}$/;

/** The CLI reaches Redis too: disabling an admin ends their live sessions there. */
class AdminCliConfig extends MigrationConfig {
  @Expose()
  @IsRedisUrl()
  REDIS_URL!: string;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

/** Every token the admin holds was issued before now: the guard of every service refuses them from here on. */
async function endSessions(redis: Redis, adminId: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await redis.set(sessionsEndedKey(adminId), String(now), 'EX', SESSIONS_ENDED_TTL_SECONDS);
}

async function run(registry: AdminRegistry, redis: Redis, [command, mobile, name]: string[]): Promise<string> {
  if (command === 'list') {
    const admins = await registry.list();
    return (
      admins.map((admin) => `${admin.mobile}  ${admin.active ? 'active  ' : 'disabled'}  ${admin.name}`).join('\n') ||
      'no admins'
    );
  }
  if ((command === 'add' || command === 'disable') && !MOBILE.test(mobile ?? '')) {
    fail('The mobile number must be 10 digits starting with 6-9.');
  }
  if (command === 'add') {
    if (!name?.trim()) fail('Give the admin a name: admin add <mobile> "<name>"');
    await registry.add(mobile, name.trim());
    return `added ${mobile} (${name.trim()})`;
  }
  if (command === 'disable') {
    const admin = await registry.disable(mobile);
    if (!admin) return `no admin ${mobile}`;
    await endSessions(redis, admin.id);
    return `disabled ${mobile}; their sessions have ended`;
  }
  return fail(USAGE);
}

async function main(): Promise<void> {
  answerHelp(USAGE);
  const config = loadConfigOrExit(AdminCliConfig);
  const dataSource = new DataSource(dataSourceOptions({ ...database, url: config.DATABASE_URL, schema: 'auth' }));
  await dataSource.initialize();
  const redis = createRedis(config.REDIS_URL);
  try {
    const registry = new AdminRegistry(dataSource.getRepository(Admin));
    process.stdout.write(`${await run(registry, redis, process.argv.slice(2))}\n`);
  } finally {
    redis.disconnect();
    await dataSource.destroy();
  }
}

void main();
