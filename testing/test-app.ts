import type { DynamicModule, INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { __resetOutOfContextForTests } from 'nestjs-pino/PinoLogger';
import { configureApp, type BodyLimits } from '@seedcorp/libs';

/** The real Nest app of a service, configured exactly as in production, without a listening port. */
export async function createTestApp(module: DynamicModule, limits?: BodyLimits): Promise<INestApplication> {
  // nestjs-pino writes lines logged outside a request (background workers) with the first logger it made in the
  // process, which in a test file is the first app's, closed since: they go to the app started now instead.
  __resetOutOfContextForTests();
  const moduleRef = await Test.createTestingModule({ imports: [module] }).compile();
  const app = moduleRef.createNestApplication({ bodyParser: false, logger: false });
  await configureApp(app, limits);
  return app;
}

/** A Redis key prefix of its own for one test file. */
export const testKeyPrefix = (name: string) => `test:${name}:${Date.now().toString(36)}:`;
