import { STOCK_DISTRICTS } from '@seedcorp/contracts';

/**
 * The district a stock page is narrowed to, from its address: `?district=Hisar`, as the page's plain GET form sends
 * it. The site renderer and the gateway's page cache must read an address alike, or the gateway would keep a
 * narrowed page under the key of the whole one: both take the district from the same spellings, read as nginx reads
 * `$arg_district` and matches a `map` (the first argument of that name in any case, its value undecoded, compared in
 * any case). Any other value narrows nothing, so made-up values cannot make a copy each.
 */

export const DISTRICT_ARGUMENT = 'district';

/** A district's name as a query string may carry it: a form sends a space as `+`, a typed address as `%20`. */
function spellingsOf(district: string): string[] {
  return [...new Set([district.replace(/ /g, '+'), district.replace(/ /g, '%20')])];
}

/** Every raw spelling of a district's name, with the district it names. */
export const DISTRICT_SPELLINGS: readonly (readonly [raw: string, district: string])[] = STOCK_DISTRICTS.flatMap(
  (district) => spellingsOf(district).map((raw) => [raw, district] as const),
);

const BY_SPELLING = new Map(DISTRICT_SPELLINGS.map(([raw, district]) => [raw.toLowerCase(), district]));

/** The district a query string (`?a=b&district=Hisar`, with or without its `?`) narrows a page to, if any. */
export function districtInQuery(search: string): string | undefined {
  const prefix = `${DISTRICT_ARGUMENT}=`;
  const argument = search
    .replace(/^\?/, '')
    .split('&')
    .find((part) => part.slice(0, prefix.length).toLowerCase() === prefix);
  return argument === undefined ? undefined : BY_SPELLING.get(argument.slice(prefix.length).toLowerCase());
}

/** The query string of an address narrowed to `district` (none for the whole page). */
export const districtQuery = (district: string | undefined): string =>
  district ? `?${DISTRICT_ARGUMENT}=${spellingsOf(district)[0]}` : '';

/**
 * The address a page narrowed by district is rendered, kept and saved for reading offline at: its path and the
 * district its query string names, nothing else of the query string (`page-address` says which pages are narrowed).
 */
export const narrowedAddress = (pathname: string, search: string): string =>
  `${pathname}${districtQuery(districtInQuery(search))}`;
