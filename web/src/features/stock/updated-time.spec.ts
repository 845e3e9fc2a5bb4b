import { EN_TEXTS } from '../../i18n/en';
import { HI_TEXTS } from '../../i18n/hi';
import { elapsedSince, updatedText } from './updated-time';

const AT = '2026-11-29T04:12:30.000Z';
const later = (ms: number) => Date.parse(AT) + ms;
const MINUTE = 60_000;

describe('how long ago a stock line was updated', () => {
  it.each([
    [0, { unit: 'now' }],
    [59_999, { unit: 'now' }],
    [-5_000, { unit: 'now' }],
    [MINUTE, { unit: 'minute', count: 1 }],
    [59 * MINUTE + 59_999, { unit: 'minute', count: 59 }],
    [60 * MINUTE, { unit: 'hour', count: 1 }],
    [119 * MINUTE, { unit: 'hour', count: 1 }],
    [120 * MINUTE, { unit: 'hour', count: 2 }],
    [24 * 60 * MINUTE - 1, { unit: 'hour', count: 23 }],
    [24 * 60 * MINUTE, { unit: 'day', count: 1 }],
    [9 * 24 * 60 * MINUTE + 5, { unit: 'day', count: 9 }],
  ])('%i ms after the update is %j', (ms, elapsed) => {
    expect(elapsedSince(AT, later(ms))).toEqual(elapsed);
  });

  it('says it in words a farmer reads, in English and Hindi, one and many told apart', () => {
    const say = (texts: Record<string, string>, ms: number) => {
      const { key, count } = updatedText(elapsedSince(AT, later(ms)));
      return texts[key].replace('{{count}}', String(count));
    };
    expect(say(EN_TEXTS, 0)).toBe('updated just now');
    expect(say(EN_TEXTS, MINUTE)).toBe('updated 1 minute ago');
    expect(say(EN_TEXTS, 5 * MINUTE)).toBe('updated 5 minutes ago');
    expect(say(EN_TEXTS, 60 * MINUTE)).toBe('updated 1 hour ago');
    expect(say(EN_TEXTS, 150 * MINUTE)).toBe('updated 2 hours ago');
    expect(say(EN_TEXTS, 24 * 60 * MINUTE)).toBe('updated 1 day ago');
    expect(say(EN_TEXTS, 3 * 24 * 60 * MINUTE)).toBe('updated 3 days ago');
    expect(say(HI_TEXTS, 0)).toBe('अभी-अभी अद्यतन');
    expect(say(HI_TEXTS, 150 * MINUTE)).toBe('2 घंटे पहले अद्यतन');
    expect(say(HI_TEXTS, 60 * MINUTE)).toBe('1 घंटे पहले अद्यतन');
    expect(say(HI_TEXTS, 3 * 24 * 60 * MINUTE)).toBe('3 दिन पहले अद्यतन');
  });
});
