import type { RouteEntry } from '../../routes';
import { districtInQuery } from '../stock/district-query';
import type { PageAddress } from './page-loader';

/**
 * Where a route's page is, as its loader is given it: on a page narrowed by district, the district its query string
 * names (read as the renderer, the gateway's page cache and the page itself read it); on any other, none.
 */
export const loaderAddress = (entry: Pick<RouteEntry, 'path' | 'narrowedByDistrict'>, search: string): PageAddress => ({
  path: entry.path,
  district: entry.narrowedByDistrict ? districtInQuery(search) : undefined,
});
