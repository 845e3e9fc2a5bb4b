import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import { ActivityPublisher, ApiError, fieldChanges, isRecordKey, pagedOf, type PageRequest } from '@seedcorp/libs';
import {
  firstBrokenRule,
  indiaToday,
  mayMoveLot,
  readSeedLotLoad,
  sameVarietyName,
  SEED_LOT_LOAD_RECORD_TYPE,
  SEED_LOT_MESSAGES,
  SEED_LOT_RECORD_TYPE,
  SEED_LOT_RULES,
  seedLotDateProblem,
  seedLotKey,
  seedLotState,
  type AdminSeedLot,
  type Bilingual,
  type Paged,
  type SeedCatalogue,
  type SeedLotForm,
  type SeedLotListRequest,
  type SeedLotLoadProblem,
  type SeedLotLoadResult,
  type SeedLotMove,
  type SeedLotNotice,
  type SeedLotState,
} from '@seedcorp/contracts';
import { TablesService } from '../tables/tables.service';
import { SeedLot } from './seed-lot.entity';
import { adminLotOf, auditedFields, gramsOf, noticeOf } from './seed-lot-views';

/** A lot's columns as a load or a form writes them. */
type WrittenLot = Omit<SeedLot, 'id' | 'withdrawnAt' | 'withdrawalReason' | 'version' | 'createdAt' | 'updatedAt'>;

/** The published variety a form names, in both languages, or undefined. */
function publishedVariety(catalogue: SeedCatalogue, crop: string, variety: string): Bilingual | undefined {
  return catalogue.crops
    .find((each) => each.slug === crop)
    ?.varieties.find((each) => sameVarietyName(each.en, variety));
}

function writtenLot(form: SeedLotForm, variety: Bilingual, loadId: string | null): WrittenLot {
  return {
    lotKey: seedLotKey(form.lotNumber) as string,
    lotNumber: form.lotNumber.trim().replace(/\s+/g, ' '),
    crop: form.crop,
    variety,
    seedClass: form.seedClass,
    season: form.season.trim(),
    plant: form.plant,
    processedOn: form.processedOn.trim(),
    testedOn: form.testedOn.trim(),
    germination: form.germination,
    purity: form.purity,
    moisture: form.moisture,
    validUntil: form.validUntil.trim(),
    certificationAgency: form.certificationAgency.trim(),
    tagSeries: form.tagSeries.trim(),
    bags: form.bags,
    bagGrams: gramsOf(form.bagKg),
    loadId,
  };
}

/** The record set `jsonb_to_recordset` reads a load's lots from: one parameter, however many lots. */
const LOT_RECORD = `jsonb_to_recordset($1::jsonb) AS r(
  lot_key varchar, lot_number varchar, crop varchar, variety jsonb, seed_class varchar, season varchar,
  plant varchar, processed_on date, tested_on date, germination numeric, purity numeric, moisture numeric,
  valid_until date, certification_agency varchar, tag_series varchar, bags integer, bag_grams integer)`;
const LOT_COLUMNS = [
  'lot_key',
  'lot_number',
  'crop',
  'variety',
  'seed_class',
  'season',
  'plant',
  'processed_on',
  'tested_on',
  'germination',
  'purity',
  'moisture',
  'valid_until',
  'certification_agency',
  'tag_series',
  'bags',
  'bag_grams',
];

const recordOf = (lot: WrittenLot) => ({
  lot_key: lot.lotKey,
  lot_number: lot.lotNumber,
  crop: lot.crop,
  variety: lot.variety,
  seed_class: lot.seedClass,
  season: lot.season,
  plant: lot.plant,
  processed_on: lot.processedOn,
  tested_on: lot.testedOn,
  germination: lot.germination,
  purity: lot.purity,
  moisture: lot.moisture,
  valid_until: lot.validUntil,
  certification_agency: lot.certificationAgency,
  tag_series: lot.tagSeries,
  bags: lot.bags,
  bag_grams: lot.bagGrams,
});

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { driverError?: { code?: string } }).driverError?.code === '23505';

const loadRefused = (problems: SeedLotLoadProblem[]) =>
  ApiError.badRequest(SEED_LOT_MESSAGES.loadRefused(problems.length), { problems });

/** How the audit trail names a lot. */
const describe = (lot: Pick<SeedLot, 'lotNumber' | 'variety'>) => `Seed lot ${lot.lotNumber} (${lot.variety.en})`;

/**
 * The seed lots: entered one by one or loaded many at once from a laboratory's CSV (all or nothing), withdrawn with a
 * reason (which is the public notice) or reinstated. Every change is in recent activity and the audit trail.
 */
@Injectable()
export class SeedLotsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tables: TablesService,
    private readonly activity: ActivityPublisher,
  ) {}

  private get lots() {
    return this.dataSource.getRepository(SeedLot);
  }

  async list(request: SeedLotListRequest, page: PageRequest, now = new Date()): Promise<Paged<AdminSeedLot>> {
    const today = indiaToday(now);
    const query = this.lots.createQueryBuilder('lot');
    const search = typeof request.search === 'string' ? request.search.trim() : '';
    if (search !== '') {
      const key = search.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      query.andWhere(
        new Brackets((either) => {
          if (key !== '') either.orWhere('lot.lotKey LIKE :key', { key: `%${key}%` });
          either.orWhere("lot.variety->>'en' ILIKE :text", { text: `%${search.replace(/[\\%_]/g, '\\$&')}%` });
        }),
      );
    }
    const state: SeedLotState | undefined = request.state;
    if (state === 'withdrawn') query.andWhere('lot.withdrawnAt IS NOT NULL');
    if (state === 'expired') query.andWhere('lot.withdrawnAt IS NULL AND lot.validUntil < :today', { today });
    if (state === 'valid') query.andWhere('lot.withdrawnAt IS NULL AND lot.validUntil >= :today', { today });
    const [rows, total] = await query
      .orderBy('lot.createdAt', 'DESC')
      .addOrderBy('lot.id', 'ASC')
      .skip(page.skip)
      .take(page.size)
      .getManyAndCount();
    return pagedOf(
      rows.map((row) => adminLotOf(row, today)),
      total,
      page.size,
    );
  }

  async get(key: string, now = new Date()): Promise<AdminSeedLot> {
    return adminLotOf(await this.found(this.dataSource.manager, key), indiaToday(now));
  }

  async create(form: SeedLotForm, now = new Date()): Promise<AdminSeedLot> {
    const lot = writtenLot(form, await this.checked(form, now), null);
    const created = await this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(SeedLot, { lotKey: lot.lotKey }))
        throw ApiError.badRequest(SEED_LOT_MESSAGES.lotTaken);
      try {
        const { identifiers } = await manager.insert(SeedLot, { ...lot, version: 1 });
        return manager.findOneByOrFail(SeedLot, { id: (identifiers[0] as { id: string }).id });
      } catch (error) {
        throw isUniqueViolation(error) ? ApiError.badRequest(SEED_LOT_MESSAGES.lotTaken) : error;
      }
    });
    await this.activity.publish('Created', describe(created), {
      record: { type: SEED_LOT_RECORD_TYPE, id: created.id },
      changes: fieldChanges({}, auditedFields(created)),
    });
    return adminLotOf(created, indiaToday(now));
  }

  async update(key: string, baseVersion: number, form: SeedLotForm, now = new Date()): Promise<AdminSeedLot> {
    const variety = await this.checked(form, now);
    const { before, after } = await this.dataSource
      .transaction(async (manager) => {
        const current = await this.lockedForMove(manager, key, baseVersion, 'edit', now);
        const lot = writtenLot(form, variety, current.loadId);
        if (lot.lotKey !== current.lotKey && (await manager.existsBy(SeedLot, { lotKey: lot.lotKey }))) {
          throw ApiError.badRequest(SEED_LOT_MESSAGES.lotTaken);
        }
        await manager.update(SeedLot, { id: current.id }, { ...lot, version: current.version + 1 });
        return { before: current, after: await manager.findOneByOrFail(SeedLot, { id: current.id }) };
      })
      .catch((error: unknown) => {
        // Another entry took the new number between the check and the write.
        throw isUniqueViolation(error) ? ApiError.badRequest(SEED_LOT_MESSAGES.lotTaken) : error;
      });
    const changes = fieldChanges(auditedFields(before), auditedFields(after));
    if (changes.length) {
      await this.activity.publish('Updated', describe(after), {
        record: { type: SEED_LOT_RECORD_TYPE, id: after.id },
        changes,
      });
    }
    return adminLotOf(after, indiaToday(now));
  }

  /** Withdraws a lot: its page says so with the reason, and the withdrawal is published among the notices. */
  async withdraw(
    key: string,
    baseVersion: number,
    reason: string,
    reasonHindi: string | undefined,
    now = new Date(),
  ): Promise<AdminSeedLot> {
    const hi = reasonHindi?.trim() ? reasonHindi.trim() : null;
    const lot = await this.dataSource.transaction(async (manager) => {
      const current = await this.lockedForMove(manager, key, baseVersion, 'withdraw', now);
      await manager.update(
        SeedLot,
        { id: current.id },
        { withdrawnAt: now, withdrawalReason: { en: reason.trim(), hi }, version: current.version + 1 },
      );
      return manager.findOneByOrFail(SeedLot, { id: current.id });
    });
    await this.activity.publish('Published', `Withdrawal notice: ${describe(lot)}`, {
      record: { type: SEED_LOT_RECORD_TYPE, id: lot.id },
      changes: [
        { field: 'State', old: 'In force', new: 'Withdrawn' },
        { field: 'Reason', old: null, new: reason.trim() },
        ...(hi ? [{ field: 'Reason, Hindi', old: null, new: hi }] : []),
      ],
    });
    return adminLotOf(lot, indiaToday(now));
  }

  /** Takes back a withdrawal made in error: the lot is in force again and its notice leaves the public list. */
  async reinstate(key: string, baseVersion: number, now = new Date()): Promise<AdminSeedLot> {
    const { before, lot } = await this.dataSource.transaction(async (manager) => {
      const current = await this.lockedForMove(manager, key, baseVersion, 'reinstate', now);
      await manager.update(
        SeedLot,
        { id: current.id },
        { withdrawnAt: null, withdrawalReason: null, version: current.version + 1 },
      );
      return { before: current, lot: await manager.findOneByOrFail(SeedLot, { id: current.id }) };
    });
    await this.activity.publish('Updated', `Withdrawal taken back: ${describe(lot)}`, {
      record: { type: SEED_LOT_RECORD_TYPE, id: lot.id },
      changes: [
        { field: 'State', old: 'Withdrawn', new: 'In force' },
        { field: 'Reason', old: before.withdrawalReason?.en ?? null, new: null },
      ],
    });
    return adminLotOf(lot, indiaToday(now));
  }

  /** The withdrawals in force, newest first: the public notices. */
  async notices(): Promise<SeedLotNotice[]> {
    const withdrawn = await this.lots
      .createQueryBuilder('lot')
      .where('lot.withdrawnAt IS NOT NULL')
      .orderBy('lot.withdrawnAt', 'DESC')
      .addOrderBy('lot.id', 'ASC')
      .getMany();
    return withdrawn.map(noticeOf);
  }

  /**
   * Many lots at once from a CSV: every row checked first (its form, its variety published, no lot given twice, no
   * withdrawn lot changed), then every lot written in one transaction, new ones and changed ones each in one
   * statement. One bad row, and nothing is written. The load is one entry of the audit trail (each lot it created
   * names it); each lot it changed is an entry of its own.
   */
  async load(text: string, now = new Date()): Promise<SeedLotLoadResult> {
    const today = indiaToday(now);
    const read = readSeedLotLoad(text, today);
    if ('problems' in read) throw loadRefused(read.problems);
    const catalogue = await this.tables.seedCatalogue();
    const loadId = randomUUID();
    const problems: SeedLotLoadProblem[] = [];
    const firstRowOf = new Map<string, number>();
    const planned: { row: number; lot: WrittenLot }[] = [];
    for (const { row, form } of read.rows) {
      const variety = publishedVariety(catalogue, form.crop, form.variety);
      if (!variety) {
        const column = read.headers.variety;
        problems.push({
          row,
          column,
          message: SEED_LOT_MESSAGES.loadRow(row, column, SEED_LOT_MESSAGES.unknownVariety),
        });
        continue;
      }
      const lot = writtenLot(form, variety, loadId);
      const first = firstRowOf.get(lot.lotKey);
      if (first !== undefined) {
        const column = read.headers.lotNumber;
        problems.push({
          row,
          column,
          message: SEED_LOT_MESSAGES.loadRow(row, column, SEED_LOT_MESSAGES.loadDuplicate(first)),
        });
        continue;
      }
      firstRowOf.set(lot.lotKey, row);
      planned.push({ row, lot });
    }
    if (problems.length) throw loadRefused(problems);

    const outcome = await this.dataSource
      .transaction(async (manager) => {
        const existing = await manager
          .createQueryBuilder(SeedLot, 'lot')
          .where('lot.lotKey = ANY(:keys)', { keys: planned.map(({ lot }) => lot.lotKey) })
          .orderBy('lot.lotKey')
          .setLock('pessimistic_write')
          .getMany();
        const recorded = new Map(existing.map((lot) => [lot.lotKey, lot]));
        const withdrawn = planned.filter(({ lot }) => recorded.get(lot.lotKey)?.withdrawnAt);
        if (withdrawn.length) {
          throw loadRefused(
            withdrawn.map(({ row }) => ({
              row,
              column: read.headers.lotNumber,
              message: SEED_LOT_MESSAGES.loadRow(row, read.headers.lotNumber, SEED_LOT_MESSAGES.loadWithdrawn),
            })),
          );
        }
        const fresh = planned.filter(({ lot }) => !recorded.has(lot.lotKey)).map(({ lot }) => lot);
        const changed = planned.flatMap(({ lot }) => {
          const before = recorded.get(lot.lotKey);
          if (!before) return [];
          const changes = fieldChanges(auditedFields(before), auditedFields(lot));
          return changes.length ? [{ before, lot, changes }] : [];
        });
        if (fresh.length) {
          await manager.query(
            `INSERT INTO content.seed_lots (${LOT_COLUMNS.join(', ')}, load_id)
             SELECT ${LOT_COLUMNS.join(', ')}, $2 FROM ${LOT_RECORD}`,
            [JSON.stringify(fresh.map(recordOf)), loadId],
          );
        }
        if (changed.length) {
          await manager.query(
            `UPDATE content.seed_lots AS lot
             SET ${LOT_COLUMNS.map((column) => `${column} = r.${column}`).join(', ')},
                 load_id = $2, version = lot.version + 1, updated_at = now()
             FROM ${LOT_RECORD} WHERE lot.lot_key = r.lot_key`,
            [JSON.stringify(changed.map(({ lot }) => recordOf(lot))), loadId],
          );
        }
        return { fresh, changed };
      })
      .catch((error: unknown) => {
        // Another load or entry recorded one of these numbers between the check and the write.
        throw isUniqueViolation(error) ? new ApiError(409, SEED_LOT_MESSAGES.loadConflict) : error;
      });

    const result = {
      rows: read.rows.length,
      created: outcome.fresh.length,
      updated: outcome.changed.length,
      unchanged: read.rows.length - outcome.fresh.length - outcome.changed.length,
    };
    const numbers = outcome.fresh.map((lot) => lot.lotNumber);
    await this.activity.publish('Created', `Seed lots loaded: ${result.created} new, ${result.updated} changed`, {
      record: { type: SEED_LOT_LOAD_RECORD_TYPE, id: loadId },
      changes: [
        { field: 'Rows', old: null, new: String(result.rows) },
        { field: 'Lots created', old: null, new: String(result.created) },
        { field: 'Lots changed', old: null, new: String(result.updated) },
        ...(numbers.length
          ? [
              {
                field: 'Lot numbers created',
                old: null,
                new: numbers.length > 1 ? `${numbers[0]} … ${numbers[numbers.length - 1]}` : numbers[0],
              },
            ]
          : []),
      ],
    });
    for (const { before, lot, changes } of outcome.changed) {
      await this.activity.publish('Updated', describe(lot), {
        record: { type: SEED_LOT_RECORD_TYPE, id: before.id },
        changes: [...changes, { field: 'Load', old: null, new: loadId }],
      });
    }
    return result;
  }

  /** The lot a key names, for the labels and the counters' record. */
  async lotOf(key: string): Promise<SeedLot> {
    return this.found(this.dataSource.manager, key);
  }

  /** The variety the form names as published, once the form keeps every rule. */
  private async checked(form: SeedLotForm, now: Date): Promise<Bilingual> {
    const broken = firstBrokenRule(SEED_LOT_RULES, form, 'create') ?? seedLotDateProblem(form, indiaToday(now));
    if (broken) throw ApiError.badRequest(broken);
    const variety = publishedVariety(await this.tables.seedCatalogue(), form.crop, form.variety.trim());
    if (!variety) throw ApiError.badRequest(SEED_LOT_MESSAGES.unknownVariety);
    return variety;
  }

  private async found(manager: EntityManager, key: string, lock = false): Promise<SeedLot> {
    const lot = isRecordKey(key)
      ? await manager.findOne(SeedLot, {
          where: { id: key },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!lot) throw ApiError.notFound(SEED_LOT_MESSAGES.notFound);
    return lot;
  }

  /** The lot locked for a move: at the version the publisher opened, and in a state the move starts from. */
  private async lockedForMove(
    manager: EntityManager,
    key: string,
    baseVersion: number,
    move: SeedLotMove,
    now: Date,
  ): Promise<SeedLot> {
    const lot = await this.found(manager, key, true);
    if (lot.version !== baseVersion) throw new ApiError(409, SEED_LOT_MESSAGES.stale, adminLotOf(lot, indiaToday(now)));
    const state = seedLotState({ withdrawn: lot.withdrawnAt !== null, validUntil: lot.validUntil }, indiaToday(now));
    if (!mayMoveLot(move, state)) {
      const refusal = {
        withdraw: SEED_LOT_MESSAGES.notWithdrawable,
        reinstate: SEED_LOT_MESSAGES.notWithdrawn,
        edit: SEED_LOT_MESSAGES.withdrawnNotEditable,
      }[move];
      throw ApiError.badRequest(refusal);
    }
    return lot;
  }
}
