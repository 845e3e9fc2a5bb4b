import { checkRows, CONTENT_PLACEHOLDER } from '@seedcorp/libs';
import { AGRO_CHEMICALS_TABLE, AGRO_CHEMICAL_RATE_RANGE_TEXT } from '../../../../web/src/content/agro-chemicals';
import { PLACEHOLDER } from '../../../../web/src/content/content-types';
import { SALE_COUNTERS_TABLE } from '../../../../web/src/content/counters';
import { CROPS, cropTable } from '../../../../web/src/content/crops';
import {
  cropRateTable,
  kitchenGardenTable,
  KHARIF_CROP_RATES,
  KHARIF_PACKET_RATES,
  KITCHEN_GARDEN_PACKET,
  minikitTable,
  packetRateTable,
  RABI_CROP_RATES,
  RABI_VEGETABLE_MINIKITS,
  RABI_VEGETABLE_RATES,
  vegetableRateTable,
} from '../../../../web/src/content/rates';
import { SUBSIDY_TABLE } from '../../../../web/src/content/subsidies';
import { seededTables } from './content-seed';

/** The tables the public pages show today, from the site's own content modules. */
const SITE_TABLES = {
  'rabi-crop-rates': { table: cropRateTable(RABI_CROP_RATES), season: RABI_CROP_RATES.season },
  'rabi-vegetable-rates': { table: vegetableRateTable(RABI_VEGETABLE_RATES), season: RABI_VEGETABLE_RATES.season },
  'rabi-vegetable-minikits': { table: minikitTable(RABI_VEGETABLE_MINIKITS), season: RABI_VEGETABLE_MINIKITS.season },
  'kharif-crop-rates': { table: cropRateTable(KHARIF_CROP_RATES), season: KHARIF_CROP_RATES.season },
  'kharif-packet-rates': { table: packetRateTable(KHARIF_PACKET_RATES), season: KHARIF_PACKET_RATES.season },
  'kitchen-garden-packet': { table: kitchenGardenTable(KITCHEN_GARDEN_PACKET), season: KITCHEN_GARDEN_PACKET.season },
  'sale-counters': { table: SALE_COUNTERS_TABLE },
  'agro-chemical-rates': { table: AGRO_CHEMICALS_TABLE },
  'subsidy-program': { table: SUBSIDY_TABLE },
  ...Object.fromEntries(CROPS.map((crop) => [`crop-varieties-${crop.slug}`, { table: cropTable(crop) }])),
};

describe('the seeded content tables', () => {
  const tables = seededTables();

  it('use the same placeholder as the public site', () => {
    expect(CONTENT_PLACEHOLDER).toBe(PLACEHOLDER);
  });

  it('are the tables of the public site, each once', () => {
    expect(tables.map((table) => table.key).sort()).toEqual(Object.keys(SITE_TABLES).sort());
  });

  it.each(tables.map((table) => [table.key, table]))(
    '%s holds the figures, headers and placeholders of the site',
    (key, table) => {
      const site = SITE_TABLES[key as keyof typeof SITE_TABLES];
      expect(table.rows).toEqual(site.table.rows);
      expect(table.columns.map((column) => [column.key, column.header.en])).toEqual(
        site.table.columns.map((column) => [column.key, column.header]),
      );
      expect(table.columns.every((column) => column.header.hi.trim() !== '')).toBe(true);
      expect(checkRows(table.columns, table.rows)).toEqual([]);
      if ('season' in site) {
        expect(table).toMatchObject({ kind: 'rateList', season: site.season, effectiveFrom: null });
      } else {
        expect(table.kind).toBe('table');
        expect(table).not.toHaveProperty('season');
      }
    },
  );

  it('keep the notes the pages state beside their tables', () => {
    const notes = Object.fromEntries(
      tables.filter((table) => table.notes.length > 0).map((table) => [table.key, table.notes]),
    );
    expect(notes).toEqual({
      'agro-chemical-rates': [AGRO_CHEMICAL_RATE_RANGE_TEXT],
      'crop-varieties-wheat': [CROPS.find((crop) => crop.slug === 'wheat')?.missingVarieties?.note],
    });
  });
});
