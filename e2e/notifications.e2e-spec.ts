import { API } from '@seedcorp/contracts';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { signAdminToken } from '@seedcorp/testing';
import { indiaDay } from '../services/notifications/src/notifications/india-calendar';
import { postJson, signIn } from './admin-session';
import { publicList } from './public-reads';
import { baseUrl, E2E_ADMINS, E2E_ENV } from './e2e-env';

async function pdf(text: string, padding = 0): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text, { x: 50, y: 700, size: 14 });
  if (padding > 0) document.context.register(document.context.stream(randomBytes(padding / 2).toString('hex')));
  return Buffer.from(await document.save());
}

function sendForm(
  path: 'create' | 'updateNotification',
  token: string | undefined,
  fields: Record<string, string>,
  file?: Buffer,
  fileName = 'notice.pdf',
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file]), fileName);
  return fetch(`${baseUrl()}${API.notifications[path]}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

interface Listed {
  key: string;
  title: string;
  location: string;
  url: string;
  bytes: number;
  file?: string;
  subDate?: string;
  createdAt?: string;
}

describe('notifications through the gateway', () => {
  let token: string;

  beforeAll(async () => {
    token = await signIn(E2E_ADMINS.notifications);
  });

  it('publishes an announcement, a tender, an archived tender and a document section, and serves the PDFs', async () => {
    const stamp = Date.now().toString(36);
    const records: Record<string, string>[] = [
      { title: `Announcement ${stamp}`, location: 'Home Page' },
      { title: `Tender ${stamp}`, location: 'Tender', submissionDate: indiaDay(20) },
      { title: `Old tender ${stamp}`, location: 'Archived Tender', submissionDate: '2024-01-15' },
      { title: `Leave form ${stamp}`, location: 'Forms' },
    ];
    const bytes = new Map<string, Buffer>();
    const keys = new Map<string, string>();
    for (const record of records) {
      const body = await pdf(record.title);
      const created = (await (await sendForm('create', token, record, body)).json()) as {
        status: number;
        data: { key: string };
      };
      expect(created.status).toBe(200);
      bytes.set(record.location, body);
      keys.set(record.location, created.data.key);
    }

    for (const location of ['Home Page', 'Forms']) {
      const items = await publicList<Listed>(API.notifications.webGetNotification, { location }, (list) =>
        list.some((item) => item.key === keys.get(location)),
      );
      const item = items.find((entry) => entry.key === keys.get(location))!;
      expect(Object.keys(item).sort()).toEqual(['bytes', 'createdAt', 'file', 'key', 'location', 'title', 'url']);
      expect(Buffer.from(item.file!, 'base64').equals(bytes.get(location)!)).toBe(true);
    }
    for (const location of ['Tender', 'Archived Tender']) {
      const items = await publicList<Listed>(
        API.notifications.getNotification,
        { location, includeFile: false },
        (list) => list.some((item) => item.key === keys.get(location)),
      );
      const item = items.find((entry) => entry.key === keys.get(location))!;
      expect(Object.keys(item).sort()).toEqual(['bytes', 'key', 'location', 'subDate', 'title', 'url']);
      expect(item.subDate).toBe(location === 'Tender' ? indiaDay(20) : '2024-01-15');

      const document = await fetch(`${baseUrl()}${item.url}`);
      expect(document.status).toBe(200);
      expect(Buffer.from(await document.arrayBuffer()).equals(bytes.get(location)!)).toBe(true);
      expect(document.headers.get('content-type')).toBe('application/pdf');
      expect(document.headers.get('content-length')).toBe(String(bytes.get(location)!.length));
      expect(document.headers.get('content-disposition')).toBe(
        `inline; filename="${item.title}.pdf"; filename*=UTF-8''${encodeURIComponent(item.title)}.pdf`,
      );
      expect(document.headers.get('x-content-type-options')).toBe('nosniff');
      expect(document.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = document.headers.get('etag')!;
      const again = await fetch(`${baseUrl()}${item.url}`, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
    }

    const missing = await fetch(`${baseUrl()}${API.notifications.document('00000000-0000-0000-0000-000000000000')}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 404, message: 'Document not found.' });
  });

  it.each([
    ['a missing title', { location: 'Home Page' }, 'pdf', 'Please fill in the all required fields.'],
    ['a PNG renamed .pdf', { title: 'x', location: 'Home Page' }, 'png', 'Invalid file type. Please upload an PDF.'],
    [
      'an HTML file renamed .pdf',
      { title: 'x', location: 'Home Page' },
      'html',
      'Invalid file type. Please upload an PDF.',
    ],
    ['a 1.1 MB PDF', { title: 'x', location: 'Home Page' }, 'large', 'File size exceeds 1MB.'],
    [
      'a tender without a date',
      { title: 'x', location: 'Tender' },
      'pdf',
      'Last submission date is required for tenders and archived tenders.',
    ],
  ])('refuses %s with the spec message', async (_kind, fields, kind, message) => {
    const files: Record<string, () => Promise<Buffer>> = {
      pdf: () => pdf('x'),
      png: async () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      html: async () => Buffer.from('<html><script>alert(1)</script></html>'),
      large: () => pdf('x', 1.1 * 1024 * 1024),
    };
    const response = await sendForm('create', token, fields, await files[kind]());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message });
  });

  it('replaces a document and deletes the notification', async () => {
    const created = (await (
      await sendForm('create', token, { title: 'Circular draft', location: 'Circulars' }, await pdf('v1'))
    ).json()) as { data: { key: string } };
    const key = created.data.key;
    const replacement = await pdf('v2');
    const updated = await sendForm(
      'updateNotification',
      token,
      { key, title: 'Circular final', location: 'Circulars' },
      replacement,
    );
    expect(await updated.json()).toEqual({ status: 200, message: 'Notification updated successfully.' });
    const document = await fetch(`${baseUrl()}${API.notifications.document(key)}`);
    expect(Buffer.from(await document.arrayBuffer()).equals(replacement)).toBe(true);

    const deleted = await postJson(API.notifications.deleteNotification, { key }, token);
    expect(await deleted.json()).toEqual({ status: 200, message: 'Notification deleted successfully.' });
    expect((await fetch(`${baseUrl()}${API.notifications.document(key)}`)).status).toBe(404);
  });

  it('serves the seeded administration documents and the location master list', async () => {
    const serviceRules = await publicList<Listed>(
      API.notifications.webGetNotification,
      { location: 'Service Rules', includeFile: false },
      () => true,
    );
    expect(serviceRules.length).toBeGreaterThanOrEqual(3);
    for (const item of serviceRules) expect(item.title).toMatch(/sample/i);

    const types = (await (await fetch(`${baseUrl()}${API.master.notificationType}`)).json()) as {
      data: { type: string; needsSubmissionDate: boolean }[];
    };
    expect(types.data).toContainEqual({ type: 'Tender', needsSubmissionDate: true });
    expect(types.data).toContainEqual({ type: 'Home Page', needsSubmissionDate: false });
  });

  // Last: it ends this file's session.
  it('refuses admin calls without a token, with an expired token and with a revoked one', async () => {
    const privateKey = readFileSync(
      join(__dirname, '..', E2E_ENV.DATA_DIR as string, 'keys', 'jwt-private.pem'),
      'utf8',
    );
    const expired = signAdminToken(privateKey, { expiresInSeconds: -60 });
    const revoked = token;
    expect((await postJson(API.auth.logout, {}, revoked)).status).toBe(200);

    for (const credential of [undefined, expired, revoked]) {
      const create = await sendForm('create', credential, { title: 'x', location: 'Home Page' }, await pdf('x'));
      expect(create.status).toBe(401);
      const list = await postJson(
        API.notifications.getNotification,
        { location: 'All', page: 0, size: 10 },
        credential,
      );
      expect(list.status).toBe(401);
      const remove = await postJson(API.notifications.deleteNotification, { key: 'x' }, credential);
      expect(remove.status).toBe(401);
    }
    const expiredAnswer = await postJson(API.notifications.deleteNotification, { key: 'x' }, expired);
    expect(((await expiredAnswer.json()) as { message: string }).message).toContain('expired');
  });
});
