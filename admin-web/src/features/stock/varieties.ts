import { CONTENT_PLACEHOLDER, type Bilingual, type CellValue, type ContentRow } from '@seedcorp/contracts';

/** A cell in both languages: a plain cell is one text for both. */
function bilingualCell(value: CellValue | null | undefined): Bilingual | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object') return { en: value.en.trim(), hi: (value.hi ?? value.en).trim() };
  const text = String(value).trim();
  return text === '' ? undefined : { en: text, hi: text };
}

/**
 * The varieties of a crop's published table, in its order, as the sales service matches a change against them: the
 * `variety` cell of each row, leaving out a row the corporation has not named yet (the placeholder).
 */
export function publishedVarieties(table: { rows: readonly ContentRow[] }): Bilingual[] {
  return table.rows
    .map((row) => bilingualCell(row.variety))
    .filter((cell): cell is Bilingual => cell !== undefined && cell.en !== '' && cell.en !== CONTENT_PLACEHOLDER);
}
