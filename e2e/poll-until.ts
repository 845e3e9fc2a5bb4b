/**
 * The platform promises that an administrator's change shows on the public site within 2 s: a test that
 * reads a change back polls through this helper, whose default deadline is that promise, so a breach fails.
 */
export const VISIBILITY_DEADLINE_MS = 2000;

export async function pollUntil<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  deadlineMs = VISIBILITY_DEADLINE_MS,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`not seen within ${deadlineMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
