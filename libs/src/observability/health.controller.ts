import { Controller, Get, Inject, Optional } from '@nestjs/common';
import {
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
  type HealthIndicatorFunction,
} from '@nestjs/terminus';
import type Redis from 'ioredis';
import { Public } from '../auth/public.decorator';
import { REDIS } from '../data/redis';
import { ApiError } from '../http/api-error';
import { ResponseMessage } from '../http/response-message.decorator';
import { ObjectStorage } from '../storage/object-storage';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness-check';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/** Liveness (the process answers) and readiness (its database, Redis and storage answer, and its own checks pass). */
@Controller()
@Public()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly database: TypeOrmHealthIndicator,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(READINESS_CHECKS) private readonly ownChecks: ReadinessCheck[],
    @Optional() private readonly storage?: ObjectStorage,
  ) {}

  @Get('healthz')
  @ResponseMessage('alive')
  liveness(): void {}

  @Get('readyz')
  @ResponseMessage('ready')
  async readiness(): Promise<unknown> {
    const checks: HealthIndicatorFunction[] = [
      () => this.database.pingCheck('database', { timeout: CHECK_TIMEOUT_MS }),
      () => this.probe('redis', async () => (await withTimeout(this.redis.ping())) === 'PONG'),
    ];
    const storage = this.storage;
    if (storage) checks.push(() => this.probe('storage', () => withTimeout(storage.isReachable())));
    for (const check of this.ownChecks) checks.push(() => this.ownProbe(check));
    try {
      return (await this.health.check(checks)).details;
    } catch (error) {
      const details = (error as { response?: { details?: unknown } }).response?.details;
      throw ApiError.unavailable('Not ready.', details);
    }
  }

  private async ownProbe(check: ReadinessCheck) {
    const indicator = this.indicators.check(check.key);
    try {
      const reason = await withTimeout(check.notReadyReason());
      return reason === undefined ? indicator.up() : indicator.down({ message: reason });
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }

  private async probe(key: string, check: () => Promise<boolean>) {
    const indicator = this.indicators.check(key);
    try {
      return (await check()) ? indicator.up() : indicator.down({ message: 'not available' });
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
