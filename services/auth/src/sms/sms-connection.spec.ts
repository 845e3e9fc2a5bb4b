import { rateWindow } from './sms-connection';

/** The most jobs any second can meet: windows are at least `durationMs` long and never overlap. */
const mostInASecond = ({ max, durationMs }: { max: number; durationMs: number }) =>
  (Math.floor(1000 / durationMs) + 1) * max;

describe('the alerts rate limit window', () => {
  it.each([1, 2, 5, 20, 50, 100, 101, 250, 1000, 10_000])('lets no second take more than %i', (perSecond) => {
    const window = rateWindow(perSecond);
    expect(window.max).toBeGreaterThanOrEqual(1);
    expect(mostInASecond(window)).toBeLessThanOrEqual(Math.max(perSecond, 1));
  });

  it.each([
    [100, 90],
    [1000, 900],
    [20, 15],
  ])('lets %i a second through at %i or more on average', (perSecond, least) => {
    const { max, durationMs } = rateWindow(perSecond);
    expect((max * 1000) / durationMs).toBeGreaterThanOrEqual(least);
  });
});
