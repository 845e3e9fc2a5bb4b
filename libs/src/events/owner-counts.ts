import type { ObjectLiteral, Repository } from 'typeorm';
import { namedCounts, type NamedCount } from '@seedcorp/contracts';

/**
 * The true number of rows per value of `column`, every one of `names` listed (0 where none): what an owner
 * answers on `GET /internal/counts`, which the dashboard asks after each of the owner's activity events.
 */
export async function countRowsBy<Row extends ObjectLiteral>(
  rows: Repository<Row>,
  column: keyof Row & string,
  names: readonly string[],
): Promise<NamedCount[]> {
  const counted: { name: string; count: string }[] = await rows
    .createQueryBuilder('record')
    .select(`record.${column}`, 'name')
    .addSelect('count(*)', 'count')
    .groupBy(`record.${column}`)
    .getRawMany();
  return namedCounts(
    names,
    counted.map((entry) => ({ name: entry.name, count: Number(entry.count) })),
  );
}
