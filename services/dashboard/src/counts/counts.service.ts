import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RepeatingJob } from '@seedcorp/libs';
import {
  INTERNAL_COUNTS_PATH,
  namedCounts,
  type ActivitySource,
  type CountListName,
  type DashboardCounts,
  type NamedCount,
} from '@seedcorp/contracts';
import { DashboardConfig } from '../config';
import { CountEntry } from './count.entity';
import { COUNT_OWNERS, type CountOwner } from './count-owners';

/** An owner is asked this long after its event arrived, so a burst of events costs one call. */
const RECONCILE_AFTER_CHANGE_MS = 1000;
/** An owner that could not be reached is asked again after this, then twice as long each time, up to the period. */
const RETRY_AFTER_FAILURE_MS = 2000;
const OWNER_TIMEOUT_MS = 3000;
const NAME_MAX = 100;

function isNamedCounts(value: unknown): value is NamedCount[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: Partial<NamedCount>) =>
        typeof entry?.name === 'string' &&
        entry.name.length > 0 &&
        entry.name.length <= NAME_MAX &&
        Number.isInteger(entry.count) &&
        (entry.count as number) >= 0,
    )
  );
}

/**
 * The dashboard's counts: each list is a copy of its owner's true numbers, fetched once the consumer has caught
 * up, shortly after each of the owner's events and periodically, so a missed event or a row changed while the
 * dashboard was down is corrected by the next fetch. An owner that cannot be reached keeps its last counts.
 */
@Injectable()
export class CountsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CountsService.name);
  private readonly pending = new Map<CountListName, { timer: NodeJS.Timeout; due: number }>();
  /** Failed fetches in a row per list, for the wait before the next try. */
  private readonly failures = new Map<CountListName, number>();
  /** The last fetch of each list: a new one waits for it, so an older answer can never be written last. */
  private readonly latest = new Map<CountListName, Promise<boolean>>();
  private readonly periodic = new RepeatingJob('Reconciling the counts', () => this.reconcileAll(), this.logger);

  constructor(
    @InjectRepository(CountEntry) private readonly counts: Repository<CountEntry>,
    @Inject(COUNT_OWNERS) private readonly owners: CountOwner[],
    private readonly config: DashboardConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.periodic.start(this.config, this.config.COUNTS_RECONCILE_SECONDS * 1000);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    await this.periodic.stop();
  }

  async current(): Promise<DashboardCounts> {
    const rows = await this.counts.find();
    const listed = (owner: CountOwner) =>
      namedCounts(
        owner.names,
        rows.filter((row) => row.list === owner.list),
      );
    const byList = Object.fromEntries(this.owners.map((owner) => [owner.list, listed(owner)]));
    return {
      galleryCounts: byList.galleryCounts,
      notificationCounts: byList.notificationCounts,
      linkCounts: byList.linkCounts,
      contentCounts: byList.contentCounts,
    };
  }

  /** Asks the owner of `list` for its true numbers a moment from now (once for a burst of changes). */
  reconcileSoon(source: ActivitySource): void {
    const owner = this.owners.find((candidate) => candidate.source === source);
    if (owner) this.reconcileAfter(owner, RECONCILE_AFTER_CHANGE_MS);
  }

  /** One fetch a list is waiting for, the earliest asked: a change brings a later retry forward. */
  private reconcileAfter(owner: CountOwner, delayMs: number): void {
    const due = Date.now() + delayMs;
    const waiting = this.pending.get(owner.list);
    if (waiting && waiting.due <= due) return;
    if (waiting) clearTimeout(waiting.timer);
    const timer = setTimeout(() => {
      this.pending.delete(owner.list);
      void this.reconcile(owner);
    }, delayMs);
    this.pending.set(owner.list, { timer, due });
  }

  /**
   * The services start side by side, so the dashboard may catch up before an owner listens: a failed list is
   * asked for again shortly rather than only at the next period, backing off while its owner stays down.
   */
  private retryLater(owner: CountOwner): void {
    const failures = (this.failures.get(owner.list) ?? 0) + 1;
    this.failures.set(owner.list, failures);
    const periodMs = this.config.COUNTS_RECONCILE_SECONDS * 1000;
    this.reconcileAfter(owner, Math.min(RETRY_AFTER_FAILURE_MS * 2 ** (failures - 1), periodMs));
  }

  async reconcileAll(): Promise<void> {
    await Promise.all(this.owners.map((owner) => this.reconcile(owner)));
  }

  /** Overwrites one list with its owner's numbers; returns false (and keeps the last counts) when that fails. */
  reconcile(owner: CountOwner): Promise<boolean> {
    const previous = this.latest.get(owner.list) ?? Promise.resolve(true);
    const next = previous.then(() => this.fetchAndStore(owner));
    this.latest.set(owner.list, next);
    void next.finally(() => {
      if (this.latest.get(owner.list) === next) this.latest.delete(owner.list);
    });
    return next;
  }

  private async fetchAndStore(owner: CountOwner): Promise<boolean> {
    let counts: NamedCount[];
    try {
      const response = await fetch(new URL(INTERNAL_COUNTS_PATH, owner.baseUrl), {
        signal: AbortSignal.timeout(OWNER_TIMEOUT_MS),
      });
      const body = (await response.json()) as { status?: number; data?: unknown };
      if (!response.ok || body.status !== 200 || !isNamedCounts(body.data)) {
        throw new Error(`answered HTTP ${response.status} without a count list`);
      }
      counts = body.data;
    } catch (error) {
      this.logger.warn(
        { err: error, owner: owner.source, list: owner.list },
        `${owner.list} not reconciled: ${owner.source} counts unavailable; keeping the last counts`,
      );
      this.retryLater(owner);
      return false;
    }
    try {
      await this.counts.manager.transaction(async (manager) => {
        await manager.query('DELETE FROM dashboard.counts WHERE list = $1', [owner.list]);
        for (const { name, count } of counts) {
          await manager.query('INSERT INTO dashboard.counts (list, name, count) VALUES ($1, $2, $3)', [
            owner.list,
            name,
            count,
          ]);
        }
      });
    } catch (error) {
      this.logger.error({ err: error, list: owner.list }, `${owner.list} not reconciled: the write failed`);
      this.retryLater(owner);
      return false;
    }
    this.failures.delete(owner.list);
    return true;
  }
}
