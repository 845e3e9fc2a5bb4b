import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('is at zero until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
  });

  it('counts the seconds down to zero and stops there', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(3);

    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => jest.advanceTimersByTime(1250));
    expect(result.current.secondsLeft).toBe(1);
    act(() => jest.advanceTimersByTime(750));
    expect(result.current.secondsLeft).toBe(0);

    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('starts again from the full time when restarted before it ran out', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    act(() => jest.advanceTimersByTime(20_000));
    expect(result.current.secondsLeft).toBe(10);

    act(() => result.current.start(30));
    expect(result.current.secondsLeft).toBe(30);
  });
});
