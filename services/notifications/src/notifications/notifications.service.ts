import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type FindOptionsOrder, type Repository } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  fieldChanges,
  countRowsBy,
  isRecordKey,
  ObjectStorage,
  findPage,
  StoredRecords,
  type ObjectToStore,
  type PageRequest,
  type UploadedFile,
} from '@seedcorp/libs';
import {
  validityEnd,
  validityText,
  hasFile,
  needsSubmissionDate,
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_MAX_BYTES,
  NOTIFICATION_MESSAGES,
  trimmedText,
  type NotificationItem,
  type NotificationLocation,
  type Paged,
  type PublicNotificationItem,
  type TenderItem,
  type TenderLocation,
  type NamedCount,
  type NotificationFormFields,
} from '@seedcorp/contracts';
import { documentObjectKey, documentUrl } from './document-keys';
import { Notification } from './notification.entity';
import { checkPdf, hasPdfHeader } from './pdf-check';

/** The public lists are not paged; a location holding more shows its first this many. */
const PUBLIC_LIST_LIMIT = 200;

export type NotificationFields = Partial<
  Pick<NotificationFormFields, 'title' | 'location' | 'submissionDate' | 'validUntil'>
>;

type StoredFields = Pick<Notification, 'title' | 'location' | 'submissionDate' | 'validUntil'>;

/**
 * The form passed the contract's rules on its DTO: the date is stored only where the location needs one. A
 * validity end must lie ahead when it is set or changed; one left as it was may have passed (the archive has it).
 */
function storedFields(form: NotificationFields, current?: Notification): StoredFields {
  const location = trimmedText(form.location) as NotificationLocation;
  const submissionDate = needsSubmissionDate(location) ? trimmedText(form.submissionDate) : null;
  const validUntil = validityEnd(trimmedText(form.validUntil)) ?? null;
  const unchanged = validUntil?.getTime() === current?.validUntil?.getTime();
  if (validUntil && !unchanged && validUntil.getTime() <= Date.now()) {
    throw ApiError.badRequest(NOTIFICATION_MESSAGES.validUntilPast);
  }
  return { title: trimmedText(form.title), location, submissionDate, validUntil };
}

/** What an administrator reads of a stored notification, field by field, for the audit trail. */
function auditedFields(row: Pick<Notification, keyof StoredFields | 'documentKey'>): Record<string, string> {
  return {
    Title: row.title,
    Location: row.location,
    'Last date of submission': row.submissionDate ?? '',
    'Valid until': row.validUntil ? validityText(row.validUntil) : '',
    Document: row.documentKey,
  };
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
    });
  }

  /** Stores the document with the row; whichever step fails, nothing of the notification remains. */
  async create(fields: NotificationFields, file: UploadedFile | undefined): Promise<Notification> {
    // The rules saw the document's stand-in; a JSON body can claim one without sending it.
    if (!file || !hasFile(file)) throw ApiError.badRequest(NOTIFICATION_MESSAGES.required);
    const notification = this.notifications.create(storedFields(fields));
    await checkDocument(file);
    notification.archivedAt = null;

    notification.id = randomUUID();
    notification.documentKey = documentObjectKey(notification.id, randomUUID());
    notification.documentBytes = file.size;
    await this.records.create(notification, [pdfObject(notification.documentKey, file)]);
    await this.activity.publish('Created', notification.title, {
      record: { type: 'notification', id: notification.id },
      changes: fieldChanges({}, auditedFields(notification)),
    });
    return notification;
  }

  /**
   * A new file is stored under a new key first; the row then points at it, and only once that
   * is committed is the old object removed. A failed row update removes the new object instead.
   * An unknown key is a 404 before anything is stored.
   */
  async update(key: string | undefined, fields: NotificationFields, file: UploadedFile | undefined): Promise<void> {
    const current = isRecordKey(key) ? await this.notifications.findOneBy({ id: key }) : null;
    const changes: Partial<Notification> = storedFields(fields, current ?? undefined);
    if (hasFile(file)) await checkDocument(file as UploadedFile);
    if (!current) throw ApiError.notFound(NOTIFICATION_MESSAGES.notFound);
    // A validity moved ahead brings an archived notice back; a tender the archive moved stays where it is now.
    changes.archivedAt = changes.validUntil && changes.validUntil.getTime() > Date.now() ? null : current.archivedAt;
    const objects: ObjectToStore[] = [];
    if (file && hasFile(file)) {
      changes.documentKey = documentObjectKey(current.id, randomUUID());
      changes.documentBytes = file.size;
      objects.push(pdfObject(changes.documentKey, file));
    }
    await this.records.replace(current.id, changes, objects);
    await this.activity.publish('Updated', changes.title as string, {
      record: { type: 'notification', id: current.id },
      changes: fieldChanges(auditedFields(current), auditedFields({ ...current, ...changes })),
    });
  }

  /** Row and object go together: if the object cannot be removed the row stays, so a retry can finish. */
  async delete(key: string | undefined): Promise<void> {
    const deleted = await this.records.delete(key);
    await this.activity.publish('Deleted', deleted.title, {
      record: { type: 'notification', id: deleted.id },
      changes: fieldChanges(auditedFields(deleted), {}),
    });
  }

  /** The true number of notifications per location, for the dashboard's counts. */
  countByLocation(): Promise<NamedCount[]> {
    return countRowsBy(this.notifications, 'location', NOTIFICATION_LOCATIONS);
  }

  async list(location: string, page: PageRequest): Promise<Paged<NotificationItem>> {
    const where = location === 'All' ? {} : { location: location as NotificationLocation };
    return findPage(this.notifications, page, { where, order: { createdAt: 'DESC', id: 'DESC' } }, (rows) =>
      rows.map((row) => ({
        key: row.id,
        title: row.title,
        location: row.location,
        submissionDate: row.submissionDate,
        validUntil: row.validUntil ? validityText(row.validUntil) : null,
        archivedAt: row.archivedAt?.toISOString() ?? null,
        url: documentUrl(row.id, row.documentKey),
        bytes: row.documentBytes,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    );
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

  /**
   * What the public sees of a location: nothing archived at the end of its validity, nor anything whose validity
   * ended in the seconds before the archive's next look. The tender archive is itself the place such tenders go.
   */
  private publicRows(location: NotificationLocation, order: FindOptionsOrder<Notification>): Promise<Notification[]> {
    const showing = { location, archivedAt: IsNull() };
    const where =
      location === 'Archived Tender'
        ? { location }
        : [
            { ...showing, validUntil: IsNull() },
            { ...showing, validUntil: MoreThan(new Date()) },
          ];
    return this.notifications.find({ where, order, take: PUBLIC_LIST_LIMIT });
  }

  private async withFile<T extends { file?: string }>(item: T, row: Notification, includeFile: boolean): Promise<T> {
    if (includeFile) item.file = (await this.storage.getBuffer(row.documentKey)).toString('base64');
    return item;
  }
}

function pdfObject(key: string, file: UploadedFile): ObjectToStore {
  return { key, body: file.buffer, contentType: 'application/pdf' };
}
