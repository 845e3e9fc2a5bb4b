import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { PageBlock } from '@seedcorp/contracts';

/** The table that listed the sale counters before the sales service kept them as records. */
const RETIRED_TABLE = 'sale-counters';

/**
 * The sale counters are the sales service's records (its first migration took the seven this table listed), and
 * /marketing/sale-counters shows them from there, each with the seed in stock at it (decision 0082). The table goes,
 * with its versions and draft, its draft's review and the publications set for it; and every version and draft of a
 * page loses the block that showed it, so that neither the page nor a version restored later names a table that is
 * gone. The record of its past publications stays, as history.
 */
export class SaleCountersFromSales1765500000000 implements MigrationInterface {
  name = 'SaleCountersFromSales1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.dropBlocks(queryRunner, 'page_versions');
    await this.dropBlocks(queryRunner, 'page_drafts');
    await queryRunner.query("DELETE FROM content.publish_schedules WHERE kind = 'table' AND document_key = $1", [
      RETIRED_TABLE,
    ]);
    await queryRunner.query("DELETE FROM content.draft_reviews WHERE kind = 'table' AND document_key = $1", [
      RETIRED_TABLE,
    ]);
    await queryRunner.query('DELETE FROM content.tables WHERE key = $1', [RETIRED_TABLE]);
  }

  /** Nothing comes back: the counters are kept as the sales service's records, not as a table of words. */
  async down(): Promise<void> {
    return undefined;
  }

  private async dropBlocks(queryRunner: QueryRunner, store: 'page_versions' | 'page_drafts'): Promise<void> {
    const rows = (await queryRunner.query(
      `SELECT page_path, version, blocks FROM content.${store} WHERE blocks @> $1::jsonb`,
      [JSON.stringify([{ type: 'table', table: RETIRED_TABLE }])],
    )) as { page_path: string; version: number; blocks: PageBlock[] }[];
    for (const row of rows) {
      const blocks = row.blocks.filter((block) => !(block.type === 'table' && block.table === RETIRED_TABLE));
      // The row read, found again by its path and version: a page's draft is one row with a version too.
      await queryRunner.query(`UPDATE content.${store} SET blocks = $3 WHERE page_path = $1 AND version = $2`, [
        row.page_path,
        row.version,
        JSON.stringify(blocks),
      ]);
    }
  }
}
