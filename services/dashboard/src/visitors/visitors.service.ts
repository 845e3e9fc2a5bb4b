import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { Repository } from 'typeorm';
import { REDIS, RepeatingJob } from '@seedcorp/libs';
import { type VisitorCounts } from '@seedcorp/contracts';
import { DashboardConfig } from '../config';
import { VisitorDay } from './visitor-day.entity';

const DAY_SECONDS = 24 * 3600;
const keys = {
  seen: (day: string) => `visitors:seen:${day}`,
  day: (day: string) => `visitors:day:${day}`,
  total: 'visitors:total',
};

/**
 * Counts a visitor the first time it is seen on the day; answers [total, today], or -1 when the
 * counters are missing (Redis lost them) and must first be restored from PostgreSQL.
 */
const HIT = `
if redis.call('EXISTS', KEYS[3]) == 0 then return -1 end
if redis.call('SADD', KEYS[1], ARGV[1]) == 1 then
  redis.call('EXPIRE', KEYS[1], ARGV[2])
  redis.call('INCR', KEYS[2])
  redis.call('EXPIRE', KEYS[2], ARGV[3])
  redis.call('INCR', KEYS[3])
end
return {tonumber(redis.call('GET', KEYS[3])), tonumber(redis.call('GET', KEYS[2]) or '0')}`;

/**
 * The public visitor counter. Redis holds the live numbers and who was seen today (random client ids, never an
 * address); every VISITOR_FLUSH_SECONDS the day totals are copied to PostgreSQL, from which lost counters are
 * restored, so a Redis loss costs at most one period.
 */
@Injectable()
export class VisitorsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(VisitorsService.name);
  private readonly dayFormat: Intl.DateTimeFormat;
  /** A failed flush leaves the numbers in Redis, where the next flush, here or on another replica, finds them. */
  private readonly flushing = new RepeatingJob('Persisting the visitor counts', () => this.flush(), this.logger);

  constructor(
    @InjectRepository(VisitorDay) private readonly days: Repository<VisitorDay>,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: DashboardConfig,
  ) {
    // en-CA formats dates as YYYY-MM-DD.
    this.dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: config.VISITOR_TIME_ZONE });
  }

  onApplicationBootstrap(): void {
    void this.flushing.start(this.config, this.config.VISITOR_FLUSH_SECONDS * 1000);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flushing.stop();
    await this.flushing.run();
  }

  /** A new client id for a browser that brought none. */
  newClientId(): string {
    return randomUUID();
  }

  async hit(clientId: string): Promise<VisitorCounts> {
    const today = this.today();
    const run = async () =>
      (await this.redis.eval(
        HIT,
        3,
        keys.seen(today),
        keys.day(today),
        keys.total,
        clientId,
        2 * DAY_SECONDS,
        8 * DAY_SECONDS,
      )) as number | [number, number];
    let answer = await run();
    if (answer === -1) {
      await this.restore(today);
      answer = await run();
    }
    const [total, todayCount] = answer as [number, number];
    return { total, today: todayCount };
  }

  async counts(): Promise<VisitorCounts> {
    const today = this.today();
    let [total, todayCount] = await this.redis.mget(keys.total, keys.day(today));
    if (total === null) {
      await this.restore(today);
      [total, todayCount] = await this.redis.mget(keys.total, keys.day(today));
    }
    return { total: Number(total ?? 0), today: Number(todayCount ?? 0) };
  }

  /** Copies today's and yesterday's counts (the minutes before midnight) to PostgreSQL; never lowers a day. */
  async flush(): Promise<void> {
    const now = Date.now();
    for (const day of [this.dayOf(now - DAY_SECONDS * 1000), this.dayOf(now)]) {
      const visits = await this.redis.get(keys.day(day));
      if (visits === null) continue;
      await this.days.query(
        `INSERT INTO dashboard.visitor_days (day, visits) VALUES ($1, $2)
         ON CONFLICT (day) DO UPDATE SET visits = GREATEST(dashboard.visitor_days.visits, EXCLUDED.visits)`,
        [day, Number(visits)],
      );
    }
  }

  /** Puts the persisted numbers back; NX keeps whatever another replica restored first. */
  private async restore(today: string): Promise<void> {
    const [{ total, today: todayVisits }] = (await this.days.query(
      `SELECT COALESCE(sum(visits), 0) AS total, COALESCE(max(visits) FILTER (WHERE day = $1), 0) AS today
       FROM dashboard.visitor_days`,
      [today],
    )) as { total: string; today: string }[];
    await this.redis.set(keys.day(today), todayVisits, 'EX', 8 * DAY_SECONDS, 'NX');
    await this.redis.set(keys.total, total, 'NX');
    this.logger.warn({ total: Number(total), today: Number(todayVisits) }, 'Visitor counters restored from PostgreSQL');
  }

  private today(): string {
    return this.dayOf(Date.now());
  }

  private dayOf(time: number): string {
    return this.dayFormat.format(time);
  }
}
