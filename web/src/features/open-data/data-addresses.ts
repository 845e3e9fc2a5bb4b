import type { PublishedVersion } from '@seedcorp/contracts';

/**
 * Where each published table is downloadable, as CSV and as JSON. A table's current version is at
 * `/data/<table>.csv`; each list of a rate table (the current one and every earlier one the page shows) also has an
 * address of its own, named by its season and date, `/data/<table>/<season>[-from-<date>].csv`, which keeps
 * pointing at that list when a later correction of it is published.
 */

export const DATA_CATALOGUE_PATH = '/data/catalog.json';

export type DataFormat = 'csv' | 'json';

export type ListTerms = Pick<PublishedVersion, 'season' | 'effectiveFrom'>;

/**
 * A rate list's name in its addresses: its season in lower case with every run of other characters than letters and
 * figures made one hyphen ('Rabi 2025-26' is 'rabi-2025-26'), then its effective-from date where it has one.
 */
export function listSlug(terms: ListTerms): string {
  const season = (terms.season ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const named = season || 'season';
  return terms.effectiveFrom ? `${named}-from-${terms.effectiveFrom}` : named;
}

/** The addresses of a table's current version, or of one of its rate lists. */
export function dataAddresses(key: string, list?: ListTerms): Record<DataFormat, string> {
  const base = list ? `/data/${key}/${encodeURIComponent(listSlug(list))}` : `/data/${key}`;
  return { csv: `${base}.csv`, json: `${base}.json` };
}

export type DataRequest =
  | { kind: 'catalogue' }
  | { kind: 'table'; key: string; format: DataFormat }
  | { kind: 'list'; key: string; slug: string; format: DataFormat };

const TABLE_FILE = /^\/data\/([A-Za-z0-9_-]+)\.(csv|json)$/;
const LIST_FILE = /^\/data\/([A-Za-z0-9_-]+)\/([^/]+)\.(csv|json)$/;

/** What an address under /data asks for (`path` as it arrived, percent-encoded), if it names anything. */
export function dataRequest(path: string): DataRequest | undefined {
  if (path === DATA_CATALOGUE_PATH) return { kind: 'catalogue' };
  const table = TABLE_FILE.exec(path);
  if (table) return { kind: 'table', key: table[1], format: table[2] as DataFormat };
  const list = LIST_FILE.exec(path);
  if (!list) return undefined;
  try {
    return { kind: 'list', key: list[1], slug: decodeURIComponent(list[2]), format: list[3] as DataFormat };
  } catch {
    return undefined;
  }
}
