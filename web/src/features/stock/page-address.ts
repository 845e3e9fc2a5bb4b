import { DISTRICT_PAGES } from '../../routes';
import { narrowedAddress } from './district-query';

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The address a page is rendered and kept at: its path, with the district for a page narrowed by one (as nginx
 * compares the path decoded), nothing else of the query string.
 */
export const pageAddress = (pathname: string, search: string): string =>
  DISTRICT_PAGES.includes(decodedPath(pathname)) ? narrowedAddress(pathname, search) : pathname;
