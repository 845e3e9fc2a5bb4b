import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { ActivityPublisher, ApiError, isRecordKey } from '@seedcorp/libs';
import { COUNTER_OPERATOR_RECORD_TYPE, SALES_MESSAGES, type CounterOperatorCounters } from '@seedcorp/contracts';
import { SaleCounter } from '../counters/sale-counter.entity';
import { CounterOperator } from './counter-operator.entity';
import { countersKeptBy } from './operator-scope';

const namesOf = (counters: SaleCounter[]) =>
  counters
    .map((counter) => counter.name.en)
    .sort()
    .join('; ');

/** Which sale counters each counter operator keeps, set whole by administrators. */
@Injectable()
export class OperatorsService {
  constructor(
    @InjectRepository(CounterOperator) private readonly assignments: Repository<CounterOperator>,
    private readonly activity: ActivityPublisher,
  ) {}

  async get(adminId: string): Promise<CounterOperatorCounters> {
    if (!isRecordKey(adminId)) throw ApiError.badRequest(SALES_MESSAGES.operatorRequired);
    const kept = await countersKeptBy(this.assignments.manager, adminId);
    const counters = kept.length
      ? await this.assignments.manager.find(SaleCounter, {
          where: { id: In(kept) },
          order: { position: 'ASC', id: 'ASC' },
        })
      : [];
    return { adminId, counterKeys: counters.map((counter) => counter.id) };
  }

  async set(adminId: string, counterKeys: string[]): Promise<CounterOperatorCounters> {
    if (!isRecordKey(adminId)) throw ApiError.badRequest(SALES_MESSAGES.operatorRequired);
    const wanted = [...new Set(counterKeys)];
    if (!wanted.every(isRecordKey)) throw ApiError.notFound(SALES_MESSAGES.counterNotFound);
    const { before, after } = await this.assignments.manager.transaction(async (manager) => {
      const counters = wanted.length ? await manager.find(SaleCounter, { where: { id: In(wanted) } }) : [];
      if (counters.length !== wanted.length) throw ApiError.notFound(SALES_MESSAGES.counterNotFound);
      const kept = await countersKeptBy(manager, adminId);
      const before = kept.length ? await manager.find(SaleCounter, { where: { id: In(kept) } }) : [];
      // Deleting takes the rows a change of stock holds: a withdrawal waits for the change under way.
      await manager
        .createQueryBuilder()
        .delete()
        .from(CounterOperator)
        .where('admin_id = :adminId', { adminId })
        .andWhere(wanted.length ? 'counter_id NOT IN (:...wanted)' : 'TRUE', { wanted })
        .execute();
      if (wanted.length) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(CounterOperator)
          .values(wanted.map((counterId) => ({ adminId, counterId })))
          .orIgnore()
          .execute();
      }
      return { before, after: counters };
    });
    if (namesOf(before) !== namesOf(after)) {
      await this.activity.publish('Updated', `Counter operator ${adminId}: sale counters`, {
        record: { type: COUNTER_OPERATOR_RECORD_TYPE, id: adminId },
        changes: [{ field: 'Sale counters', old: namesOf(before) || null, new: namesOf(after) || null }],
      });
    }
    return this.get(adminId);
  }
}
