import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClassConstructor } from 'class-transformer';
import type { ServiceConfig } from '@seedcorp/libs';
import { generateTestKeyPair, startTestService, type ServiceModule, type TestService } from '@seedcorp/testing';
import type { ServiceName } from '@seedcorp/contracts/route-table';

async function load(
  service: ServiceName,
): Promise<{ AppModule: ServiceModule<ServiceConfig>; Config: ClassConstructor<ServiceConfig> }> {
  const [app, config] = await Promise.all([
    import(`../../services/${service}/src/app.module`),
    import(`../../services/${service}/src/config`),
  ]);
  const Config = Object.values(config).find((value) => typeof value === 'function') as ClassConstructor<ServiceConfig>;
  return { AppModule: app.AppModule, Config };
}

export type ServiceTestApp = TestService<ServiceConfig>;

/** Any service by its name (for suites that walk all five), booted as its own integration tests boot it. */
export async function createServiceTestApp(service: ServiceName): Promise<ServiceTestApp> {
  const keys = generateTestKeyPair();
  const { AppModule, Config } = await load(service);
  return startTestService(AppModule, Config, {
    name: service,
    publicKey: keys.publicKey,
    env: {
      JWT_PRIVATE_KEY: keys.privateKey,
      SMS_OUTBOX_FILE: join(tmpdir(), `seedcorp-${service}-${process.pid}.jsonl`),
    },
  });
}
