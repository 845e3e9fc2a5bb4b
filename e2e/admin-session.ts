import { API } from '@seedcorp/contracts';
import Redis from 'ioredis';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { baseUrl, E2E_ENV } from './e2e-env';

/**
 * The reason the suites give when their administrator publishes a change of their own without approval: the
 * stack runs with one-person publishing off, as a deployment does by default.
 */
export const E2E_PUBLISH_REASON = 'End-to-end check publishing its own change';

/** A publish call's body as an administrator publishing their own change alone sends it. */
export const publishedAlone = <Body extends object>(body: Body) => ({ ...body, reason: E2E_PUBLISH_REASON });

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

/** How long a sent code may take to reach the outbox: the SMS goes off the request path, not under the 2-s promise. */
const OTP_DELIVERY_DEADLINE_MS = 10_000;

/** Codes are sent off the request path: waits for the code that follows the `known` ones. */
export async function nextOtp(mobile: string, known: number): Promise<string> {
  const codes = await pollUntil(
    async () => sentCodes(mobile),
    (sent) => sent.length > known,
    OTP_DELIVERY_DEADLINE_MS,
  );
  return codes[codes.length - 1];
}

/**
 * Lifts the 120-s wait before the next code for `mobile`, for a file that signs one admin in several times (the
 * stack's auth service keeps it in its Redis database, keyed by number and client address).
 */
export async function letResendWaitPass(mobile: string): Promise<void> {
  const redis = new Redis(E2E_ENV.REDIS_URL as string);
  try {
    const waits = await redis.keys(`otp:resend:${mobile}:*`);
    if (waits.length > 0) await redis.del(...waits);
  } finally {
    redis.disconnect();
  }
}

/** Signs an admin in through the gateway, as the admin app does. */
export async function signIn(mobile: string): Promise<string> {
  const known = sentCodes(mobile).length;
  const sent = await postJson(API.auth.authenticateUser, { mobileNo: mobile });
  if (sent.status !== 200) throw new Error(`OTP request failed: ${await sent.text()}`);
  const login = await postJson(API.auth.authorizeUser, {
    mobileNo: mobile,
    otp: await nextOtp(mobile, known),
  });
  const body = (await login.json()) as { status: number; data: string };
  if (body.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data;
}
