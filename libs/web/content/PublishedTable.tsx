import type { ContentColumn, ContentRow, EarlierRateList, PublicContentTable, TableNote } from '@seedcorp/contracts';
import type { ReactNode } from 'react';
import {
  cellText,
  isContentPlaceholder,
  noteText,
  TABLE_TEXTS,
  telHref,
  termsText,
  type ContentLanguage,
} from './cell-format';

/** What one table shows: its definition and one version (the published one, or an administrator's draft). */
export type ShownTable = Pick<PublicContentTable, 'key' | 'caption' | 'kind' | 'columns' | 'rows' | 'notes'> &
  Partial<Pick<PublicContentTable, 'season' | 'effectiveFrom'>>;

/** Tables this wide read as cards on a phone instead of scrolling sideways. */
const CARD_COLUMNS_FROM = 4;

/** One cell as a reader sees it: the placeholder marked, a phone, e-mail or link cell as a link once it is known. */
function Cell({
  value,
  column,
  language,
}: {
  value: ContentRow[string];
  column: ContentColumn;
  language: ContentLanguage;
}) {
  if (isContentPlaceholder(value)) {
    return <span className="placeholder-text">{language === 'hi' ? TABLE_TEXTS.hi.notStated : String(value)}</span>;
  }
  const text = cellText(value, column, language);
  if (!text) return null;
  if (column.type === 'phone') return <a href={telHref(text)}>{text}</a>;
  if (column.type === 'email') return <a href={`mailto:${text}`}>{text}</a>;
  if (column.type === 'link') {
    if (text.startsWith('/')) return <a href={text}>{text}</a>;
    return (
      <a href={text} target="_blank" rel="noopener noreferrer">
        {text}
        <span className="visually-hidden"> {TABLE_TEXTS[language].newTab}</span>
      </a>
    );
  }
  return <>{text}</>;
}

const isNumeric = (column: ContentColumn) =>
  column.type === 'rupees' || column.type === 'quantity' || column.type === 'whole';

function cellClass(column: ContentColumn): string | undefined {
  const names = [isNumeric(column) && 'numeric', column.lead && 'lead'].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

/** A rate list's season and the date it applies from, under its caption. */
function Terms({ table, language }: { table: ShownTable; language: ContentLanguage }) {
  if (table.kind !== 'rateList') return null;
  return <span className="table-terms">{termsText(table, language)}</span>;
}

/**
 * The notes under a table, each in the reader's language where it has that wording; a note kept in English only is
 * marked as English, so a Hindi page's screen reader reads it as English.
 */
export function PublishedNotes({ notes, language }: { notes: readonly TableNote[]; language: ContentLanguage }) {
  return (
    <>
      {notes.map((note, index) => {
        const shown = noteText(note, language);
        return (
          <p key={index} className="table-note" lang={shown.language}>
            {shown.text}
          </p>
        );
      })}
    </>
  );
}

/**
 * One of the corporation's tables as the public page shows it: a real `<table>` whose first column names the row
 * (announced with every cell). On a phone a wide table's rows read as cards, the columns marked `lead` first, each
 * value under its header; wide screens and print keep the table. Roles are stated so the table stays a table to
 * screen readers when its rows are laid out as cards.
 */
export function PublishedTable({ table, language }: { table: ShownTable; language: ContentLanguage }) {
  const [first, ...rest] = table.columns;
  const cards = table.columns.length >= CARD_COLUMNS_FROM;
  const caption = table.caption[language] || table.caption.en;
  return (
    <section className="published-table">
      <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className={cards ? 'content-table content-table--cards' : 'content-table'} role="table">
          <caption>
            {caption} <Terms table={table} language={language} />
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              {table.columns.map((column) => (
                <th key={column.key} scope="col" role="columnheader" className={cellClass(column)}>
                  {column.header[language] || column.header.en}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {table.rows.map((row, index) => (
              <tr key={index} role="row">
                <th scope="row" role="rowheader" className={cellClass(first)} data-label={first.header[language]}>
                  <Cell value={row[first.key]} column={first} language={language} />
                </th>
                {rest.map((column) => (
                  <td key={column.key} role="cell" className={cellClass(column)} data-label={column.header[language]}>
                    <Cell value={row[column.key]} column={column} language={language} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PublishedNotes notes={table.notes} language={language} />
    </section>
  );
}

/** The lists a rate table had before the current one, each under its season and date, closed until asked for. */
export function EarlierRateLists({
  table,
  earlier,
  language,
  after,
}: {
  table: ShownTable;
  earlier: readonly EarlierRateList[];
  language: ContentLanguage;
  /** What follows each list's table (the public site's download links). */
  after?: (list: EarlierRateList) => ReactNode;
}) {
  if (earlier.length === 0) return null;
  const texts = TABLE_TEXTS[language];
  return (
    <section className="earlier-rate-lists" aria-label={`${texts.earlierRateLists}: ${table.caption[language]}`}>
      <h2>{texts.earlierRateLists}</h2>
      {earlier.map((list) => (
        <details key={list.version}>
          <summary>{termsText(list, language)}</summary>
          <PublishedTable table={{ ...table, ...list }} language={language} />
          {after?.(list)}
        </details>
      ))}
    </section>
  );
}
