import { readFileSync } from 'node:fs';
import { Expose, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min, ValidateIf } from 'class-validator';
import { withStorageVariables } from './storage-variables';
import { IsPostgresUrl, IsRedisUrl } from './validators';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Variables every service reads. */
export class ServiceConfig {
  @Expose()
  @IsIn(['development', 'test', 'production'])
  NODE_ENV = 'development';

  @Expose()
  @IsString()
  @IsNotEmpty()
  HOST = '127.0.0.1';

  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT!: number;

  @Expose()
  @IsPostgresUrl()
  DATABASE_URL!: string;

  @Expose()
  @IsRedisUrl()
  REDIS_URL!: string;

  /** PEM text of the RS256 public key; JWT_PUBLIC_KEY_FILE names a file holding it instead. */
  @Expose()
  @ValidateIf((config: ServiceConfig) => !config.JWT_PUBLIC_KEY_FILE)
  @IsString()
  @IsNotEmpty({
    message: 'JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE must be set',
  })
  JWT_PUBLIC_KEY?: string;

  @Expose()
  @IsOptional()
  @IsString()
  JWT_PUBLIC_KEY_FILE?: string;

  @Expose()
  @IsIn(LOG_LEVELS)
  LOG_LEVEL = 'info';

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  jwtPublicKey(): string {
    return this.JWT_PUBLIC_KEY ?? readFileSync(this.JWT_PUBLIC_KEY_FILE as string, 'utf8');
  }
}

/** Variables of the services that keep objects in S3-compatible storage (MinIO). */
export class StorageServiceConfig extends withStorageVariables(ServiceConfig) {}
