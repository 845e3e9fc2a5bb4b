import { RESTART_BACKOFF, restartDelayMs } from './stack';

describe('the runner restarting a service that dies', () => {
  it('waits a second, then twice as long each time it dies again, up to half a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(RESTART_BACKOFF.maxMs).toBe(30_000);
  });
});
