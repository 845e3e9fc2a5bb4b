import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { API } from '@seedcorp/contracts';
import { signAdminToken } from '@seedcorp/testing/test-keys';
import { stackSettings } from '../stack/stack-settings';

/** What the benches call on a running `npm start` stack: its gateway, an admin token, records to measure with. */
const settings = stackSettings();
export const benchBaseUrl = (process.env.BENCH_BASE_URL ?? `http://localhost:${settings.gatewayPort}`).replace(
  /\/$/,
  '',
);

export interface Envelope<T> {
  status: number;
  message: string;
  data?: T;
}

export async function post<T>(path: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const form = body instanceof FormData;
  const response = await fetch(`${benchBaseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...(form ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: form ? body : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** A token of the stack's own signing key, for an hour. */
export const benchAdminToken = () =>
  signAdminToken(readFileSync(join(settings.dataDir, 'keys', 'jwt-private.pem'), 'utf8'), { expiresInSeconds: 3600 });

export async function adminCreate(path: string, body: unknown, token: string): Promise<string> {
  const answer = await post<{ key: string }>(path, body, token);
  if (answer.status !== 200 || !answer.data) throw new Error(`${path} refused: ${answer.message}`);
  return answer.data.key;
}

async function pdfTitled(title: string): Promise<Blob> {
  const document = await PDFDocument.create();
  document.addPage().drawText(title, { x: 50, y: 700, size: 14 });
  return new Blob([new Uint8Array(await document.save())], { type: 'application/pdf' });
}

/** A notification, tender or document section entry with a one-page PDF; answers its key. */
export async function publishDocument(token: string, location: string, title: string, submissionDate?: string) {
  const form = new FormData();
  form.append('title', title);
  form.append('location', location);
  if (submissionDate) form.append('submissionDate', submissionDate);
  form.append('file', await pdfTitled(title), 'document.pdf');
  return adminCreate(API.notifications.create, form, token);
}
