import type { RouteEntry } from '../../routes';
import { districtInQuery } from '../stock/district-query';
import type { PageAddress } from './page-loader';

/**
 * Where a route's page is, as its loader is given it: its path (a record page's names its record), and on a page
 * narrowed by district the district its query string names (read as the renderer, the gateway's page cache and the
 * page itself read it).
 */
export const loaderAddress = (
  entry: Pick<RouteEntry, 'narrowedByDistrict'>,
  { pathname, search }: { pathname: string; search: string },
): PageAddress => ({
  path: pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname,
  district: entry.narrowedByDistrict ? districtInQuery(search) : undefined,
});
