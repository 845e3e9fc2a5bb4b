import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseUrl, E2E_ENV } from './e2e-env';

export async function postJson(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** The codes the SMS outbox holds for `mobile`, oldest first (the stack runs with the outbox provider). */
export function sentCodes(mobile: string): string[] {
  const outbox = join(__dirname, '..', E2E_ENV.DATA_DIR as string, 'sms-outbox.jsonl');
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; otp: string })
    .filter((line) => line.to === mobile)
    .map((line) => line.otp);
}

/** Codes are sent off the request path: waits for the code that follows the `known` ones. */
export async function nextOtp(mobile: string, known: number): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const codes = sentCodes(mobile);
    if (codes.length > known) return codes[codes.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code reached the outbox for ${mobile}`);
}

/** Signs an admin in through the gateway, as the admin app does. */
export async function signIn(mobile: string): Promise<string> {
  const known = sentCodes(mobile).length;
  const sent = await postJson('/api/auth/authenticateUser', { mobileNo: mobile });
  if (sent.status !== 200) throw new Error(`OTP request failed: ${await sent.text()}`);
  const login = await postJson('/api/auth/authorizeUser', {
    mobileNo: mobile,
    otp: await nextOtp(mobile, known),
  });
  const body = (await login.json()) as { status: number; data: string };
  if (body.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data;
}
