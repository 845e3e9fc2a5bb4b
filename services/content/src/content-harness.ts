import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '@seedcorp/libs';
import {
  adminBearer,
  generateTestKeyPair,
  postWith,
  startTestService,
  type TestKeyPair,
  type TestService,
  type TestServiceOptions,
} from '@seedcorp/testing';
import { AppModule } from './app.module';
import { ContentConfig } from './config';

/** How a content service of a suite is set, beyond a database, Redis key prefix and bucket of its own. */
export interface ContentServiceOptions extends Pick<TestServiceOptions, 'env' | 'redisKeyPrefix' | 'replicaOf'> {
  /**
   * Publishing without a second person's approval: for the suites of drafts, versions and what reads them, apart
   * from approval (which the workflow suites cover).
   */
  onePersonPublishing?: boolean;
}

/** A content service of the suite, started before its first test: read it only once a test runs. */
interface SuiteContentService {
  readonly service: TestService<ContentConfig>;
  readonly app: INestApplication;
}

export interface ContentHarness extends SuiteContentService {
  /** The key pair the suite's admin tokens are signed with, as the auth service signs them. */
  readonly keys: TestKeyPair;
  readonly dataSource: DataSource;
  readonly redis: Redis;
  /** The `Authorization` header of an administrator's fresh token. */
  bearer(): string;
  /** A call an administrator makes. */
  admin(path: string, body?: object): ReturnType<typeof postWith>;
  /** A call a visitor makes, without a token. */
  visitor(path: string, body?: object): ReturnType<typeof postWith>;
  /**
   * A second replica of the suite's service (its database and bucket; with `sharedRedisKeys`, its Redis keys too),
   * started after it and closed before it.
   */
  replica(name: string, options?: ContentServiceOptions & { sharedRedisKeys?: boolean }): SuiteContentService;
  /** Another content service that trusts the suite's admin tokens, started now; the test closes it. */
  startAnother(name: string, options?: ContentServiceOptions): Promise<TestService<ContentConfig>>;
}

/**
 * The content service a test file's suite runs against, the real app on a fresh database: started before the
 * suite's first test and closed after its last. Called in the suite's `describe`, whose hooks it adds.
 */
export function contentHarness(name: string, options: ContentServiceOptions = {}): ContentHarness {
  const keys = generateTestKeyPair();
  const start = (serviceName: string, { onePersonPublishing, env, ...rest }: ContentServiceOptions = {}) =>
    startTestService(AppModule, ContentConfig, {
      name: serviceName,
      publicKey: keys.publicKey,
      env: { ...(onePersonPublishing ? { CONTENT_ONE_PERSON_PUBLISHING: 'true' } : {}), ...env },
      ...rest,
    });
  const started = (running: TestService<ContentConfig> | undefined, serviceName: string) => {
    if (!running) throw new Error(`the ${serviceName} test service has not started: read it in a test`);
    return running;
  };

  let main: TestService<ContentConfig> | undefined;
  const replicas: { start(): Promise<void>; close(): Promise<void> }[] = [];
  beforeAll(async () => {
    main = await start(name, options);
    for (const replica of replicas) await replica.start();
  });
  afterAll(async () => {
    for (const replica of [...replicas].reverse()) await replica.close();
    await main?.close();
  });

  const harness: ContentHarness = {
    keys,
    get service() {
      return started(main, name);
    },
    get app() {
      return harness.service.app;
    },
    get dataSource() {
      return harness.app.get(DataSource);
    },
    get redis() {
      return harness.app.get<Redis>(REDIS);
    },
    bearer: () => adminBearer(keys.privateKey),
    admin: (path, body = {}) => postWith(harness.app, path, harness.bearer()).send(body),
    visitor: (path, body = {}) => postWith(harness.app, path, null).send(body),
    replica(replicaName, { sharedRedisKeys, ...replicaOptions } = {}) {
      let running: TestService<ContentConfig> | undefined;
      replicas.push({
        async start() {
          const first = harness.service;
          running = await start(replicaName, {
            ...replicaOptions,
            replicaOf: first,
            ...(sharedRedisKeys ? { redisKeyPrefix: first.redisKeyPrefix } : {}),
          });
        },
        close: async () => running?.close(),
      });
      return {
        get service() {
          return started(running, replicaName);
        },
        get app() {
          return started(running, replicaName).app;
        },
      };
    },
    startAnother: start,
  };
  return harness;
}
