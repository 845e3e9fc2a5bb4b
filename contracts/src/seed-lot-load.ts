import { delimiterOf, parseDelimited } from './content-csv';
import { findFieldCrop } from './crops';
import { firstBrokenRule } from './form-rules';
import {
  findPlant,
  SEED_LOT_FIELD_OF_MESSAGE,
  SEED_LOT_LIMITS,
  SEED_LOT_MESSAGES,
  SEED_LOT_RULES,
  seedLotDateProblem,
  type SeedLotForm,
  type SeedLotLoadProblem,
} from './seed-lots';

/**
 * The columns of a load, as the laboratory's or SATHI's export names them: each once, in any order, the header's
 * letter case, spaces and signs aside (`Lot Number`, `lot_number`, `Germination %` are the columns below).
 */
export const SEED_LOT_COLUMNS: Readonly<Record<keyof SeedLotForm, string>> = {
  lotNumber: 'lot_number',
  crop: 'crop',
  variety: 'variety',
  seedClass: 'seed_class',
  season: 'season',
  plant: 'plant',
  processedOn: 'processed_on',
  testedOn: 'tested_on',
  germination: 'germination',
  purity: 'purity',
  moisture: 'moisture',
  validUntil: 'valid_until',
  certificationAgency: 'certification_agency',
  tagSeries: 'tag_series',
  bags: 'bags',
  bagKg: 'bag_kg',
};

const FIELDS = Object.keys(SEED_LOT_COLUMNS) as (keyof SeedLotForm)[];
const TEXT_FIELDS: readonly (keyof SeedLotForm)[] = [
  'lotNumber',
  'crop',
  'variety',
  'seedClass',
  'season',
  'plant',
  'certificationAgency',
  'tagSeries',
];

/** One row of a load, read and checked for its form: the header is row 1. */
export interface SeedLotLoadRow {
  row: number;
  form: SeedLotForm;
}

const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const FIELD_BY_HEADER = new Map(FIELDS.map((field) => [headerKey(SEED_LOT_COLUMNS[field]), field]));

/** What a spreadsheet would run as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Day first, as Indian offices write dates: 15/10/2026, 15-10-2026, 15.10.2026. */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** A date as `YYYY-MM-DD`, or the text itself for the rules to refuse. */
function dateCell(text: string): string {
  if (ISO_DATE.test(text)) return text;
  const match = DAY_FIRST.exec(text);
  return match ? `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}` : text;
}

/** A figure as written (a percentage may carry its sign, a bag size its unit), or the text itself. */
function figureCell(text: string, pattern: RegExp, suffix?: RegExp): unknown {
  const bare = (suffix ? text.replace(suffix, '') : text).replace(/,/g, '').trim();
  return pattern.test(bare) ? Number(bare) : text;
}

/** A row's cells as the form a publisher would have typed. */
function formOf(cell: (field: keyof SeedLotForm) => string): SeedLotForm {
  const crop = cell('crop');
  const seedClass = cell('seedClass').toLowerCase();
  return {
    lotNumber: cell('lotNumber'),
    crop: findFieldCrop(crop.toLowerCase())?.slug ?? crop,
    variety: cell('variety'),
    seedClass: seedClass as SeedLotForm['seedClass'],
    season: cell('season')
      .replace(/\s+/g, ' ')
      .replace(/^(rabi|kharif)/i, (kind) => kind[0].toUpperCase() + kind.slice(1).toLowerCase()),
    plant: findPlant(cell('plant')) ?? (cell('plant') as SeedLotForm['plant']),
    processedOn: dateCell(cell('processedOn')),
    testedOn: dateCell(cell('testedOn')),
    germination: figureCell(cell('germination'), DECIMAL, /\s*%$/) as number,
    purity: figureCell(cell('purity'), DECIMAL, /\s*%$/) as number,
    moisture: figureCell(cell('moisture'), DECIMAL, /\s*%$/) as number,
    validUntil: dateCell(cell('validUntil')),
    certificationAgency: cell('certificationAgency'),
    tagSeries: cell('tagSeries'),
    bags: figureCell(cell('bags'), WHOLE) as number,
    bagKg: figureCell(cell('bagKg'), DECIMAL, /\s*kg$/i) as number,
  };
}

/**
 * Reads a load's text: the header's columns, then every row checked for its form (cells, formulas, each field by
 * the rules of a lot entered by hand, the dates against `today`), each problem named by its row and column. The
 * service then checks what only it knows (the published variety, a lot given twice, a withdrawn lot); nothing is
 * applied unless no row has a problem.
 */
export function readSeedLotLoad(
  text: string,
  today: string,
): { rows: SeedLotLoadRow[]; headers: Record<keyof SeedLotForm, string> } | { problems: SeedLotLoadProblem[] } {
  const refused = (row: number, message: string) => ({
    problems: [{ row, message: SEED_LOT_MESSAGES.loadRow(row, undefined, message) }],
  });
  const { lines, unclosedAt } = parseDelimited(text, delimiterOf(text));
  if (unclosedAt !== undefined) return refused(unclosedAt, SEED_LOT_MESSAGES.loadUnclosedQuote);
  const [header = [], ...data] = lines;

  const positions = new Map<keyof SeedLotForm, number>();
  const written = new Map<keyof SeedLotForm, string>();
  for (const [position, name] of header.entries()) {
    const field = FIELD_BY_HEADER.get(headerKey(name));
    if (!field) return refused(1, SEED_LOT_MESSAGES.loadHeaderUnknown(name.trim()));
    if (positions.has(field)) return refused(1, SEED_LOT_MESSAGES.loadHeaderTwice(name.trim()));
    positions.set(field, position);
    written.set(field, name.trim());
  }
  const missing = FIELDS.filter((field) => !positions.has(field)).map((field) => SEED_LOT_COLUMNS[field]);
  if (missing.length) return refused(1, SEED_LOT_MESSAGES.loadHeaderMissing(missing));
  if (data.length === 0) return refused(1, SEED_LOT_MESSAGES.loadEmpty);
  if (data.length > SEED_LOT_LIMITS.loadRows) return refused(1, SEED_LOT_MESSAGES.loadTooLarge);

  const rows: SeedLotLoadRow[] = [];
  const problems: SeedLotLoadProblem[] = [];
  data.forEach((cells, index) => {
    const row = index + 2;
    const problem = (message: string, field?: keyof SeedLotForm) => {
      const column = field && written.get(field);
      problems.push({ row, ...(column ? { column } : {}), message: SEED_LOT_MESSAGES.loadRow(row, column, message) });
    };
    if (cells.length !== header.length) return problem(SEED_LOT_MESSAGES.loadCells);
    const cell = (field: keyof SeedLotForm) => cells[positions.get(field) as number].trim();
    // Figures are read as figures: a negative one is refused as a figure, not as a formula.
    const formula = TEXT_FIELDS.find((field) => FORMULA_START.test(cells[positions.get(field) as number].trimStart()));
    if (formula) return problem(SEED_LOT_MESSAGES.loadFormula, formula);
    const form = formOf(cell);
    const broken = firstBrokenRule(SEED_LOT_RULES, form, 'create') ?? seedLotDateProblem(form, today);
    if (broken) return problem(broken, SEED_LOT_FIELD_OF_MESSAGE.get(broken));
    rows.push({ row, form });
  });
  return problems.length
    ? { problems }
    : { rows, headers: Object.fromEntries(written) as Record<keyof SeedLotForm, string> };
}
