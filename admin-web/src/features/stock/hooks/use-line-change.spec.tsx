import { API, STOCK_MESSAGES, type StockLineItem } from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, renderHook } from '@testing-library/react';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, toastTexts, WithToasts } from '../../../testing/toasts';
import { useLineChange } from './use-line-change';

const LINE: StockLineItem = {
  key: 'line-1',
  counterKey: 'counter-1',
  season: 'Rabi 2026-27',
  crop: 'wheat',
  cropName: { en: 'Wheat', hi: 'गेहूँ' },
  variety: { en: 'WH-1105', hi: 'WH-1105' },
  seedClass: 'certified',
  bagKg: 40,
  bags: 30,
  reserved: 0,
  version: 3,
  updatedAt: '2026-08-01T05:30:00.000Z',
};

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('keeper-token');
  api = stubApi();
});

function openChange({ line, language = 'en' }: { line?: StockLineItem; language?: 'en' | 'hi' } = { line: LINE }) {
  const onLine = jest.fn();
  const onSaved = jest.fn();
  const { result } = renderHook(
    () => useLineChange({ line, counterKey: 'counter-1', season: 'Rabi 2026-27', language, onLine, onSaved }),
    { wrapper: WithToasts },
  );
  return { form: result, onLine, onSaved };
}

describe('useLineChange', () => {
  it('sends the change on the line’s version and hands on the line as saved', async () => {
    const saved = { ...LINE, bags: 150, version: 4 };
    api.answer(API.sales.changeStock, ok(STOCK_MESSAGES.stockChanged, saved));
    const { form, onLine, onSaved } = openChange();

    act(() => form.current.setChange({ reason: 'received', bags: '120', note: 'Truck from Hisar' }));
    await act(() => form.current.submit());

    expect(api.bodiesTo(API.sales.changeStock)).toEqual([
      {
        counterKey: 'counter-1',
        season: 'Rabi 2026-27',
        crop: 'wheat',
        variety: 'WH-1105',
        seedClass: 'certified',
        bagKg: 40,
        reason: 'received',
        bags: 120,
        baseVersion: 3,
        note: 'Truck from Hisar',
      },
    ]);
    expect(onLine).toHaveBeenCalledWith(saved);
    expect(onSaved).toHaveBeenCalledTimes(1);
    await toasted(STOCK_MESSAGES.stockChanged);
  });

  it('says the change in Hindi when the screen is in Hindi', async () => {
    api.answer(API.sales.changeStock, ok(STOCK_MESSAGES.stockChanged, { ...LINE, bags: 20, version: 4 }));
    const { form } = openChange({ line: LINE, language: 'hi' });
    act(() => form.current.setChange({ reason: 'sold', bags: '10', note: '' }));
    await act(() => form.current.submit());
    await toasted('स्टॉक अपडेट हो गया।');
  });

  it('after another save came first: keeps what was typed, shows the figure now on hand, and sends again on it', async () => {
    const now = { ...LINE, bags: 25, version: 4 };
    api.answer(
      API.sales.changeStock,
      { status: 409, message: STOCK_MESSAGES.staleLine(25), data: now },
      ok(STOCK_MESSAGES.stockChanged, { ...now, bags: 145, version: 5 }),
    );
    const { form, onLine, onSaved } = openChange();
    const typed = { reason: 'received', bags: '120', note: 'Truck from Hisar' } as const;

    act(() => form.current.setChange(typed));
    await act(() => form.current.submit());

    expect(form.current.notice).toEqual({ kind: 'stale', message: STOCK_MESSAGES.staleLine(25), bags: 25 });
    expect(form.current.change).toEqual(typed);
    expect(form.current.base).toEqual(now);
    expect(onLine).toHaveBeenCalledWith(now);
    expect(onSaved).not.toHaveBeenCalled();

    await act(() => form.current.submit());
    expect(api.bodiesTo(API.sales.changeStock).map((body) => [body.baseVersion, body.bags])).toEqual([
      [3, 120],
      [4, 120],
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('refuses before sending what the service would refuse, and keeps what was typed', async () => {
    const { form } = openChange();
    act(() => form.current.setChange({ reason: 'sold', bags: '31', note: '' }));
    await act(() => form.current.submit());

    expect(form.current.notice).toEqual({ kind: 'problem', message: STOCK_MESSAGES.notEnough(30), onHand: 30 });
    expect(form.current.change.bags).toBe('31');
    expect(api.sent).toEqual([]);
  });

  it('keeps what was typed when the connection fails, and when the service refuses', async () => {
    const { form, onSaved } = openChange();
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    act(() => form.current.setChange({ reason: 'received', bags: '120', note: 'Truck' }));
    await act(() => form.current.submit());

    expect(form.current.notice).toEqual({ kind: 'failed' });
    expect(form.current.change).toEqual({ reason: 'received', bags: '120', note: 'Truck' });
    expect(form.current.busy).toBe(false);

    api = stubApi();
    api.answer(API.sales.changeStock, { status: 400, message: STOCK_MESSAGES.counterClosed });
    await act(() => form.current.submit());
    expect(form.current.notice).toEqual({ kind: 'problem', message: STOCK_MESSAGES.counterClosed, onHand: 30 });
    expect(form.current.change.bags).toBe('120');
    expect(onSaved).not.toHaveBeenCalled();
    expect(toastTexts()).not.toContain(STOCK_MESSAGES.stockChanged);
  });

  it('adds a line on version 0 from the crop, variety, class and bag size chosen; one kept meanwhile is then changed', async () => {
    const kept = { ...LINE, key: 'line-9', variety: { en: 'HD-3086', hi: 'HD-3086' }, bags: 10, version: 2 };
    api.answer(API.sales.changeStock, { status: 409, message: STOCK_MESSAGES.staleLine(10), data: kept });
    const { form } = openChange({});

    act(() => form.current.setNewLine({ crop: 'wheat', variety: 'HD-3086', seedClass: 'certified', bagKg: '40' }));
    act(() => form.current.setChange({ reason: 'received', bags: '5', note: '' }));
    await act(() => form.current.submit());

    expect(api.bodiesTo(API.sales.changeStock)[0]).toMatchObject({ variety: 'HD-3086', bagKg: 40, baseVersion: 0 });
    expect(form.current.base).toEqual(kept);
    expect(form.current.change.bags).toBe('5');
  });
});
