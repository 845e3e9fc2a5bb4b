import type { SaleCounterItem } from '@seedcorp/contracts';

/** How many of a key's first characters tell counters apart in a choice: a UUID's first group. */
const KEY_SHOWN = 8;

/**
 * Each counter's name in a choice of counters, in `language`: a name two counters share (the seeded counters all read
 * "To be confirmed by the corporation" until the corporation names them) is followed by the start of the counter's
 * key, as the sale counters screen shows it, so that no two choices read alike.
 */
export function counterChoiceNames(
  counters: readonly SaleCounterItem[],
  language: 'en' | 'hi' = 'en',
): Map<string, string> {
  const uses = new Map<string, number>();
  for (const counter of counters) uses.set(counter.name[language], (uses.get(counter.name[language]) ?? 0) + 1);
  return new Map(
    counters.map((counter) => {
      const name = counter.name[language];
      return [counter.key, (uses.get(name) ?? 0) > 1 ? `${name} (${counter.key.slice(0, KEY_SHOWN)})` : name];
    }),
  );
}
