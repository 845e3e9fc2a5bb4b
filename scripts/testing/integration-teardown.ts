export default async function integrationTeardown(): Promise<void> {
  await globalThis.__TEST_S3__?.close();
}
