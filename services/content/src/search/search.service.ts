import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SITE_SETTINGS_KEY } from '@seedcorp/contracts';
import { PageVersion } from '../pages/page-version.entity';
import { SettingsVersion } from '../settings/settings-version.entity';
import { ContentTable } from '../tables/content-table.entity';
import { TableVersion } from '../tables/table-version.entity';
import { buildSearchIndex, publishIndex, type PublishedSearchIndex, type PublishedTableWords } from './search-index';

/**
 * The site search's index of every page's published words and tables, and the contact record of the settings a
 * page shows. Versions are only ever added and a table's definition changes only with a release, so a stamp of
 * both tells whether the index last built is still the published content: one small query a read, and a rebuild
 * only after a publish or a release.
 */
@Injectable()
export class SearchService {
  private built: { stamp: string; index: PublishedSearchIndex } | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async index(): Promise<PublishedSearchIndex> {
    const stamp = await this.publishedStamp();
    if (this.built?.stamp !== stamp) this.built = { stamp, index: publishIndex(await this.build()) };
    return this.built.index;
  }

  private async publishedStamp(): Promise<string> {
    const [row] = (await this.dataSource.query(
      `SELECT
         (SELECT count(*) || '/' || coalesce(max(published_at)::text, '') FROM content.page_versions) AS pages,
         (SELECT count(*) || '/' || coalesce(max(published_at)::text, '') FROM content.table_versions) AS tables,
         (SELECT count(*) || '/' || coalesce(max(published_at)::text, '') FROM content.site_settings_versions)
           AS settings,
         (SELECT md5(coalesce(string_agg(concat_ws('|', key, page, caption_en, caption_hi, columns::text, position),
           '/' ORDER BY key), '')) FROM content.tables) AS definitions`,
    )) as { pages: string; tables: string; settings: string; definitions: string }[];
    return `${row.pages} ${row.tables} ${row.settings} ${row.definitions}`;
  }

  private async build() {
    const manager = this.dataSource.manager;
    const pages: PageVersion[] = await manager
      .createQueryBuilder(PageVersion, 'version')
      .distinctOn(['version.pagePath'])
      .orderBy('version.pagePath')
      .addOrderBy('version.version', 'DESC')
      .getMany();
    const versions: TableVersion[] = await manager
      .createQueryBuilder(TableVersion, 'version')
      .distinctOn(['version.tableKey'])
      .orderBy('version.tableKey')
      .addOrderBy('version.version', 'DESC')
      .getMany();
    const definitions = await manager.find(ContentTable, { order: { position: 'ASC', key: 'ASC' } });
    const tables = definitions.flatMap((table): PublishedTableWords[] => {
      const latest = versions.find((version) => version.tableKey === table.key);
      if (!latest) return [];
      return [
        {
          key: table.key,
          page: table.page,
          caption: { en: table.captionEn, hi: table.captionHi },
          columns: table.columns,
          rows: latest.rows,
          notes: latest.notes,
          season: table.kind === 'rateList' ? latest.season : null,
        },
      ];
    });
    const settings = await manager.findOne(SettingsVersion, {
      where: { settingsKey: SITE_SETTINGS_KEY },
      order: { version: 'DESC' },
    });
    return buildSearchIndex(
      pages.map((version) => ({ path: version.pagePath, title: version.title, blocks: version.blocks })),
      tables,
      settings ? { contact: settings.settings.contact, hindiOutdated: settings.hindiOutdated } : null,
    );
  }
}
