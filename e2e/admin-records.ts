import { API } from '@seedcorp/contracts';
import { PDFDocument } from '@cantoo/pdf-lib';
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

/** An image upload through the gateway as the admin app sends it; the answer as it came, refusals included. */
export function postImageUpload(token: string, location: string, image: Buffer, filename = 'picture.png') {
  const form = new FormData();
  form.append('location', location);
  form.append('file', new Blob([new Uint8Array(image)]), filename);
  return fetch(url(API.files.uploadFile), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

/** Uploads `image`, or an 800 x 350 picture of that colour, to `location` and answers its key. */
export async function uploadImage(token: string, location: string, image: Buffer | string): Promise<string> {
  const png =
    typeof image === 'string'
      ? await sharp({ create: { width: 800, height: 350, channels: 3, background: image } })
          .png()
          .toBuffer()
      : image;
  const body = (await (await postImageUpload(token, location, png)).json()) as {
    status: number;
    data?: { key: string };
  };
  if (body.status !== 200 || !body.data) throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return body.data.key;
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
  return (await sendAdminForm(API.notifications.create, token, form)).key as string;
}

export const createTender = (token: string, title: string, submissionDate: string) =>
  publishDocument(token, 'Tender', title, submissionDate);

/** Adds a director with a photo; `fields` adds to or overrides the name, location and designation. Answers its key. */
export async function createDirector(
  token: string,
  name: string,
  location = 'Directors',
  fields: Record<string, string> = {},
): Promise<string> {
  const form = new FormData();
  for (const [field, value] of Object.entries({ location, name, designation: 'Director', ...fields })) {
    form.append(field, value);
  }
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#556b2f' } })
    .png()
    .toBuffer();
  form.append('image', new Blob([new Uint8Array(photo)]), 'photo.png');
  return (await sendAdminForm(API.director.create, token, form)).key as string;
}

export const createOfficer = (token: string, name: string, district = 'Hisar') =>
  sendAdminJson(API.officersDirectory.create, token, { district, name, designation: 'Public Information Officer' });

export const createAuthority = (token: string, designation: string, district = 'Hisar') =>
  sendAdminJson(API.authorities.create, token, { district, designation, role: 'Public Information Officer' });
