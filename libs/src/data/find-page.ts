import type { FindOptionsOrder, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { Paged } from '@seedcorp/contracts';
import { pagedOf, type PageRequest } from '../http/paging';

/**
 * One page of an admin list and the total it pages through. The order must end in a unique column, so that
 * rows sharing a timestamp neither repeat nor vanish between pages.
 */
export async function findPage<Row extends ObjectLiteral, Item>(
  rows: Repository<Row>,
  page: PageRequest,
  query: { where?: FindOptionsWhere<Row>; order: FindOptionsOrder<Row> },
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Paged<Item>> {
  const [found, total] = await rows.findAndCount({ ...query, skip: page.skip, take: page.size });
  return pagedOf(await toItems(found), total, page.size);
}
