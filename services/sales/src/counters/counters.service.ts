import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  fieldChanges,
  findPage,
  isRecordKey,
  pagedOf,
  type PageRequest,
} from '@seedcorp/libs';
import {
  SALE_COUNTER_LIMITS,
  SALE_COUNTER_RECORD_TYPE,
  SALES_MESSAGES,
  trimmedText,
  type ActivityType,
  type Bilingual,
  type Paged,
  type PublicSaleCounter,
  type SaleCounterForm,
  type SaleCounterItem,
} from '@seedcorp/contracts';
import { countersKeptBy, operatorOfRequest } from '../operators/operator-scope';
import { SaleCounter } from './sale-counter.entity';

/** Display order; the id keeps counters that share a position in one order across pages. */
const DISPLAY_ORDER = { position: 'ASC', id: 'ASC' } as const;

/** What an administrator writes of a counter, as stored. */
type CounterFields = Pick<
  SaleCounter,
  | 'regionalUnit'
  | 'name'
  | 'district'
  | 'address'
  | 'official'
  | 'designation'
  | 'mobile'
  | 'openingHours'
  | 'latitude'
  | 'longitude'
>;

const BILINGUAL_FIELD_NAMES = {
  regionalUnit: 'Regional unit',
  name: 'Name',
  address: 'Address',
  designation: 'Designation',
  openingHours: 'Opening hours',
} as const;

const bilingual = (value: Bilingual): Bilingual => ({ en: trimmedText(value.en), hi: trimmedText(value.hi) });
const coordinate = (value: number | null | undefined) => (typeof value === 'number' ? value : null);

/** The form passed the contract's rules on its DTO: every text is there, the district listed, the location whole. */
function fieldsOf(form: SaleCounterForm): CounterFields {
  const district = trimmedText(form.district);
  return {
    regionalUnit: bilingual(form.regionalUnit),
    name: bilingual(form.name),
    district: district === '' ? null : district,
    address: bilingual(form.address),
    official: trimmedText(form.official),
    designation: bilingual(form.designation),
    mobile: trimmedText(form.mobile),
    openingHours: bilingual(form.openingHours),
    latitude: coordinate(form.latitude),
    longitude: coordinate(form.longitude),
  };
}

/** A counter's fields as the audit trail names them, each as text; an unknown value is no value. */
function describe(counter: SaleCounter): Record<string, string> {
  const described: Record<string, string> = {};
  for (const [field, label] of Object.entries(BILINGUAL_FIELD_NAMES)) {
    const value = counter[field as keyof typeof BILINGUAL_FIELD_NAMES];
    described[`${label} (English)`] = value.en;
    described[`${label} (Hindi)`] = value.hi;
  }
  described['District'] = counter.district ?? '';
  described['Official'] = counter.official;
  described['Mobile'] = counter.mobile;
  described['Latitude'] = counter.latitude === null ? '' : String(counter.latitude);
  described['Longitude'] = counter.longitude === null ? '' : String(counter.longitude);
  described['Display order'] = String(counter.position);
  described['Closed'] = counter.closed ? 'Yes' : 'No';
  described['Reason closed'] = counter.closedReason ?? '';
  return Object.fromEntries(Object.entries(described).filter(([, text]) => text !== ''));
}

const detailsOf = (counter: SaleCounter) => `Sale counter: ${counter.regionalUnit.en}, ${counter.name.en}`;

function toItem(counter: SaleCounter): SaleCounterItem {
  return {
    ...toPublic(counter),
    closedAt: counter.closedAt?.toISOString() ?? null,
    closedReason: counter.closedReason,
    version: counter.version,
    createdAt: counter.createdAt.toISOString(),
    updatedAt: counter.updatedAt.toISOString(),
  };
}

function toPublic(counter: SaleCounter): PublicSaleCounter {
  return {
    key: counter.id,
    regionalUnit: counter.regionalUnit,
    name: counter.name,
    district: counter.district,
    address: counter.address,
    official: counter.official,
    designation: counter.designation,
    mobile: counter.mobile,
    openingHours: counter.openingHours,
    latitude: counter.latitude,
    longitude: counter.longitude,
    position: counter.position,
    closed: counter.closed,
  };
}

/**
 * Sale counters are changed at once (a counter's hours or its closing is a fact, not a draft), each change raising
 * the counter's version and publishing its activity event with the fields it changed. Every change takes the row's
 * lock, so a change and its check against the version are one step.
 */
@Injectable()
export class CountersService {
  constructor(
    @InjectRepository(SaleCounter) private readonly counters: Repository<SaleCounter>,
    private readonly activity: ActivityPublisher,
  ) {}

  async list(page: PageRequest): Promise<Paged<SaleCounterItem>> {
    // A counter operator lists their own counters only.
    const operator = operatorOfRequest();
    const kept = operator === undefined ? undefined : await countersKeptBy(this.counters.manager, operator);
    if (kept?.length === 0) return pagedOf([], 0, page.size);
    const where = kept ? { id: In(kept) } : undefined;
    return findPage(this.counters, page, { where, order: DISPLAY_ORDER }, (rows) => rows.map(toItem));
  }

  async listPublic(): Promise<PublicSaleCounter[]> {
    const rows = await this.counters.find({ order: DISPLAY_ORDER });
    return rows.map(toPublic);
  }

  async create(form: SaleCounterForm): Promise<SaleCounterItem> {
    const id = randomUUID();
    const created = await this.counters.manager.transaction(async (manager) => {
      const position = form.position ?? (await nextPosition(manager));
      await manager.insert(SaleCounter, { id, ...fieldsOf(form), position, closed: false, version: 1 });
      return manager.findOneByOrFail(SaleCounter, { id });
    });
    await this.publish('Created', undefined, created);
    return toItem(created);
  }

  async update(key: string, baseVersion: number, form: SaleCounterForm): Promise<SaleCounterItem> {
    return this.change(key, (current) => {
      if (current.version !== baseVersion) {
        throw new ApiError(409, SALES_MESSAGES.staleVersion(current.version), toItem(current));
      }
      return { ...fieldsOf(form), ...(form.position !== undefined ? { position: form.position } : {}) };
    });
  }

  close(key: string, reason: string): Promise<SaleCounterItem> {
    return this.change(key, (current) => {
      if (current.closed) throw ApiError.badRequest(SALES_MESSAGES.alreadyClosed);
      return { closed: true, closedAt: new Date(), closedReason: trimmedText(reason) };
    });
  }

  reopen(key: string): Promise<SaleCounterItem> {
    return this.change(key, (current) => {
      if (!current.closed) throw ApiError.badRequest(SALES_MESSAGES.notClosed);
      return { closed: false, closedAt: null, closedReason: null };
    });
  }

  /** Locks the counter, asks `changes` what to write (it may refuse by throwing), then writes it with a new version. */
  private async change(key: string, changes: (current: SaleCounter) => Partial<SaleCounter>): Promise<SaleCounterItem> {
    if (!isRecordKey(key)) throw ApiError.notFound(SALES_MESSAGES.counterNotFound);
    const [before, after] = await this.counters.manager.transaction(async (manager) => {
      const current = await manager.findOne(SaleCounter, { where: { id: key }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw ApiError.notFound(SALES_MESSAGES.counterNotFound);
      await manager.update(SaleCounter, { id: key }, { ...changes(current), version: current.version + 1 });
      return [current, await manager.findOneByOrFail(SaleCounter, { id: key })];
    });
    await this.publish('Updated', before, after);
    return toItem(after);
  }

  private publish(activityType: ActivityType, before: SaleCounter | undefined, after: SaleCounter): Promise<void> {
    return this.activity.publish(activityType, detailsOf(after), {
      record: { type: SALE_COUNTER_RECORD_TYPE, id: after.id },
      changes: fieldChanges(before ? describe(before) : {}, describe(after)),
    });
  }
}

async function nextPosition(manager: EntityManager): Promise<number> {
  const [{ next }] = (await manager.query(
    'SELECT COALESCE(MAX(position) + 1, 0) AS next FROM sales.sale_counters',
  )) as [{ next: number | string }];
  return Math.min(Number(next), SALE_COUNTER_LIMITS.position);
}
