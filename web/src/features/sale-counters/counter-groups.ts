import type { Bilingual, PublicSaleCounter } from '@seedcorp/contracts';

/** The counters of one regional unit, as the page lists them under the unit's name. */
export interface RegionalUnitCounters {
  regionalUnit: Bilingual;
  counters: PublicSaleCounter[];
}

/**
 * The counters in display order, grouped by regional unit: a unit's group starts where its first counter stands, and
 * a counter of a unit already listed joins that unit's group, so each unit is named once.
 */
export function byRegionalUnit(counters: readonly PublicSaleCounter[]): RegionalUnitCounters[] {
  const groups = new Map<string, RegionalUnitCounters>();
  for (const counter of counters) {
    const key = counter.regionalUnit.en.trim().toLowerCase();
    const group = groups.get(key) ?? { regionalUnit: counter.regionalUnit, counters: [] };
    group.counters.push(counter);
    groups.set(key, group);
  }
  return [...groups.values()];
}
