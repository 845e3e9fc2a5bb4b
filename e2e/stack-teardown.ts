export default async function stackTeardown(): Promise<void> {
  await globalThis.__E2E_STACK__?.stop();
}
