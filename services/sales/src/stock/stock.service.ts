import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { ActivityPublisher, ApiError, currentRequestOrigin, isRecordKey } from '@seedcorp/libs';
import {
  bagsAfter,
  currentSeason,
  DISTRICT_NOT_STATED,
  farmerRateOf,
  FIELD_CROPS,
  findFieldCrop,
  seasonTitle,
  PUBLIC_STOCK_LISTED_COUNTERS,
  type PublicSeasonStock,
  type PublicStockLine,
  type PublicVarietyStock,
  type PublicStock,
  type SeasonKind,
  type SeasonName,
  parseSeason,
  SEED_CLASS_NAMES,
  seasonName,
  sameVarietyName,
  STOCK_CHANGE_REASON_NAMES,
  STOCK_LINE_RECORD_TYPE,
  STOCK_MESSAGES,
  stockSeasons,
  trimmedText,
  type Bilingual,
  readStockLoad,
  type SeedCatalogue,
  type StockChangeReason,
  type StockChangeRequest,
  type StockLoadProblems,
  type StockLoadResult,
  type StockLoadRow,
  type StockHistory,
  type StockLineItem,
} from '@seedcorp/contracts';
import { SaleCounter } from '../counters/sale-counter.entity';
import { ensureMayKeep } from '../operators/operator-scope';
import { SeedCatalogueClient } from './seed-catalogue.client';
import { StockChange } from './stock-change.entity';
import { StockLine } from './stock-line.entity';

/** The newest changes a line's history shows. */
const HISTORY_LIMIT = 500;
/** Public answers kept at once: the two seasons' every district and each district asked for. */
const PUBLIC_ANSWERS_KEPT = 200;
const LINE_ORDER = { crop: 'ASC', variety: 'ASC', seedClass: 'ASC', bagGrams: 'ASC' } as const;

const kg = (grams: number) => grams / 1000;

function toLineItem(line: StockLine): StockLineItem {
  const crop = findFieldCrop(line.crop);
  return {
    key: line.id,
    counterKey: line.counterId,
    season: line.season,
    crop: line.crop,
    cropName: crop?.name ?? { en: line.crop, hi: line.crop },
    variety: line.varietyName,
    seedClass: line.seedClass,
    bagKg: kg(line.bagGrams),
    bags: line.bags,
    reserved: line.reserved,
    version: line.version,
    updatedAt: line.updatedAt.toISOString(),
  };
}

/** What names a line, but its variety. */
type LineIdentity = Pick<StockLine, 'counterId' | 'season' | 'crop' | 'seedClass' | 'bagGrams'>;

/** A load's row, checked: the line it writes. */
interface PlannedRow {
  row: StockLoadRow;
  variety: Bilingual;
  identity: LineIdentity;
}

/** The note of every change a stock load records. */
const LOAD_NOTE = 'Loaded from a CSV file';

const lineOrderKey = (identity: LineIdentity, variety: Bilingual) =>
  [identity.counterId, identity.season, identity.crop, variety.en, identity.seedClass, identity.bagGrams].join('|');

const publishedVarietyIn = (catalogue: SeedCatalogue, crop: string, variety: string): Bilingual | undefined =>
  catalogue.crops
    .find((candidate) => candidate.slug === crop)
    ?.varieties.find((candidate) => sameVarietyName(candidate.en, variety));

/** A row's line, or what only the service can see is wrong with it: its counter, its season's date, its variety. */
function plannedRowProblem(
  row: StockLoadRow,
  counter: SaleCounter | undefined,
  seasons: string[],
  catalogue: SeedCatalogue,
): PlannedRow | string {
  if (!counter) return STOCK_MESSAGES.unknownCounter;
  if (counter.closed) return STOCK_MESSAGES.counterClosed;
  const season = seasonName(parseSeason(row.season) as SeasonName);
  if (!seasons.includes(season)) return STOCK_MESSAGES.season;
  const variety = publishedVarietyIn(catalogue, row.crop, row.variety);
  if (!variety) return STOCK_MESSAGES.unknownVariety;
  const bagGrams = Math.round(row.bagKg * 1000);
  return {
    row,
    variety,
    identity: { counterId: counter.id, season, crop: row.crop, seedClass: row.seedClass, bagGrams },
  };
}

const loadRefused = (problems: StockLoadProblems['problems']): ApiError =>
  ApiError.badRequest(STOCK_MESSAGES.loadRefused(problems.length), { problems } satisfies StockLoadProblems);

/** Each variety's lines added up, in the lines' order: the counters with a bag of it, the bags, the latest change. */
function varietyTotals(lines: readonly PublicStockLine[]): PublicVarietyStock[] {
  const totals = new Map<string, PublicVarietyStock & { at: Set<string> }>();
  for (const line of lines) {
    const key = `${line.crop}\n${line.variety.en}`;
    const total = totals.get(key) ?? {
      crop: line.crop,
      cropName: line.cropName,
      variety: line.variety,
      counters: 0,
      bags: 0,
      farmerRate: line.farmerRate,
      updatedAt: line.updatedAt,
      at: new Set<string>(),
    };
    if (line.bags > 0) total.at.add(line.counterKey);
    total.counters = total.at.size;
    total.bags += line.bags;
    if (line.updatedAt > total.updatedAt) total.updatedAt = line.updatedAt;
    totals.set(key, total);
  }
  return [...totals.values()].map(({ at: _at, ...total }) => total);
}

const describeLine = (line: StockLine, counter: SaleCounter) =>
  `Stock: ${counter.name.en} (${counter.regionalUnit.en}), ${findFieldCrop(line.crop)?.name.en ?? line.crop} ` +
  `${line.varietyName.en}, ${SEED_CLASS_NAMES[line.seedClass].en}, ${kg(line.bagGrams)} kg bags, ${line.season}`;

/**
 * The bags on hand at each counter. A change locks its line, checks it against the version the operator loaded,
 * and writes the new figure and its history entry in one transaction: two operators saving the same line cannot
 * both win, and the history always adds up to the bags on hand.
 */
@Injectable()
export class StockService {
  /** Each public answer (a season and district) with what it was made from; see `publicStamp`. */
  private readonly publicAnswers = new Map<
    string,
    { stamp: string; catalogue: SeedCatalogue | undefined; answer: PublicStock }
  >();

  constructor(
    @InjectRepository(StockLine) private readonly lines: Repository<StockLine>,
    private readonly catalogue: SeedCatalogueClient,
    private readonly activity: ActivityPublisher,
  ) {}

  async list(counterKey: string, season: string): Promise<StockLineItem[]> {
    await ensureMayKeep(this.lines.manager, counterKey);
    await this.counter(this.lines.manager, counterKey);
    const parsed = parseSeason(season);
    if (!parsed) throw ApiError.badRequest(STOCK_MESSAGES.season);
    const rows = await this.lines.find({
      where: { counterId: counterKey, season: seasonName(parsed) },
      order: LINE_ORDER,
    });
    return rows.map(toLineItem);
  }

  async history(key: string): Promise<StockHistory> {
    const line = isRecordKey(key) ? await this.lines.findOneBy({ id: key }) : null;
    if (!line) throw ApiError.notFound(STOCK_MESSAGES.lineNotFound);
    await ensureMayKeep(this.lines.manager, line.counterId);
    const changes = await this.lines.manager.find(StockChange, {
      where: { lineId: key },
      order: { id: 'DESC' },
      take: HISTORY_LIMIT,
    });
    return {
      line: toLineItem(line),
      changes: changes.map((change) => ({
        at: change.at.toISOString(),
        by: change.adminName,
        reason: change.reason,
        before: change.before,
        after: change.after,
        note: change.note,
      })),
    };
  }

  /**
   * What farmers read: the current season of the kind, and the next once it has stock, each line priced from the
   * season's rate list in force. Lines at 0 stay, so "none in stock" is said rather than the variety vanishing. With
   * a district, the lines of its counters; without, every counter's lines only while few counters keep stock, and
   * always each variety's totals. An answer is kept and given again while nothing it was made from has changed: the
   * stock and counters (`publicStamp`) and the catalogue (the same object while content's answer is the same).
   */
  async publicStock(kind: SeasonKind, district?: string, now = new Date()): Promise<PublicStock> {
    const current = currentSeason(kind, now);
    const next = seasonName({ kind, year: (parseSeason(current) as SeasonName).year + 1 });
    // The stamp is read before the stock: an answer kept under a stamp is never older than the stamp says.
    const [stamp, catalogue] = await Promise.all([
      this.publicStamp([current, next]),
      this.catalogue.catalogue().catch(() => undefined),
    ]);
    const key = `${current}\n${district ?? ''}`;
    const kept = this.publicAnswers.get(key);
    if (kept && kept.stamp === stamp && kept.catalogue === catalogue) return kept.answer;
    const answer = await this.readPublicStock([current, next], district, catalogue);
    // Districts are the visitor's words: what is kept stays bounded whatever they ask for.
    if (this.publicAnswers.size >= PUBLIC_ANSWERS_KEPT) this.publicAnswers.clear();
    this.publicAnswers.set(key, { stamp, catalogue, answer });
    return answer;
  }

  /**
   * What changes with every change of anything a public answer shows: each stock line's version (it rises with each
   * change, and a line is never removed) and its reservations' count of moves (likewise), and each counter's. Read from the database itself, so a change made on
   * another replica, or committed out of order, is seen by the next read here.
   */
  private async publicStamp(seasons: string[]): Promise<string> {
    const [row] = (await this.lines.manager.query(
      `SELECT (SELECT count(*) || '.' || coalesce(sum(version), 0) || '.' || coalesce(sum(reserved_moves), 0)
                 FROM sales.stock_lines WHERE season = ANY($1)) AS lines,
              (SELECT count(*) || '.' || coalesce(sum(version), 0) FROM sales.sale_counters) AS counters`,
      [seasons],
    )) as { lines: string; counters: string }[];
    return `${row.lines}/${row.counters}`;
  }

  private async readPublicStock(
    [current, next]: string[],
    district: string | undefined,
    catalogue: SeedCatalogue | undefined,
  ): Promise<PublicStock> {
    // Which counters keep stock in which season: one row a counter and season, whatever their lines.
    const kept = (await this.lines.manager.query(
      'SELECT DISTINCT counter_id AS "counterId", season FROM sales.stock_lines WHERE season = ANY($1)',
      [[current, next]],
    )) as { counterId: string; season: string }[];
    const keepers = [...new Set(kept.map((row) => row.counterId))];
    const counters = keepers.length
      ? await this.lines.manager.find(SaleCounter, {
          where: { id: In(keepers) },
          order: { position: 'ASC', id: 'ASC' },
        })
      : [];
    const inDistrict = (counter: SaleCounter) =>
      district === DISTRICT_NOT_STATED ? counter.district === null : counter.district === district;
    const asked = counters.filter((counter) => !district || inDistrict(counter)).map((counter) => counter.id);
    const listed = Boolean(district) || keepers.length <= PUBLIC_STOCK_LISTED_COUNTERS;
    // Only what the answer holds is read: the asked counters' lines when listed, else each variety's totals.
    const rows =
      listed && asked.length
        ? await this.lines.find({ where: { season: In([current, next]), counterId: In(asked) } })
        : [];
    // Unlisted means every district asked: the totals are of every counter.
    const totals = listed ? [] : await this.varietyTotalsOf([current, next]);
    const cropOrder = (slug: string) => FIELD_CROPS.findIndex((crop) => crop.slug === slug);
    rows.sort(
      (a, b) =>
        cropOrder(a.crop) - cropOrder(b.crop) ||
        a.variety.localeCompare(b.variety) ||
        a.seedClass.localeCompare(b.seedClass) ||
        a.bagGrams - b.bagGrams ||
        a.counterId.localeCompare(b.counterId),
    );
    totals.sort((a, b) => cropOrder(a.crop) - cropOrder(b.crop) || a.variety.en.localeCompare(b.variety.en));
    const seasons = [current, next]
      .filter((season) => season === current || kept.some((row) => row.season === season))
      .map((season): PublicSeasonStock => {
        const rates = catalogue?.rateLists.find((list) => list.season === season)?.rows ?? [];
        const rateOf = (cropName: Bilingual, variety: string) => farmerRateOf(rates, cropName, variety);
        const lines = rows
          .filter((row) => row.season === season)
          .map((row): PublicStockLine => {
            const { key: _key, season: _season, version: _version, reserved, ...line } = toLineItem(row);
            // Farmers read the bags free to buy or book: those booked stay on hand until collected.
            return { ...line, bags: line.bags - reserved, farmerRate: rateOf(line.cropName, line.variety.en) };
          });
        return {
          season,
          title: seasonTitle(season),
          priced: catalogue !== undefined,
          varieties: listed
            ? varietyTotals(lines)
            : totals
                .filter((total) => total.season === season)
                .map(({ season: _season, ...total }) => ({
                  ...total,
                  farmerRate: rateOf(total.cropName, total.variety.en),
                })),
          lines,
        };
      });
    const named = new Set(rows.map((row) => row.counterId));
    return {
      seasons,
      district: district || null,
      listed,
      // The counters with no district stated are chosen as one more, last.
      districts: [
        ...[...new Set(counters.flatMap((counter) => (counter.district ? [counter.district] : [])))].sort(),
        ...(counters.some((counter) => !counter.district) ? [DISTRICT_NOT_STATED] : []),
      ],
      counters: counters
        .filter((counter) => named.has(counter.id))
        .map((counter) => ({
          key: counter.id,
          name: counter.name,
          regionalUnit: counter.regionalUnit,
          district: counter.district,
          closed: counter.closed,
        })),
    };
  }

  /** Each variety's totals at every counter, added up by the database: a row a season, crop and variety. */
  private async varietyTotalsOf(
    seasons: string[],
  ): Promise<(Omit<PublicVarietyStock, 'farmerRate'> & { season: string })[]> {
    const rows = (await this.lines.manager.query(
      `SELECT season, crop, max(variety_name::text) AS variety,
              count(DISTINCT counter_id) FILTER (WHERE bags - reserved > 0)::int AS counters, sum(bags - reserved) AS bags,
              max(updated_at) AS "updatedAt"
         FROM sales.stock_lines
        WHERE season = ANY($1)
        GROUP BY season, crop, variety`,
      [seasons],
    )) as { season: string; crop: string; variety: string; counters: number; bags: string; updatedAt: Date }[];
    return rows.map((row) => ({
      season: row.season,
      crop: row.crop,
      cropName: findFieldCrop(row.crop)?.name ?? { en: row.crop, hi: row.crop },
      // One variety's lines carry one pair of names but for a moment after its table is edited: either will do.
      variety: JSON.parse(row.variety) as Bilingual,
      counters: row.counters,
      // A bigint sum comes as text: a season's bags may pass 2^31 at many counters, never 2^53.
      bags: Number(row.bags),
      updatedAt: new Date(row.updatedAt).toISOString(),
    }));
  }

  async change(request: StockChangeRequest, now = new Date()): Promise<StockLineItem> {
    // An operator hears first that the counter is not theirs, before anything about the line.
    await ensureMayKeep(this.lines.manager, request.counterKey);
    const season = seasonName(parseSeason(request.season) as NonNullable<ReturnType<typeof parseSeason>>);
    if (!stockSeasons(now).includes(season)) throw ApiError.badRequest(STOCK_MESSAGES.season);
    const variety = await this.publishedVariety(request.crop, request.variety);
    const bagGrams = Math.round(request.bagKg * 1000);
    const note = trimmedText(request.note);

    const { line, counter, before } = await this.lines.manager.transaction(async (manager) => {
      const counter = await this.counter(manager, request.counterKey, true);
      await ensureMayKeep(manager, counter.id, true);
      if (counter.closed) throw ApiError.badRequest(STOCK_MESSAGES.counterClosed);
      const identity = { counterId: counter.id, season, crop: request.crop, seedClass: request.seedClass, bagGrams };
      const written = await this.writeLine(manager, identity, variety, (current) => {
        if (current.version !== request.baseVersion) {
          throw new ApiError(409, STOCK_MESSAGES.staleLine(current.bags), toLineItem(current));
        }
        const outcome = bagsAfter(current.bags, request.reason, request.bags);
        if ('refused' in outcome) throw ApiError.badRequest(outcome.refused, toLineItem(current));
        if (outcome.after < current.reserved) {
          throw ApiError.badRequest(STOCK_MESSAGES.reservedBelow(current.reserved), toLineItem(current));
        }
        return { after: outcome.after, reason: request.reason, note: note === '' ? null : note };
      });
      return { ...written, counter };
    });
    await this.publishChange(line, counter, before, request.reason, note);
    return toLineItem(line);
  }

  /**
   * A stock take of many counters at once, from a CSV: every row checked first (its form, its counter open, its
   * variety published, no line given twice), then every line written as a correction in one transaction, each
   * line's lock taken in one order so that two loads cannot deadlock. One bad row, and nothing is written.
   */
  async load(text: string, now = new Date()): Promise<StockLoadResult> {
    const read = readStockLoad(text);
    if ('problems' in read) throw loadRefused(read.problems);
    const catalogue = await this.catalogue.catalogue();
    const seasons = stockSeasons(now);
    const keys = [...new Set(read.rows.map((row) => row.counterKey).filter(isRecordKey))];
    const counters = new Map(
      (keys.length ? await this.lines.manager.find(SaleCounter, { where: { id: In(keys) } }) : []).map(
        (counter) => [counter.id, counter] as const,
      ),
    );
    const problems: StockLoadProblems['problems'] = [];
    const firstRowOf = new Map<string, number>();
    const planned: PlannedRow[] = [];
    for (const row of read.rows) {
      const refusal = plannedRowProblem(row, counters.get(row.counterKey), seasons, catalogue);
      if (typeof refusal === 'string') {
        problems.push({ row: row.row, message: STOCK_MESSAGES.loadRow(row.row, refusal) });
        continue;
      }
      const key = lineOrderKey(refusal.identity, refusal.variety);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        problems.push({ row: row.row, message: STOCK_MESSAGES.loadRow(row.row, STOCK_MESSAGES.loadDuplicate(first)) });
        continue;
      }
      firstRowOf.set(key, row.row);
      planned.push(refusal);
    }
    if (problems.length) throw loadRefused(problems);

    planned.sort((a, b) => lineOrderKey(a.identity, a.variety).localeCompare(lineOrderKey(b.identity, b.variety)));
    const changed = await this.lines.manager.transaction(async (manager) => {
      // Share-locked first, and checked again: a counter closed since the rows were read stops the whole load.
      const locked = await manager.find(SaleCounter, {
        where: { id: In([...counters.keys()]) },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_read' },
      });
      const closed = locked.find((counter) => counter.closed);
      const closedRow = planned.find((each) => each.identity.counterId === closed?.id)?.row.row;
      if (closedRow !== undefined) {
        throw loadRefused([
          { row: closedRow, message: STOCK_MESSAGES.loadRow(closedRow, STOCK_MESSAGES.counterClosed) },
        ]);
      }
      const written: { line: StockLine; before: number }[] = [];
      for (const { row, variety, identity } of planned) {
        const result = await this.writeLine(manager, identity, variety, (current) => {
          if (row.bags < current.reserved) {
            throw loadRefused([
              {
                row: row.row,
                message: STOCK_MESSAGES.loadRow(row.row, STOCK_MESSAGES.reservedBelow(current.reserved)),
              },
            ]);
          }
          return current.bags === row.bags ? undefined : { after: row.bags, reason: 'correction', note: LOAD_NOTE };
        });
        if (result.line.bags !== result.before) written.push(result);
      }
      return written;
    });
    for (const { line, before } of changed) {
      await this.publishChange(line, counters.get(line.counterId) as SaleCounter, before, 'correction', LOAD_NOTE);
    }
    return { rows: read.rows.length, changed: changed.length };
  }

  /**
   * Writes one line under its row lock: made at version 0 with no bags when missing (so that two first changes
   * meet on one lock), then `decide` sees it as it is and names the new figure, or nothing to change. The line,
   * its version and its history entry are written together.
   */
  private async writeLine(
    manager: EntityManager,
    identity: LineIdentity,
    variety: Bilingual,
    decide: (current: StockLine) => { after: number; reason: StockChangeReason; note: string | null } | undefined,
  ): Promise<{ line: StockLine; before: number }> {
    const where = { ...identity, variety: variety.en };
    await manager
      .createQueryBuilder()
      .insert()
      .into(StockLine)
      .values({ id: randomUUID(), ...where, varietyName: variety, bags: 0, version: 0 })
      .orIgnore()
      .execute();
    const current = await manager.findOneOrFail(StockLine, { where, lock: { mode: 'pessimistic_write' } });
    const decided = decide(current);
    if (!decided) return { line: current, before: current.bags };
    const origin = currentRequestOrigin();
    await manager.update(
      StockLine,
      { id: current.id },
      { bags: decided.after, version: current.version + 1, varietyName: variety },
    );
    await manager.insert(StockChange, {
      lineId: current.id,
      at: new Date(),
      adminId: origin?.admin?.id ?? null,
      adminName: origin?.admin?.name ?? origin?.admin?.id ?? 'Unknown',
      reason: decided.reason,
      before: current.bags,
      after: decided.after,
      note: decided.note,
    });
    return { line: await manager.findOneByOrFail(StockLine, { id: current.id }), before: current.bags };
  }

  /** The change, in recent activity and the audit trail. */
  private publishChange(
    line: StockLine,
    counter: SaleCounter,
    before: number,
    reason: StockChangeReason,
    note: string,
  ): Promise<void> {
    return this.activity.publish(
      before === 0 && line.version === 1 ? 'Created' : 'Updated',
      describeLine(line, counter),
      {
        record: { type: STOCK_LINE_RECORD_TYPE, id: line.id },
        changes: [
          { field: 'Bags on hand', old: String(before), new: String(line.bags) },
          { field: 'Reason', old: null, new: STOCK_CHANGE_REASON_NAMES[reason].en },
          ...(note === '' ? [] : [{ field: 'Note', old: null, new: note }]),
        ],
      },
    );
  }

  /** The variety as the crop's published table names it, in both languages. */
  private async publishedVariety(crop: string, variety: string): Promise<Bilingual> {
    const published = publishedVarietyIn(await this.catalogue.catalogue(), crop, variety);
    if (!published) throw ApiError.badRequest(STOCK_MESSAGES.unknownVariety);
    return published;
  }

  /** The counter, shared-locked for a change so that it cannot close while its stock changes. */
  private async counter(manager: EntityManager, key: string, lock = false): Promise<SaleCounter> {
    const counter = isRecordKey(key)
      ? await manager.findOne(SaleCounter, {
          where: { id: key },
          ...(lock ? { lock: { mode: 'pessimistic_read' as const } } : {}),
        })
      : null;
    if (!counter) throw ApiError.notFound(STOCK_MESSAGES.unknownCounter);
    return counter;
  }
}
