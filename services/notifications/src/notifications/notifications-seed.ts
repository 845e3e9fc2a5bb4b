import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { insertMissingRows, readSeedFile, removeQuietly, type DemoSeed } from '@seedcorp/libs';
import { needsSubmissionDate, type NotificationLocation } from '@seedcorp/contracts';
import { documentObjectKey } from './document-keys';
import { indiaDay } from './india-calendar';

interface SeedDocument {
  location: NotificationLocation;
  title: string;
  /** Tenders: the last date of submission, in days from the day of loading. */
  submissionInDays?: number;
}

/** Fixed, so that a placeholder's bytes (and ETag) are the same whenever it is generated. */
const PLACEHOLDER_DATE = new Date('2025-01-01T00:00:00Z');

/** A stable UUID from a seed record's natural key: loading again finds the same row and object. */
function stableId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A one-page PDF that says plainly it stands in for a document not yet published. */
async function placeholderPdf(title: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setCreationDate(PLACEHOLDER_DATE);
  document.setModificationDate(PLACEHOLDER_DATE);
  const page = document.addPage([595, 842]);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  page.drawText('Sample document — placeholder', { x: 56, y: 760, size: 22, font: bold });
  page.drawText(title, { x: 56, y: 720, size: 12, font: regular, maxWidth: 480, lineHeight: 16 });
  page.drawText('No official file has been published here yet.', { x: 56, y: 660, size: 12, font: regular });
  return Buffer.from(await document.save());
}

/**
 * Demo notifications for the local stack: announcements, current and past tenders, and the
 * documents of the administration and marketing pages. A record already there (same location and
 * title) is left alone, object and all, so loading twice changes nothing.
 */
export const seedDemoNotifications: DemoSeed = async ({ dataSource, storage }) => {
  if (!storage) throw new Error('the notifications demo seed needs object storage');
  const { documents } = readSeedFile<{ documents: SeedDocument[] }>('notifications/documents.json');
  let added = 0;
  for (const seed of documents) {
    const id = stableId('notification', seed.location, seed.title);
    const existing = (await dataSource.query('SELECT 1 FROM notifications.notifications WHERE id = $1', [id])) as [];
    if (existing.length > 0) continue;
    const body = await placeholderPdf(seed.title);
    const documentKey = documentObjectKey(id, stableId('document', id));
    await storage.put(documentKey, body, 'application/pdf');
    const row = {
      id,
      title: seed.title,
      location: seed.location,
      submission_date: needsSubmissionDate(seed.location) ? indiaDay(seed.submissionInDays ?? 30) : null,
      document_key: documentKey,
      document_bytes: body.length,
    };
    try {
      added += await insertMissingRows(dataSource, 'notifications.notifications', ['id'], [row]);
    } catch (error) {
      await removeQuietly(storage, [documentKey], 'Object of an unsaved demo notification not removed');
      throw error;
    }
  }
  return [`demo seed: ${added} notifications added`];
};
