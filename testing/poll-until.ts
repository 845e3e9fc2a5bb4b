/**
 * The platform promises that an administrator's change shows on the public site within 2 s. A test that
 * reads a change back polls through this helper, whose default deadline is that promise, so a breach fails;
 * a wait under another promise (the dashboard catching up after a restart, say) names its own deadline.
 */
export const VISIBILITY_DEADLINE_MS = 2000;
const POLL_INTERVAL_MS = 100;

/**
 * Reads until `accept` holds and returns that value. A read that throws counts as not yet; at the deadline
 * the last error, or the last value read, fails the test.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean = () => true,
  deadlineMs = VISIBILITY_DEADLINE_MS,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    let failure: unknown;
    try {
      const value = await read();
      if (accept(value)) return value;
      failure = new Error(`not seen within ${deadlineMs} ms; last read: ${JSON.stringify(value)?.slice(0, 500)}`);
    } catch (error) {
      failure = error;
    }
    if (Date.now() >= deadline) throw failure;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
