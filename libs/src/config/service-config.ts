import { readFileSync } from 'node:fs';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min, ValidateIf } from 'class-validator';
import { MigrationConfig } from './migration-config';
import { Setting } from './setting';
import { withStorageVariables } from './storage-variables';
import { IsRedisUrl } from './validators';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Variables every service reads, the database's included. */
export class ServiceConfig extends MigrationConfig {
  @Setting({
    description:
      '`production`: no demo admin, no SMS outbox file, and the settings marked "required in production" must be set.',
  })
  @IsIn(['development', 'test', 'production'])
  NODE_ENV = 'development';

  @Setting({ description: 'The address it listens on (`0.0.0.0` in a container).' })
  @IsString()
  @IsNotEmpty()
  HOST = '127.0.0.1';

  @Setting({ description: 'The port it listens on.' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT!: number;

  @Setting({
    description:
      'Redis, e.g. `redis://host:6379/0`: sign-in codes and limits, revoked and live sessions, the activity stream.',
    secret: true,
  })
  @IsRedisUrl()
  REDIS_URL!: string;

  @Setting({
    description:
      'PEM text of the RS256 public key that admin tokens are checked with. Required unless `JWT_PUBLIC_KEY_FILE` is set.',
  })
  @ValidateIf((config: ServiceConfig) => !config.JWT_PUBLIC_KEY_FILE)
  @IsString()
  @IsNotEmpty({
    message: 'JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE must be set',
  })
  JWT_PUBLIC_KEY?: string;

  @Setting({ description: 'A file holding the RS256 public key, instead of `JWT_PUBLIC_KEY`.' })
  @IsOptional()
  @IsString()
  JWT_PUBLIC_KEY_FILE?: string;

  @Setting({ description: 'The pino log level; logs are JSON lines carrying the request id.' })
  @IsIn(LOG_LEVELS)
  LOG_LEVEL = 'info';

  @Setting({
    description:
      "'false': the service starts none of its timed jobs (archive runs, scheduled publications, the audit prune, " +
      "the counts' reconciliation, the visitor flush, the activity stream's upkeep, the bookings' expiry and SMS). The integration tests set it " +
      "and run each job they check themselves; every deployment leaves it 'true'.",
  })
  @IsIn(['true', 'false'])
  TIMED_JOBS = 'true';

  get timedJobs(): boolean {
    return this.TIMED_JOBS === 'true';
  }

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  jwtPublicKey(): string {
    return this.JWT_PUBLIC_KEY ?? readFileSync(this.JWT_PUBLIC_KEY_FILE as string, 'utf8');
  }
}

/** Variables of the services that keep objects in S3-compatible storage (MinIO). */
export class StorageServiceConfig extends withStorageVariables(ServiceConfig) {}
