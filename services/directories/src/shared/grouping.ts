import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { HEAD_OFFICE, type GroupedByLocation } from '@seedcorp/contracts';

/**
 * Display order of grouped lists: the head office first, then districts alphabetically, then
 * `within` and the id, so that the same rows always come back in the same order.
 */
export function inGroupedOrder<Row extends ObjectLiteral>(
  query: SelectQueryBuilder<Row>,
  within: string,
): SelectQueryBuilder<Row> {
  const alias = query.alias;
  return query
    .orderBy(`CASE WHEN ${alias}.district = :headOffice THEN 0 ELSE 1 END`, 'ASC')
    .addOrderBy(`${alias}.district`, 'ASC')
    .addOrderBy(`${alias}.${within}`, 'ASC')
    .addOrderBy(`${alias}.id`, 'ASC')
    .setParameter('headOffice', HEAD_OFFICE);
}

/** Groups rows already in display order by their district, keeping that order. */
export function groupByDistrict<Row extends { district: string }, Item>(
  rows: Row[],
  toItem: (row: Row) => Item,
): GroupedByLocation<Item> {
  const groups: GroupedByLocation<Item> = {};
  for (const row of rows) (groups[row.district] ??= []).push(toItem(row));
  return groups;
}
