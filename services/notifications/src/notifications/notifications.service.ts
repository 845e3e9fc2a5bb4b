import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FindOptionsOrder, Repository } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  countRowsBy,
  isRecordKey,
  needsSubmissionDate,
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_MAX_BYTES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TITLE_MAX_LENGTH,
  ObjectStorage,
  pagedOf,
  StoredRecords,
  type NotificationItem,
  type ObjectToStore,
  type NotificationLocation,
  type Paged,
  type PageRequest,
  type PublicNotificationItem,
  type TenderItem,
  type TenderLocation,
  type UploadedFile,
  type NamedCount,
} from '@seedcorp/libs';
import { documentObjectKey, documentUrl } from './document-keys';
import { Notification } from './notification.entity';
import { checkPdf, hasPdfHeader } from './pdf-check';

/** The public lists are not paged; a location holding more shows its first this many. */
export const PUBLIC_LIST_LIMIT = 200;

export interface NotificationFields {
  title?: string;
  location?: string;
  submissionDate?: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a real calendar day, else undefined. */
export function calendarDate(value: string): string | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? value : undefined;
}

/** The date rule both forms share: a valid date where the location needs one, nothing where it does not. */
function submissionDateFor(location: NotificationLocation, value: string | undefined): string | null {
  if (!needsSubmissionDate(location)) return null;
  if (!value?.trim()) throw ApiError.badRequest(NOTIFICATION_MESSAGES.dateRequired);
  const date = calendarDate(value.trim());
  if (!date) throw ApiError.badRequest(NOTIFICATION_MESSAGES.dateInvalid);
  return date;
}

function knownLocation(location: string): NotificationLocation {
  if (!NOTIFICATION_LOCATIONS.includes(location as NotificationLocation)) {
    throw ApiError.badRequest(NOTIFICATION_MESSAGES.unknownLocation);
  }
  return location as NotificationLocation;
}

function checkedTitle(title: string): string {
  if (title.length > NOTIFICATION_TITLE_MAX_LENGTH) throw ApiError.badRequest(NOTIFICATION_MESSAGES.titleTooLong);
  return title;
}

/** The file rules both forms share, decided by the bytes: PDF, at most 1 MB, parsable, inert. */
async function checkDocument(file: UploadedFile): Promise<void> {
  if (!hasPdfHeader(file.buffer)) throw ApiError.badRequest(NOTIFICATION_MESSAGES.invalidType);
  if (file.size > NOTIFICATION_MAX_BYTES) throw ApiError.badRequest(NOTIFICATION_MESSAGES.tooLarge);
  const verdict = await checkPdf(file.buffer);
  if (verdict === 'notPdf') throw ApiError.badRequest(NOTIFICATION_MESSAGES.invalidType);
  if (verdict === 'encrypted') throw ApiError.badRequest(NOTIFICATION_MESSAGES.encrypted);
  if (verdict === 'scripted') throw ApiError.badRequest(NOTIFICATION_MESSAGES.scripted);
}

@Injectable()
export class NotificationsService {
  private readonly records: StoredRecords<Notification>;

  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly storage: ObjectStorage,
    private readonly activity: ActivityPublisher,
  ) {
    this.records = new StoredRecords(notifications, storage, {
      objectKeys: (row) => [row.documentKey],
      notFoundMessage: NOTIFICATION_MESSAGES.notFound,
      unavailableMessage: NOTIFICATION_MESSAGES.storageDown,
    });
  }

  /** Stores the document with the row; whichever step fails, nothing of the notification remains. */
  async create(fields: NotificationFields, file: UploadedFile | undefined): Promise<Notification> {
    const title = fields.title?.trim();
    const location = fields.location?.trim();
    if (!title || !location || !file || file.size === 0) throw ApiError.badRequest(NOTIFICATION_MESSAGES.required);
    const notification = this.notifications.create({
      title: checkedTitle(title),
      location: knownLocation(location),
    });
    notification.submissionDate = submissionDateFor(notification.location, fields.submissionDate);
    await checkDocument(file);

    notification.id = randomUUID();
    notification.documentKey = documentObjectKey(notification.id, randomUUID());
    notification.documentBytes = file.size;
    await this.records.create(notification, [pdfObject(notification.documentKey, file)]);
    await this.activity.publish('Created', notification.title);
    return notification;
  }

  /**
   * A new file is stored under a new key first; the row then points at it, and only once that
   * is committed is the old object removed. A failed row update removes the new object instead.
   * An unknown key is a 404 before anything is stored.
   */
  async update(key: string | undefined, fields: NotificationFields, file: UploadedFile | undefined): Promise<void> {
    const title = fields.title?.trim();
    const location = fields.location?.trim();
    if (!title) throw ApiError.badRequest(NOTIFICATION_MESSAGES.titleEmpty);
    if (!location) throw ApiError.badRequest(NOTIFICATION_MESSAGES.locationEmpty);
    const changes: Partial<Notification> = { title: checkedTitle(title), location: knownLocation(location) };
    changes.submissionDate = submissionDateFor(changes.location as NotificationLocation, fields.submissionDate);
    if (file && file.size > 0) await checkDocument(file);

    const current = isRecordKey(key) ? await this.notifications.findOneBy({ id: key }) : null;
    if (!current) throw ApiError.notFound(NOTIFICATION_MESSAGES.notFound);
    const objects: ObjectToStore[] = [];
    if (file && file.size > 0) {
      changes.documentKey = documentObjectKey(current.id, randomUUID());
      changes.documentBytes = file.size;
      objects.push(pdfObject(changes.documentKey, file));
    }
    await this.records.replace(current.id, changes, objects);
    await this.activity.publish('Updated', changes.title as string);
  }

  /** Row and object go together: if the object cannot be removed the row stays, so a retry can finish. */
  async delete(key: string | undefined): Promise<void> {
    const { title } = await this.records.delete(key);
    await this.activity.publish('Deleted', title);
  }

  /** The true number of notifications per location, for the dashboard's counts. */
  countByLocation(): Promise<NamedCount[]> {
    return countRowsBy(this.notifications, 'location', NOTIFICATION_LOCATIONS);
  }

  async list(location: string, page: PageRequest): Promise<Paged<NotificationItem>> {
    const [rows, total] = await this.notifications.findAndCount({
      where: location === 'All' ? {} : { location: location as NotificationLocation },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: page.skip,
      take: page.size,
    });
    const content = rows.map((row) => ({
      key: row.id,
      title: row.title,
      location: row.location,
      submissionDate: row.submissionDate,
      url: documentUrl(row.id, row.documentKey),
      bytes: row.documentBytes,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
    return pagedOf(content, total, page.size);
  }

  /** Current tenders closing soonest first; archived ones most recently closed first. */
  async listTenders(location: TenderLocation, includeFile: boolean): Promise<TenderItem[]> {
    const direction = location === 'Tender' ? 'ASC' : 'DESC';
    const rows = await this.publicRows(location, { submissionDate: direction, createdAt: direction, id: direction });
    return Promise.all(
      rows.map(async (row) =>
        this.withFile<TenderItem>(
          {
            key: row.id,
            title: row.title,
            location: row.location as TenderLocation,
            subDate: row.submissionDate ?? '',
            url: documentUrl(row.id, row.documentKey),
            bytes: row.documentBytes,
          },
          row,
          includeFile,
        ),
      ),
    );
  }

  async listPublic(location: NotificationLocation, includeFile: boolean): Promise<PublicNotificationItem[]> {
    const rows = await this.publicRows(location, { createdAt: 'DESC', id: 'DESC' });
    return Promise.all(
      rows.map((row) =>
        this.withFile<PublicNotificationItem>(
          {
            key: row.id,
            title: row.title,
            location: row.location,
            createdAt: row.createdAt.toISOString(),
            url: documentUrl(row.id, row.documentKey),
            bytes: row.documentBytes,
          },
          row,
          includeFile,
        ),
      ),
    );
  }

  /** The row behind a document URL; an unknown or malformed key is the spec's 'Document not found.'. */
  async findDocument(key: string): Promise<Notification> {
    const row = isRecordKey(key) ? await this.notifications.findOneBy({ id: key }) : null;
    if (!row) throw ApiError.notFound(NOTIFICATION_MESSAGES.documentNotFound);
    return row;
  }

  private publicRows(location: NotificationLocation, order: FindOptionsOrder<Notification>): Promise<Notification[]> {
    return this.notifications.find({ where: { location }, order, take: PUBLIC_LIST_LIMIT });
  }

  private async withFile<T extends { file?: string }>(item: T, row: Notification, includeFile: boolean): Promise<T> {
    if (includeFile) item.file = (await this.storage.getBuffer(row.documentKey)).toString('base64');
    return item;
  }
}

function pdfObject(key: string, file: UploadedFile): ObjectToStore {
  return { key, body: file.buffer, contentType: 'application/pdf' };
}
