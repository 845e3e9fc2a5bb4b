import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import {
  API,
  API_ROUTES,
  BOOKING_MESSAGES,
  BOOKING_REFUSALS,
  FARMER_REFUSALS,
  FARMER_WITHDRAWN_PATH,
  PICKUP_CODE_ALPHABET,
  PICKUP_CODE_LENGTH,
  SEED_CATALOGUE_PATH,
  currentSeason,
  indiaDate,
  indiaDatePlus,
  isFarmerRoute,
  type BookingSlip,
  type BookingWindowForm,
  type BookingWindowItem,
  type FarmerSmsRequest,
  type PublicStock,
  type SaleCounterForm,
  type SeedCatalogue,
  type StockLineItem,
} from '@seedcorp/contracts';
import { TOKEN_INVALID_MESSAGE } from '@seedcorp/libs';
import {
  adminBearer,
  generateTestKeyPair,
  pollUntil,
  signFarmerToken,
  startTestService,
  type TestService,
} from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { SalesConfig } from '../config';
import { BookingNotices } from './booking-notices';
import { ExpireUseCase } from './usecases/expire.usecase';

type FarmerTokenClaims = NonNullable<NonNullable<Parameters<typeof signFarmerToken>[1]>['claims']>;

const keys = generateTestKeyPair();
const admin = () => adminBearer(keys.privateKey, { claims: { name: 'Publisher One', role: 'publisher' } });
const OPERATOR_ID = randomUUID();
const operator = () =>
  adminBearer(keys.privateKey, { subject: OPERATOR_ID, claims: { name: 'Operator One', role: 'counter' } });
const farmerBearer = (subject: string, claims?: FarmerTokenClaims) =>
  `Bearer ${signFarmerToken(keys.privateKey, { subject, claims })}`;

const RABI = currentSeason('Rabi', new Date());
const TODAY = indiaDate(new Date());
const VARIETY = { en: 'HD-3086', hi: 'एचडी-3086' };
const HOSTILE_VARIETY = { en: '=HYPERLINK("x")', hi: '=HYPERLINK("x")' };
const RATE_PER_QUINTAL = 4000;
const CATALOGUE: SeedCatalogue = {
  crops: [{ slug: 'wheat', varieties: [VARIETY, HOSTILE_VARIETY] }],
  rateLists: [
    {
      season: RABI,
      rows: [{ crop: { en: 'Wheat', hi: 'गेहूँ' }, variety: { en: 'All varieties', hi: 'सभी किस्में' }, farmerRate: 4000 }],
    },
  ],
};

const counterForm = (unit: string, district: string): SaleCounterForm => ({
  regionalUnit: { en: unit, hi: unit },
  name: { en: `Seed Sale Counter, ${unit}`, hi: `बीज बिक्री केंद्र, ${unit}` },
  district,
  address: { en: `Near the bus stand, ${unit}`, hi: `बस स्टैंड के पास, ${unit}` },
  official: 'Ram Kumar',
  designation: { en: 'Sales Officer', hi: 'बिक्री अधिकारी' },
  mobile: '9876543210',
  openingHours: { en: '9 am to 5 pm', hi: 'सुबह 9 से शाम 5 बजे' },
});

/** A stand-in of another service on a port of its own: answers `path` with `data`, recording each request body. */
async function standIn(
  path: string,
  data: (body: unknown) => unknown,
): Promise<{ server: Server; url: string; bodies: unknown[] }> {
  const bodies: unknown[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      if (req.url !== path) {
        res.writeHead(404).end();
        return;
      }
      bodies.push(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 200, message: 'ok', data: data(body) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies };
}

/** Each replica listens once, so that hundreds of calls share it rather than each opening a port. */
async function listening(app: INestApplication): Promise<Server> {
  const server = app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('booking seed online, at the sales service', () => {
  let content: Awaited<ReturnType<typeof standIn>>;
  let auth: Awaited<ReturnType<typeof standIn>>;
  let first: TestService<SalesConfig>;
  let second: TestService<SalesConfig>;
  let db: Client;
  let hisar: string;
  let sirsa: string;

  beforeAll(async () => {
    content = await standIn(SEED_CATALOGUE_PATH, () => CATALOGUE);
    auth = await standIn('/internal/farmerSms', () => ({ queued: true }));
    const env = { CONTENT_INTERNAL_URL: content.url, AUTH_INTERNAL_URL: auth.url };
    first = await startTestService(AppModule, SalesConfig, { name: 'sales-bookings', publicKey: keys.publicKey, env });
    second = await startTestService(AppModule, SalesConfig, {
      name: 'sales-bookings',
      publicKey: keys.publicKey,
      env,
      replicaOf: first,
      redisKeyPrefix: first.redisKeyPrefix,
    });
    await listening(first.app);
    await listening(second.app);
    db = new Client({ connectionString: first.config.DATABASE_URL });
    await db.connect();
    hisar = (await post(API.sales.createCounter, admin()).send(counterForm('Hisar', 'Hisar')).expect(200)).body.data
      .key;
    sirsa = (await post(API.sales.createCounter, admin()).send(counterForm('Sirsa', 'Sirsa')).expect(200)).body.data
      .key;
    await db.query('INSERT INTO sales.counter_operators (admin_id, counter_id) VALUES ($1, $2)', [OPERATOR_ID, hisar]);
  });

  afterAll(async () => {
    await db?.end();
    await second?.close();
    await first?.close();
    content?.server.close();
    auth?.server.close();
  });

  const post = (path: string, authorization: string | null, app: INestApplication = first.app) => {
    const call = request(app.getHttpServer()).post(path);
    return authorization ? call.set('Authorization', authorization) : call;
  };

  let linesMade = 0;
  /** A new line of wheat with `bags` received at the counter: each of its own bag size, so no test meets another's. */
  async function stockLine(counterKey: string, bags: number, variety = VARIETY.en): Promise<StockLineItem> {
    linesMade += 1;
    const response = await post(API.sales.changeStock, admin())
      .send({
        counterKey,
        season: RABI,
        crop: 'wheat',
        variety,
        seedClass: 'certified',
        bagKg: 20 + linesMade,
        reason: 'received',
        bags,
        baseVersion: 0,
      })
      .expect(200);
    return response.body.data;
  }

  let windowCount = 0;
  /** Each window a crop and season of its own would need: windows of one crop may not overlap, so each is a day apart. */
  async function openWindow(form: Partial<BookingWindowForm> = {}): Promise<BookingWindowItem> {
    // Overlap is refused: each test's window closes the one before it.
    if (windowCount > 0) {
      const open = (await db.query(`SELECT id FROM sales.booking_windows WHERE closed_at IS NULL`)).rows as {
        id: string;
      }[];
      for (const { id } of open) await post(API.booking.closeWindow, admin()).send({ key: id }).expect(200);
    }
    windowCount += 1;
    const response = await post(API.booking.createWindow, admin()).send({
      season: RABI,
      crop: 'wheat',
      opensOn: indiaDatePlus(TODAY, -1),
      closesOn: indiaDatePlus(TODAY, 10),
      counterKeys: [hisar, sirsa],
      limitKind: 'bags',
      maxBags: 5,
      ...form,
    });
    expect(response.body).toMatchObject({ status: 200, message: BOOKING_MESSAGES.windowCreated });
    return response.body.data;
  }

  const book = (farmer: string, body: object, app?: INestApplication) =>
    post(API.booking.book, farmerBearer(farmer), app).send(body);
  const lineRow = async (key: string) =>
    (await db.query('SELECT bags, reserved FROM sales.stock_lines WHERE id = $1', [key])).rows[0] as {
      bags: number;
      reserved: number;
    };

  it('opens a window whose rules show in both languages, and refuses a bad one with its message, writing nothing', async () => {
    const window = await openWindow();
    expect(window.rules.en).toContain('up to 5 bags of wheat');
    expect(window.rules.en).toContain('within 3 days');
    expect(window.rules.hi).toContain('अधिकतम 5 बैग');
    const published = await request(first.app.getHttpServer()).post(API.booking.webGetWindows).send({});
    expect(published.body.data).toEqual([
      expect.objectContaining({ key: window.key, rules: window.rules, open: true }),
    ]);

    const before = (await db.query('SELECT count(*)::int AS n FROM sales.booking_windows')).rows[0].n;
    const refused = await post(API.booking.createWindow, admin()).send({
      ...window,
      crop: 'cotton',
      counterKeys: [hisar],
    });
    expect(refused.body).toEqual({ status: 400, message: BOOKING_MESSAGES.cropSeason });
    const overlapping = await post(API.booking.createWindow, admin()).send({
      season: RABI,
      crop: 'wheat',
      opensOn: TODAY,
      closesOn: TODAY,
      counterKeys: [hisar],
      limitKind: 'bags',
      maxBags: 2,
    });
    expect(overlapping.body).toEqual({ status: 400, message: BOOKING_MESSAGES.overlapping });
    expect((await db.query('SELECT count(*)::int AS n FROM sales.booking_windows')).rows[0].n).toBe(before);
  });

  it('books within the limit and the stock: a slip with its code, price and date, the bags reserved, the SMS handed on', async () => {
    const window = await openWindow();
    const line = await stockLine(hisar, 10);
    const farmer = randomUUID();
    const options = await post(API.booking.options, farmerBearer(farmer)).send({ windowKey: window.key }).expect(200);
    // The farmer's district (Hisar) first.
    expect(options.body.data.counters[0]).toMatchObject({ key: hisar, inYourDistrict: true });
    expect(options.body.data.counters[0].lines).toEqual([
      expect.objectContaining({ lineKey: line.key, available: 10, farmerRate: RATE_PER_QUINTAL }),
    ]);

    const response = await book(farmer, { windowKey: window.key, lineKey: line.key, bags: 3 });
    expect(response.body).toMatchObject({ status: 200, message: BOOKING_MESSAGES.booked });
    const slip: BookingSlip = response.body.data;
    expect(slip.code).toHaveLength(PICKUP_CODE_LENGTH);
    expect([...slip.code].every((char) => PICKUP_CODE_ALPHABET.includes(char))).toBe(true);
    expect(slip).toMatchObject({
      state: 'booked',
      qrText: slip.code,
      bags: 3,
      bagKg: line.bagKg,
      variety: VARIETY,
      counter: { key: hisar },
      farmerRate: RATE_PER_QUINTAL,
      // 3 bags at Rs 4000 a quintal.
      pricePayable: Math.round((RATE_PER_QUINTAL * 3 * line.bagKg) / 100),
      collectBy: indiaDatePlus(TODAY, 3),
    });
    expect(slip.number).toMatch(/^BK-\d{4}-\d{6}$/);
    expect(await lineRow(line.key)).toEqual({ bags: 10, reserved: 3 });

    // Farmers read the bags free to book, at once.
    const stock = await request(first.app.getHttpServer())
      .post(API.sales.webGetStock)
      .send({ season: 'Rabi', district: 'Hisar' });
    const publicLine = (stock.body.data as PublicStock).seasons[0].lines.find((each) => each.variety.en === VARIETY.en);
    expect(publicLine?.bags).toBe(7);

    const sms = await pollUntil(
      async () => (auth.bodies as FarmerSmsRequest[]).filter((body) => body.values.number === slip.number),
      (found) => found.length > 0,
      5000,
    );
    expect(sms).toEqual([
      expect.objectContaining({
        farmerKey: farmer,
        kind: 'booked',
        values: expect.objectContaining({ code: slip.code, bags: '3' }),
      }),
    ]);
    expect((await post(API.booking.farmerBookings, farmerBearer(farmer)).send({})).body.data.bookings).toEqual([slip]);
  });

  it('refuses more bags than the limit or the stock, saying how many are left, and changes nothing', async () => {
    const window = await openWindow({ maxBags: 4 });
    const line = await stockLine(sirsa, 3, HOSTILE_VARIETY.en);
    const plenty = await stockLine(hisar, 10, HOSTILE_VARIETY.en);
    const farmer = randomUUID();
    for (const other of [{ mobileNo: '9811100009' }, { farmerKey: randomUUID() }]) {
      const forAnother = await book(farmer, { windowKey: window.key, lineKey: plenty.key, bags: 1, ...other });
      expect(forAnother.body).toEqual({ status: 400, message: BOOKING_MESSAGES.forYourselfOnly });
    }
    const overLimit = await book(farmer, { windowKey: window.key, lineKey: plenty.key, bags: 5 });
    expect(overLimit.body).toEqual({
      status: 400,
      message: BOOKING_REFUSALS.overLimit(4).en,
      data: { said: BOOKING_REFUSALS.overLimit(4), bagsLeft: 4 },
    });
    const overStock = await book(farmer, { windowKey: window.key, lineKey: line.key, bags: 4 });
    expect(overStock.body).toEqual({
      status: 400,
      message: 'Only 3 bags are left at this counter.',
      data: { said: BOOKING_REFUSALS.fewLeft(3), bagsLeft: 3 },
    });
    expect(await lineRow(line.key)).toEqual({ bags: 3, reserved: 0 });
    await book(farmer, { windowKey: window.key, lineKey: line.key, bags: 3 }).expect(200);
    const none = await book(randomUUID(), { windowKey: window.key, lineKey: line.key, bags: 1 });
    expect(none.body).toMatchObject({ status: 400, message: BOOKING_REFUSALS.noneLeft.en, data: { bagsLeft: 0 } });
    // The farmer's own limit counts what they hold: 3 of 4.
    const second2 = await book(farmer, { windowKey: window.key, lineKey: plenty.key, bags: 2 });
    expect(second2.body).toMatchObject({
      status: 400,
      message: BOOKING_REFUSALS.overLimit(1).en,
      data: { bagsLeft: 1 },
    });
  });

  it('holds a farmer to kg per acre declared, up to the window’s acres, and to its rule on no-shows', async () => {
    const window = await openWindow({ limitKind: 'perAcre', kgPerAcre: 50, maxAcres: 4, noShowLimit: 1 });
    const line = await stockLine(hisar, 50);
    const farmer = randomUUID();
    const booking = (body: object) => book(farmer, { windowKey: window.key, lineKey: line.key, ...body });
    expect((await booking({ bags: 1 })).body).toMatchObject({
      status: 400,
      message: BOOKING_REFUSALS.acresRequired.en,
    });
    expect((await booking({ bags: 1, acres: 5 })).body).toMatchObject({
      status: 400,
      message: BOOKING_REFUSALS.acresOverMax(4).en,
    });
    // 2 acres at 50 kg an acre: 100 kg, so as many whole bags of this line's size as fit.
    const allowed = Math.floor(100 / line.bagKg);
    const over = await booking({ bags: allowed + 1, acres: 2 });
    expect(over.body).toMatchObject({ status: 400, data: { bagsLeft: allowed } });
    const slip: BookingSlip = (await booking({ bags: 1, acres: 2 }).expect(200)).body.data;

    // Once a booking of theirs expired uncollected this season, the rule of one no-show stops the next.
    await first.app.get(ExpireUseCase).expireDue();
    await db.query(`UPDATE sales.bookings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [slip.key]);
    expect(await first.app.get(ExpireUseCase).expireDue()).toBe(1);
    const barred = await booking({ bags: 1, acres: 2 });
    expect(barred.body).toEqual({
      status: 403,
      message: BOOKING_REFUSALS.noShows(1).en,
      data: { said: BOOKING_REFUSALS.noShows(1), bagsLeft: 0 },
    });
    const options = await post(API.booking.options, farmerBearer(farmer)).send({ windowKey: window.key });
    expect(options.body.data).toMatchObject({ noShows: 1, noShowLimit: 1 });
  });

  it('refuses a farmer without consent or details, a closed window and a closed counter', async () => {
    const window = await openWindow();
    const line = await stockLine(hisar, 5);
    const bookAs = (claims: FarmerTokenClaims) =>
      post(API.booking.book, farmerBearer(randomUUID(), claims)).send({
        windowKey: window.key,
        lineKey: line.key,
        bags: 1,
      });
    expect((await bookAs({ name: 'A', village: 'B', district: 'Hisar' })).body).toEqual({
      status: 403,
      message: FARMER_REFUSALS.consentFirst.en,
      data: { said: FARMER_REFUSALS.consentFirst },
    });
    expect((await bookAs({ consent: '2026-11-1' })).body).toMatchObject({
      status: 403,
      message: FARMER_REFUSALS.profileFirst.en,
    });

    await post(API.sales.closeCounter, admin()).send({ key: sirsa, reason: 'Stock taking' }).expect(200);
    const sirsaLine = await db.query(
      `INSERT INTO sales.stock_lines (id, counter_id, season, crop, variety, variety_name, seed_class, bag_grams, bags, version)
       VALUES ($1, $2, $3, 'wheat', 'Other', $4, 'certified', 40000, 5, 1) RETURNING id`,
      [randomUUID(), sirsa, RABI, JSON.stringify({ en: 'Other', hi: 'Other' })],
    );
    const atClosed = await book(randomUUID(), { windowKey: window.key, lineKey: sirsaLine.rows[0].id, bags: 1 });
    expect(atClosed.body).toMatchObject({ status: 400, message: BOOKING_REFUSALS.counterClosed.en });
    await post(API.sales.reopenCounter, admin()).send({ key: sirsa }).expect(200);

    await post(API.booking.closeWindow, admin()).send({ key: window.key }).expect(200);
    const closed = await book(randomUUID(), { windowKey: window.key, lineKey: line.key, bags: 1 });
    expect(closed.body).toMatchObject({ status: 400, message: BOOKING_REFUSALS.windowClosed.en });
    expect(await lineRow(line.key)).toEqual({ bags: 5, reserved: 0 });
  });

  it('cancels a booking of the farmer’s own and returns its bags at once; another farmer’s is not found', async () => {
    const window = await openWindow();
    const line = await stockLine(hisar, 6);
    const farmer = randomUUID();
    const slip: BookingSlip = (await book(farmer, { windowKey: window.key, lineKey: line.key, bags: 4 }).expect(200))
      .body.data;
    const stranger = await post(API.booking.cancel, farmerBearer(randomUUID())).send({ key: slip.key });
    expect(stranger.body).toMatchObject({ status: 404, message: BOOKING_REFUSALS.notYours.en });
    expect(await lineRow(line.key)).toEqual({ bags: 6, reserved: 4 });
    const cancelled = await post(API.booking.cancel, farmerBearer(farmer)).send({ key: slip.key });
    expect(cancelled.body).toMatchObject({ status: 200, data: { state: 'cancelled', collectBy: slip.collectBy } });
    expect(await lineRow(line.key)).toEqual({ bags: 6, reserved: 0 });
    const again = await post(API.booking.cancel, farmerBearer(farmer)).send({ key: slip.key });
    expect(again.body).toMatchObject({ status: 400, message: BOOKING_REFUSALS.notOpen.en });
    expect(await lineRow(line.key)).toEqual({ bags: 6, reserved: 0 });
  });

  it('collects by the code at its own counter only: a wrong, another counter’s, a collected and an expired code are said as such', async () => {
    const window = await openWindow();
    const line = await stockLine(hisar, 8);
    const slip: BookingSlip = (
      await book(randomUUID(), { windowKey: window.key, lineKey: line.key, bags: 2 }).expect(200)
    ).body.data;
    const find = (code: string, counterKey = hisar, token = operator()) =>
      post(API.booking.findByCode, token).send({ code, counterKey });

    const wrong = slip.code.replace(/^./, (char) => (char === 'A' ? 'C' : 'A'));
    expect((await find(wrong)).body).toEqual({ status: 400, message: BOOKING_MESSAGES.codeUnknown });
    expect((await find('0OIL')).body).toEqual({ status: 400, message: BOOKING_MESSAGES.codeForm });
    // The operator keeps Hisar only; a publisher at Sirsa is told where the booking is.
    expect((await find(slip.code, sirsa)).body.status).toBe(403);
    expect((await find(slip.code, sirsa, admin())).body).toMatchObject({
      status: 400,
      message: BOOKING_MESSAGES.otherCounter('Seed Sale Counter, Hisar'),
    });
    // Typed in lower case with a space, as read out.
    const found = await find(`${slip.code.slice(0, 4).toLowerCase()} ${slip.code.slice(4)}`);
    expect(found.body).toMatchObject({
      status: 200,
      data: {
        number: slip.number,
        farmer: { name: 'Test Farmer', village: 'Test Village' },
        bags: 2,
        variety: VARIETY,
      },
    });

    const collected = await post(API.booking.collect, operator()).send({
      key: slip.key,
      counterKey: hisar,
      bagsHandedOver: 2,
      receiptNumber: 'R-1001',
    });
    expect(collected.body).toMatchObject({ status: 200, data: { bagsOnHand: 6, booking: { state: 'collected' } } });
    expect(await lineRow(line.key)).toEqual({ bags: 6, reserved: 0 });
    const history = await post(API.sales.getStockHistory, operator()).send({ key: line.key });
    expect(history.body.data.changes[0]).toMatchObject({ reason: 'sold', before: 8, after: 6, by: 'Operator One' });
    expect((await find(slip.code)).body).toMatchObject({ status: 400, message: BOOKING_MESSAGES.codeCollected });
    const twice = await post(API.booking.collect, operator()).send({
      key: slip.key,
      counterKey: hisar,
      bagsHandedOver: 2,
      receiptNumber: 'R-1002',
    });
    expect(twice.body).toMatchObject({ status: 400, message: BOOKING_MESSAGES.codeCollected });
    expect(await lineRow(line.key)).toEqual({ bags: 6, reserved: 0 });

    const late: BookingSlip = (
      await book(randomUUID(), { windowKey: window.key, lineKey: line.key, bags: 1 }).expect(200)
    ).body.data;
    await db.query(`UPDATE sales.bookings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [late.key]);
    expect((await find(late.code)).body).toMatchObject({ status: 400, message: BOOKING_MESSAGES.codeExpired });
    const lateCollect = await post(API.booking.collect, operator()).send({
      key: late.key,
      counterKey: hisar,
      bagsHandedOver: 1,
      receiptNumber: 'R-1003',
    });
    expect(lateCollect.body).toMatchObject({ status: 400, message: BOOKING_MESSAGES.codeExpired });
    expect(await lineRow(line.key)).toEqual({ bags: 6, reserved: 1 });
  });

  it('makes an operator who types wrong codes wait', async () => {
    const guesser = adminBearer(keys.privateKey, {
      subject: randomUUID(),
      claims: { name: 'Guesser', role: 'publisher' },
    });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await post(API.booking.findByCode, guesser).send({ code: 'AAAAAAAA', counterKey: hisar });
      expect(answer.body.status).toBe(400);
    }
    const blocked = await post(API.booking.findByCode, guesser).send({ code: 'AAAAAAAA', counterKey: hisar });
    expect(blocked.body).toMatchObject({ status: 429, message: BOOKING_MESSAGES.tooManyCodes(10) });
  });

  it('expires each booking past its date exactly once on two replicas at once, its bags back and one SMS each', async () => {
    const window = await openWindow({ maxBags: 1000 });
    const line = await stockLine(hisar, 60);
    // What earlier tests left past its date expires first, and their SMS go, so that the counts below are this test's.
    await first.app.get(ExpireUseCase).expireDue();
    await first.app.get(BookingNotices).sendDue();
    const slips: BookingSlip[] = [];
    for (let index = 0; index < 12; index += 1) {
      slips.push(
        (await book(randomUUID(), { windowKey: window.key, lineKey: line.key, bags: 5 }).expect(200)).body.data,
      );
    }
    const keysOf = slips.map((slip) => slip.key);
    await db.query(`UPDATE sales.bookings SET expires_at = now() - interval '1 minute' WHERE id = ANY($1)`, [keysOf]);
    const [a, b] = await Promise.all([
      first.app.get(ExpireUseCase).expireDue(),
      second.app.get(ExpireUseCase).expireDue(),
    ]);
    expect(a + b).toBe(12);
    // The outbox is sent by both replicas at once too: each notice is handed to auth once.
    const [sentA, sentB] = await Promise.all([
      first.app.get(BookingNotices).sendDue(),
      second.app.get(BookingNotices).sendDue(),
    ]);
    expect(sentA + sentB).toBe(12);
    expect(await lineRow(line.key)).toEqual({ bags: 60, reserved: 0 });
    const notices = await db.query(
      `SELECT booking_id, count(*)::int AS n FROM sales.booking_notices WHERE kind = 'expired' AND booking_id = ANY($1) GROUP BY booking_id`,
      [keysOf],
    );
    expect(notices.rows).toHaveLength(12);
    expect(notices.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
    expect(await first.app.get(ExpireUseCase).expireDue()).toBe(0);
    const sent = await pollUntil(
      async () =>
        (auth.bodies as FarmerSmsRequest[]).filter(
          (body) => body.kind === 'expired' && slips.some((s) => s.number === body.values.number),
        ),
      (found) => found.length >= 12,
      5000,
    );
    expect(new Set(sent.map((body) => body.noticeKey)).size).toBe(12);
    expect(sent.map((body) => body.values.date)).toEqual(sent.map(() => slips[0].collectBy));
    // A no-show of the season counts for the farmer.
    const mine = await post(
      API.booking.farmerBookings,
      farmerBearer(
        (await db.query('SELECT farmer_id FROM sales.bookings WHERE id = $1', [slips[0].key])).rows[0].farmer_id,
      ),
    ).send({});
    expect(mine.body.data.noShows).toEqual([{ season: RABI, count: 1 }]);
  });

  it('keeps the totals whole when a replica dies in the middle of an expiry, and another finishes it', async () => {
    const window = await openWindow({ maxBags: 1000 });
    await first.app.get(ExpireUseCase).expireDue();
    const lineA = await stockLine(hisar, 20);
    const lineB = await stockLine(sirsa, 20);
    const slips: BookingSlip[] = [];
    for (const line of [lineA, lineB, lineA, lineB]) {
      slips.push(
        (await book(randomUUID(), { windowKey: window.key, lineKey: line.key, bags: 3 }).expect(200)).body.data,
      );
    }
    // One of them is collected while due: it must not also expire.
    const collected = slips[0];
    await db.query(`UPDATE sales.bookings SET expires_at = now() - interval '1 minute' WHERE id = ANY($1)`, [
      slips.slice(1).map((s) => s.key),
    ]);
    await post(API.booking.collect, admin())
      .send({ key: collected.key, counterKey: hisar, bagsHandedOver: 3, receiptNumber: 'R-9' })
      .expect(200);
    await db.query(`UPDATE sales.bookings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [collected.key]);

    // The expiry of the first replica is held on a line's lock, then its connection is cut, as when its process dies.
    const holder = new Client({ connectionString: first.config.DATABASE_URL });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM sales.stock_lines WHERE id = ANY($1) FOR UPDATE', [[lineA.key, lineB.key]]);
    const dying = first.app
      .get(ExpireUseCase)
      .expireDue()
      .catch((error: unknown) => error);
    const blocked = await pollUntil(
      async () =>
        // Read outside the holder's transaction, whose view of the activity stays as it first read it.
        (
          await db.query(
            `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND query LIKE 'UPDATE sales.stock_lines SET reserved = reserved -%'`,
          )
        ).rows as { pid: number }[],
      (rows) => rows.length === 1,
      5000,
    );
    await db.query('SELECT pg_terminate_backend($1)', [blocked[0].pid]);
    expect(await dying).toBeInstanceOf(Error);
    await holder.query('ROLLBACK');
    await holder.end();
    // Nothing of the dead run stayed: every due booking is still booked, every reservation held.
    const states = await db.query(
      'SELECT state, count(*)::int AS n FROM sales.bookings WHERE id = ANY($1) GROUP BY state ORDER BY state',
      [slips.map((s) => s.key)],
    );
    expect(states.rows).toEqual([
      { state: 'booked', n: 3 },
      { state: 'collected', n: 1 },
    ]);

    expect(await second.app.get(ExpireUseCase).expireDue()).toBe(3);
    expect(await lineRow(lineA.key)).toEqual({ bags: 17, reserved: 0 });
    expect(await lineRow(lineB.key)).toEqual({ bags: 20, reserved: 0 });
    const after = await db.query(
      'SELECT state, count(*)::int AS n FROM sales.bookings WHERE id = ANY($1) GROUP BY state ORDER BY state',
      [slips.map((s) => s.key)],
    );
    expect(after.rows).toEqual([
      { state: 'collected', n: 1 },
      { state: 'expired', n: 3 },
    ]);
    const notices = await db.query(
      `SELECT count(*)::int AS n FROM sales.booking_notices WHERE kind = 'expired' AND booking_id = ANY($1)`,
      [slips.map((s) => s.key)],
    );
    expect(notices.rows[0].n).toBe(3);
  });

  it('sells exactly the last 100 bags to 500 farmers booking at once on two replicas, and tells the rest none are left', async () => {
    const window = await openWindow({ maxBags: 1000 });
    const line = await stockLine(hisar, 100);
    const apps = [first.app, second.app];
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        book(randomUUID(), { windowKey: window.key, lineKey: line.key, bags: 1 }, apps[index % 2]).then(
          (answer) => answer.body,
        ),
      ),
    );
    const booked = answers.filter((body) => body.status === 200);
    const refused = answers.filter((body) => body.status !== 200);
    expect(booked).toHaveLength(100);
    expect(refused).toHaveLength(400);
    expect(new Set(refused.map((body) => JSON.stringify(body)))).toEqual(
      new Set([
        JSON.stringify({
          status: 400,
          message: BOOKING_REFUSALS.noneLeft.en,
          data: { said: BOOKING_REFUSALS.noneLeft, bagsLeft: 0 },
        }),
      ]),
    );
    expect(new Set(booked.map((body) => body.data.code)).size).toBe(100);
    expect(await lineRow(line.key)).toEqual({ bags: 100, reserved: 100 });
    const options = await post(API.booking.options, farmerBearer(randomUUID())).send({ windowKey: window.key });
    const offered = options.body.data.counters.flatMap(
      (counter: { lines: { lineKey: string; available: number }[] }) => counter.lines,
    );
    expect(offered.find((each: { lineKey: string }) => each.lineKey === line.key)?.available).toBe(0);
  }, 120_000);

  it('erases a farmer who withdrew consent from their bookings and cancels the open ones, keeping the totals', async () => {
    const window = await openWindow({ maxBags: 1000 });
    const line = await stockLine(hisar, 10);
    const farmer = randomUUID();
    const open: BookingSlip = (await book(farmer, { windowKey: window.key, lineKey: line.key, bags: 2 }).expect(200))
      .body.data;
    const done: BookingSlip = (await book(farmer, { windowKey: window.key, lineKey: line.key, bags: 3 }).expect(200))
      .body.data;
    await post(API.booking.collect, admin())
      .send({ key: done.key, counterKey: hisar, bagsHandedOver: 3, receiptNumber: 'R-77' })
      .expect(200);
    const reportOf = async () =>
      (await post(API.booking.report, admin()).send({ from: TODAY, to: TODAY, counterKey: hisar })).body.data.totals;
    const before = await reportOf();

    const withdrawn = await request(first.app.getHttpServer()).post(FARMER_WITHDRAWN_PATH).send({ farmerKey: farmer });
    expect(withdrawn.body).toMatchObject({ status: 200, data: { cancelled: 1, erased: 2 } });
    const rows = await db.query(
      'SELECT state, farmer_name, farmer_village, farmer_district, bags FROM sales.bookings WHERE farmer_id = $1 ORDER BY number',
      [farmer],
    );
    expect(rows.rows).toEqual([
      { state: 'cancelled', farmer_name: null, farmer_village: null, farmer_district: null, bags: 2 },
      { state: 'collected', farmer_name: null, farmer_village: null, farmer_district: null, bags: 3 },
    ]);
    expect(await lineRow(line.key)).toEqual({ bags: 7, reserved: 0 });
    const after = await reportOf();
    expect(after.collected).toEqual(before.collected);
    expect(after.booked.bookings + after.cancelled.bookings).toBe(before.booked.bookings + before.cancelled.bookings);
    expect(
      (await post(API.booking.findByCode, admin()).send({ code: open.code, counterKey: hisar })).body.message,
    ).toBe(BOOKING_MESSAGES.codeCancelled);
    // Again: nothing more changes.
    expect(
      (await request(first.app.getHttpServer()).post(FARMER_WITHDRAWN_PATH).send({ farmerKey: farmer })).body.data,
    ).toEqual({
      cancelled: 0,
      erased: 0,
    });
  });

  it('exports the report as CSV a spreadsheet reads as text, and counts today’s bookings and collections', async () => {
    const exported = await post(API.booking.exportCsv, admin()).send({ from: TODAY, to: TODAY });
    expect(exported.body.status).toBe(200);
    const csv: string = exported.body.data.csv;
    expect(csv.split('\r\n')[0]).toBe('\uFEFFDay,Counter,Crop,Variety,State,Bookings,Bags');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).not.toMatch(/,=HYPERLINK/);
    const counts = await post(API.booking.todayCounts, admin()).send({});
    expect(counts.body.data).toMatchObject({ day: TODAY, booked: expect.any(Number), collected: expect.any(Number) });
    expect(counts.body.data.booked).toBeGreaterThan(100);
    expect(counts.body.data.collected).toBeGreaterThanOrEqual(3);
  });

  describe('tokens', () => {
    const salesRoutes = Object.values(API_ROUTES)
      .flatMap((area) => Object.values(area))
      .filter((route) => route.path.startsWith('/api/sales/') && !('gateway' in route && route.gateway));

    it('refuses a farmer token on every admin route of the sales service, and an admin token on every farmer route', async () => {
      const farmerToken = farmerBearer(randomUUID());
      const adminRoutes = salesRoutes.filter((route) => !isFarmerRoute(route.path));
      const farmerRoutes = salesRoutes.filter((route) => isFarmerRoute(route.path));
      expect(adminRoutes.length).toBeGreaterThan(10);
      expect(farmerRoutes.map((route) => route.path).sort()).toEqual(
        [API.booking.book, API.booking.cancel, API.booking.farmerBookings, API.booking.options].sort(),
      );
      for (const route of adminRoutes) {
        const answer = await post(route.path, farmerToken).send({});
        expect({ path: route.path, answer: answer.body }).toEqual({
          path: route.path,
          answer: { status: 401, message: TOKEN_INVALID_MESSAGE },
        });
      }
      for (const route of farmerRoutes) {
        for (const token of [admin(), operator()]) {
          const answer = await post(route.path, token).send({});
          expect({ path: route.path, answer: answer.body }).toEqual({
            path: route.path,
            answer: { status: 401, message: TOKEN_INVALID_MESSAGE },
          });
        }
      }
    });

    it('refuses a forged farmer token (another key) and an expired one', async () => {
      const other = generateTestKeyPair();
      const forged = `Bearer ${signFarmerToken(other.privateKey)}`;
      expect((await post(API.booking.farmerBookings, forged).send({})).body).toEqual({
        status: 401,
        message: TOKEN_INVALID_MESSAGE,
      });
      const expired = `Bearer ${signFarmerToken(keys.privateKey, { expiresInSeconds: -10 })}`;
      expect((await post(API.booking.farmerBookings, expired).send({})).body.message).toContain('expired');
    });
  });
});
