import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { ApiError, pagedOf, RepeatingJob, type PageRequest } from '@seedcorp/libs';
import {
  AUDIT_EXPORT_MAX_ENTRIES,
  AUDIT_MESSAGES,
  type ActivityEvent,
  type ActivityType,
  type AuditEntry,
  type AuditFilter,
  type AuditVerification,
  type ExportedAuditCsv,
  type FieldChange,
  type Paged,
} from '@seedcorp/contracts';
import { DashboardConfig } from '../config';
import { AuditChain, microsOf, type ChainEntry } from './audit-chain';
import { auditCsv } from './audit-csv';
import { AuditEntryRecord } from './audit-entry.entity';
import { auditChainKey } from './audit-settings';

const DAY_MS = 24 * 3600 * 1000;
/** India keeps one offset all year: a day of the filter starts at 00:00 IST, 18:30 UTC the day before. */
const IST_OFFSET_MS = 5.5 * 3600 * 1000;

/**
 * Newest first. Events of one millisecond keep the order they were published in: their stream ids say it (as
 * numbers), while the chain's numbers only say which dashboard replica stored them first.
 */
export const NEWEST_FIRST = { occurredAt: 'DESC', streamMs: 'DESC', streamSeq: 'DESC', id: 'DESC' } as const;

/** A sign-in attempt names no admin yet: the masked number it was made with says who. */
const MASKED_NUMBER = /^Admin (\*+\d{4})\b/;

/** PostgreSQL keeps no NUL in text; the services never send one, and a stray one must not block the stream. */
const text = (value: unknown): string => String(value).replaceAll('\u0000', '');
const optionalText = (value: unknown): string | null => (value === undefined || value === null ? null : text(value));

function fieldChanges(changes: unknown): FieldChange[] {
  if (!Array.isArray(changes)) return [];
  return changes
    .filter((change): change is Record<string, unknown> => typeof change === 'object' && change !== null)
    .map((change) => ({
      field: text(change.field ?? ''),
      old: optionalText(change.old),
      new: optionalText(change.new),
    }));
}

/** The stream entry as the chain keeps it: every field the event carries, in text, its time from the stream id if it has none. */
function chainEntryOf(streamId: string, event: ActivityEvent): Omit<ChainEntry, 'id'> {
  const at = new Date(event.at);
  const occurredAt = Number.isNaN(at.getTime()) ? new Date(Number(streamId.split('-')[0])) : at;
  const details = text(event.activityDetails ?? '');
  const actor = event.actor;
  const record =
    event.record && event.record.type !== undefined && event.record.id !== undefined ? event.record : undefined;
  return {
    streamId,
    occurredMicros: microsOf(occurredAt),
    source: text(event.source ?? ''),
    action: text(event.activityType ?? ''),
    details,
    actorId: optionalText(actor?.id),
    actorName: optionalText(actor?.name) ?? (actor ? null : (MASKED_NUMBER.exec(details)?.[1] ?? null)),
    actorRole: optionalText(actor?.role),
    recordType: optionalText(record?.type),
    recordId: optionalText(record?.id),
    changes: fieldChanges(event.changes),
    reason: optionalText(event.reason),
    address: optionalText(event.address),
    requestId: optionalText(event.requestId),
  };
}

function auditEntryOf(row: AuditEntryRecord): AuditEntry {
  const person =
    row.actorId === null && row.actorName === null && row.actorRole === null
      ? null
      : { id: row.actorId, name: row.actorName, role: row.actorRole };
  return {
    id: row.id,
    at: row.occurredAt.toISOString(),
    source: row.source,
    action: row.action as ActivityType,
    details: row.details,
    person,
    record: row.recordType !== null && row.recordId !== null ? { type: row.recordType, id: row.recordId } : null,
    changes: Array.isArray(row.changes) ? row.changes : [],
    reason: row.reason,
    address: row.address,
    requestId: row.requestId,
  };
}

/** A `YYYY-MM-DD` of the filter as the instant its day begins in IST; a day no calendar has is refused. */
function dayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) {
    throw ApiError.badRequest(AUDIT_MESSAGES.badDate);
  }
  return new Date(utc.getTime() - IST_OFFSET_MS);
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const istDate = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The audit trail: stores every stream entry in the hash chain, lists and exports it by filter, checks the chain,
 * and once a day removes what is older than the retention.
 */
@Injectable()
export class AuditService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AuditService.name);
  private readonly chain: AuditChain;
  private readonly pruning = new RepeatingJob('Audit retention prune', () => this.prune(), this.logger);

  constructor(
    dataSource: DataSource,
    @InjectRepository(AuditEntryRecord) private readonly entries: Repository<AuditEntryRecord>,
    private readonly config: DashboardConfig,
  ) {
    this.chain = new AuditChain(dataSource, auditChainKey(config));
  }

  /** At start (a replica restarted more often than daily still prunes) and then daily; the chain's lock makes it once. */
  async onApplicationBootstrap(): Promise<void> {
    await this.pruning.start(this.config, DAY_MS, { runNow: true });
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.pruning.stop();
  }

  /** Appends the stream entry to the chain once; answers whether it was new. */
  record(streamId: string, event: ActivityEvent): Promise<boolean> {
    return this.chain.append(chainEntryOf(streamId, event));
  }

  async list(filter: AuditFilter, page: PageRequest): Promise<Paged<AuditEntry>> {
    const [rows, total] = await this.filtered(filter).skip(page.skip).take(page.size).getManyAndCount();
    return pagedOf(rows.map(auditEntryOf), total, page.size);
  }

  async exportCsv(filter: AuditFilter): Promise<ExportedAuditCsv> {
    const rows = await this.filtered(filter)
      .take(AUDIT_EXPORT_MAX_ENTRIES + 1)
      .getMany();
    if (rows.length > AUDIT_EXPORT_MAX_ENTRIES) throw ApiError.badRequest(AUDIT_MESSAGES.exportTooLarge);
    return { fileName: `audit-trail-${istDate(new Date())}.csv`, csv: auditCsv(rows.map(auditEntryOf)) };
  }

  verify(): Promise<AuditVerification> {
    return this.chain.verify();
  }

  /** Removes the entries past the retention; answers how many went. */
  async prune(): Promise<number> {
    const before = new Date(Date.now() - this.config.AUDIT_RETENTION_DAYS * DAY_MS);
    const { removed, keptBroken } = await this.chain.prune(before);
    if (keptBroken) {
      this.logger.error({ firstBroken: keptBroken }, 'Audit entries past retention kept: their chain is broken');
    }
    if (removed > 0) this.logger.log({ removed }, 'Audit entries past retention removed');
    return removed;
  }

  private filtered(filter: AuditFilter): SelectQueryBuilder<AuditEntryRecord> {
    const query = this.entries.createQueryBuilder('entry');
    if (filter.person) {
      query.andWhere("(entry.actor_id = :person OR entry.actor_name ILIKE :personLike ESCAPE '\\')", {
        person: filter.person,
        personLike: likePattern(filter.person),
      });
    }
    if (filter.recordType) query.andWhere('entry.record_type = :recordType', { recordType: filter.recordType });
    if (filter.recordId) query.andWhere('entry.record_id = :recordId', { recordId: filter.recordId });
    if (filter.action) query.andWhere('entry.action = :action', { action: filter.action });
    const from = filter.from ? dayStart(filter.from) : undefined;
    const to = filter.to ? new Date(dayStart(filter.to).getTime() + DAY_MS) : undefined;
    if (from && to && from >= to) throw ApiError.badRequest(AUDIT_MESSAGES.dateOrder);
    if (from) query.andWhere('entry.occurred_at >= :from', { from });
    if (to) query.andWhere('entry.occurred_at < :to', { to });
    return query
      .orderBy('entry.occurredAt', 'DESC')
      .addOrderBy('entry.streamMs', 'DESC')
      .addOrderBy('entry.streamSeq', 'DESC')
      .addOrderBy('entry.id', 'DESC');
  }
}
