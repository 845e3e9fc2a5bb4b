import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseUrl, E2E_ENV } from './e2e-env';

export async function postJson(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** The latest code the SMS outbox holds for `mobile` (the stack runs with the outbox provider). */
export function latestOtp(mobile: string): string {
  const outbox = join(__dirname, '..', E2E_ENV.DATA_DIR as string, 'sms-outbox.jsonl');
  const lines = readFileSync(outbox, 'utf8').trim().split('\n');
  const mine = lines
    .map((line) => JSON.parse(line) as { to: string; otp: string })
    .filter((line) => line.to === mobile);
  return mine[mine.length - 1].otp;
}

/** Signs an admin in through the gateway, as the admin app does. */
export async function signIn(mobile: string): Promise<string> {
  const sent = await postJson('/api/auth/authenticateUser', { mobileNo: mobile });
  if (sent.status !== 200) throw new Error(`OTP request failed: ${await sent.text()}`);
  const login = await postJson('/api/auth/authorizeUser', {
    mobileNo: mobile,
    otp: latestOtp(mobile),
  });
  const body = (await login.json()) as { status: number; data: string };
  if (body.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data;
}
