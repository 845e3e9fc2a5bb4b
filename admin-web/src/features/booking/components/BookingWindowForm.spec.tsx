import {
  API,
  BOOKING_MESSAGES,
  SALES_MESSAGES,
  stockSeasons,
  type BookingWindowItem,
  type Paged,
  type SaleCounterItem,
} from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BOOKING_WINDOWS_TEXTS } from '../../../content/booking-windows';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, toastTexts, WithToasts } from '../../../testing/toasts';
import { draftOfWindow, windowFormOf } from '../window-form';
import { BookingWindowForm } from './BookingWindowForm';

const TEXTS = BOOKING_WINDOWS_TEXTS.form;

const counter = (key: string, name: string): SaleCounterItem => ({
  key,
  regionalUnit: { en: name, hi: name },
  name: { en: `Seed Sale Counter, ${name}`, hi: name },
  district: name,
  address: { en: name, hi: name },
  official: 'Ram Kumar',
  designation: { en: 'Sales Officer', hi: 'बिक्री अधिकारी' },
  mobile: '9876543210',
  openingHours: { en: '9 to 5', hi: '9 से 5' },
  latitude: null,
  longitude: null,
  position: 0,
  closed: false,
  closedAt: null,
  closedReason: null,
  version: 1,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
});
const COUNTERS: Paged<SaleCounterItem> = {
  content: [counter('counter-hisar', 'Hisar'), counter('counter-sirsa', 'Sirsa')],
  totalPages: 1,
  totalItems: 2,
};

/** A Rabi season the service takes today: wheat is sown in it. */
const RABI = stockSeasons(new Date()).find((season) => season.startsWith('Rabi')) as string;

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('publisher-token');
  api = stubApi();
  api.answer(API.sales.getCounters, ok(SALES_MESSAGES.countersFetched, COUNTERS));
});

function openForm(editing?: BookingWindowItem) {
  const onSaved = jest.fn();
  render(
    <WithToasts>
      <BookingWindowForm editing={editing} onSaved={onSaved} />
    </WithToasts>,
  );
  return onSaved;
}

const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input:not([type="radio"]), select' }), {
    target: { value },
  });
const submit = (label: string) => act(async () => fireEvent.click(screen.getByRole('button', { name: label })));

/** Presses the submit button and expects the newest toast to say `message`, nothing sent. */
async function refusedWith(message: string) {
  await submit(TEXTS.create);
  await toasted(message);
  expect(toastTexts().at(-1)).toBe(message);
  expect(api.bodiesTo(API.booking.createWindow)).toEqual([]);
}

describe('BookingWindowForm', () => {
  it('checks the window by the contract’s rules, first problem first, in its words; then opens it', async () => {
    const onSaved = openForm();
    await screen.findByRole('checkbox', { name: /Hisar/ });
    change(/^Season/, RABI);

    await refusedWith(BOOKING_MESSAGES.crop);
    change(/^Crop/, 'wheat');
    await refusedWith(BOOKING_MESSAGES.dates);
    change(/^Opens on/, '2026-12-10');
    change(/^Closes on/, '2026-12-01');
    await refusedWith(BOOKING_MESSAGES.dates);
    change(/^Closes on/, '2026-12-20');
    await refusedWith(BOOKING_MESSAGES.counters);
    fireEvent.click(screen.getByRole('checkbox', { name: /Hisar/ }));
    await refusedWith(BOOKING_MESSAGES.maxBags);
    change(/^Bags per farmer/, '5');
    change(/^Days to collect/, '0');
    await refusedWith(BOOKING_MESSAGES.collectWithinDays);
    change(/^Days to collect/, '');
    change(/^No-show limit/, '25');
    await refusedWith(BOOKING_MESSAGES.noShowLimit);
    change(/^No-show limit/, '2');

    // Once the form passes, farmers' words are shown as the site will show them.
    expect(screen.getByText(/^Booking of wheat seed for Rabi/).textContent).toContain('up to 5 bags');
    api.answer(API.booking.createWindow, ok(BOOKING_MESSAGES.windowCreated));
    await submit(TEXTS.create);

    await toasted(BOOKING_MESSAGES.windowCreated);
    expect(api.bodiesTo(API.booking.createWindow)).toEqual([
      {
        season: RABI,
        crop: 'wheat',
        opensOn: '2026-12-10',
        closesOn: '2026-12-20',
        counterKeys: ['counter-hisar'],
        limitKind: 'bags',
        maxBags: 5,
        noShowLimit: 2,
      },
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('takes kg per acre up to a number of acres instead, and shows the service’s refusal of an overlap', async () => {
    const onSaved = openForm();
    await screen.findByRole('checkbox', { name: /Sirsa/ });
    change(/^Season/, RABI);
    change(/^Crop/, 'gram');
    change(/^Opens on/, '2026-12-01');
    change(/^Closes on/, '2026-12-31');
    fireEvent.click(screen.getByRole('checkbox', { name: /Sirsa/ }));
    fireEvent.click(screen.getByRole('radio', { name: TEXTS.limitKinds.perAcre }));
    change(/^Kg per acre/, '600');
    await refusedWith(BOOKING_MESSAGES.kgPerAcre);
    change(/^Kg per acre/, '32.5');
    await refusedWith(BOOKING_MESSAGES.maxAcres);
    change(/^Maximum acres/, '4');

    api.answer(API.booking.createWindow, { status: 400, message: BOOKING_MESSAGES.overlapping });
    await submit(TEXTS.create);
    await toasted(BOOKING_MESSAGES.overlapping);
    expect(api.bodiesTo(API.booking.createWindow)[0]).toMatchObject({
      crop: 'gram',
      limitKind: 'perAcre',
      kgPerAcre: 32.5,
      maxAcres: 4,
      collectWithinDays: 3,
      noShowLimit: null,
    });
    expect(api.bodiesTo(API.booking.createWindow)[0]).not.toHaveProperty('maxBags');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a window on the version it was loaded at', async () => {
    const window: BookingWindowItem = {
      key: 'window-1',
      season: RABI,
      crop: 'wheat',
      cropName: { en: 'Wheat', hi: 'गेहूँ' },
      opensOn: '2026-12-01',
      closesOn: '2026-12-15',
      counters: [
        {
          key: 'counter-sirsa',
          name: { en: 'Seed Sale Counter, Sirsa', hi: 'सिरसा' },
          district: 'Sirsa',
          closed: false,
        },
      ],
      limit: { kind: 'bags', bags: 4 },
      collectWithinDays: 5,
      noShowLimit: null,
      closed: false,
      open: false,
      rules: { en: '', hi: '' },
      version: 7,
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    expect(windowFormOf(draftOfWindow(window), 'update')).toEqual({
      form: {
        season: RABI,
        crop: 'wheat',
        opensOn: '2026-12-01',
        closesOn: '2026-12-15',
        counterKeys: ['counter-sirsa'],
        limitKind: 'bags',
        maxBags: 4,
        collectWithinDays: 5,
        noShowLimit: null,
      },
      problem: undefined,
    });
    api.answer(API.booking.updateWindow, { status: 409, message: BOOKING_MESSAGES.windowStale });
    openForm(window);
    expect(((await screen.findByRole('checkbox', { name: /Sirsa/ })) as HTMLInputElement).checked).toBe(true);
    change(/^Closes on/, '2026-12-20');
    await submit(TEXTS.update);

    await toasted(BOOKING_MESSAGES.windowStale);
    expect(api.bodiesTo(API.booking.updateWindow)).toEqual([
      expect.objectContaining({ key: 'window-1', version: 7, closesOn: '2026-12-20', collectWithinDays: 5 }),
    ]);
  });
});
