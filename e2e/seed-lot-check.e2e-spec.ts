import { seedLotForm } from '@seedcorp/testing/seed-lots';
import { request as httpRequest } from 'node:http';
import { API, SEED_LOT_ADVICE, type AdminSeedLot, type SeedLotLabels } from '@seedcorp/contracts';
import { useChromium } from '@seedcorp/testing/browser';
import { qrCodesOf } from '@seedcorp/testing/qr-codes';
import { EN_TEXTS } from '../web/src/i18n/en';
import { HI_TEXTS } from '../web/src/i18n/hi';
import { adminCli } from './admin-cli';
import { postJson, signIn } from './admin-session';
import { HINDI_COOKIE } from './content-page-checks';
import { baseUrl } from './e2e-env';

/**
 * A farmer checks a bag of the corporation's seed from its tag: the QR code of a lot's label sheet leads, through the
 * short address, to the lot's page, which says it is genuine and valid in English and in Hindi; an expired and a
 * withdrawn lot say so and what to do; a number that is no lot says it is not the corporation's and gives the
 * helpline; the plain form works without JavaScript; and fifty quick guesses from one address are refused.
 */

jest.setTimeout(180_000);

const url = (path: string) => `${baseUrl()}${path}`;
const RUN = Date.now().toString(36).toUpperCase();
const PUBLISHER = { mobile: '9000000183', name: `Lot Publisher ${RUN}`, role: 'publisher' };

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/**
 * A page asked from another address of this machine's loopback network: the gateway counts lookups by the address a
 * request comes from, so the guesses below are held against theirs, never against the browser's.
 */
function pageFrom(localAddress: string, path: string): Promise<{ status: number; body: string }> {
  const target = new URL(url(path));
  return new Promise((resolve, reject) => {
    const asked = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, localAddress, method: 'GET' },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

describe("a seed lot's check", () => {
  const chromium = useChromium();
  let token: string;

  const call = async <T>(path: string, body: object): Promise<T> => {
    const answer = (await (await postJson(path, body, token)).json()) as Envelope<T>;
    if (answer.status !== 200) throw new Error(`${path} answered ${JSON.stringify(answer)}`);
    return answer.data;
  };

  let valid: AdminSeedLot;
  let expired: AdminSeedLot;
  let withdrawn: AdminSeedLot;

  beforeAll(async () => {
    adminCli('add', PUBLISHER.mobile, PUBLISHER.name, PUBLISHER.role);
    token = await signIn(PUBLISHER.mobile);
    valid = await call<AdminSeedLot>(API.seedLots.create, seedLotForm(`E2E/${RUN}/01`));
    expired = await call<AdminSeedLot>(
      API.seedLots.create,
      seedLotForm(`E2E/${RUN}/02`, { processedOn: '2025-01-10', testedOn: '2025-01-20', validUntil: '2025-07-19' }),
    );
    const toWithdraw = await call<AdminSeedLot>(API.seedLots.create, seedLotForm(`E2E/${RUN}/03`));
    withdrawn = await call<AdminSeedLot>(API.seedLots.withdraw, {
      key: toWithdraw.key,
      baseVersion: toWithdraw.version,
      reason: `Germination fell below the standard on re-test ${RUN}.`,
    });
  });

  it('leads from the QR code of the lot’s labels to its page, genuine and valid in English and Hindi', async () => {
    const labels = await call<SeedLotLabels>(API.seedLots.labels, { key: valid.key });
    const [qr] = await qrCodesOf(Buffer.from(labels.pdf, 'base64'));
    const short = new URL(qr.code as string).pathname;
    expect(short).toBe(`/v/${valid.lotKey}`);

    const page = await chromium.context.newPage();
    try {
      await page.goto(url(short));
      expect(new URL(page.url()).pathname).toBe(`/verify/${valid.lotKey}`);
      await page.getByRole('heading', { level: 1, name: SEED_LOT_ADVICE.valid.title.en }).waitFor();
      const details = page.locator('main .lot-details');
      await details.getByText(`E2E/${RUN}/01`).waitFor();
      await details.getByText('91.5%').waitFor();
      await details.getByText('WH-147').waitFor();
    } finally {
      await page.close();
    }

    const hindi = await chromium.browser.newContext();
    try {
      await hindi.addCookies([{ ...HINDI_COOKIE, url: baseUrl() }]);
      const page = await hindi.newPage();
      await page.goto(url(short));
      await page.getByRole('heading', { level: 1, name: SEED_LOT_ADVICE.valid.title.hi }).waitFor();
      await page.getByText(HI_TEXTS.lotGermination).waitFor();
    } finally {
      await hindi.close();
    }
  });

  it('says an expired lot and a withdrawn lot are not to be sown as certified seed, and what to do', async () => {
    const page = await chromium.context.newPage();
    try {
      await page.goto(url(`/verify/${expired.lotKey}`));
      await page.getByRole('heading', { level: 1, name: SEED_LOT_ADVICE.expired.title.en }).waitFor();
      await page.getByText(SEED_LOT_ADVICE.expired.advice.en).waitFor();

      await page.goto(url(`/verify/${withdrawn.lotKey}`));
      await page.getByRole('heading', { level: 1, name: SEED_LOT_ADVICE.withdrawn.title.en }).waitFor();
      await page.getByText(SEED_LOT_ADVICE.withdrawn.advice.en).waitFor();
      await page.getByText(`Germination fell below the standard on re-test ${RUN}.`).waitFor();
    } finally {
      await page.close();
    }
  });

  it('answers a number that is no lot with the same page, the helpline, and no hint of lots that exist', async () => {
    const page = await chromium.context.newPage();
    try {
      await page.goto(url(`/verify/NOLOT${RUN}`));
      await page.getByRole('heading', { level: 1, name: SEED_LOT_ADVICE.unknown.title.en }).waitFor();
      await page.getByText(SEED_LOT_ADVICE.unknown.advice.en).waitFor();
      await page.locator('main .lot-helpline').waitFor();
      expect(await page.locator('main .lot-details').count()).toBe(0);
      expect(await page.locator('main').textContent()).not.toContain(`E2E/${RUN}`);
    } finally {
      await page.close();
    }
  });

  it('checks a lot typed into the plain form with JavaScript off, and asks again for text that is no lot number', async () => {
    const noScript = await chromium.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto(url('/verify'));
      await page.getByLabel(EN_TEXTS.lotNumberLabel).fill(`e2e ${RUN.toLowerCase()} 01`);
      await page.getByRole('button', { name: EN_TEXTS.lotCheckSubmit }).click();
      await page.waitForURL(url(`/verify/${valid.lotKey}`));
      await page.getByRole('heading', { level: 1, name: SEED_LOT_ADVICE.valid.title.en }).waitFor();

      await page.getByLabel(EN_TEXTS.lotNumberLabel).fill('<b>?</b>');
      await page.getByRole('button', { name: EN_TEXTS.lotCheckSubmit }).click();
      await page.getByRole('alert').getByText(EN_TEXTS.lotNumberProblem).waitFor();
      expect(new URL(page.url()).pathname).toBe('/verify');
    } finally {
      await noScript.close();
    }
  });

  it('refuses fifty quick guesses from one address, and keeps refusing that address a real lot', async () => {
    const address = '127.0.0.55';
    const answers = [];
    for (let guess = 0; guess < 50; guess += 1) answers.push(await pageFrom(address, `/verify/GUESS${RUN}${guess}`));
    const answered = answers.filter((answer) => answer.body.includes(SEED_LOT_ADVICE.unknown.advice.en));
    // The service answers ten unknown numbers from an address, then holds the address back; the gateway limits pages.
    expect(answered.length).toBeLessThanOrEqual(10);
    expect(answers.slice(-10).every((answer) => !answer.body.includes(SEED_LOT_ADVICE.unknown.advice.en))).toBe(true);
    const real = await pageFrom(address, `/verify/${valid.lotKey}`);
    expect(real.body).not.toContain(SEED_LOT_ADVICE.valid.advice.en);
    // Another address still checks the lot.
    expect((await pageFrom('127.0.0.56', `/verify/${valid.lotKey}`)).body).toContain(SEED_LOT_ADVICE.valid.advice.en);
  });
});
