import type { EntityManager } from 'typeorm';
import { ApiError, currentRequestOrigin, isRecordKey } from '@seedcorp/libs';
import { COUNTER_ROLE, SALES_MESSAGES } from '@seedcorp/contracts';
import { CounterOperator } from './counter-operator.entity';

/**
 * The signed-in counter operator's admin id; undefined for every other role, whose reach is every counter (the
 * contract's roles keep the rest out of these calls).
 */
export function operatorOfRequest(): string | undefined {
  const admin = currentRequestOrigin()?.admin;
  return admin?.role === COUNTER_ROLE ? admin.id : undefined;
}

/** The counters an operator keeps. */
export async function countersKeptBy(manager: EntityManager, adminId: string): Promise<string[]> {
  const rows = await manager.find(CounterOperator, { where: { adminId }, select: { counterId: true } });
  return rows.map((row) => row.counterId);
}

/**
 * Refuses (403) a counter operator's call on a counter that is not theirs. With `hold`, inside a transaction, the
 * assignment is share-locked until it ends: withdrawing it waits for the change, or the change sees it gone.
 */
export async function ensureMayKeep(manager: EntityManager, counterId: string, hold = false): Promise<void> {
  const adminId = operatorOfRequest();
  // A key that is no record's is left to the caller's lookup, which answers 404.
  if (adminId === undefined || !isRecordKey(counterId)) return;
  const assigned = await manager.findOne(CounterOperator, {
    where: { adminId, counterId },
    ...(hold ? { lock: { mode: 'pessimistic_read' as const } } : {}),
  });
  if (!assigned) throw ApiError.forbidden(SALES_MESSAGES.notYourCounter);
}
