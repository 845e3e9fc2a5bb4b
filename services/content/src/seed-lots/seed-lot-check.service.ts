import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { ApiError, isDependencyOutage, REDIS } from '@seedcorp/libs';
import {
  CONTENT_PLACEHOLDER,
  indiaToday,
  SEED_LOT_ADVICE,
  SEED_LOT_MESSAGES,
  seedLotKey,
  type PublicSeedLot,
  type SeedLotCheck,
  type SeedLotHelpline,
} from '@seedcorp/contracts';
import { ContentConfig } from '../config';
import { SettingsService } from '../settings/settings.service';
import { LotCheckLimiter } from './check-limits';
import { SeedLot } from './seed-lot.entity';
import { publicLotOf } from './seed-lot-views';

const stated = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === CONTENT_PLACEHOLDER ? null : trimmed;
};

/**
 * A farmer's check of a lot by its number. Each client address is held to a few checks a minute and fewer numbers
 * that are no lot; every number that is no lot, whatever it looks like, gets the same answer, made with the same
 * single lookup, so the answers tell nothing of which numbers exist.
 */
@Injectable()
export class SeedLotCheckService {
  private readonly logger = new Logger(SeedLotCheckService.name);
  private readonly limiter: LotCheckLimiter;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) redis: Redis,
    config: ContentConfig,
    private readonly settings: SettingsService,
  ) {
    this.limiter = new LotCheckLimiter(redis, {
      checksPerMinute: config.LOT_CHECKS_PER_MINUTE,
      unknownPerTenMinutes: config.LOT_UNKNOWN_CHECKS_PER_TEN_MINUTES,
    });
  }

  async check(lotNumber: string | undefined, address: string, now = new Date()): Promise<SeedLotCheck> {
    await this.counted(
      () => this.limiter.take(address),
      (wait) => {
        if (wait > 0) {
          throw ApiError.tooManyRequests(SEED_LOT_MESSAGES.tooManyChecks, {
            retryAfterSeconds: Math.ceil(wait / 1000),
          });
        }
      },
    );
    const key = seedLotKey(lotNumber) ?? '';
    const [lot, helpline] = await Promise.all([
      key ? this.dataSource.getRepository(SeedLot).findOneBy({ lotKey: key }) : null,
      this.helpline(),
    ]);
    if (!lot)
      await this.counted(
        () => this.limiter.missed(address),
        () => undefined,
      );
    const found = lot ? publicLotOf(lot, indiaToday(now)) : null;
    return this.answer(
      key ||
        (lotNumber ?? '')
          .replace(/[^A-Za-z0-9]/g, '')
          .toUpperCase()
          .slice(0, 32),
      found,
      helpline,
      now,
    );
  }

  /** A lot for a counter's record (the service-to-service read): no limit, and no helpline to read. */
  async lotFor(lotNumber: string | undefined, now = new Date()): Promise<PublicSeedLot | null> {
    const key = seedLotKey(lotNumber);
    const lot = key ? await this.dataSource.getRepository(SeedLot).findOneBy({ lotKey: key }) : null;
    return lot ? publicLotOf(lot, indiaToday(now)) : null;
  }

  private answer(lotKey: string, lot: PublicSeedLot | null, helpline: SeedLotHelpline, now: Date): SeedLotCheck {
    const state = lot ? lot.state : 'unknown';
    return { lotKey, state, lot, ...SEED_LOT_ADVICE[state], helpline, checkedAt: now.toISOString() };
  }

  private async helpline(): Promise<SeedLotHelpline> {
    const contact = await this.settings.publishedContact();
    return { phone: stated(contact.phone), email: stated(contact.email) };
  }

  /**
   * The limit's Redis call. Public reads need only PostgreSQL: while Redis is away the check goes on, held only by
   * the gateway's limit per address, rather than failing every farmer.
   */
  private async counted<T>(call: () => Promise<T>, then: (result: T) => void): Promise<void> {
    let result: T;
    try {
      result = await call();
    } catch (error) {
      if (!isDependencyOutage(error)) throw error;
      this.logger.warn({ err: error }, 'Seed lot check limit not counted: Redis is out of reach');
      return;
    }
    then(result);
  }
}
