import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_PLACEHOLDER } from '../libs/src/contracts';
import { seededTables } from '../services/content/src/seed/content-seed';
import { CROPS } from '../web/src/content/crops';

const ASSETS = join(__dirname, '..', 'web', 'dist', 'assets');

/** Every script the public site sends, as built. */
const builtScripts = () =>
  readdirSync(ASSETS)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(ASSETS, name), 'utf8') }));

describe('the public JavaScript as built', () => {
  const rateLists = seededTables().filter((table) => table.kind === 'rateList');

  it('holds no rate figure: rates are published data, read with the page', () => {
    const scripts = builtScripts();
    expect(scripts.length).toBeGreaterThan(10);
    // A rate compiled in would sit in an object as `fullRate:17e3` or the like, next to its variety's name.
    const rateKeys = [
      ...new Set(rateLists.flatMap((table) => table.columns.filter((c) => c.type === 'rupees').map((c) => c.key))),
    ];
    const figure = new RegExp(`\\b(${rateKeys.join('|')})["']?\\s*:\\s*[\\d.]+(e\\d+)?\\b`);
    // The crop pages name their varieties in the site itself; a variety named only in a rate list is rate data.
    const named = new Set(CROPS.flatMap((crop) => crop.varieties));
    const varieties = rateLists.flatMap((table) =>
      table.rows.flatMap((row) =>
        typeof row.variety === 'string' &&
        row.variety !== CONTENT_PLACEHOLDER &&
        /\d/.test(row.variety) &&
        !named.has(row.variety)
          ? [row.variety]
          : [],
      ),
    );
    expect(rateKeys).toEqual(expect.arrayContaining(['fullRate', 'farmerRate', 'ratePerKg']));
    expect(varieties).toEqual(expect.arrayContaining(['GNG-2171', 'PB-1121', 'CSF-24 MF']));
    const found = scripts.flatMap(({ name, text }) => [
      ...(figure.test(text) ? [`${name}: ${figure.exec(text)?.[0]}`] : []),
      ...varieties.filter((variety) => text.includes(variety)).map((variety) => `${name}: ${variety}`),
    ]);
    expect(found).toEqual([]);
  });
});
