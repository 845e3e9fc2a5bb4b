import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { postJson } from './admin-session';
import { baseUrl } from './e2e-env';

/** Records the suites publish through the admin API, as an administrator would, before reading them back. */

const url = (path: string) => `${baseUrl()}${path}`;

async function sendAdminForm(path: string, token: string, form: FormData): Promise<{ key?: string }> {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { status: number; data?: { key?: string } };
  if (body.status !== 200) throw new Error(`${path} refused: ${JSON.stringify(body)}`);
  return body.data ?? {};
}

async function sendAdminJson(path: string, token: string, fields: unknown): Promise<void> {
  const body = (await (await postJson(path, fields, token)).json()) as { status: number };
  if (body.status !== 200) throw new Error(`${path} refused: ${JSON.stringify(body)}`);
}

export async function uploadImage(token: string, location: string, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 350, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('location', location);
  form.append('file', new Blob([new Uint8Array(png)]), 'picture.png');
  return (await sendAdminForm('/api/v1/files/uploadFile', token, form)).key as string;
}

/** Publishes a one-page PDF titled `title` in a notification section (`submissionDate` for tenders). */
export async function publishDocument(
  token: string,
  location: string,
  title: string,
  submissionDate?: string,
): Promise<string> {
  const document = await PDFDocument.create();
  document.addPage().drawText(title.replace(/[^\x20-\x7e]/g, '?'), { x: 50, y: 700, size: 14 });
  const form = new FormData();
  form.append('title', title);
  form.append('location', location);
  if (submissionDate) form.append('submissionDate', submissionDate);
  form.append('file', new Blob([new Uint8Array(await document.save())]), 'document.pdf');
  return (await sendAdminForm('/api/notifications/create', token, form)).key as string;
}

export const createTender = (token: string, title: string, submissionDate: string) =>
  publishDocument(token, 'Tender', title, submissionDate);

export async function createDirector(token: string, name: string, location = 'Directors'): Promise<void> {
  const form = new FormData();
  for (const [field, value] of Object.entries({ location, name, designation: 'Director' })) {
    form.append(field, value);
  }
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#556b2f' } })
    .png()
    .toBuffer();
  form.append('image', new Blob([new Uint8Array(photo)]), 'photo.png');
  await sendAdminForm('/api/director/create', token, form);
}

export const createOfficer = (token: string, name: string, district = 'Hisar') =>
  sendAdminJson('/api/officersDirectory/create', token, { district, name, designation: 'Public Information Officer' });

export const createAuthority = (token: string, designation: string, district = 'Hisar') =>
  sendAdminJson('/api/authorities/create', token, { district, designation, role: 'Public Information Officer' });
