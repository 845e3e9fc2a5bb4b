import Redis from 'ioredis';
import { ACTIVITY_STREAM } from '@seedcorp/contracts';

export interface RenderedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * How long the sales service keeps content's seed catalogue (the rate lists stock is priced from) before asking again
 * (services/sales/src/stock/seed-catalogue.client.ts), and a margin for its read in flight.
 */
const SALES_CATALOGUE_FRESH_MS = 1_000;
const CATALOGUE_SETTLED_MS = SALES_CATALOGUE_FRESH_MS + 100;

/** The services that published the entries of one read of the activity stream (each entry's `source` field). */
export function sourcesOf(entries: readonly (readonly [id: string, fields: readonly string[]])[]): Set<string> {
  const sources = new Set<string>();
  for (const [, fields] of entries)
    for (let index = 0; index + 1 < fields.length; index += 2)
      if (fields[index] === 'source') sources.add(fields[index + 1]);
  return sources;
}

/**
 * The renderer's copies of the pages it made, so a burst of visitors costs one render: a page without lists
 * until the process ends (its content is fixed at build time), a page with lists until the activity stream
 * reports any change (an administrator's edit shows on the next request) or, should an event go missing,
 * `maxAgeMs`. While the stream cannot be read, nothing is kept.
 */
export class RenderedPages {
  private readonly pages = new Map<string, { answer: RenderedAnswer; until: number }>();
  /** Bumped by every change: a page rendered across a change is not kept. */
  private generation = 0;
  private watching = false;

  /** `maxEntries` bounds the memory addresses with made-up query strings could take. */
  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 1000,
    private readonly catalogueSettledMs = CATALOGUE_SETTLED_MS,
  ) {}

  get live(): boolean {
    return this.watching;
  }

  generationNow(): number {
    return this.generation;
  }

  get(key: string): RenderedAnswer | undefined {
    const kept = this.pages.get(key);
    if (!kept || !this.watching || kept.until < Date.now()) return undefined;
    return kept.answer;
  }

  keep(key: string, answer: RenderedAnswer, readsLists: boolean, renderedIn: number): void {
    if (!this.watching || renderedIn !== this.generation || answer.status !== 200) return;
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, { answer, until: readsLists ? Date.now() + this.maxAgeMs : Number.POSITIVE_INFINITY });
  }

  /** A change was published (or may have been missed): every page with lists is made again. */
  dropLists(): void {
    this.generation += 1;
    for (const [key, kept] of this.pages) if (kept.until !== Number.POSITIVE_INFINITY) this.pages.delete(key);
  }

  /**
   * Services published changes: every page with lists is made again. A change of content (a rate list published)
   * reaches the stock pages through the sales service, which may still price stock from the catalogue it read just
   * before: those pages are made again once more when that copy has expired, so a page made from it in between is not
   * kept until the next change.
   */
  changed(sources: ReadonlySet<string>): void {
    this.dropLists();
    if (sources.has('content')) setTimeout(() => this.dropLists(), this.catalogueSettledMs).unref();
  }

  setWatching(watching: boolean): void {
    if (watching !== this.watching) this.dropLists();
    this.watching = watching;
  }
}

/** Follows the activity stream from now on, dropping the kept pages with lists at each change (see `changed`). */
export function watchActivity(
  redisUrl: string,
  pages: RenderedPages,
  log: (message: string, fields?: Record<string, unknown>) => void,
): () => Promise<void> {
  // A blocking read waits up to 5 s for an event; the command timeout catches a connection that went silent.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 7000 });
  let stopped = false;
  let lastId = '0-0';
  redis.on('error', () => pages.setWatching(false));

  async function follow(): Promise<void> {
    while (!stopped) {
      try {
        if (redis.status !== 'ready') {
          pages.setWatching(false);
          await new Promise((resolve) => setTimeout(resolve, 500));
          continue;
        }
        if (!pages.live) {
          // Anything published while the stream was out of sight is covered by dropping every page with lists;
          // from the stream's last entry on, every entry is read, none falling between two reads.
          const [last] = (await redis.xrevrange(ACTIVITY_STREAM, '+', '-', 'COUNT', 1)) as [string, string[]][];
          lastId = last?.[0] ?? '0-0';
          pages.setWatching(true);
        }
        const answer = (await redis.xread('BLOCK', 5000, 'STREAMS', ACTIVITY_STREAM, lastId)) as
          [string, [string, string[]][]][] | null;
        const entries = answer?.[0]?.[1] ?? [];
        if (entries.length > 0) {
          lastId = entries[entries.length - 1][0];
          pages.changed(sourcesOf(entries));
        }
      } catch (error) {
        if (stopped) return;
        pages.setWatching(false);
        log('activity stream unreadable; pages are rendered for every request until it is back', {
          err: String(error),
        });
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  void follow();
  return async () => {
    stopped = true;
    redis.disconnect();
  };
}
