import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LINK_KINDS, namedCounts, type NamedCount } from '@seedcorp/contracts';

/** Directory entries per kind, as the dashboard's `linkCounts` names them. */
@Injectable()
export class DirectoryCountsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async countByKind(): Promise<NamedCount[]> {
    const rows: { name: string; count: string }[] = await this.dataSource.query(`
      SELECT location AS name, count(*) AS count FROM directories.directors GROUP BY location
      UNION ALL SELECT 'RTI officers', count(*) FROM directories.rti_officers
      UNION ALL SELECT 'RTI authorities', count(*) FROM directories.rti_authorities`);
    return namedCounts(
      LINK_KINDS,
      rows.map((row) => ({ name: row.name, count: Number(row.count) })),
    );
  }
}
