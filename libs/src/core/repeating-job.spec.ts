import type { Logger } from '@nestjs/common';
import { RepeatingJob } from './repeating-job';

const TIMERS_ON = { timedJobs: true };

const quietLogger = () => ({ error: jest.fn() }) as unknown as Logger & { error: jest.Mock };

/** A job whose runs end when the test says. */
function heldJob() {
  const ends: (() => void)[] = [];
  const job = jest.fn(() => new Promise<void>((resolve) => ends.push(resolve)));
  return { job, endRun: () => ends.shift()?.() };
}

describe('RepeatingJob', () => {
  afterEach(() => jest.useRealTimers());

  it('runs on its timer, never twice at once: a run falling due while one is going joins it', async () => {
    jest.useFakeTimers();
    const { job, endRun } = heldJob();
    const repeating = new RepeatingJob('Test job', job, quietLogger());
    await repeating.start(TIMERS_ON, 1000);
    expect(job).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1000);
    jest.advanceTimersByTime(1000);
    expect(job).toHaveBeenCalledTimes(1);

    endRun();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(job).toHaveBeenCalledTimes(2);
    endRun();
    await repeating.stop();
  });

  it('runs once at start when asked, and its start waits for that run', async () => {
    const { job, endRun } = heldJob();
    const repeating = new RepeatingJob('Test job', job, quietLogger());
    let started = false;
    const starting = repeating.start(TIMERS_ON, 60_000, { runNow: true }).then(() => {
      started = true;
    });
    await Promise.resolve();
    expect(job).toHaveBeenCalledTimes(1);
    expect(started).toBe(false);
    endRun();
    await starting;
    expect(started).toBe(true);
    await repeating.stop();
  });

  it('starts nothing in a service whose timed jobs are off, and still runs when called', async () => {
    jest.useFakeTimers();
    const job = jest.fn().mockResolvedValue(undefined);
    const repeating = new RepeatingJob('Test job', job, quietLogger());
    await repeating.start({ timedJobs: false }, 1000, { runNow: true });
    jest.advanceTimersByTime(10_000);
    expect(job).not.toHaveBeenCalled();
    await repeating.run();
    expect(job).toHaveBeenCalledTimes(1);
    await repeating.stop();
  });

  it('logs a failed run under its name and runs again next time', async () => {
    const logger = quietLogger();
    const job = jest.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
    const repeating = new RepeatingJob('Tender archive run', job, logger);
    await repeating.run();
    expect(logger.error).toHaveBeenCalledWith(expect.anything(), 'Tender archive run failed; the next run retries');
    await repeating.run();
    expect(job).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('stops only once the run in hand has ended', async () => {
    const { job, endRun } = heldJob();
    const repeating = new RepeatingJob('Test job', job, quietLogger());
    void repeating.run();
    let stopped = false;
    const stopping = repeating.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    endRun();
    await stopping;
    expect(stopped).toBe(true);
  });
});
