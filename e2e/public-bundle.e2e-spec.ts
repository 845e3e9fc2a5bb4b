import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_PLACEHOLDER } from '@seedcorp/contracts';
import { seededTables } from '../services/content/src/seed/content-seed';

const ASSETS = join(__dirname, '..', 'web', 'dist', 'assets');

/** Every script the public site sends, as built. */
const builtScripts = () =>
  readdirSync(ASSETS)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(ASSETS, name), 'utf8') }));

describe('the public JavaScript as built', () => {
  const rateLists = seededTables().filter((table) => table.kind === 'rateList');
  const cropTables = seededTables().filter((table) => table.key.startsWith('crop-varieties-'));

  it('holds no rate figure and no variety: rates and varieties are published data, read with the page', () => {
    const scripts = builtScripts();
    expect(scripts.length).toBeGreaterThan(10);
    // A rate compiled in would sit in an object as `fullRate:17e3` or the like, next to its variety's name.
    const rateKeys = [
      ...new Set(rateLists.flatMap((table) => table.columns.filter((c) => c.type === 'rupees').map((c) => c.key))),
    ];
    const figure = new RegExp(`\\b(${rateKeys.join('|')})["']?\\s*:\\s*[\\d.]+(e\\d+)?\\b`);
    // A variety compiled in would be a copy of the tables that lists it; codes (with a figure) cannot be chance words.
    const varieties = [...rateLists, ...cropTables].flatMap((table) =>
      table.rows.flatMap((row) =>
        typeof row.variety === 'string' && row.variety !== CONTENT_PLACEHOLDER && /\d/.test(row.variety)
          ? [row.variety]
          : [],
      ),
    );
    expect(rateKeys).toEqual(expect.arrayContaining(['fullRate', 'farmerRate', 'ratePerKg']));
    expect(varieties).toEqual(expect.arrayContaining(['GNG-2171', 'PB-1121', 'CSF-24 MF', 'WH-1021', 'HHB-197']));
    // A variety stands as a word of its own: inside a name such as `assets/use-home-DnCDT-9N.js` it is the build's
    // hash by chance, not data.
    const asWord = (variety: string) =>
      new RegExp(`(?<![A-Za-z0-9_-])${variety.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`);
    const found = scripts.flatMap(({ name, text }) => [
      ...(figure.test(text) ? [`${name}: ${figure.exec(text)?.[0]}`] : []),
      ...varieties.filter((variety) => asWord(variety).test(text)).map((variety) => `${name}: ${variety}`),
    ]);
    // The word rule still finds a variety compiled in as a string.
    expect(asWord('T-9').test('const v="T-9";')).toBe(true);
    expect(asWord('T-9').test('"assets/use-home-notifications-DnCDT-9N.js"')).toBe(false);
    expect(found).toEqual([]);
  });
});
