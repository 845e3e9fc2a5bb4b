import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule, type Provider } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { LoggerModule } from 'nestjs-pino';
import type { ActivitySource } from '@seedcorp/contracts';
import { AdminAuthGuard } from '../auth/admin-auth.guard';
import { FarmerAuthGuard } from '../auth/farmer-auth.guard';
import { TokenVerifier } from '../auth/token-verifier';
import { ServiceConfig, StorageServiceConfig } from '../config/service-config';
import { storageSettingsOf } from '../config/storage-variables';
import { dataSourceOptions, type ServiceDatabase } from '../data/database';
import { createRedis, REDIS } from '../data/redis';
import { ACTIVITY_SOURCE, ActivityPublisher } from '../events/activity-publisher';
import { EnvelopeExceptionFilter } from '../http/envelope-exception.filter';
import { MultipartInterceptor } from '../http/body-parsing';
import { EnvelopeInterceptor } from '../http/envelope.interceptor';
import { createValidationPipe } from '../http/validation.pipe';
import { HealthController } from '../observability/health.controller';
import { loggingParams } from '../observability/logging';
import { HttpMetricsMiddleware, Metrics, MetricsController } from '../observability/metrics';
import { READINESS_CHECKS, type ReadinessCheck, type ReadinessCheckType } from '../observability/readiness-check';
import { ObjectStorage } from '../storage/object-storage';
import { RedisShutdown } from './redis-shutdown';

export interface CoreOptions {
  /** Service name: the activity source, the Postgres schema and the log `service` field. */
  service: ActivitySource;
  config: ServiceConfig;
  database: Omit<ServiceDatabase, 'url' | 'schema'>;
  /** Redis key prefix; tests give each file its own. */
  redisKeyPrefix?: string;
  /** Where log lines go (standard output when absent); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Conditions of the service's own that `/readyz` waits for, beside its dependencies answering. */
  readinessChecks?: ReadinessCheckType[];
}

function storageProviders(config: ServiceConfig): Provider[] {
  if (!(config instanceof StorageServiceConfig)) return [];
  return [{ provide: ObjectStorage, useFactory: () => new ObjectStorage(storageSettingsOf(config)) }];
}

/**
 * What every service has: validated config, logging, database, Redis, the admin guard,
 * the envelope (filter, pipe, interceptor), activity events, health and metrics.
 */
@Module({})
export class CoreModule implements NestModule {
  static forRoot(options: CoreOptions): DynamicModule {
    const { config, service } = options;
    const configProviders: Provider[] = [{ provide: ServiceConfig, useValue: config }];
    if (config.constructor !== ServiceConfig) configProviders.push({ provide: config.constructor, useValue: config });
    const storage = storageProviders(config);
    const readinessChecks = options.readinessChecks ?? [];
    return {
      module: CoreModule,
      global: true,
      imports: [
        LoggerModule.forRoot(loggingParams(service, config.LOG_LEVEL, options.logStream)),
        TerminusModule.forRoot({ logger: false }),
        TypeOrmModule.forRoot(dataSourceOptions({ ...options.database, url: config.DATABASE_URL, schema: service })),
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        ...configProviders,
        ...storage,
        {
          provide: REDIS,
          useFactory: (): Redis => createRedis(config.REDIS_URL, { keyPrefix: options.redisKeyPrefix }),
        },
        RedisShutdown,
        ...readinessChecks,
        {
          provide: READINESS_CHECKS,
          useFactory: (...checks: ReadinessCheck[]) => checks,
          inject: readinessChecks,
        },
        { provide: TokenVerifier, useFactory: () => new TokenVerifier(config.jwtPublicKey()) },
        { provide: ACTIVITY_SOURCE, useValue: service },
        ActivityPublisher,
        Metrics,
        FarmerAuthGuard,
        { provide: APP_GUARD, useClass: AdminAuthGuard },
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_INTERCEPTOR, useClass: MultipartInterceptor },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
      ],
      exports: [...configProviders, ...storage, REDIS, TokenVerifier, FarmerAuthGuard, ActivityPublisher, Metrics],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware).forRoutes('*path');
  }
}
