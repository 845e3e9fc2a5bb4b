import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { parseActivityFields, REDIS, REDIS_COMMAND_TIMEOUT_MS, RepeatingJob } from '@seedcorp/libs';
import { ACTIVITY_STREAM } from '@seedcorp/contracts';
import { DashboardConfig } from '../config';
import { CountsService } from '../counts/counts.service';
import { ActivityService } from './activity.service';

export const CONSUMER_GROUP = 'dashboard';
const BATCH = 100;
const BLOCK_MS = 2000;
const RETRY_MS = 1000;
const MAINTENANCE_MS = 60_000;
/** A consumer with nothing pending and silent this long is gone; its name is removed from the group. */
const FORGET_CONSUMER_MS = 24 * 3600 * 1000;

type Entry = [id: string, fields: string[] | null];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads `activity:events` as a member of the `dashboard` consumer group. Each entry is stored (once, by its id)
 * and only then acknowledged, so an entry survives a crash between the two. Entries left pending by a consumer
 * that died are claimed after ACTIVITY_CLAIM_IDLE_SECONDS. Events published while no dashboard runs wait in the
 * stream. Once a minute the stream is trimmed below the oldest entry any group still needs.
 */
@Injectable()
export class ActivityConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ActivityConsumer.name);
  /** Unique per process: two replicas (or two apps in one test) never share pending entries by accident. */
  readonly name = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  /** Blocking reads hold a connection; they get their own so the shared client stays responsive. */
  private readonly reader: Redis;
  private stopping = false;
  private loop?: Promise<void>;
  private readonly maintenance = new RepeatingJob('Activity stream maintenance', () => this.maintain(), this.logger);
  private caughtUp = false;
  /** ioredis prefixes the key of most stream commands, but not of XGROUP and XINFO: those get it spelled out. */
  private readonly prefixedStream: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly activity: ActivityService,
    private readonly counts: CountsService,
    private readonly config: DashboardConfig,
  ) {
    // A blocking read waits BLOCK_MS by design: only past that is Redis out of reach.
    this.reader = redis.duplicate({ commandTimeout: BLOCK_MS + REDIS_COMMAND_TIMEOUT_MS, enableOfflineQueue: true });
    this.prefixedStream = `${redis.options.keyPrefix ?? ''}${ACTIVITY_STREAM}`;
  }

  onApplicationBootstrap(): void {
    this.loop = this.run();
    void this.maintenance.start(this.config, MAINTENANCE_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    const maintained = this.maintenance.stop();
    // Ends a blocking read at once; the loop finishes the entry in hand first.
    this.reader.disconnect();
    await Promise.all([this.loop, maintained]);
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      try {
        await this.ensureGroup();
        await this.maintain();
        while (!this.stopping) await this.step();
      } catch (error) {
        if (this.stopping) break;
        this.logger.error({ err: error }, 'Activity stream read failed; retrying');
        await sleep(RETRY_MS);
      }
    }
  }

  /** Own pending entries first (a failed store is retried), then those of dead consumers, then new ones. */
  private async step(): Promise<void> {
    const own = await this.readGroup('0', false);
    if (own.length > 0) return this.handle(own);
    const claimed = await this.claimIdle();
    if (claimed.length > 0) return this.handle(claimed);
    const fresh = await this.readGroup('>', true);
    if (fresh.length > 0) return this.handle(fresh);
    if (!this.caughtUp) {
      this.caughtUp = true;
      // The backlog is in; rows changed while the dashboard was down, with or without an event, show only now.
      void this.counts.reconcileAll();
    }
  }

  private async ensureGroup(): Promise<void> {
    try {
      await this.redis.xgroup('CREATE', this.prefixedStream, CONSUMER_GROUP, '0', 'MKSTREAM');
    } catch (error) {
      if (!String((error as Error).message).startsWith('BUSYGROUP')) throw error;
    }
  }

  private async readGroup(from: '0' | '>', block: boolean): Promise<Entry[]> {
    const blocking = block ? ['BLOCK', BLOCK_MS] : [];
    const answer = (await this.reader.xreadgroup(
      'GROUP',
      CONSUMER_GROUP,
      this.name,
      'COUNT',
      BATCH,
      ...(blocking as ['BLOCK', number]),
      'STREAMS',
      ACTIVITY_STREAM,
      from,
    )) as [string, Entry[]][] | null;
    return answer?.[0]?.[1] ?? [];
  }

  private async claimIdle(): Promise<Entry[]> {
    const [, entries] = (await this.redis.xautoclaim(
      ACTIVITY_STREAM,
      CONSUMER_GROUP,
      this.name,
      this.config.ACTIVITY_CLAIM_IDLE_SECONDS * 1000,
      '0-0',
      'COUNT',
      BATCH,
    )) as [string, Entry[], string[]];
    if (entries.length > 0) this.logger.warn({ count: entries.length }, 'Claimed activity events of a dead consumer');
    return entries;
  }

  /** Stops at the first entry that cannot be stored: it stays pending and is retried after a pause. */
  private async handle(entries: Entry[]): Promise<void> {
    for (const [id, fields] of entries) {
      // A trimmed entry still pending has no fields left; there is nothing to store.
      if (fields) {
        try {
          await this.activity.store(id, parseActivityFields(fields));
        } catch (error) {
          this.logger.error({ err: error, id }, 'Activity event not stored; it stays pending');
          await sleep(RETRY_MS);
          return;
        }
      }
      await this.redis.xack(ACTIVITY_STREAM, CONSUMER_GROUP, id);
    }
  }

  private async maintain(): Promise<void> {
    await this.trimAcknowledged();
    await this.forgetGoneConsumers();
  }

  /** Removes entries every group has read and acknowledged; with no group at all, nothing is removed. */
  private async trimAcknowledged(): Promise<void> {
    const groups = fieldMaps((await this.redis.xinfo('GROUPS', this.prefixedStream)) as unknown[][]);
    if (groups.length === 0) return;
    const keepFrom: string[] = [];
    for (const group of groups) {
      if (Number(group.get('pending')) > 0) {
        const [, oldestPending] = (await this.redis.xpending(ACTIVITY_STREAM, String(group.get('name')))) as [
          number,
          string,
        ];
        keepFrom.push(oldestPending);
      } else {
        keepFrom.push(nextId(String(group.get('last-delivered-id'))));
      }
    }
    const minimum = keepFrom.sort(compareIds)[0];
    // Approximate trimming removes whole nodes only: never more than asked, much cheaper than exact.
    await this.redis.xtrim(ACTIVITY_STREAM, 'MINID', '~', minimum);
  }

  private async forgetGoneConsumers(): Promise<void> {
    const consumers = fieldMaps(
      (await this.redis.xinfo('CONSUMERS', this.prefixedStream, CONSUMER_GROUP)) as unknown[][],
    );
    for (const consumer of consumers) {
      const name = String(consumer.get('name'));
      if (
        name !== this.name &&
        Number(consumer.get('pending')) === 0 &&
        Number(consumer.get('idle')) > FORGET_CONSUMER_MS
      ) {
        await this.redis.xgroup('DELCONSUMER', this.prefixedStream, CONSUMER_GROUP, name);
      }
    }
  }
}

/** XINFO answers flat [field, value, ...] lists. */
function fieldMaps(rows: unknown[][]): Map<string, unknown>[] {
  return rows.map((row) => {
    const map = new Map<string, unknown>();
    for (let index = 0; index + 1 < row.length; index += 2) map.set(String(row[index]), row[index + 1]);
    return map;
  });
}

function parseId(id: string): [bigint, bigint] {
  const [ms, seq] = id.split('-');
  return [BigInt(ms), BigInt(seq ?? '0')];
}

export function compareIds(a: string, b: string): number {
  const [aMs, aSeq] = parseId(a);
  const [bMs, bSeq] = parseId(b);
  if (aMs !== bMs) return aMs < bMs ? -1 : 1;
  return aSeq === bSeq ? 0 : aSeq < bSeq ? -1 : 1;
}

/** The smallest id after `id`. */
export function nextId(id: string): string {
  const [ms, seq] = parseId(id);
  return `${ms}-${seq + 1n}`;
}
