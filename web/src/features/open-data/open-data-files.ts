import {
  CSV_BYTE_ORDER_MARK,
  rowsToCsv,
  type Bilingual,
  type ContentColumn,
  type ContentRow,
  type ContentTableDefinition,
  type PublishedVersion,
  type TableNote,
} from '@seedcorp/contracts';
import { isContentPlaceholder, TABLE_TEXTS, termsText } from '@seedcorp/web-shared/content/cell-format';
import { seasonName } from '@seedcorp/web-shared/content/season-name';
import { dataAddresses, type DataFormat } from './data-addresses';

/**
 * The open-data files of the published tables: each table's CSV and JSON, and the catalogue of them all, with the
 * metadata India's Open Government Data platform asks of a dataset (title, description, source, date of last
 * update, update frequency, licence).
 */

export const OPEN_DATA_LICENCE = {
  name: 'Government Open Data Licence – India',
  url: 'https://data.gov.in/government-open-data-license-india',
} as const;

type Language = keyof Bilingual;

const TEXTS = {
  en: {
    updateFrequency: {
      rateList: 'Every season, and whenever a rate is corrected',
      table: 'Whenever the corporation revises it',
    },
    description: (caption: string, page: string, publisher: string) =>
      `${caption}, as published by ${publisher} on its website's page "${page}".`,
    liveUpdateFrequency: 'On every change: read from the records as they are when downloaded',
    liveDescription: (caption: string, page: string, publisher: string) =>
      `${caption}, from the records of ${publisher} as its website's page "${page}" shows them: each change is in the next download.`,
    catalogueTitle: (publisher: string) => `Open data of ${publisher}`,
    catalogueDescription:
      'Every table published on the website (seed sale rates, sale counters, the seed in stock at them, varieties and more) as CSV and JSON, the earlier rate lists included.',
  },
  hi: {
    updateFrequency: {
      rateList: 'हर मौसम में, और जब भी कोई दर सुधारी जाए',
      table: 'जब भी निगम इसमें बदलाव करे',
    },
    description: (caption: string, page: string, publisher: string) =>
      `${caption}, जैसा ${publisher} ने अपनी वेबसाइट के पृष्ठ "${page}" पर प्रकाशित किया है।`,
    liveUpdateFrequency: 'हर बदलाव पर: डाउनलोड के समय के अभिलेखों से',
    liveDescription: (caption: string, page: string, publisher: string) =>
      `${caption}, ${publisher} के अभिलेखों से, जैसा उसकी वेबसाइट का पृष्ठ "${page}" दिखाता है: हर बदलाव अगले डाउनलोड में मिलता है।`,
    catalogueTitle: (publisher: string) => `${publisher} का खुला डेटा`,
    catalogueDescription:
      'वेबसाइट पर प्रकाशित हर तालिका (बीज बिक्री दरें, बिक्री केंद्र, उन पर स्टॉक में बीज, किस्में आदि) CSV और JSON में, पिछली दर सूचियों सहित।',
  },
} satisfies Record<Language, unknown>;

/** What the files say about the site a table is published on. */
export interface DataContext {
  /** The address the site is published at, without a trailing slash. */
  siteUrl: string;
  /** The corporation's name. */
  publisher: Bilingual;
  /** A page's title, by its path. */
  pageTitle: (path: string) => Bilingual;
}

export type DataTable = Pick<ContentTableDefinition, 'key' | 'page' | 'caption' | 'kind' | 'columns'>;
export type DataVersion = Pick<PublishedVersion, 'version' | 'publishedAt' | 'season' | 'effectiveFrom'>;

/**
 * A dataset read from the sales service's records when it is downloaded (the sale counters, a season's stock), not a
 * published table: it has no versions, and each change is in the next download.
 */
export interface LiveDataset extends DataTable {
  rows: ContentRow[];
  /** When its records were read. */
  readAt: string;
  /** The newest change it holds, where its records carry the time of their changes. */
  changedAt?: string;
}

/** A live dataset is dated by its newest change, or else by when it was read. */
const liveLastUpdated = (dataset: LiveDataset) => dataset.changedAt ?? dataset.readAt;

/** The metadata of one downloadable table, in English, with its Hindi beside it. */
export interface OpenDataMetadata {
  title: string;
  description: string;
  source: string;
  /** The page of the site the table is published on. */
  sourcePage: string;
  /** When this version was published. */
  lastUpdated: string;
  updateFrequency: string;
  licence: typeof OPEN_DATA_LICENCE;
  hindi: { title: string; description: string; source: string; updateFrequency: string };
  /** Published tables only. */
  version?: number;
  /** Rate lists only. */
  season?: string;
  effectiveFrom?: string | null;
  downloads: Record<DataFormat, string>;
}

const seasonWords = (season: string, language: Language) =>
  isContentPlaceholder(season) ? TABLE_TEXTS[language].notStated : seasonName(season, language);

function titleIn(table: DataTable, season: DataVersion['season'], context: DataContext, language: Language): string {
  const page = context.pageTitle(table.page)[language];
  const caption = table.caption[language] || table.caption.en;
  const title = page && page !== caption ? `${page}: ${caption}` : caption;
  return table.kind === 'rateList' ? `${title} (${seasonWords(season ?? '', language)})` : title;
}

function descriptionIn(table: DataTable, version: DataVersion, context: DataContext, language: Language): string {
  const described = TEXTS[language].description(
    table.caption[language] || table.caption.en,
    context.pageTitle(table.page)[language],
    context.publisher[language],
  );
  return table.kind === 'rateList' ? `${described} ${termsText(version, language)}.` : described;
}

/**
 * The metadata of a table's current version (`list` false: its addresses are the table's own) or of one of its rate
 * lists (its addresses named by its season and date).
 */
export function tableMetadata(
  table: DataTable,
  version: DataVersion,
  context: DataContext,
  list = false,
): OpenDataMetadata {
  const downloads = dataAddresses(table.key, list ? version : undefined);
  const frequency = table.kind === 'rateList' ? 'rateList' : 'table';
  return {
    title: titleIn(table, version.season, context, 'en'),
    description: descriptionIn(table, version, context, 'en'),
    source: context.publisher.en,
    sourcePage: `${context.siteUrl}${table.page}`,
    lastUpdated: version.publishedAt,
    updateFrequency: TEXTS.en.updateFrequency[frequency],
    licence: OPEN_DATA_LICENCE,
    hindi: {
      title: titleIn(table, version.season, context, 'hi'),
      description: descriptionIn(table, version, context, 'hi'),
      source: context.publisher.hi,
      updateFrequency: TEXTS.hi.updateFrequency[frequency],
    },
    version: version.version,
    ...(table.kind === 'rateList'
      ? { season: version.season ?? '', effectiveFrom: version.effectiveFrom ?? null }
      : {}),
    downloads: {
      csv: `${context.siteUrl}${downloads.csv}`,
      json: `${context.siteUrl}${downloads.json}`,
    },
  };
}

/** The metadata of a live dataset: as a table's, but for its frequency and the time of its newest change. */
function liveMetadata(dataset: LiveDataset, context: DataContext): OpenDataMetadata {
  const downloads = dataAddresses(dataset.key);
  const texts = (language: Language) => ({
    title: titleIn(dataset, undefined, context, language),
    description: TEXTS[language].liveDescription(
      dataset.caption[language] || dataset.caption.en,
      context.pageTitle(dataset.page)[language],
      context.publisher[language],
    ),
  });
  return {
    ...texts('en'),
    source: context.publisher.en,
    sourcePage: `${context.siteUrl}${dataset.page}`,
    lastUpdated: liveLastUpdated(dataset),
    updateFrequency: TEXTS.en.liveUpdateFrequency,
    licence: OPEN_DATA_LICENCE,
    hindi: { ...texts('hi'), source: context.publisher.hi, updateFrequency: TEXTS.hi.liveUpdateFrequency },
    downloads: { csv: `${context.siteUrl}${downloads.csv}`, json: `${context.siteUrl}${downloads.json}` },
  };
}

/**
 * A version's rows as the spreadsheet file administrators export and import: English headers, a text column's
 * Hindi in a column beside it, figures as figures, and text a spreadsheet would run as a formula kept as text (the
 * contract's rule). The byte-order mark lets spreadsheets show the Hindi.
 */
export const tableCsv = (table: DataTable, rows: readonly ContentRow[]): string =>
  `${CSV_BYTE_ORDER_MARK}${rowsToCsv(table.columns, rows)}`;

/**
 * A version as JSON: its metadata, its fields (each column's key, headers, type and unit), its notes, and its
 * records as published (a figure a number, a text with a Hindi wording `{en, hi}`), every field in every record.
 */
export function tableJson(
  table: DataTable,
  version: DataVersion & { rows: readonly ContentRow[]; notes: readonly TableNote[] },
  context: DataContext,
  list = false,
): string {
  return datasetJson(tableMetadata(table, version, context, list), table.columns, version.notes, version.rows);
}

/** A live dataset as JSON, as a table's: its metadata, fields and records. */
export const liveDatasetJson = (dataset: LiveDataset, context: DataContext): string =>
  datasetJson(liveMetadata(dataset, context), dataset.columns, [], dataset.rows);

function datasetJson(
  metadata: OpenDataMetadata,
  columns: readonly ContentColumn[],
  notes: readonly TableNote[],
  rows: readonly ContentRow[],
): string {
  return `${JSON.stringify(
    {
      ...metadata,
      fields: columns.map((column) => ({
        key: column.key,
        title: column.header.en,
        titleHindi: column.header.hi,
        type: column.type,
        ...(column.unit ? { unit: column.unit } : {}),
      })),
      notes,
      records: rows.map((row) => Object.fromEntries(columns.map((column) => [column.key, row[column.key] ?? null]))),
    },
    null,
    2,
  )}\n`;
}

/** One published table in the catalogue: its current version and, for a rate table, every list the page shows. */
export interface CatalogueEntry {
  table: DataTable;
  current: DataVersion;
  /** A rate table's earlier lists, newest first. */
  earlier: readonly DataVersion[];
}

/**
 * Every published table and live dataset with its metadata and addresses; it was last updated when its newest table
 * was published or the newest change of a live dataset made (one whose records carry no time of change, dated when
 * it was read, would make the catalogue always new).
 */
export function catalogueJson(
  entries: readonly CatalogueEntry[],
  live: readonly LiveDataset[],
  context: DataContext,
): string {
  const lastUpdated = [
    ...entries.map((entry) => entry.current.publishedAt),
    ...live.flatMap((data) => (data.changedAt ? [data.changedAt] : [])),
  ].sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  return `${JSON.stringify(
    {
      title: TEXTS.en.catalogueTitle(context.publisher.en),
      description: TEXTS.en.catalogueDescription,
      publisher: context.publisher.en,
      homepage: `${context.siteUrl}/`,
      licence: OPEN_DATA_LICENCE,
      ...(lastUpdated ? { lastUpdated } : {}),
      hindi: {
        title: TEXTS.hi.catalogueTitle(context.publisher.hi),
        description: TEXTS.hi.catalogueDescription,
        publisher: context.publisher.hi,
      },
      datasets: [
        ...entries.map(({ table, current, earlier }) => ({
          key: table.key,
          ...tableMetadata(table, current, context),
          ...(table.kind === 'rateList'
            ? {
                lists: [current, ...earlier].map((list) => ({
                  season: list.season ?? '',
                  effectiveFrom: list.effectiveFrom ?? null,
                  version: list.version,
                  lastUpdated: list.publishedAt,
                  downloads: tableMetadata(table, list, context, true).downloads,
                })),
              }
            : {}),
        })),
        ...live.map((dataset) => ({ key: dataset.key, ...liveMetadata(dataset, context) })),
      ],
    },
    null,
    2,
  )}\n`;
}
