import 'reflect-metadata';
import { Expose, Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import {
  ActivityPublisher,
  answerHelp,
  createRedis,
  dataSourceOptions,
  IsRedisUrl,
  loadConfigOrExit,
  MigrationConfig,
  SESSIONS_ENDED_TTL_SECONDS,
  sessionsEndedKey,
} from '@seedcorp/libs';
import { ADMIN_ROLE_NAMES, ADMIN_ROLES, isAdminRole } from '@seedcorp/contracts';
import { Admin } from './admins/admin.entity';
import { AdminRegistry } from './admins/admin-registry';
import { database } from './database';
import { maskMobile } from './login/login-rules';
import { FactorReset } from './second-factor/factor-reset';

const USAGE = `usage:
  admin add <mobile> "<name>" [role]
                                add an admin (or re-activate one); role: administrator (the default for a new
                                admin), publisher, editor or counter (a counter operator: set their
                                counters on the Admins screen)
  admin role <mobile> <role>    give an admin another role; their sessions end
  admin disable <mobile>        stop an admin from signing in
  admin list                    list admins
  admin reset-second-factor <mobile>
                                clear an admin's authenticator app, passkeys and recovery codes (all lost);
                                their sessions end and their next sign-in sets up a factor again`;

const MOBILE = /^[6-9]\d{9}$/;

/** The CLI reaches Redis too: disabling an admin ends their live sessions there. */
class AdminCliConfig extends MigrationConfig {
  @Expose()
  @IsRedisUrl()
  REDIS_URL!: string;

  /** As the auth service has it: a reset gives no fresh grace of SMS-only sign-ins. */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  SECOND_FACTOR_GRACE_SIGN_INS = 3;
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

async function run(
  registry: AdminRegistry,
  reset: FactorReset,
  redis: Redis,
  [command, mobile, name, roleGiven]: string[],
): Promise<string> {
  if (command === 'list') {
    const admins = await registry.list();
    return (
      admins
        .map(
          (admin) =>
            `${admin.mobile}  ${admin.active ? 'active  ' : 'disabled'}  ${admin.role.padEnd(13)}  ${admin.name}`,
        )
        .join('\n') || 'no admins'
    );
  }
  if (['add', 'role', 'disable', 'reset-second-factor'].includes(command) && !MOBILE.test(mobile ?? '')) {
    fail('The mobile number must be 10 digits starting with 6-9.');
  }
  const roleOf = (given: string | undefined) => {
    if (given !== undefined && !isAdminRole(given)) fail(`The role must be one of: ${ADMIN_ROLES.join(', ')}.`);
    return given;
  };
  if (command === 'add') {
    if (!name?.trim()) fail('Give the admin a name: admin add <mobile> "<name>" [role]');
    const admin = await registry.add(mobile, name.trim(), roleOf(roleGiven));
    return `added ${mobile} (${name.trim()}) as ${admin.role}`;
  }
  if (command === 'role') {
    const role = roleOf(name);
    if (!role) fail(`Give the role: admin role <mobile> <${ADMIN_ROLES.join('|')}>`);
    const admin = await registry.setRole(mobile, role);
    if (!admin) return `no admin ${mobile}`;
    await endSessions(redis, admin.id);
    await new ActivityPublisher(redis, 'auth').publish(
      'Admin changed',
      `Admin ${maskMobile(mobile)}: ${admin.name}, from the command line`,
      {
        record: { type: 'admin', id: admin.id },
        changes: [{ field: 'Role', old: ADMIN_ROLE_NAMES[admin.role], new: ADMIN_ROLE_NAMES[role] }],
      },
    );
    return `${mobile} is now ${role}; their sessions have ended`;
  }
  if (command === 'disable') {
    const admin = await registry.disable(mobile);
    if (!admin) return `no admin ${mobile}`;
    await endSessions(redis, admin.id);
    return `disabled ${mobile}; their sessions have ended`;
  }
  if (command === 'reset-second-factor') {
    const admin = await registry.findActiveByMobile(mobile);
    if (!admin) return `no active admin ${mobile}`;
    await reset.reset(admin);
    await new ActivityPublisher(redis, 'auth').publish(
      'Second factor reset',
      `Admin ${maskMobile(mobile)} from the command line`,
    );
    return `reset the second factors of ${mobile}; their sessions have ended`;
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
    const reset = new FactorReset(dataSource, redis, config.SECOND_FACTOR_GRACE_SIGN_INS);
    process.stdout.write(`${await run(registry, reset, redis, process.argv.slice(2))}\n`);
  } finally {
    redis.disconnect();
    await dataSource.destroy();
  }
}

void main();
