import Redis from 'ioredis';
import { recreateDatabase } from '@seedcorp/testing';
import type { BrowserServer } from 'playwright-core';
import { LocalStack } from '@seedcorp/stack';
import { stackSettings } from '@seedcorp/stack';
import { SHARED_CHROMIUM_ENDPOINT, startSharedChromium } from '@seedcorp/testing/browser';
import { E2E_DATABASE, E2E_ENV } from './e2e-env';

declare global {
  var __E2E_STACK__: LocalStack | undefined;
  var __E2E_CHROMIUM__: BrowserServer | undefined;
}

/**
 * The runner's own stack, on ports and a database of its own so that it never collides
 * with a developer's `npm start`, and one Chromium that every test file connects to. The build is done by
 * `npm run test:e2e` beforehand.
 */
export default async function stackSetup(): Promise<void> {
  const databaseUrl = await recreateDatabase(E2E_DATABASE);
  const redis = new Redis(E2E_ENV.REDIS_URL as string);
  await redis.flushdb();
  redis.disconnect();
  const stack = new LocalStack(stackSettings({ ...E2E_ENV, DATABASE_URL: databaseUrl }), () => undefined);
  globalThis.__E2E_STACK__ = stack;
  await stack.start();
  process.env.E2E_BASE_URL = stack.gatewayUrl;
  const chromium = await startSharedChromium();
  globalThis.__E2E_CHROMIUM__ = chromium;
  process.env[SHARED_CHROMIUM_ENDPOINT] = chromium.wsEndpoint();
}
