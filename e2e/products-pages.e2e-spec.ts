import type { PageBlock } from '@seedcorp/contracts';
import { CROP_SEASON_PATHS, CROPS } from '../web/src/content/crops';
import { PLACEHOLDER } from '../web/src/content/content-types';
import { formatIndian, noteText } from '../libs/web/content/cell-format';
import {
  SPEC_CROPS,
  SPEC_RABI_MINIKITS,
  SPEC_VEGETABLE_SCHEMES,
  SPEC_VEGETABLES,
} from '../web/src/content/spec-figures';
import { PICTURE_SLOT } from '../web/src/content/vegetables';
import { routeEntry, showsWords } from '../web/src/routes';
import { baseUrl } from './e2e-env';
import {
  contentPageSession,
  expectPageShowsPublishedTable,
  expectPageShowsSeededWords,
  seededPage,
  seededTable,
  servedPages,
  sidewaysOverflowAt360,
} from './content-page-checks';

/** The pages of the products area at the paths spec 2.3 gives them. */
const FIELD_CROPS_PATH = '/products/field-crops';
const VEGETABLES_PATH = '/products/vegetables';
const VEGETABLE_PATHS = {
  Rabi: '/products/vegetables/rabi-crops-Vegetables',
  Kharif: '/products/vegetables/kharif-crops-Vegetables',
} as const;

/** The links a page's seeded words offer, by the block's id. */
function seededLinks(path: string, id: string): Extract<PageBlock, { type: 'links' }>['items'] {
  const block = seededPage(path).blocks.find((candidate) => candidate.id === id);
  if (block?.type !== 'links') throw new Error(`${path} has no links block ${id}`);
  return block.items;
}

/** Every route of the products area. */
const PRODUCT_ROUTES = [
  FIELD_CROPS_PATH,
  CROP_SEASON_PATHS.Rabi,
  CROP_SEASON_PATHS.Kharif,
  ...CROPS.map((crop) => crop.path),
  VEGETABLES_PATH,
  VEGETABLE_PATHS.Rabi,
  VEGETABLE_PATHS.Kharif,
  '/schemes',
];

/** The routes of the area whose words the corporation keeps. */
const WORDS_ROUTES = PRODUCT_ROUTES.filter((path) => {
  const entry = routeEntry(path);
  return !!entry && showsWords(entry);
});

const specCrop = (name: string) => SPEC_CROPS.find((crop) => crop.name === name)!;

describe('products pages: field crops, vegetables and schemes', () => {
  const session = contentPageSession({ viewport: { width: 1280, height: 800 } });
  const served = servedPages(() => session.browser);
  const rowHeaders = () => session.page.locator('table.content-table tbody th[scope="row"]').allTextContents();

  it('covers the pages of words of the area', () => {
    expect(WORDS_ROUTES).toEqual([
      FIELD_CROPS_PATH,
      VEGETABLES_PATH,
      VEGETABLE_PATHS.Rabi,
      VEGETABLE_PATHS.Kharif,
      '/schemes',
    ]);
  });

  it.each(WORDS_ROUTES.flatMap((path) => [[path, 'en'] as const, [path, 'hi'] as const]))(
    '%s is served with its seeded words in %s, before any script runs',
    async (path, language) => {
      await served(path, language, (page) => expectPageShowsSeededWords(page, path, language));
    },
  );

  // Each page's heading, its words once its script has run, a clean console and 360 px with its tables: the walk of
  // every route (accessibility.e2e-spec.ts).

  it('offers the Rabi and Kharif seasons on the field crops page', async () => {
    await session.open(FIELD_CROPS_PATH);
    const main = session.page.getByRole('main');
    const seasons = seededLinks(FIELD_CROPS_PATH, 'field-crop-seasons');
    expect(seasons.map((season) => season.href)).toEqual([CROP_SEASON_PATHS.Rabi, CROP_SEASON_PATHS.Kharif]);
    for (const season of seasons) {
      expect(await main.getByRole('link', { name: season.text.en }).getAttribute('href')).toBe(season.href);
    }
  });

  it.each(Object.entries(CROP_SEASON_PATHS))(
    'the %s page links "View more", named by crop, to each crop page of the spec',
    async (season, path) => {
      const { page } = session;
      const crops = SPEC_CROPS.filter((crop) => crop.season === season).map((crop) => crop.name);
      await session.open(path);
      const links = page.getByRole('main').getByRole('link', { name: /^View more/ });
      expect(await links.count()).toBe(crops.length);
      // Each link's accessible name says which crop it leads to.
      for (const name of crops) {
        const link = page.getByRole('link', { name: `View more about ${name}`, exact: true });
        expect(await link.getAttribute('href')).toBe(`${path}/${name.toLowerCase()}`);
      }
    },
  );

  it('lists the wheat varieties of the choice page on the Rabi page', async () => {
    await session.open(CROP_SEASON_PATHS.Rabi);
    const wheat = session.page.getByRole('region', { name: 'Wheat' });
    expect(await wheat.getByRole('listitem').allTextContents()).toEqual(specCrop('Wheat').varieties);
  });

  it("shows wheat's stated varieties, the two still unnamed as marked placeholder rows, and links back", async () => {
    const { page } = session;
    const wheat = CROPS.find((crop) => crop.slug === 'wheat')!;
    const { varieties, varietyCount } = specCrop('Wheat');
    await session.open(wheat.path);
    expect(await rowHeaders()).toEqual([
      ...varieties,
      ...Array<string>(varietyCount - varieties.length).fill(PLACEHOLDER),
    ]);
    expect(await page.locator('tbody tr:nth-child(16) th .placeholder-text').count()).toBe(1);
    const seeded = seededTable('crop-varieties-wheat');
    await page.getByText(noteText(seeded.notes[0], 'en').text).waitFor();
    await expectPageShowsPublishedTable(page, seeded);
    // At 360 px each variety reads as a card, its name first, and the page never scrolls sideways.
    expect(await sidewaysOverflowAt360(page)).toBe(0);
    const region = page.getByRole('region', { name: seeded.caption.en, exact: true });
    const regionScript = `document.querySelector('[role="region"][aria-label=${JSON.stringify(seeded.caption.en)}]')`;
    expect(await page.evaluate<boolean>(`${regionScript}.scrollWidth <= ${regionScript}.clientWidth`)).toBe(true);
    expect(await page.evaluate<string>(`getComputedStyle(${regionScript}.querySelector('tbody tr')).display`)).toBe(
      'flex',
    );
    const firstCard = region.locator('tbody tr').first();
    expect(await firstCard.locator('.lead').allTextContents()).toEqual([varieties[0]]);
    await page.getByRole('link', { name: 'Back to Rabi Crops' }).click();
    await page.waitForURL(`${baseUrl()}${CROP_SEASON_PATHS.Rabi}`);
  });

  it("shows the wheat table's note in Hindi to a Hindi reader, marked as Hindi", async () => {
    const wheat = CROPS.find((crop) => crop.slug === 'wheat')!;
    const [note] = seededTable('crop-varieties-wheat').notes;
    const hindi = noteText(note, 'hi');
    expect(hindi.language).toBe('hi');
    await served(wheat.path, 'hi', async (page) => {
      const shown = page.locator('main p.table-note');
      expect(await shown.allTextContents()).toEqual([hindi.text]);
      expect(await shown.getAttribute('lang')).toBe('hi');
    });
  });

  it("lists cotton's varieties on its page", async () => {
    const { page } = session;
    await session.open(`${CROP_SEASON_PATHS.Kharif}/cotton`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cotton');
    expect(await rowHeaders()).toEqual(specCrop('Cotton').varieties);
    expect(await page.getByRole('link', { name: 'Back to Kharif Crops' }).getAttribute('href')).toBe(
      CROP_SEASON_PATHS.Kharif,
    );
  });

  it('links the vegetables page to both seasons and the schemes', async () => {
    await session.open(VEGETABLES_PATH);
    const main = session.page.getByRole('main');
    const links = seededLinks(VEGETABLES_PATH, 'vegetables-index');
    expect(links.map((link) => link.href)).toEqual([VEGETABLE_PATHS.Rabi, VEGETABLE_PATHS.Kharif, '/schemes']);
    for (const link of links) {
      expect(await main.getByRole('link', { name: link.text.en }).getAttribute('href')).toBe(link.href);
    }
  });

  it.each(Object.entries(SPEC_VEGETABLES))(
    'the %s vegetables page names every vegetable of the spec with a sized, described picture',
    async (season, names) => {
      const { page } = session;
      await session.open(VEGETABLE_PATHS[season as keyof typeof VEGETABLE_PATHS]);
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(names);
      const pictures = page.locator('.vegetable-list img');
      const attributes = await page.evaluate<string[][]>(
        "[...document.querySelectorAll('.vegetable-list img')].map((img) => ['alt', 'width', 'height'].map((name) => img.getAttribute(name)))",
      );
      expect(attributes).toEqual(
        names.map((name) => [
          `${name}: picture to be supplied`,
          String(PICTURE_SLOT.width),
          String(PICTURE_SLOT.height),
        ]),
      );
      expect(await page.getByText('Picture to be supplied', { exact: true }).count()).toBe(names.length);
      // The picture file itself is served.
      const src = await pictures.first().getAttribute('src');
      const response = await page.request.get(new URL(src ?? '', baseUrl()).href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
    },
  );

  it('names the known varieties of a vegetable and marks the rest', async () => {
    const { page } = session;
    await session.open(VEGETABLE_PATHS.Rabi);
    const coriander = page.locator('.vegetable').filter({ has: page.getByRole('heading', { name: 'Coriander' }) });
    const { varieties } = SPEC_RABI_MINIKITS.find((minikit) => minikit.crop === 'coriander')!;
    expect(await coriander.locator('.variety-names li').allTextContents()).toEqual([...varieties, PLACEHOLDER]);
  });

  it('states the vegetable seed schemes and their figures', async () => {
    const { page } = session;
    await session.open('/schemes');
    await page
      .getByText(`${SPEC_VEGETABLE_SCHEMES.hybridSeedSubsidyPercent}% subsidy on hybrid vegetable seed`)
      .waitFor();
    const shown = await expectPageShowsPublishedTable(page, seededTable('seed-production-assistance'));
    expect(shown.body.map((row) => [row[0].toLowerCase(), row[1].toLowerCase(), row[2]])).toEqual(
      SPEC_VEGETABLE_SCHEMES.assistancePerAcre.map(({ seed, sector, rupeesPerAcre }) => [
        seed,
        `${sector} sector`,
        formatIndian(rupeesPerAcre),
      ]),
    );
    const [back] = seededLinks('/schemes', 'back-to-vegetables');
    expect(back.href).toBe(VEGETABLES_PATH);
    expect(await page.getByRole('link', { name: back.text.en }).getAttribute('href')).toBe(back.href);
  });
});
