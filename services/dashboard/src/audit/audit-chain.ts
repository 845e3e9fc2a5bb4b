import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditBreak, AuditVerification, FieldChange } from '@seedcorp/contracts';

/** The hash before the first entry (as the migration writes it). */
export const GENESIS_HASH = '0'.repeat(64);

/** Entries read at a time while the chain is walked. */
const WALK_BATCH = 1000;

/** An entry as the chain hashes it; `occurredMicros` is its time in microseconds since 1970, as the database keeps it. */
export interface ChainEntry {
  id: string;
  streamId: string;
  occurredMicros: string;
  source: string;
  action: string;
  details: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  recordType: string | null;
  recordId: string | null;
  changes: FieldChange[];
  reason: string | null;
  address: string | null;
  requestId: string | null;
}

interface ChainHead {
  firstId: string;
  firstPreviousHash: string;
  lastId: string;
  lastHash: string;
  seal: string | null;
}

/** Why an entry cannot be appended or pruned: the head no longer holds what the dashboard last wrote. */
class ChainHeadChanged extends Error {
  constructor() {
    super("The audit chain's head row was changed outside the dashboard; nothing is appended until it is looked into");
  }
}

/**
 * The entry's fields in the chain's order, which is also the order of `dashboard.audit_entries`' columns; its time
 * and changes as the caller writes them.
 */
const fieldsInOrder = (entry: ChainEntry, occurred: string, changes: unknown): unknown[] => [
  entry.id,
  entry.streamId,
  occurred,
  entry.source,
  entry.action,
  entry.details,
  entry.actorId,
  entry.actorName,
  entry.actorRole,
  entry.recordType,
  entry.recordId,
  changes,
  entry.reason,
  entry.address,
  entry.requestId,
];

/**
 * The entry's fields in a fixed order as JSON: the text its hash is computed over. Changes are written as
 * [field, old, new], so the key order a jsonb column keeps them in does not matter.
 */
export function canonicalEntry(entry: ChainEntry): string {
  const changes = Array.isArray(entry.changes)
    ? entry.changes.map((change) => [change?.field ?? null, change?.old ?? null, change?.new ?? null])
    : entry.changes;
  return JSON.stringify(fieldsInOrder(entry, entry.occurredMicros, changes));
}

/** Whole microseconds since 1970 as an ISO time; the entries appended here are whole milliseconds. */
const microsToIso = (micros: string) => new Date(Number(BigInt(micros) / 1000n)).toISOString();

/** A time as the chain hashes it: whole microseconds since 1970. */
export const microsOf = (date: Date): string => String(BigInt(date.getTime()) * 1000n);

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** HMAC-SHA256 over the previous entry's hash and this entry: changing either changes it. */
export const entryHash = (key: string, previousHash: string, entry: ChainEntry): string =>
  hmac(key, previousHash + canonicalEntry(entry));

const sealOf = (key: string, head: Omit<ChainHead, 'seal'>) =>
  hmac(key, JSON.stringify(['head', head.firstId, head.firstPreviousHash, head.lastId, head.lastHash]));

const sameHash = (a: string | null, b: string) =>
  a !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Columns as the chain reads them, the time in whole microseconds (PostgreSQL's own precision). */
const ENTRY_COLUMNS = `id, stream_id AS "streamId",
  (extract(epoch FROM occurred_at) * 1000000)::bigint::text AS "occurredMicros", occurred_at AS "occurredAt",
  source, action, details, actor_id AS "actorId", actor_name AS "actorName", actor_role AS "actorRole",
  record_type AS "recordType", record_id AS "recordId", changes, reason, address, request_id AS "requestId", hash`;

type StoredChainEntry = ChainEntry & { occurredAt: Date; hash: string | null };

const HEAD_COLUMNS = `first_id AS "firstId", first_previous_hash AS "firstPreviousHash", last_id AS "lastId",
  last_hash AS "lastHash", seal`;

/**
 * The audit trail's hash chain in `dashboard.audit_entries`, numbered 1, 2, 3 ... in the order entries were
 * stored. Appends and prunes hold the head row's lock, so two dashboards append one entry at a time, in order.
 */
export class AuditChain {
  constructor(
    private readonly dataSource: DataSource,
    private readonly key: string,
  ) {}

  /**
   * Appends the entry (its `id` is given here) once: a stream id already stored leaves the chain as it was.
   * Answers whether it was stored.
   */
  async append(entry: Omit<ChainEntry, 'id'>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const head = await this.lockedHead(manager);
      const id = String(BigInt(head.lastId) + 1n);
      const chained = { ...entry, id };
      const hash = entryHash(this.key, head.lastHash, chained);
      const inserted: unknown[] = await manager.query(
        `INSERT INTO dashboard.audit_entries (id, stream_id, occurred_at, source, action, details, actor_id, actor_name,
           actor_role, record_type, record_id, changes, reason, address, request_id, hash)
         VALUES ($1, $2, $3::timestamptz, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         ON CONFLICT (stream_id) DO NOTHING RETURNING id`,
        [...fieldsInOrder(chained, microsToIso(entry.occurredMicros), JSON.stringify(entry.changes)), hash],
      );
      if (inserted.length === 0) return false;
      await this.writeHead(manager, { ...head, lastId: id, lastHash: hash });
      return true;
    });
  }

  /**
   * Removes the oldest entries of the chain that all happened before `before`, after checking they are intact (a
   * broken link is evidence, kept until it is looked into), and entries kept from before the trail began. The head
   * then names the first entry kept and the hash before it, so the check starts there. Answers how many went.
   */
  async prune(before: Date): Promise<{ removed: number; keptBroken?: AuditBreak }> {
    return this.dataSource.transaction(async (manager) => {
      const head = await this.lockedHead(manager);
      const [{ keepFrom }] = await manager.query(
        `SELECT COALESCE(min(id), $2::bigint + 1)::text AS "keepFrom" FROM dashboard.audit_entries
         WHERE id >= $1 AND occurred_at >= $3`,
        [head.firstId, head.lastId, before],
      );
      const earlier = await manager.query('DELETE FROM dashboard.audit_entries WHERE id <= 0 AND occurred_at < $1', [
        before,
      ]);
      let removed = Number(earlier[1] ?? 0);
      if (BigInt(keepFrom) <= BigInt(head.firstId)) return { removed };
      const lastRemoved = String(BigInt(keepFrom) - 1n);
      const walked = await this.walk(manager, head, lastRemoved);
      if (walked.firstBroken) return { removed, keptBroken: walked.firstBroken };
      const pruned = await manager.query('DELETE FROM dashboard.audit_entries WHERE id > 0 AND id < $1', [keepFrom]);
      removed += Number(pruned[1] ?? 0);
      await this.writeHead(manager, { ...head, firstId: keepFrom, firstPreviousHash: walked.lastHash });
      return { removed };
    });
  }

  /**
   * Walks the chain from the oldest entry kept to the newest, in one snapshot (appends and prunes meanwhile do not
   * disturb it), and reports the first broken link.
   */
  async verify(): Promise<AuditVerification> {
    const queryRunner = this.dataSource.createQueryRunner();
    await queryRunner.connect();
    try {
      await queryRunner.startTransaction('REPEATABLE READ');
      const manager = queryRunner.manager;
      const [{ earlier }] = await manager.query(
        'SELECT count(*)::int AS earlier FROM dashboard.audit_entries WHERE id <= 0',
      );
      const [head] = (await manager.query(`SELECT ${HEAD_COLUMNS} FROM dashboard.audit_chain WHERE id = 1`)) as
        ChainHead[] | [];
      const result = (checked: number, firstBroken?: AuditBreak): AuditVerification => ({
        entries: checked,
        intact: firstBroken === undefined,
        ...(firstBroken ? { firstBroken } : {}),
        earlierEntries: earlier,
      });
      if (!head || !(await this.headTrusted(manager, head))) {
        return result(0, { problem: 'ends-changed', id: null, at: null });
      }
      const walked = await this.walk(manager, head, head.lastId);
      if (walked.firstBroken) return result(walked.checked, walked.firstBroken);
      // An entry numbered outside the chain's ends was put in by hand: the walk never reads it.
      const [stray] = (await manager.query(
        `SELECT id::text AS id, occurred_at AS "occurredAt" FROM dashboard.audit_entries
         WHERE id > 0 AND (id < $1 OR id > $2) ORDER BY id LIMIT 1`,
        [head.firstId, head.lastId],
      )) as { id: string; occurredAt: Date }[];
      if (stray)
        return result(walked.checked, { problem: 'changed', id: stray.id, at: stray.occurredAt.toISOString() });
      return result(walked.checked);
    } finally {
      await queryRunner.rollbackTransaction().catch(() => undefined);
      await queryRunner.release();
    }
  }

  /** Checks the entries from the head's first to `throughId`, in order, each against the one before it. */
  private async walk(
    manager: EntityManager,
    head: ChainHead,
    throughId: string,
  ): Promise<{ checked: number; lastHash: string; firstBroken?: AuditBreak }> {
    let expected = BigInt(head.firstId);
    let previousHash = head.firstPreviousHash;
    let checked = 0;
    const last = BigInt(throughId);
    while (expected <= last) {
      const rows = (await manager.query(
        `SELECT ${ENTRY_COLUMNS} FROM dashboard.audit_entries WHERE id >= $1 AND id <= $2 ORDER BY id LIMIT $3`,
        [String(expected), throughId, WALK_BATCH],
      )) as StoredChainEntry[];
      if (rows.length === 0) break;
      for (const row of rows) {
        const at = row.occurredAt.toISOString();
        if (BigInt(row.id) !== expected) {
          const lastMissing = String(BigInt(row.id) - 1n);
          return {
            checked,
            lastHash: previousHash,
            firstBroken: { problem: 'missing', id: String(expected), lastMissing, at },
          };
        }
        if (!sameHash(row.hash, entryHash(this.key, previousHash, row))) {
          return { checked, lastHash: previousHash, firstBroken: { problem: 'changed', id: row.id, at } };
        }
        previousHash = row.hash as string;
        checked += 1;
        expected += 1n;
      }
    }
    if (expected <= last) {
      const firstBroken: AuditBreak = { problem: 'missing', id: String(expected), lastMissing: throughId, at: null };
      return { checked, lastHash: previousHash, firstBroken };
    }
    return { checked, lastHash: previousHash };
  }

  /** The head row, locked; refused when its seal is not the dashboard's. */
  private async lockedHead(manager: EntityManager): Promise<ChainHead> {
    const [head] = (await manager.query(
      `SELECT ${HEAD_COLUMNS} FROM dashboard.audit_chain WHERE id = 1 FOR UPDATE`,
    )) as ChainHead[] | [];
    if (!head || !(await this.headTrusted(manager, head))) throw new ChainHeadChanged();
    return head;
  }

  /**
   * The seal matches, or the chain has not begun: the migration's unsealed head with nothing appended yet (what
   * anyone could also reach by deleting the whole trail, which no check kept in the same database can tell).
   */
  private async headTrusted(manager: EntityManager, head: ChainHead): Promise<boolean> {
    if (head.seal !== null) return sameHash(head.seal, sealOf(this.key, head));
    if (head.firstId !== '1' || head.lastId !== '0' || head.firstPreviousHash !== GENESIS_HASH) return false;
    const [{ appended }] = await manager.query(
      'SELECT EXISTS (SELECT 1 FROM dashboard.audit_entries WHERE id > 0) AS appended',
    );
    return !appended;
  }

  private async writeHead(manager: EntityManager, head: ChainHead): Promise<void> {
    await manager.query(
      `UPDATE dashboard.audit_chain SET first_id = $1, first_previous_hash = $2, last_id = $3, last_hash = $4, seal = $5
       WHERE id = 1`,
      [head.firstId, head.firstPreviousHash, head.lastId, head.lastHash, sealOf(this.key, head)],
    );
  }
}
