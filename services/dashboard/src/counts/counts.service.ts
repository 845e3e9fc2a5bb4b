import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  INTERNAL_COUNTS_PATH,
  namedCounts,
  type ActivitySource,
  type CountListName,
  type DashboardCounts,
  type NamedCount,
} from '@seedcorp/libs';
import { DashboardConfig } from '../config';
import { CountEntry } from './count.entity';
import { COUNT_OWNERS, type CountOwner } from './count-owners';

/** An owner is asked this long after its event arrived, so a burst of events costs one call. */
const RECONCILE_AFTER_CHANGE_MS = 1000;
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
  private readonly pending = new Map<CountListName, NodeJS.Timeout>();
  /** The last fetch of each list: a new one waits for it, so an older answer can never be written last. */
  private readonly latest = new Map<CountListName, Promise<boolean>>();
  private periodic?: NodeJS.Timeout;

  constructor(
    @InjectRepository(CountEntry) private readonly counts: Repository<CountEntry>,
    @Inject(COUNT_OWNERS) private readonly owners: CountOwner[],
    private readonly config: DashboardConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.periodic = setInterval(() => void this.reconcileAll(), this.config.COUNTS_RECONCILE_SECONDS * 1000);
  }

  onApplicationShutdown(): void {
    clearInterval(this.periodic);
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
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
    };
  }

  /** Asks the owner of `list` for its true numbers a moment from now (once for a burst of changes). */
  reconcileSoon(source: ActivitySource): void {
    const owner = this.owners.find((candidate) => candidate.source === source);
    if (!owner || this.pending.has(owner.list)) return;
    const timer = setTimeout(() => {
      this.pending.delete(owner.list);
      void this.reconcile(owner);
    }, RECONCILE_AFTER_CHANGE_MS);
    this.pending.set(owner.list, timer);
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
      return false;
    }
    return true;
  }
}
