import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import { ActivityPublisher, ApiError, findPage, type PageRequest } from '@seedcorp/libs';
import {
  duplicateValueProblem,
  MASTER_LIST_MESSAGES,
  MASTER_LIST_NAMES,
  MASTER_LIST_REFUSALS,
  trimmedText,
  type KeptMasterList,
  type MasterListEntry,
  type MasterValueHolder,
  type MasterValueUses,
  type Paged,
} from '@seedcorp/contracts';
import { MasterValue } from './master-value.entity';

/** The record columns that hold each list's values, each bound to the list by a foreign key. */
const HOLDERS: Record<KeptMasterList, { kind: MasterValueHolder; table: string; column: string }[]> = {
  designation: [
    { kind: 'directors', table: 'directories.directors', column: 'designation' },
    { kind: 'officers', table: 'directories.rti_officers', column: 'designation' },
    { kind: 'authorities', table: 'directories.rti_authorities', column: 'designation' },
  ],
  authRole: [{ kind: 'authorities', table: 'directories.rti_authorities', column: 'role' }],
};

const UNIQUE_VIOLATION = '23505';

const totalOf = (uses: MasterValueUses = {}) => Object.values(uses).reduce((sum, count) => sum + count, 0);
const records = (count: number) => `${count} ${count === 1 ? 'record' : 'records'}`;

/**
 * The changes administrators make to the designation and authority-role lists, each in one transaction. A rename
 * or delete first locks the value, so a record saved meanwhile is either counted (and carried along by a rename)
 * or waits and then finds the value gone; the foreign keys from the records make that hold in the database too.
 */
@Injectable()
export class MasterListsService {
  constructor(
    @InjectRepository(MasterValue) private readonly values: Repository<MasterValue>,
    private readonly activity: ActivityPublisher,
  ) {}

  /** A page of the list in the order the public list and the forms show it, with each value's number of records. */
  async list(list: KeptMasterList, page: PageRequest): Promise<Paged<MasterListEntry>> {
    const query = { where: { list }, order: { sortOrder: 'ASC', value: 'ASC' } } as const;
    return findPage(this.values, page, query, async (rows) => {
      const uses = await usesOf(
        this.values.manager,
        list,
        rows.map((row) => row.value),
      );
      return rows.map((row) => ({ key: row.value, value: row.value, uses: totalOf(uses.get(row.value)) }));
    });
  }

  /** Adds the value at the end of the list; answers it as stored. */
  async create(list: KeptMasterList, form: { value?: string }): Promise<string> {
    const value = trimmedText(form.value);
    await this.inTransaction(list, value, async (manager) => {
      await refuseDuplicate(manager, list, value);
      await manager.query(
        `INSERT INTO directories.master_values (list, value, sort_order)
         SELECT $1::varchar, $2::varchar, COALESCE(MAX(sort_order) + 1, 0)
         FROM directories.master_values WHERE list = $1`,
        [list, value],
      );
    });
    await this.activity.publish('Created', `${MASTER_LIST_NAMES[list].one} list: ${value}`, {
      record: { type: 'master-list', id: list },
      changes: [{ field: MASTER_LIST_NAMES[list].one, old: null, new: value }],
    });
    return value;
  }

  /** Renames `key` in place; every record holding it follows in the same statement (ON UPDATE CASCADE). */
  async rename(list: KeptMasterList, key: string, form: { value?: string }): Promise<void> {
    const value = trimmedText(form.value);
    const carried = await this.inTransaction(list, value, async (manager) => {
      await lockValue(manager, list, key);
      if (value === key) return undefined;
      await refuseDuplicate(manager, list, value, key);
      const uses = totalOf((await usesOf(manager, list, [key])).get(key));
      await manager.query('UPDATE directories.master_values SET value = $3 WHERE list = $1 AND value = $2', [
        list,
        key,
        value,
      ]);
      return uses;
    });
    if (carried === undefined) return;
    await this.activity.publish(
      'Updated',
      `${MASTER_LIST_NAMES[list].one} list: ${key} renamed to ${value}, ${records(carried)} updated`,
      {
        record: { type: 'master-list', id: list },
        changes: [{ field: MASTER_LIST_NAMES[list].one, old: key, new: value }],
      },
    );
  }

  /** Deletes `key` only while no record holds it; the refusal says how many do. */
  async delete(list: KeptMasterList, key: string): Promise<void> {
    await this.values.manager.transaction(async (manager) => {
      await lockValue(manager, list, key);
      const uses = (await usesOf(manager, list, [key])).get(key) ?? {};
      if (totalOf(uses) > 0) throw new ApiError(409, MASTER_LIST_REFUSALS.inUse(list, key, uses), { uses });
      await manager.query('DELETE FROM directories.master_values WHERE list = $1 AND value = $2', [list, key]);
    });
    await this.activity.publish('Deleted', `${MASTER_LIST_NAMES[list].one} list: ${key}`, {
      record: { type: 'master-list', id: list },
      changes: [{ field: MASTER_LIST_NAMES[list].one, old: key, new: null }],
    });
  }

  /** Runs a change that writes `value`; a duplicate committed by another change meanwhile is refused as one. */
  private async inTransaction<T>(
    list: KeptMasterList,
    value: string,
    change: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.values.manager.transaction(change);
    } catch (error) {
      const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
      if (code === UNIQUE_VIOLATION) throw new ApiError(409, MASTER_LIST_REFUSALS.duplicate(list, value));
      throw error;
    }
  }
}

/** Holds the value until the transaction ends: records naming it wait, and a change that already named it is seen. */
async function lockValue(manager: EntityManager, list: KeptMasterList, value: string): Promise<void> {
  const locked: unknown[] = await manager.query(
    'SELECT 1 FROM directories.master_values WHERE list = $1 AND value = $2 FOR UPDATE',
    [list, value],
  );
  if (locked.length === 0) throw ApiError.notFound(MASTER_LIST_MESSAGES.notFound);
}

async function refuseDuplicate(
  manager: EntityManager,
  list: KeptMasterList,
  value: string,
  renaming?: string,
): Promise<void> {
  const rows: { value: string }[] = await manager.query('SELECT value FROM directories.master_values WHERE list = $1', [
    list,
  ]);
  const problem = duplicateValueProblem(
    list,
    rows.map((row) => row.value),
    value,
    renaming,
  );
  if (problem) throw new ApiError(409, problem);
}

/** How many records of each kind hold each of `values`. */
async function usesOf(
  manager: EntityManager,
  list: KeptMasterList,
  values: string[],
): Promise<Map<string, MasterValueUses>> {
  const uses = new Map<string, MasterValueUses>();
  if (values.length === 0) return uses;
  const counts: { kind: MasterValueHolder; value: string; count: number }[] = await manager.query(
    HOLDERS[list]
      .map(
        ({ kind, table, column }) =>
          `SELECT '${kind}' AS kind, ${column} AS value, count(*)::int AS count
           FROM ${table} WHERE ${column} = ANY($1) GROUP BY ${column}`,
      )
      .join(' UNION ALL '),
    [values],
  );
  for (const { kind, value, count } of counts) uses.set(value, { ...uses.get(value), [kind]: count });
  return uses;
}
