import {
  API,
  BOOKING_MESSAGES,
  indiaDate,
  indiaDatePlus,
  type BookingReport,
  type ExportedBookingCsv,
} from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, toastTexts, WithToasts } from '../../../testing/toasts';
import { useBookingReport } from './use-booking-report';

const REPORT: BookingReport = {
  rows: [
    {
      day: '2026-11-28',
      counterKey: 'counter-1',
      counterName: { en: 'Seed Sale Counter, Hisar', hi: 'बीज बिक्री केंद्र, हिसार' },
      crop: 'wheat',
      variety: { en: 'WH-1105', hi: 'WH-1105' },
      state: 'collected',
      bookings: 2,
      bags: 5,
    },
  ],
  totals: {
    booked: { bookings: 0, bags: 0 },
    collected: { bookings: 2, bags: 5 },
    cancelled: { bookings: 0, bags: 0 },
    expired: { bookings: 0, bags: 0 },
  },
};

/** The file as the service makes it: its byte order mark, and a name kept from being read as a formula. */
const EXPORTED: ExportedBookingCsv = {
  fileName: 'bookings-2026-11-01-to-2026-11-28.csv',
  csv: "\uFEFFDay,Counter,Crop,Variety,State,Bookings,Bags\r\n2026-11-28,'=Hisar,Wheat,WH-1105,Collected,2,5\r\n",
};

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('publisher-token');
  api = stubApi();
  api.answer(API.booking.report, ok(BOOKING_MESSAGES.reportFetched, REPORT));
});

const openReport = () => renderHook(() => useBookingReport(), { wrapper: WithToasts }).result;

/** What the browser was handed to download: the file's name and its bytes, read back from the blob. */
function catchDownloads() {
  const saved: { name: string; bytes: Promise<Buffer> }[] = [];
  let blob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: jest.fn((given: Blob) => ((blob = given), 'blob:report')),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = blob as Blob;
    saved.push({
      name: this.download,
      bytes: new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
        reader.readAsArrayBuffer(file);
      }),
    });
  });
  return saved;
}

describe('useBookingReport', () => {
  it('shows the last seven days at every counter and in every state when it opens', async () => {
    const report = openReport();
    await waitFor(() => expect(report.current.report).toEqual(REPORT));
    const today = indiaDate(new Date());
    expect(api.bodiesTo(API.booking.report)).toEqual([{ from: indiaDatePlus(today, -6), to: today }]);
    expect(report.current.loading).toBe(false);
  });

  it('asks for the counter, state and dates chosen, and refuses dates the service would refuse before asking', async () => {
    const report = openReport();
    await waitFor(() => expect(report.current.loading).toBe(false));

    for (const [from, to] of [
      ['2026-11-10', '2026-11-01'],
      ['2026-02-30', '2026-03-01'],
      ['2025-01-01', '2026-11-01'],
      ['', '2026-11-01'],
    ]) {
      act(() => report.current.setFilter({ from, to, counterKey: '', state: '' }));
      act(() => report.current.show());
    }
    await toasted(BOOKING_MESSAGES.reportDates);
    expect(toastTexts()).toEqual(Array(4).fill(BOOKING_MESSAGES.reportDates));
    expect(api.bodiesTo(API.booking.report)).toHaveLength(1);

    act(() =>
      report.current.setFilter({ from: '2026-11-01', to: '2026-11-28', counterKey: 'counter-1', state: 'collected' }),
    );
    act(() => report.current.show());
    await waitFor(() => expect(report.current.loading).toBe(false));
    expect(api.bodiesTo(API.booking.report)[1]).toEqual({
      from: '2026-11-01',
      to: '2026-11-28',
      counterKey: 'counter-1',
      state: 'collected',
    });
  });

  it('downloads the CSV of the report shown exactly as the service made it', async () => {
    const saved = catchDownloads();
    api.answer(API.booking.exportCsv, ok(BOOKING_MESSAGES.exported, EXPORTED));
    const report = openReport();
    act(() => report.current.setFilter({ from: '2026-11-01', to: '2026-11-28', counterKey: '', state: '' }));
    act(() => report.current.show());
    await waitFor(() => expect(report.current.loading).toBe(false));

    await act(() => report.current.exportCsv());

    expect(api.bodiesTo(API.booking.exportCsv)).toEqual([{ from: '2026-11-01', to: '2026-11-28' }]);
    expect(saved.map((file) => file.name)).toEqual([EXPORTED.fileName]);
    // Byte for byte: one byte order mark, and the formula-safe cell untouched.
    expect(await saved[0].bytes).toEqual(Buffer.from(EXPORTED.csv, 'utf8'));
    expect(report.current.exporting).toBe(false);
  });

  it('says why an export failed, in the service’s words', async () => {
    api.answer(API.booking.exportCsv, { status: 400, message: BOOKING_MESSAGES.reportDates });
    const report = openReport();
    await act(() => report.current.exportCsv());
    await toasted(BOOKING_MESSAGES.reportDates);
  });
});
