import { readSeedLotLoad, SEED_LOT_COLUMNS } from './seed-lot-load';
import { SEED_LOT_MESSAGES } from './seed-lots';

const HEADER = Object.values(SEED_LOT_COLUMNS).join(',');
const ROW =
  'HS/26-R/0451,Wheat,HD 2967,Certified,Rabi 2026-27,Hisar,10/09/2026,2026-09-20,92.5%,98,11.25,19-06-2027,HSSCA,C 100001-100400,400,40 kg';
const TODAY = '2026-11-29';

describe('a load of seed lots', () => {
  it('reads each row as the form a publisher types: dates day first or ISO, percentages with their sign, names for keys', () => {
    const read = readSeedLotLoad(`${HEADER}\r\n${ROW}\r\n`, TODAY);
    expect(read).toEqual({
      headers: expect.any(Object),
      rows: [
        {
          row: 2,
          form: {
            lotNumber: 'HS/26-R/0451',
            crop: 'wheat',
            variety: 'HD 2967',
            seedClass: 'certified',
            season: 'Rabi 2026-27',
            plant: 'hisar',
            processedOn: '2026-09-10',
            testedOn: '2026-09-20',
            germination: 92.5,
            purity: 98,
            moisture: 11.25,
            validUntil: '2027-06-19',
            certificationAgency: 'HSSCA',
            tagSeries: 'C 100001-100400',
            bags: 400,
            bagKg: 40,
          },
        },
      ],
    });
  });

  it('takes the columns in any order and by their written names', () => {
    const header =
      'Lot Number,Crop,Variety,Seed Class,Season,Plant,Processed On,Tested On,Germination %,Purity (%),Moisture,Valid Until,Certification Agency,Tag Series,Bags,Bag (kg)';
    expect('rows' in readSeedLotLoad(`${header}\n${ROW}\n`, TODAY)).toBe(true);
    const columns = HEADER.split(',');
    const cells = ROW.split(',');
    const reversed = `${[...columns].reverse().join(',')}\n${[...cells].reverse().join(',')}\n`;
    expect('rows' in readSeedLotLoad(reversed, TODAY)).toBe(true);
  });

  it('names every bad row by its number and column, and refuses the whole file', () => {
    const text = [
      HEADER,
      ROW,
      ROW.replace('92.5%', '102'),
      ROW.replace('Hisar', 'Bhiwani'),
      ROW.replace('HSSCA', '=HYPERLINK("x")'),
      ROW.replace('2026-09-20', '2026-12-01'),
    ].join('\n');
    expect(readSeedLotLoad(text, TODAY)).toEqual({
      problems: [
        { row: 3, column: 'germination', message: `Row 3, germination: ${SEED_LOT_MESSAGES.germination}` },
        { row: 4, column: 'plant', message: `Row 4, plant: ${SEED_LOT_MESSAGES.plant}` },
        {
          row: 5,
          column: 'certification_agency',
          message: `Row 5, certification_agency: ${SEED_LOT_MESSAGES.loadFormula}`,
        },
        { row: 6, column: 'tested_on', message: `Row 6, tested_on: ${SEED_LOT_MESSAGES.future}` },
      ],
    });
  });

  it('refuses a header that misses, repeats or adds a column', () => {
    const missing = readSeedLotLoad(`${HEADER.replace(',bag_kg', '')}\n${ROW}\n`, TODAY);
    expect(missing).toEqual({
      problems: [{ row: 1, message: `Row 1: ${SEED_LOT_MESSAGES.loadHeaderMissing(['bag_kg'])}` }],
    });
    const extra = readSeedLotLoad(`${HEADER},remarks\n${ROW},x\n`, TODAY);
    expect(extra).toEqual({
      problems: [{ row: 1, message: `Row 1: ${SEED_LOT_MESSAGES.loadHeaderUnknown('remarks')}` }],
    });
    const twice = readSeedLotLoad(`${HEADER},Bags\n${ROW},4\n`, TODAY);
    expect(twice).toEqual({ problems: [{ row: 1, message: `Row 1: ${SEED_LOT_MESSAGES.loadHeaderTwice('Bags')}` }] });
  });

  it('refuses a row with too few cells and a file with no rows', () => {
    expect(readSeedLotLoad(`${HEADER}\nHS1234,Wheat\n`, TODAY)).toEqual({
      problems: [{ row: 2, message: `Row 2: ${SEED_LOT_MESSAGES.loadCells}` }],
    });
    expect(readSeedLotLoad(`${HEADER}\n`, TODAY)).toEqual({
      problems: [{ row: 1, message: `Row 1: ${SEED_LOT_MESSAGES.loadEmpty}` }],
    });
  });
});
