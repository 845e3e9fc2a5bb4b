import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReadinessCheck } from '@seedcorp/libs';
import type { DataSource } from 'typeorm';
import { seededTables } from './content-seed';

/**
 * The service is ready only once every table of `seeds/content` has a published version. The migration step
 * publishes them after the schema's migrations, which is all a new pod waits for: until then the public pages
 * would read "not found" for tables the site always has. Once they are all there they stay (the seed never takes
 * one away), so after one positive answer the check asks the database no more.
 */
@Injectable()
export class SeededTablesReadiness implements ReadinessCheck {
  readonly key = 'seededTables';
  private keys: string[] | undefined;
  private published = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async notReadyReason(): Promise<string | undefined> {
    if (this.published) return undefined;
    this.keys ??= seededTables().map((table) => table.key);
    const [{ missing }] = (await this.dataSource.query(
      `SELECT count(*)::int AS missing FROM unnest($1::text[]) AS seeded(key)
       WHERE NOT EXISTS (SELECT 1 FROM content.table_versions WHERE table_key = seeded.key)`,
      [this.keys],
    )) as [{ missing: number }];
    if (missing > 0) return `${missing} of the ${this.keys.length} seeded tables not published yet`;
    this.published = true;
    return undefined;
  }
}
