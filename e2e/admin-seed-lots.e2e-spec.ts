import type { Page } from 'playwright-core';
import {
  API,
  cropVarietiesTableKey,
  publishedVarietiesOf,
  SEED_LOT_COLUMNS,
  SEED_LOT_MESSAGES,
  seedLotKey,
  shortVerifyPath,
  type AdminSeedLot,
  type Paged,
  type PublicContentTable,
  type SeedLotNotice,
} from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { qrCodesOf } from '@seedcorp/testing/qr-codes';
import { downloadedBytes, useChromium } from '@seedcorp/testing/browser';
import { SEED_LOTS_TEXTS as TEXTS } from '../admin-web/src/content/seed-lots';
import { adminCli } from './admin-cli';
import { postJson } from './admin-session';
import { axeViolations, confirm, seeToast, signInThroughUi, storedToken } from './admin-ui';
import { E2E_ADMINS } from './e2e-env';

jest.setTimeout(180_000);

/** A run's own lot numbers, so that its lots are told apart from an earlier run's. */
const RUN = Date.now().toString(36).toUpperCase();
const PUBLISHER = E2E_ADMINS.seedLots;
const LOTS = [`E2E/${RUN}/01`, `E2E/${RUN}/02`, `E2E/${RUN}/03`];
const WITHDRAWAL = {
  en: `Germination fell below the standard on re-test (${RUN}).`,
  hi: 'दोबारा परीक्षण में अंकुरण मानक से कम पाया गया।',
};

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

async function call<T>(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; message: string; data: T }> {
  return (await (await postJson(path, body, token)).json()) as { status: number; message: string; data: T };
}

/** A row of a laboratory's export, in the load's columns: tested last season and valid for long after the run. */
function csvRow(lotNumber: string, variety: string): string {
  const cells: Record<string, string> = {
    lot_number: lotNumber,
    crop: 'Wheat',
    variety,
    seed_class: 'Certified',
    season: 'Rabi 2025-26',
    plant: 'Hisar',
    processed_on: '10/09/2025',
    tested_on: '2025-09-20',
    germination: '91.5%',
    purity: '98.2',
    moisture: '11',
    valid_until: '24/06/2099',
    certification_agency: 'Haryana State Seed Certification Agency',
    tag_series: 'C 100001-100400',
    bags: '400',
    bag_kg: '40',
  };
  return Object.values(SEED_LOT_COLUMNS)
    .map((column) => (/[",]/.test(cells[column]) ? `"${cells[column].replace(/"/g, '""')}"` : cells[column]))
    .join(',');
}

describe('seed lots on their admin screen, by a publisher in Chromium through the gateway', () => {
  const chromium = useChromium({ viewport: { width: 1280, height: 900 } });
  let page: Page;
  let token: string;
  let variety: string;

  /** This run's lots as the service now holds them. */
  const runLots = async (): Promise<AdminSeedLot[]> =>
    (await call<Paged<AdminSeedLot>>(API.seedLots.getAll, { search: RUN, page: 0, size: 100 }, token)).data.content;
  const rowOf = (lotNumber: string) => page.getByRole('row').filter({ hasText: lotNumber });

  beforeAll(async () => {
    // The suite's own admin works as a publisher: the role that keeps the lots.
    adminCli('role', PUBLISHER, 'publisher');
    page = await chromium.context.newPage();
    await signInThroughUi(page, PUBLISHER);
    token = (await storedToken(page)) as string;
    const table = (await call<PublicContentTable>(API.content.webGetTable, { key: cropVarietiesTableKey('wheat') }))
      .data;
    [variety] = publishedVarietiesOf(table.rows).map((name) => name.en);
    expect(variety).toBeDefined();
  });

  it('refuses a file with one bad row, naming it and applying nothing; then applies the corrected file whole', async () => {
    await sidebar(page).getByRole('link', { name: 'Manage Seed Lots', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Seed Lots' }).waitFor();
    await page.getByRole('button', { name: TEXTS.loadCsv, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: TEXTS.load.title });
    const file = dialog.getByLabel(TEXTS.load.file);
    const load = dialog.getByRole('button', { name: TEXTS.load.submit, exact: true });
    const choose = (rows: string[]) =>
      file.setInputFiles({
        name: 'lots.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([Object.values(SEED_LOT_COLUMNS).join(','), ...rows].join('\r\n')),
      });

    // The variety is checked by the service alone: the file is sent, and refused whole.
    await choose([csvRow(LOTS[0], variety), csvRow(LOTS[1], variety), csvRow(LOTS[2], `NO-SUCH-VARIETY-${RUN}`)]);
    await load.click();
    await seeToast(page, SEED_LOT_MESSAGES.loadRefused(1));
    const problems = dialog.getByRole('table', { name: TEXTS.load.problemsCaption });
    await problems.waitFor();
    const cells = await problems.getByRole('row').nth(1).getByRole('cell').allTextContents();
    expect(cells).toEqual(['4', 'variety', SEED_LOT_MESSAGES.unknownVariety]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await runLots()).toEqual([]);

    await choose(LOTS.map((lotNumber) => csvRow(lotNumber, variety)));
    await load.click();
    await seeToast(page, SEED_LOT_MESSAGES.loaded(3, 0));
    await dialog.getByText(TEXTS.load.done({ rows: 3, created: 3, updated: 0, unchanged: 0 })).waitFor();
    expect(await problems.count()).toBe(0);
    expect((await runLots()).map((lot) => lot.lotNumber).sort()).toEqual(LOTS);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel(TEXTS.search, { exact: true }).fill(RUN);
    await page.getByRole('button', { name: TEXTS.apply, exact: true }).click();
    for (const lotNumber of LOTS) {
      await rowOf(lotNumber).getByRole('cell', { name: TEXTS.states.valid, exact: true }).waitFor();
    }
    expect(await rowOf(LOTS[0]).getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([`${LOTS[0]}Rabi 2025-26`, `Wheat${variety}`, 'Certified', 'Hisar', '24-06-2099']),
    );
  });

  it('downloads the lot’s sheet of QR labels, each code naming the lot’s check address', async () => {
    const key = seedLotKey(LOTS[0]) as string;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rowOf(LOTS[0])
        .getByRole('button', { name: `${TEXTS.labels} ${LOTS[0]}` })
        .click(),
    ]);
    await seeToast(page, SEED_LOT_MESSAGES.labelsMade);
    expect(download.suggestedFilename()).toBe(`seed-lot-${key}-labels.pdf`);
    const pdf = await downloadedBytes(download);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const codes = await qrCodesOf(pdf);
    expect(codes).toHaveLength(1);
    expect(new URL(codes[0].code as string).pathname).toBe(shortVerifyPath(key));
    expect(codes[0].placed).toBe(24);
  });

  it('withdraws a lot with its reason in English and Hindi, published as a notice', async () => {
    const lot = { lotNumber: LOTS[1] };
    await rowOf(LOTS[1])
      .getByRole('button', { name: `${TEXTS.withdraw} ${LOTS[1]}` })
      .click();
    const dialog = page.getByRole('dialog', { name: TEXTS.withdrawForm.title(lot) });
    await dialog.getByRole('button', { name: TEXTS.withdrawForm.submit, exact: true }).click();
    await seeToast(page, SEED_LOT_MESSAGES.reason);

    await dialog.getByLabel(TEXTS.withdrawForm.reason).fill(WITHDRAWAL.en);
    await dialog.getByLabel(TEXTS.withdrawForm.reasonHindi).fill(WITHDRAWAL.hi);
    await dialog.getByRole('button', { name: TEXTS.withdrawForm.submit, exact: true }).click();
    await confirm(page, TEXTS.withdrawForm.confirm(lot));
    await seeToast(page, SEED_LOT_MESSAGES.lotWithdrawn);
    await dialog.waitFor({ state: 'detached' });

    const row = rowOf(LOTS[1]);
    await row.getByText(WITHDRAWAL.en).waitFor();
    await row.getByRole('button', { name: `${TEXTS.reinstate} ${LOTS[1]}` }).waitFor();
    expect(await row.getByRole('button', { name: `${TEXTS.labels} ${LOTS[1]}` }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const key = seedLotKey(LOTS[1]) as string;
    const notices = await pollUntil(
      async () => (await call<SeedLotNotice[]>(API.seedLots.webGetNotices, {})).data,
      (listed) => listed.some((notice) => notice.lotKey === key),
    );
    expect(notices.find((notice) => notice.lotKey === key)?.withdrawal).toMatchObject({
      reason: WITHDRAWAL,
      hindiGiven: true,
    });
    expect((await runLots()).find((each) => each.lotNumber === LOTS[1])?.state).toBe('withdrawn');
  });
});
