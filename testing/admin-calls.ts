import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import request from 'supertest';
import { revokedTokenKey } from '@seedcorp/libs';
import { ACTIVITY_STREAM } from '@seedcorp/contracts';
import { signAdminToken } from './test-keys';

type TokenOptions = Parameters<typeof signAdminToken>[1];

/** The `Authorization` header of a fresh admin token, as the auth service would sign it. */
export const adminBearer = (privateKey: string, options?: TokenOptions) =>
  `Bearer ${signAdminToken(privateKey, options)}`;

/** A POST with the given `Authorization` header, or, with `null`, as an anonymous visitor makes it. */
export function postWith(app: INestApplication, path: string, authorization: string | null): request.Test {
  const call = request(app.getHttpServer()).post(path);
  return authorization ? call.set('Authorization', authorization) : call;
}

/**
 * The headers every admin call must refuse with 401: none, an expired token and a revoked one (its id
 * `jti` is marked revoked in the service's Redis, as a logout does).
 */
export async function refusedAuthorizations(
  privateKey: string,
  redis: Redis,
  jti: string,
): Promise<{ missing: null; expired: string; revoked: string }> {
  await redis.set(revokedTokenKey(jti), '1', 'EX', 60);
  return {
    missing: null,
    expired: adminBearer(privateKey, { expiresInSeconds: -10 }),
    revoked: adminBearer(privateKey, { jti }),
  };
}

/** Every entry of the activity stream as `source … activityType … activityDetails …`, oldest first. */
export async function activityLines(redis: Redis): Promise<string[]> {
  return (await redis.xrange(ACTIVITY_STREAM, '-', '+')).map(([, fields]) => fields.slice(0, 6).join(' '));
}

/** The last `count` entries of the activity stream, as `activityLines` writes them. */
export async function lastActivity(redis: Redis, count: number): Promise<string[]> {
  return (await activityLines(redis)).slice(-count);
}
