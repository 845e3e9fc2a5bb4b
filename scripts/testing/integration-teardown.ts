import { rmSync } from 'node:fs';

export default async function integrationTeardown(): Promise<void> {
  const s3 = globalThis.__TEST_S3__;
  if (!s3) return;
  await s3.server.close();
  rmSync(s3.directory, { recursive: true, force: true });
}
