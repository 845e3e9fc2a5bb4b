import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { REDIS } from '@seedcorp/libs';
import { API } from '@seedcorp/contracts';
import { startTestService, type TestKeyPair } from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { AuthConfig } from '../config';
import { OtpStore } from '../otp/otp-store';

/** The SMS code the sign-in tests type; stored as the send step stores one, so no SMS is needed. */
const SMS_CODE = '246810';

/** An auth service with the given admins, for the tests of the sign-in steps after the SMS code. */
export interface SignInHarness {
  app: INestApplication;
  redis: Redis;
  close(): Promise<void>;
}

export async function startSignInHarness(
  name: string,
  keys: TestKeyPair,
  admins: readonly string[],
  env: Record<string, string> = {},
): Promise<SignInHarness> {
  const service = await startTestService(AppModule, AuthConfig, {
    name,
    publicKey: keys.publicKey,
    env: { JWT_PRIVATE_KEY: keys.privateKey, ...env },
  });
  const data = service.app.get(DataSource);
  for (const mobile of admins) {
    await data.query(`INSERT INTO auth.admins (mobile, name) VALUES ($1, 'Test Admin')`, [mobile]);
  }
  return { app: service.app, redis: service.app.get(REDIS), close: () => service.close() };
}

/** A POST as from the gateway for the client `address`, with a bearer token where given. */
export function postFrom(harness: SignInHarness, address: string, path: string, token?: string, body: object = {}) {
  const call = request(harness.app.getHttpServer()).post(path).set('X-Forwarded-For', address);
  return (token ? call.set('Authorization', `Bearer ${token}`) : call).send(body);
}

/** The SMS step as the admin passes it: a code stored as the send step stores it, then typed in. */
export async function passSmsStep(
  harness: SignInHarness,
  mobile: string,
  address: string,
): Promise<{ token: string; message: string }> {
  await harness.app.get(OtpStore).saveCode({ mobile, ip: address }, SMS_CODE);
  const answer = await postFrom(harness, address, API.auth.authorizeUser, undefined, {
    mobileNo: mobile,
    otp: SMS_CODE,
  });
  expect(answer.status).toBe(200);
  return { token: answer.body.data as string, message: answer.body.message as string };
}
