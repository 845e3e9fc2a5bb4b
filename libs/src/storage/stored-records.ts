import { Logger } from '@nestjs/common';
import type { EntityManager, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@seedcorp/contracts';
import { ApiError } from '../http/api-error';
import { isRecordKey } from '../http/record-key';
import { ImmutableFileCache } from './immutable-file-cache';
import type { ObjectStorage } from './object-storage';
import { removeQuietly, storeAllOrNone, type ObjectToStore } from './stored-objects';

export interface StoredRecordSettings<Row> {
  /** Every object a row points at (none when it has none). */
  objectKeys: (row: Row) => string[];
  /** The 404 of a key that names no row. */
  notFoundMessage: string;
  /**
   * How many bytes of base64 text `base64Of` keeps in memory (listed files are read again and again, and a stored
   * object never changes under its key); a copy goes when its object does. None kept when absent.
   */
  cacheBytes?: number;
}

const logger = new Logger('StoredRecords');

/**
 * Rows that point at objects in the object store, written all-or-none: objects are stored before the row
 * that points at them and removed only once no row points at them, so no row ever names a missing object
 * and no object outlives a failed write.
 */
export class StoredRecords<Row extends ObjectLiteral & { id: string }> {
  private readonly cache?: ImmutableFileCache;

  constructor(
    private readonly rows: Repository<Row>,
    private readonly storage: ObjectStorage,
    private readonly settings: StoredRecordSettings<Row>,
  ) {
    if (settings.cacheBytes) this.cache = new ImmutableFileCache(settings.cacheBytes);
  }

  /** A stored object as base64 text (a list's `file`), from memory when it was read before. */
  async base64Of(key: string): Promise<string> {
    const load = async () => (await this.storage.getBuffer(key)).toString('base64');
    return this.cache ? this.cache.get(key, load) : load();
  }

  /** Stores the objects, then inserts the row; a failed insert removes the objects again. */
  async create(row: Row, objects: ObjectToStore[]): Promise<void> {
    await storeAllOrNone(this.storage, objects);
    try {
      await this.rows.insert(row as QueryDeepPartialEntity<Row>);
    } catch (error) {
      await this.removeUnsaved(objects);
      throw error;
    }
  }

  /**
   * Stores the new objects (under keys of their own), then updates the locked row; once that is committed,
   * the objects the row no longer points at are removed. A failed update (an unknown key too) removes the
   * new objects instead.
   */
  async replace(id: string, changes: Partial<Row>, objects: ObjectToStore[]): Promise<void> {
    this.assertRecordKey(id);
    await storeAllOrNone(this.storage, objects);
    let previous: Row;
    try {
      previous = await this.rows.manager.transaction(async (manager) => {
        const current = await this.lock(manager, id);
        await manager.withRepository(this.rows).update(this.byId(current.id), changes as QueryDeepPartialEntity<Row>);
        return current;
      });
    } catch (error) {
      await this.removeUnsaved(objects);
      throw error;
    }
    const kept = new Set(this.settings.objectKeys({ ...previous, ...changes }));
    const replaced = this.settings.objectKeys(previous).filter((key) => !kept.has(key));
    this.forget(replaced);
    await removeQuietly(this.storage, replaced, 'Replaced objects not removed');
  }

  /**
   * Deletes the locked row and then its objects in one transaction: if the objects cannot be removed the
   * answer is 503 and the row stays, so that a retry can finish. Answers the deleted row.
   */
  async delete(id: string | undefined): Promise<Row> {
    this.assertRecordKey(id);
    return this.rows.manager.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      await manager.withRepository(this.rows).delete(this.byId(row.id));
      const keys = this.settings.objectKeys(row);
      try {
        await this.storage.remove(keys);
      } catch (error) {
        logger.error(
          { err: error, table: this.rows.metadata.tableName, id: row.id },
          'Objects not removed; the row stays',
        );
        throw ApiError.unavailable(SERVICE_UNAVAILABLE_MESSAGE);
      }
      this.forget(keys);
      return row;
    });
  }

  private assertRecordKey(id: string | undefined): asserts id is string {
    if (!isRecordKey(id)) throw ApiError.notFound(this.settings.notFoundMessage);
  }

  private async lock(manager: EntityManager, id: string): Promise<Row> {
    const row = await manager
      .withRepository(this.rows)
      .findOne({ where: this.byId(id), lock: { mode: 'pessimistic_write' } });
    if (!row) throw ApiError.notFound(this.settings.notFoundMessage);
    return row;
  }

  private byId(id: string): FindOptionsWhere<Row> {
    return { id } as FindOptionsWhere<Row>;
  }

  private forget(keys: string[]): void {
    for (const key of keys) this.cache?.forget(key);
  }

  private removeUnsaved(objects: ObjectToStore[]): Promise<void> {
    const keys = objects.map((object) => object.key);
    return removeQuietly(this.storage, keys, `Objects of an unsaved ${this.rows.metadata.name} not removed`);
  }
}
