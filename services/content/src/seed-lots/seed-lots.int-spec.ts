import { seedLotForm } from '@seedcorp/testing/seed-lots';
import { PDFDocument } from '@cantoo/pdf-lib';
import { qrCodesOf } from '@seedcorp/testing/qr-codes';
import request from 'supertest';
import {
  ACTIVITY_STREAM,
  API,
  SEED_LOT_ADVICE,
  SEED_LOT_COLUMNS,
  SEED_LOT_INTERNAL_PATH,
  SEED_LOT_MESSAGES,
  type AdminSeedLot,
  type SeedLotCheck,
  type SeedLotForm,
  type SeedLotLabels,
  type SiteSettings,
} from '@seedcorp/contracts';
import { adminBearer, lastActivity, postWith } from '@seedcorp/testing';
import { contentHarness } from '../content-harness';

const SITE_URL = 'https://seed.example.gov.in';
const HEADER = Object.values(SEED_LOT_COLUMNS).join(',');

const csvRow = (lotNumber: string, overrides: Record<string, string> = {}) => {
  const cells: Record<string, string> = {
    lot_number: lotNumber,
    crop: 'Wheat',
    variety: 'WH-283',
    seed_class: 'Foundation',
    season: 'Rabi 2026-27',
    plant: 'Yamuna Nagar',
    processed_on: '12/09/2026',
    tested_on: '2026-09-25',
    germination: '88%',
    purity: '98.5',
    moisture: '10.8',
    valid_until: '24/06/2099',
    certification_agency: 'HSSCA',
    tag_series: 'F 20001-20100',
    bags: '100',
    bag_kg: '40',
    ...overrides,
  };
  return Object.values(SEED_LOT_COLUMNS)
    .map((column) => cells[column])
    .join(',');
};

describe('seed lots', () => {
  const content = contentHarness('content-seed-lots', {
    onePersonPublishing: true,
    env: { SITE_URL, LOT_CHECKS_PER_MINUTE: '30', LOT_UNKNOWN_CHECKS_PER_TEN_MINUTES: '10' },
  });
  const { admin } = content;
  let nextAddress = 10;
  /** A visitor of an address of their own, as the gateway or the site renderer names it. */
  const visitorAddress = () => `203.0.113.${(nextAddress += 1)}`;
  const check = (lotNumber: string, address: string) =>
    request(content.app.getHttpServer())
      .get(API.seedLots.webCheck)
      .query({ lotNumber })
      .set('X-Forwarded-For', address);
  const upload = (text: string) =>
    postWith(content.app, API.seedLots.load, content.bearer()).attach('csv', Buffer.from(text, 'utf8'), {
      filename: 'lots.csv',
      contentType: 'text/csv',
    });
  const lotCount = async () =>
    Number((await content.dataSource.query('SELECT count(*) AS n FROM content.seed_lots'))[0].n);
  const created = async (form: SeedLotForm) => {
    const answer = await admin(API.seedLots.create, form);
    expect(answer.body).toMatchObject({ status: 200, message: SEED_LOT_MESSAGES.lotCreated });
    return answer.body.data as AdminSeedLot;
  };

  beforeAll(async () => {
    // The helpline a farmer is given is the contact record the corporation published.
    const view = (await admin(API.content.getSettings)).body.data;
    const settings = view.published.settings as SiteSettings;
    const saved = await admin(API.content.saveSettingsDraft, {
      baseVersion: view.currentVersion,
      settings: { ...settings, contact: { ...settings.contact, phone: '1800-180-2117' } },
      hindiReview: 'drafted',
    });
    expect(saved.body.status).toBe(200);
    expect((await admin(API.content.publishSettings, { baseVersion: saved.body.data.version })).body.status).toBe(200);
  });

  describe('loading lots from a CSV', () => {
    it('applies nothing while one row is bad, naming the row and column; applies every row once it is fixed', async () => {
      const before = await lotCount();
      const rows = ['LD-26-0001', 'LD-26-0002', 'LD-26-0003'].map((number) => csvRow(number));
      const bad = [HEADER, rows[0], csvRow('LD-26-0002', { germination: '104' }), rows[2]].join('\r\n');
      const refused = await upload(bad);
      expect(refused.body).toEqual({
        status: 400,
        message: SEED_LOT_MESSAGES.loadRefused(1),
        data: {
          problems: [
            { row: 3, column: 'germination', message: `Row 3, germination: ${SEED_LOT_MESSAGES.germination}` },
          ],
        },
      });
      expect(await lotCount()).toBe(before);

      const unpublished = [HEADER, rows[0], csvRow('LD-26-0004', { variety: 'WH-9999' })].join('\n');
      expect((await upload(unpublished)).body.data.problems).toEqual([
        { row: 3, column: 'variety', message: `Row 3, variety: ${SEED_LOT_MESSAGES.unknownVariety}` },
      ]);
      const twice = [HEADER, rows[0], csvRow('ld 26 0001')].join('\n');
      expect((await upload(twice)).body.data.problems).toEqual([
        { row: 3, column: 'lot_number', message: `Row 3, lot_number: ${SEED_LOT_MESSAGES.loadDuplicate(2)}` },
      ]);
      expect(await lotCount()).toBe(before);

      const streamBefore = await content.redis.xlen(ACTIVITY_STREAM);
      const loaded = await upload(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`);
      expect(loaded.body).toEqual({
        status: 200,
        message: SEED_LOT_MESSAGES.loaded(3, 0),
        data: { rows: 3, created: 3, updated: 0, unchanged: 0 },
      });
      expect(await lotCount()).toBe(before + 3);
      const [stored] = await content.dataSource.query(
        `SELECT lot_number, plant, seed_class, processed_on::text, germination::text, variety, bag_grams
         FROM content.seed_lots WHERE lot_key = 'LD260002'`,
      );
      expect(stored).toEqual({
        lot_number: 'LD-26-0002',
        plant: 'yamuna-nagar',
        seed_class: 'foundation',
        processed_on: '2026-09-12',
        germination: '88.00',
        variety: { en: 'WH-283', hi: expect.any(String) },
        bag_grams: 40000,
      });
      // The load is one entry of the trail, naming what it created.
      expect(await content.redis.xlen(ACTIVITY_STREAM)).toBe(streamBefore + 1);
      expect(await lastActivity(content.redis, 1)).toEqual([
        'source content activityType Created activityDetails Seed lots loaded: 3 new, 0 changed',
      ]);
    });

    it('changes a lot a later load gives differently, leaves one given alike, and records each change', async () => {
      await upload([HEADER, csvRow('RL-26-0001'), csvRow('RL-26-0002')].join('\n'));
      const again = await upload(
        [HEADER, csvRow('RL-26-0001', { germination: '86' }), csvRow('RL-26-0002')].join('\n'),
      );
      expect(again.body.data).toEqual({ rows: 2, created: 0, updated: 1, unchanged: 1 });
      const [entry] = await content.redis.xrevrange(ACTIVITY_STREAM, '+', '-', 'COUNT', 1);
      const fields = entry[1];
      expect(fields[fields.indexOf('activityDetails') + 1]).toBe('Seed lot RL-26-0001 (WH-283)');
      expect(JSON.parse(fields[fields.indexOf('changes') + 1])).toContainEqual({
        field: 'Germination %',
        old: '88',
        new: '86',
      });
    });

    it('loads 10,000 lots within 10 seconds', async () => {
      const rows = Array.from({ length: 10_000 }, (_, index) => csvRow(`BK-${String(index).padStart(6, '0')}`));
      const started = Date.now();
      const answer = await upload([HEADER, ...rows].join('\n'));
      const seconds = (Date.now() - started) / 1000;
      expect(answer.body.data).toEqual({ rows: 10_000, created: 10_000, updated: 0, unchanged: 0 });
      expect(seconds).toBeLessThanOrEqual(10);
    });
  });

  describe('entering, withdrawing and taking back a lot', () => {
    it('refuses a number already recorded in any spelling, and a change on an older version', async () => {
      const lot = await created(seedLotForm('EN/26/0001'));
      expect((await admin(API.seedLots.create, seedLotForm('en 26 0001'))).body).toMatchObject({
        status: 400,
        message: SEED_LOT_MESSAGES.lotTaken,
      });
      const changed = await admin(API.seedLots.update, {
        ...seedLotForm('EN/26/0001', { bags: 390 }),
        key: lot.key,
        baseVersion: 1,
      });
      expect(changed.body.data).toMatchObject({ bags: 390, version: 2 });
      const stale = await admin(API.seedLots.update, {
        ...seedLotForm('EN/26/0001', { bags: 380 }),
        key: lot.key,
        baseVersion: 1,
      });
      expect(stale.body).toMatchObject({
        status: 409,
        message: SEED_LOT_MESSAGES.stale,
        data: { bags: 390, version: 2 },
      });
      const other = await created(seedLotForm('EN/26/0002'));
      const renamed = await admin(API.seedLots.update, {
        ...seedLotForm('en-26-0001'),
        key: other.key,
        baseVersion: 1,
      });
      expect(renamed.body).toMatchObject({ status: 400, message: SEED_LOT_MESSAGES.lotTaken });
    });

    it('publishes a withdrawal as a notice and in the trail; taking it back removes the notice', async () => {
      const lot = await created(seedLotForm('WD-26-0001'));
      const withdrawn = await admin(API.seedLots.withdraw, {
        key: lot.key,
        baseVersion: lot.version,
        reason: 'Germination fell below the standard at a re-test.',
      });
      expect(withdrawn.body).toMatchObject({ status: 200, data: { state: 'withdrawn', version: 2 } });
      expect(await lastActivity(content.redis, 1)).toEqual([
        'source content activityType Published activityDetails Withdrawal notice: Seed lot WD-26-0001 (WH-147)',
      ]);
      const notices = (await content.visitor(API.seedLots.webGetNotices)).body.data;
      expect(notices).toContainEqual(
        expect.objectContaining({
          lotNumber: 'WD-26-0001',
          title: { en: 'Seed lot WD-26-0001 (WH-147) withdrawn', hi: expect.stringContaining('WD-26-0001') },
          withdrawal: {
            at: expect.any(String),
            reason: {
              en: 'Germination fell below the standard at a re-test.',
              hi: 'Germination fell below the standard at a re-test.',
            },
            hindiGiven: false,
          },
        }),
      );
      expect(
        (await admin(API.seedLots.withdraw, { key: lot.key, baseVersion: 2, reason: 'Again' })).body,
      ).toMatchObject({
        status: 400,
        message: SEED_LOT_MESSAGES.notWithdrawable,
      });
      expect((await admin(API.seedLots.labels, { key: lot.key })).body.message).toBe(SEED_LOT_MESSAGES.labelsWithdrawn);

      const reinstated = await admin(API.seedLots.reinstate, { key: lot.key, baseVersion: 2 });
      expect(reinstated.body.data).toMatchObject({ state: 'valid', withdrawal: null, version: 3 });
      const after = (await content.visitor(API.seedLots.webGetNotices)).body.data as { lotNumber: string }[];
      expect(after.map((notice) => notice.lotNumber)).not.toContain('WD-26-0001');
    });

    it('lets editors read lots but not change them', async () => {
      const editor = adminBearer(content.keys.privateKey, { claims: { role: 'editor' } });
      const listed = await request(content.app.getHttpServer())
        .post(API.seedLots.getAll)
        .set('Authorization', editor)
        .send({ search: 'wd 26', size: 5 });
      expect(listed.body.data.content.map((lot: AdminSeedLot) => lot.lotNumber)).toEqual(['WD-26-0001']);
      const refused = await request(content.app.getHttpServer())
        .post(API.seedLots.create)
        .set('Authorization', editor)
        .send(seedLotForm('ED-26-0001'));
      expect(refused.status).toBe(403);
    });
  });

  describe('the QR labels', () => {
    it('are a PDF whose codes hold the lot’s short address on the public site, which checks that lot', async () => {
      const lot = await created(seedLotForm('QR/26/0451'));
      const answer = await admin(API.seedLots.labels, { key: lot.key, labels: 30 });
      const labels = answer.body.data as SeedLotLabels;
      expect(labels).toMatchObject({
        labels: 30,
        address: `${SITE_URL}/v/QR260451`,
        fileName: 'seed-lot-QR260451-labels.pdf',
      });
      const pdf = Buffer.from(labels.pdf, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const document = await PDFDocument.load(pdf);
      expect(document.getPageCount()).toBe(2);

      const codes = await qrCodesOf(pdf);
      // One code stored, placed on each of the sheet's 24 labels.
      expect(codes).toEqual([{ code: `${SITE_URL}/v/QR260451`, placed: 24 }]);
      const lotKey = new URL(codes[0].code as string).pathname.split('/').pop() as string;
      const checked = (await check(lotKey, visitorAddress())).body.data as SeedLotCheck;
      expect(checked).toMatchObject({ state: 'valid', lot: { lotNumber: 'QR/26/0451', lotKey: 'QR260451' } });
    });
  });

  describe('a farmer’s check', () => {
    it('answers a valid lot with what a farmer reads, in both languages', async () => {
      await created(seedLotForm('CK-26-0001', { plant: 'sirsa' }));
      const answer = await check('ck 26 0001', visitorAddress());
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toContain('max-age=1');
      expect(answer.body.data).toEqual({
        lotKey: 'CK260001',
        state: 'valid',
        ...SEED_LOT_ADVICE.valid,
        helpline: { phone: '1800-180-2117', email: null },
        checkedAt: expect.any(String),
        lot: {
          lotNumber: 'CK-26-0001',
          lotKey: 'CK260001',
          crop: { en: 'Wheat', hi: 'गेहूँ' },
          variety: { en: 'WH-147', hi: expect.any(String) },
          seedClass: 'certified',
          seedClassName: { en: 'Certified', hi: 'प्रमाणित' },
          season: { en: 'Rabi 2026-27', hi: 'रबी 2026-27' },
          plant: { en: 'Sirsa', hi: 'सिरसा' },
          processedOn: '2026-09-10',
          testedOn: '2026-09-20',
          germination: 91.5,
          purity: 98.2,
          moisture: 11,
          validUntil: '2099-06-19',
          certificationAgency: 'Haryana State Seed Certification Agency',
          tagSeries: 'C 100001-100400',
          bagKg: 40,
          state: 'valid',
          withdrawal: null,
        },
      });
    });

    it('says an expired lot has expired, and a withdrawn one why, each with what to do', async () => {
      await created(
        seedLotForm('EX-25-0001', {
          season: 'Rabi 2025-26',
          processedOn: '2025-09-01',
          testedOn: '2025-09-10',
          validUntil: '2026-06-09',
        }),
      );
      const expired = (await check('EX-25-0001', visitorAddress())).body.data as SeedLotCheck;
      expect(expired).toMatchObject({ state: 'expired', ...SEED_LOT_ADVICE.expired, lot: { state: 'expired' } });
      // Its tags are not printed again until a re-test is recorded.
      const expiredLot = (await admin(API.seedLots.getAll, { search: 'EX-25-0001' })).body.data
        .content[0] as AdminSeedLot;
      expect((await admin(API.seedLots.labels, { key: expiredLot.key })).body).toMatchObject({
        status: 400,
        message: SEED_LOT_MESSAGES.labelsExpired,
      });

      const lot = await created(seedLotForm('WD-26-0002'));
      await admin(API.seedLots.withdraw, {
        key: lot.key,
        baseVersion: lot.version,
        reason: 'Mixed with another variety.',
        reasonHindi: 'दूसरी किस्म का मिश्रण।',
      });
      const withdrawn = (await check('WD-26-0002', visitorAddress())).body.data as SeedLotCheck;
      expect(withdrawn).toMatchObject({
        state: 'withdrawn',
        ...SEED_LOT_ADVICE.withdrawn,
        helpline: { phone: '1800-180-2117' },
        lot: {
          withdrawal: { reason: { en: 'Mixed with another variety.', hi: 'दूसरी किस्म का मिश्रण।' }, hindiGiven: true },
        },
      });
    });

    it('answers every number that is no lot alike, with the helpline and nothing of which numbers exist', async () => {
      const address = visitorAddress();
      const answers = await Promise.all(
        ['ZZ-99-0001', 'CK-26-0002', '<script>', ''].map(async (number) => (await check(number, address)).body),
      );
      const withoutAsked = answers.map(({ data, ...rest }) => ({
        ...rest,
        data: { ...data, lotKey: '', checkedAt: '' },
      }));
      expect(new Set(withoutAsked.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(withoutAsked[0]).toEqual({
        status: 200,
        message: SEED_LOT_MESSAGES.checked,
        data: {
          lotKey: '',
          state: 'unknown',
          lot: null,
          ...SEED_LOT_ADVICE.unknown,
          helpline: { phone: '1800-180-2117', email: null },
          checkedAt: '',
        },
      });
    });

    it('refuses an address that guesses: of 50 quick guesses, those after the tenth unknown number, then its real checks too', async () => {
      await created(seedLotForm('RT-26-0001'));
      const guesser = visitorAddress();
      const statuses: number[] = [];
      for (let guess = 0; guess < 50; guess += 1) {
        statuses.push((await check(`GS-${String(guess).padStart(4, '0')}`, guesser)).status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
      const refused = await check('RT-26-0001', guesser);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(SEED_LOT_MESSAGES.tooManyChecks);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held by the guesser's limit.
      expect((await check('RT-26-0001', visitorAddress())).body.data.state).toBe('valid');
    });

    it('gives the sales service a lot for a counter’s record, by any spelling of its number and without a limit', async () => {
      const internal = (lot: string) => request(content.app.getHttpServer()).get(SEED_LOT_INTERNAL_PATH).query({ lot });
      for (let count = 0; count < 40; count += 1) expect((await internal('ZZ-00-0000')).body.data).toBeNull();
      expect((await internal('ck260001')).body.data).toMatchObject({ lotNumber: 'CK-26-0001', state: 'valid' });
    });

    it('holds one address to its checks a minute even when every number is a lot', async () => {
      const address = visitorAddress();
      const statuses: number[] = [];
      for (let count = 0; count < 32; count += 1) statuses.push((await check('CK-26-0001', address)).status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual([429, 429]);
    });
  });
});
