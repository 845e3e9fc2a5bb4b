import type { SaleCounterItem } from '@seedcorp/contracts';
import { counterChoiceNames } from './counter-names';

const counter = (key: string, en: string, hi = en) => ({ key, name: { en, hi } }) as SaleCounterItem;
const PLACEHOLDER = 'To be confirmed by the corporation';

describe('the names of counters in a choice', () => {
  it('are the counters’ names, and for names two counters share, the start of each one’s key too', () => {
    const names = counterChoiceNames([
      counter('aef4fe50-d0f3-47bc-b10b-7448c469c2c9', PLACEHOLDER),
      counter('ae8a0fe3-08ba-44bc-9878-37b9180ce728', PLACEHOLDER),
      counter('bd5758e8-f87e-41f7-af34-d23948b5ff8f', 'Seed Sale Counter, Hisar', 'बीज बिक्री केंद्र, हिसार'),
    ]);
    expect([...names.values()]).toEqual([
      `${PLACEHOLDER} (aef4fe50)`,
      `${PLACEHOLDER} (ae8a0fe3)`,
      'Seed Sale Counter, Hisar',
    ]);
  });

  it('are read in the language asked for', () => {
    const names = counterChoiceNames([counter('k1', 'Seed Sale Counter, Hisar', 'बीज बिक्री केंद्र, हिसार')], 'hi');
    expect(names.get('k1')).toBe('बीज बिक्री केंद्र, हिसार');
  });
});
