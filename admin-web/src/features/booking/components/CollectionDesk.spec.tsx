import { API, BOOKING_MESSAGES, type BookingAtCounter } from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COLLECTION_TEXTS } from '../../../content/collection';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, WithToasts } from '../../../testing/toasts';
import { CollectionDesk } from './CollectionDesk';

const EN = COLLECTION_TEXTS.en;
const HI = COLLECTION_TEXTS.hi;

const BOOKING: BookingAtCounter = {
  key: 'booking-1',
  number: 'BK-2026-000123',
  state: 'booked',
  farmer: { name: 'Ramesh Kumar', village: 'Siwani', district: 'Bhiwani' },
  crop: 'wheat',
  cropName: { en: 'Wheat', hi: 'गेहूँ' },
  variety: { en: 'WH-1105', hi: 'WH-1105' },
  seedClass: 'certified',
  bagKg: 40,
  bags: 3,
  pricePayable: 124000,
  collectBy: '2026-11-30',
  counterKey: 'counter-1',
};

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('operator-token');
  api = stubApi();
});
afterEach(() => {
  delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
});

function openDesk(language: 'en' | 'hi' = 'en') {
  render(
    <WithToasts>
      <CollectionDesk counterKey="counter-1" language={language} />
    </WithToasts>,
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
/** The value shown beside a name in the booking's card. */
const shownAs = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('CollectionDesk', () => {
  it('shows the booking a typed code opens, records its hand-over, and is ready for the next farmer', async () => {
    api.answer(API.booking.findByCode, ok(BOOKING_MESSAGES.bookingFound, BOOKING));
    api.answer(
      API.booking.collect,
      ok(BOOKING_MESSAGES.collected, { booking: { ...BOOKING, state: 'collected' as const }, bagsOnHand: 27 }),
    );
    openDesk();
    // No camera scan where the browser cannot read QR codes.
    expect(screen.queryByRole('button', { name: EN.scan })).toBeNull();

    type(EN.code, 'acde fghj');
    await press(EN.find);

    const heading = await screen.findByRole('heading', { name: EN.booking.heading(BOOKING.number) });
    expect(document.activeElement).toBe(heading);
    expect(shownAs(EN.booking.farmer)).toBe('Ramesh Kumar');
    expect(shownAs(EN.booking.village)).toBe('Siwani, Bhiwani');
    expect(shownAs(EN.booking.variety)).toBe('Wheat: WH-1105');
    expect(shownAs(EN.booking.seedClass)).toBe('Certified');
    expect(shownAs(EN.booking.bags)).toBe('3 bags of 40 kg');
    expect(shownAs(EN.booking.price)).toBe('₹1,24,000');
    expect(shownAs(EN.booking.collectBy)).toBe('30-11-2026');
    expect(screen.getByText(EN.booking.state).nextElementSibling?.textContent).toBe('Booked');
    expect((field(EN.code) as HTMLInputElement).value).toBe('ACDEFGHJ');
    expect((field(EN.collect.bags) as HTMLInputElement).value).toBe('3');
    expect(field(EN.collect.bags).getAttribute('inputmode')).toBe('numeric');

    type(EN.collect.receipt, 'R-0042');
    await press(EN.collect.submit);

    await toasted(BOOKING_MESSAGES.collected);
    expect(screen.getByText(EN.booking.state).nextElementSibling?.textContent).toBe('Collected');
    expect(screen.getByRole('status').textContent).toContain(EN.done(3, 27));
    expect(screen.queryByRole('button', { name: EN.collect.submit })).toBeNull();

    await press(EN.next);
    expect(screen.queryByRole('heading', { name: EN.booking.heading(BOOKING.number) })).toBeNull();
    expect((field(EN.code) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field(EN.code));
  });

  it('says each refusal in the service’s words, in Hindi where it has them, naming another counter', async () => {
    const sirsa = { en: 'Seed Sale Counter, Sirsa', hi: 'बीज बिक्री केंद्र, सिरसा' };
    api.answer(
      API.booking.findByCode,
      {
        status: 400,
        message: BOOKING_MESSAGES.otherCounter(sirsa.en),
        data: { counterKey: 'c-2', counterName: sirsa },
      },
      { status: 400, message: BOOKING_MESSAGES.codeExpired, data: { state: 'expired' } },
    );
    openDesk('hi');

    type(HI.code, 'ACDEFGHJ');
    await press(HI.find);
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(`यह बुकिंग ${sirsa.hi} पर लेने के लिए है, इस बिक्री केंद्र पर नहीं।`);
    expect(refusal.getAttribute('lang')).toBe('hi');

    await press(HI.find);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('यह बुकिंग समाप्त हो गई: बीज समय पर नहीं लिया गया।'),
    );

    type(HI.code, 'AB');
    await press(HI.find);
    expect(screen.getByRole('alert').textContent).toContain('पिकअप कोड 8 अक्षरों और अंकों का होता है।');
    expect(api.bodiesTo(API.booking.findByCode)).toHaveLength(2);
  });

  it('scans the slip’s QR code with the camera where the browser reads QR codes, and looks the code up', async () => {
    const track = { stop: jest.fn() };
    const detect = jest
      .fn()
      .mockResolvedValueOnce([])
      .mockResolvedValue([{ rawValue: 'acde-fghj' }]);
    Object.assign(window, {
      BarcodeDetector: Object.assign(
        jest.fn(() => ({ detect })),
        { getSupportedFormats: jest.fn(async () => ['ean_13', 'qr_code']) },
      ),
    });
    Object.assign(navigator, {
      mediaDevices: { getUserMedia: jest.fn(async () => ({ getTracks: () => [track] })) },
    });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    api.answer(API.booking.findByCode, ok(BOOKING_MESSAGES.bookingFound, BOOKING));
    openDesk();

    await press((await screen.findByRole('button', { name: EN.scan })).textContent ?? '');
    screen.getByRole('dialog', { name: EN.scanTitle });

    await screen.findByRole('heading', { name: EN.booking.heading(BOOKING.number) }, { timeout: 2000 });
    expect(api.bodiesTo(API.booking.findByCode)).toEqual([{ code: 'ACDEFGHJ', counterKey: 'counter-1' }]);
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((window as unknown as { BarcodeDetector: jest.Mock }).BarcodeDetector).toHaveBeenCalledWith({
      formats: ['qr_code'],
    });
  });

  it('offers no scan where the browser’s detector reads no QR codes', async () => {
    Object.assign(window, {
      BarcodeDetector: Object.assign(jest.fn(), { getSupportedFormats: jest.fn(async () => ['ean_13']) }),
    });
    Object.assign(navigator, { mediaDevices: { getUserMedia: jest.fn() } });
    openDesk();
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: EN.scan })).toBeNull();
  });
});
