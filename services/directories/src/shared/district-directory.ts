import type { Repository } from 'typeorm';
import { ActivityPublisher, ApiError, fieldChanges, isRecordKey, pagedOf, type PageRequest } from '@seedcorp/libs';
import { type ChangeRecord, type GroupedByLocation, type GroupedPage } from '@seedcorp/contracts';
import { refusingUnlisted } from '../masters/unlisted-values';
import { groupByDistrict, inGroupedOrder } from './grouping';

export interface DistrictDirectorySettings<Row> {
  /** `schema.table`, for the one-statement delete. */
  table: string;
  /** The column that names an entry in the activity stream and orders it within its district. */
  detailsColumn: keyof Row & string;
  notFoundMessage: string;
  /** The public list is not paged; more entries than this would be cut at the last districts. */
  publicLimit: number;
  /** The record type the audit trail names, e.g. 'rti-officer'. */
  recordType: string;
  /** Each field the audit trail shows, under the name the admin form gives it. */
  auditedFields: Record<string, keyof Row & string>;
}

/**
 * A directory of entries kept per district (RTI officers, RTI authorities): the same create, edit,
 * delete and grouped lists, with each kind's own form rules and list item.
 */
export abstract class DistrictDirectory<Row extends { id: string; district: string }, Form, Fields, Item> {
  protected constructor(
    private readonly rows: Repository<Row>,
    private readonly activity: ActivityPublisher,
    private readonly settings: DistrictDirectorySettings<Row>,
  ) {}

  /** The stored fields of a form that passed the contract's rules, once the master lists kept in the database agree. */
  protected abstract checkForm(form: Form): Promise<Fields>;

  protected abstract toItem(row: Row): Item;

  async create(form: Form): Promise<Row> {
    const fields = await this.checkForm(form);
    const row = this.rows.create(fields as unknown as Row);
    await refusingUnlisted(() => this.rows.insert(row as never));
    await this.activity.publish('Created', this.detailsOf(row), this.changeOf(row.id, undefined, row));
    return row;
  }

  async update(key: string, form: Form): Promise<void> {
    if (!isRecordKey(key)) throw ApiError.notFound(this.settings.notFoundMessage);
    const fields = await this.checkForm(form);
    const before = await this.rows.findOneBy({ id: key } as never);
    const { affected } = await refusingUnlisted(() => this.rows.update({ id: key } as never, fields as never));
    if (!affected || !before) throw ApiError.notFound(this.settings.notFoundMessage);
    const after = { ...before, ...fields } as Row;
    await this.activity.publish('Updated', this.detailsOf(after), this.changeOf(key, before, after));
  }

  async delete(key: string): Promise<void> {
    if (!isRecordKey(key)) throw ApiError.notFound(this.settings.notFoundMessage);
    const before = await this.rows.findOneBy({ id: key } as never);
    const [deleted] = (await this.rows.query(`DELETE FROM ${this.settings.table} WHERE id = $1 RETURNING id`, [
      key,
    ])) as [{ id: string }[], number];
    if (deleted.length === 0 || !before) throw ApiError.notFound(this.settings.notFoundMessage);
    await this.activity.publish('Deleted', this.detailsOf(before), this.changeOf(key, before, undefined));
  }

  /** The audit trail's record and each field's old and new text; a side that does not exist names no field. */
  private changeOf(id: string, before: Row | undefined, after: Row | undefined): ChangeRecord {
    const texts = (row: Row | undefined) =>
      Object.fromEntries(
        row
          ? Object.entries(this.settings.auditedFields).map(([label, column]) => [label, String(row[column] ?? '')])
          : [],
      );
    return { record: { type: this.settings.recordType, id }, changes: fieldChanges(texts(before), texts(after)) };
  }

  async list(location: string, page: PageRequest): Promise<GroupedPage<Item>> {
    const [rows, total] = await this.query(location).offset(page.skip).limit(page.size).getManyAndCount();
    const paged = pagedOf(rows, total, page.size);
    return { ...paged, content: groupByDistrict(paged.content, (row) => this.toItem(row)) };
  }

  async listPublic(location: string): Promise<GroupedByLocation<Item>> {
    const rows = await this.query(location).limit(this.settings.publicLimit).getMany();
    return groupByDistrict(rows, (row) => this.toItem(row));
  }

  private query(location: string) {
    const query = inGroupedOrder(this.rows.createQueryBuilder('entry'), this.settings.detailsColumn);
    return location === 'All' ? query : query.where('entry.district = :location', { location });
  }

  private detailsOf(row: Row): string {
    return String(row[this.settings.detailsColumn]);
  }
}
