import { Injectable, Logger } from '@nestjs/common';
import { ApiError } from '@seedcorp/libs';
import { SEED_CATALOGUE_PATH, STOCK_MESSAGES, type SeedCatalogue } from '@seedcorp/contracts';
import { SalesConfig } from '../config';

/**
 * A published variety or rate list reaches stock within this long, inside the 2 s in which any admin change reaches
 * the public site; a burst of changes or reads still asks content once.
 */
const FRESH_FOR_MS = 1_000;
/** Content answers from its own database; a slower answer is an outage, said at once rather than waited on. */
const CONTENT_TIMEOUT_MS = 3_000;

const isCatalogue = (value: unknown): value is SeedCatalogue =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as SeedCatalogue).crops) &&
  Array.isArray((value as SeedCatalogue).rateLists);

/**
 * The content service's seed catalogue (the published crop varieties and seed rate lists), the one source of the
 * names stock is kept against. Kept for a few seconds; while content cannot answer, a call that needs it gets a 503.
 */
@Injectable()
export class SeedCatalogueClient {
  private readonly logger = new Logger(SeedCatalogueClient.name);
  private cached?: { at: number; catalogue: Promise<SeedCatalogue> };
  /** The last answer read: the same catalogue object is given again while content answers the same, so what is made
   * from it (the public stock answers) can be kept. */
  private previous?: { text: string; catalogue: SeedCatalogue };

  constructor(private readonly config: SalesConfig) {}

  catalogue(): Promise<SeedCatalogue> {
    if (this.cached && Date.now() - this.cached.at < FRESH_FOR_MS) return this.cached.catalogue;
    const catalogue = this.fetchCatalogue();
    this.cached = { at: Date.now(), catalogue };
    // A failed read is not kept: the next call asks again.
    catalogue.catch(() => {
      if (this.cached?.catalogue === catalogue) this.cached = undefined;
    });
    return catalogue;
  }

  private async fetchCatalogue(): Promise<SeedCatalogue> {
    try {
      const response = await fetch(new URL(SEED_CATALOGUE_PATH, this.config.CONTENT_INTERNAL_URL), {
        signal: AbortSignal.timeout(CONTENT_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.ok && text === this.previous?.text) return this.previous.catalogue;
      const body = JSON.parse(text) as { status?: number; data?: unknown };
      if (!response.ok || body.status !== 200 || !isCatalogue(body.data)) {
        throw new Error(`answered HTTP ${response.status} without a catalogue`);
      }
      this.previous = { text, catalogue: body.data };
      return body.data;
    } catch (error) {
      this.logger.warn({ err: error }, 'Seed catalogue unavailable');
      throw ApiError.unavailable(STOCK_MESSAGES.catalogueUnavailable);
    }
  }
}
