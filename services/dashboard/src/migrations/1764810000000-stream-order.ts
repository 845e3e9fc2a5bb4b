import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stream id ('<ms>-<n>') says the order events were published in, but compared as text '…-10' sorts before
 * '…-9'. Its two parts, kept as numbers beside it, order the events of one millisecond as they were published.
 */
export class StreamOrder1764810000000 implements MigrationInterface {
  name = 'StreamOrder1764810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['activities', 'sign_ins']) {
      await queryRunner.query(`
        ALTER TABLE dashboard.${table}
          ADD COLUMN stream_ms bigint GENERATED ALWAYS AS (split_part(stream_id, '-', 1)::bigint) STORED,
          ADD COLUMN stream_seq bigint GENERATED ALWAYS AS (split_part(stream_id, '-', 2)::bigint) STORED`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['activities', 'sign_ins']) {
      await queryRunner.query(`ALTER TABLE dashboard.${table} DROP COLUMN stream_ms, DROP COLUMN stream_seq`);
    }
  }
}
