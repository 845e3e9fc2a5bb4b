import type { SeedLotForm } from '@seedcorp/contracts';

/** A lot of the seeded wheat table's varieties, tested and valid well past any test's day. */
export const seedLotForm = (lotNumber: string, change: Partial<SeedLotForm> = {}): SeedLotForm => ({
  lotNumber,
  crop: 'wheat',
  variety: 'WH-147',
  seedClass: 'certified',
  season: 'Rabi 2026-27',
  plant: 'hisar',
  processedOn: '2026-09-10',
  testedOn: '2026-09-20',
  germination: 91.5,
  purity: 98.2,
  moisture: 11,
  validUntil: '2099-06-19',
  certificationAgency: 'Haryana State Seed Certification Agency',
  tagSeries: 'C 100001-100400',
  bags: 400,
  bagKg: 40,
  ...change,
});
