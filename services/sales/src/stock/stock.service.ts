import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { ActivityPublisher, ApiError, currentRequestOrigin, isRecordKey } from '@seedcorp/libs';
import {
  bagsAfter,
  currentSeason,
  farmerRateOf,
  FIELD_CROPS,
  findFieldCrop,
  seasonTitle,
  type PublicSeasonStock,
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
  type StockChangeRequest,
  type StockHistory,
  type StockLineItem,
} from '@seedcorp/contracts';
import { SaleCounter } from '../counters/sale-counter.entity';
import { SeedCatalogueClient } from './seed-catalogue.client';
import { StockChange } from './stock-change.entity';
import { StockLine } from './stock-line.entity';

/** The newest changes a line's history shows. */
const HISTORY_LIMIT = 500;
const LINE_ORDER = { crop: 'ASC', variety: 'ASC', seedClass: 'ASC', bagGrams: 'ASC' } as const;

const kg = (grams: number) => grams / 1000;

export function toLineItem(line: StockLine): StockLineItem {
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
    version: line.version,
    updatedAt: line.updatedAt.toISOString(),
  };
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
  constructor(
    @InjectRepository(StockLine) private readonly lines: Repository<StockLine>,
    private readonly catalogue: SeedCatalogueClient,
    private readonly activity: ActivityPublisher,
  ) {}

  async list(counterKey: string, season: string): Promise<StockLineItem[]> {
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
   * season's rate list in force. Lines at 0 stay, so "none in stock" is said rather than the variety vanishing.
   */
  async publicStock(kind: SeasonKind, now = new Date()): Promise<PublicStock> {
    const current = currentSeason(kind, now);
    const next = seasonName({ kind, year: (parseSeason(current) as SeasonName).year + 1 });
    const rows = await this.lines.find({ where: { season: In([current, next]) } });
    const catalogue = await this.catalogue.catalogue().catch(() => undefined);
    const cropOrder = (slug: string) => FIELD_CROPS.findIndex((crop) => crop.slug === slug);
    rows.sort(
      (a, b) =>
        cropOrder(a.crop) - cropOrder(b.crop) ||
        a.variety.localeCompare(b.variety) ||
        a.seedClass.localeCompare(b.seedClass) ||
        a.bagGrams - b.bagGrams ||
        a.counterId.localeCompare(b.counterId),
    );
    const seasons = [current, next]
      .filter((season) => season === current || rows.some((row) => row.season === season))
      .map((season): PublicSeasonStock => {
        const rates = catalogue?.rateLists.find((list) => list.season === season)?.rows ?? [];
        return {
          season,
          title: seasonTitle(season),
          priced: catalogue !== undefined,
          lines: rows
            .filter((row) => row.season === season)
            .map((row) => {
              const { key: _key, season: _season, version: _version, ...line } = toLineItem(row);
              return { ...line, farmerRate: farmerRateOf(rates, line.cropName, line.variety.en) };
            }),
        };
      });
    const counterKeys = [...new Set(rows.map((row) => row.counterId))];
    const counters = counterKeys.length
      ? await this.lines.manager.find(SaleCounter, {
          where: { id: In(counterKeys) },
          order: { position: 'ASC', id: 'ASC' },
        })
      : [];
    return {
      seasons,
      counters: counters.map((counter) => ({
        key: counter.id,
        name: counter.name,
        regionalUnit: counter.regionalUnit,
        district: counter.district,
        closed: counter.closed,
      })),
    };
  }

  async change(request: StockChangeRequest, now = new Date()): Promise<StockLineItem> {
    const season = seasonName(parseSeason(request.season) as NonNullable<ReturnType<typeof parseSeason>>);
    if (!stockSeasons(now).includes(season)) throw ApiError.badRequest(STOCK_MESSAGES.season);
    const variety = await this.publishedVariety(request.crop, request.variety);
    const bagGrams = Math.round(request.bagKg * 1000);
    const origin = currentRequestOrigin();
    const note = trimmedText(request.note);

    const { line, counter, before } = await this.lines.manager.transaction(async (manager) => {
      const counter = await this.counter(manager, request.counterKey, true);
      if (counter.closed) throw ApiError.badRequest(STOCK_MESSAGES.counterClosed);
      const identity = {
        counterId: counter.id,
        season,
        crop: request.crop,
        variety: variety.en,
        seedClass: request.seedClass,
        bagGrams,
      };
      // A new line is made at version 0 with no bags, so that two first changes meet on one row lock.
      await manager
        .createQueryBuilder()
        .insert()
        .into(StockLine)
        .values({ id: randomUUID(), ...identity, varietyName: variety, bags: 0, version: 0 })
        .orIgnore()
        .execute();
      const current = await manager.findOneOrFail(StockLine, { where: identity, lock: { mode: 'pessimistic_write' } });
      if (current.version !== request.baseVersion) {
        throw new ApiError(409, STOCK_MESSAGES.staleLine(current.bags), toLineItem(current));
      }
      const outcome = bagsAfter(current.bags, request.reason, request.bags);
      if ('refused' in outcome) throw ApiError.badRequest(outcome.refused, toLineItem(current));
      await manager.update(
        StockLine,
        { id: current.id },
        { bags: outcome.after, version: current.version + 1, varietyName: variety },
      );
      await manager.insert(StockChange, {
        lineId: current.id,
        at: new Date(),
        adminId: origin?.admin?.id ?? null,
        adminName: origin?.admin?.name ?? origin?.admin?.id ?? 'Unknown',
        reason: request.reason,
        before: current.bags,
        after: outcome.after,
        note: note === '' ? null : note,
      });
      return { line: await manager.findOneByOrFail(StockLine, { id: current.id }), counter, before: current.bags };
    });

    await this.activity.publish(
      before === 0 && line.version === 1 ? 'Created' : 'Updated',
      describeLine(line, counter),
      {
        record: { type: STOCK_LINE_RECORD_TYPE, id: line.id },
        changes: [
          { field: 'Bags on hand', old: String(before), new: String(line.bags) },
          { field: 'Reason', old: null, new: STOCK_CHANGE_REASON_NAMES[request.reason].en },
          ...(note === '' ? [] : [{ field: 'Note', old: null, new: note }]),
        ],
      },
    );
    return toLineItem(line);
  }

  /** The variety as the crop's published table names it, in both languages. */
  private async publishedVariety(crop: string, variety: string): Promise<Bilingual> {
    const catalogue = await this.catalogue.catalogue();
    const published = catalogue.crops
      .find((candidate) => candidate.slug === crop)
      ?.varieties.find((candidate) => sameVarietyName(candidate.en, variety));
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
