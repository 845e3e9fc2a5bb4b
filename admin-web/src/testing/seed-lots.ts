import { SEED_LOT_MESSAGES, type AdminSeedLot, type Paged } from '@seedcorp/contracts';
import { ok } from './api-stub';

/** A valid lot of wheat as the service answers it; `change` sets any field. */
export const seedLot = (change: Partial<AdminSeedLot> = {}): AdminSeedLot => ({
  key: 'lot-1',
  lotKey: 'HS26R0451',
  lotNumber: 'HS/26-R/0451',
  crop: 'wheat',
  cropName: { en: 'Wheat', hi: 'गेहूँ' },
  variety: { en: 'HD 3086', hi: 'एचडी 3086' },
  seedClass: 'certified',
  season: 'Rabi 2026-27',
  plant: 'hisar',
  plantName: { en: 'Hisar', hi: 'हिसार' },
  processedOn: '2026-09-10',
  testedOn: '2026-09-20',
  germination: 92.5,
  purity: 98,
  moisture: 10.8,
  validUntil: '2027-06-24',
  certificationAgency: 'HSSCA',
  tagSeries: 'F 20001-20100',
  bags: 100,
  bagKg: 40,
  state: 'valid',
  withdrawal: null,
  version: 3,
  createdAt: '2026-09-21T05:00:00.000Z',
  updatedAt: '2026-09-21T05:00:00.000Z',
  ...change,
});

/** A page of lots as `lots/getAll` answers it. */
export const lotsPage = (content: AdminSeedLot[], totalItems = content.length) =>
  ok<Paged<AdminSeedLot>>(SEED_LOT_MESSAGES.lotsFetched, {
    content,
    totalPages: Math.max(1, Math.ceil(totalItems / 10)),
    totalItems,
  });
