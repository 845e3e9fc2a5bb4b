import { API, SEED_LOT_MESSAGES, type AdminRole, type SeedLotLabels } from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LIST_SCREENS } from '../../content/list-screens';
import { SEED_LOTS_TEXTS as TEXTS } from '../../content/seed-lots';
import { SessionAdminContext } from '../../features/session/session-admin';
import { ok, stubApi, type ApiStub } from '../../testing/api-stub';
import { lotsPage, seedLot } from '../../testing/seed-lots';
import { answerConfirm, toasted, WithToasts } from '../../testing/toasts';
import SeedLotsPage from './SeedLotsPage';

const VALID = seedLot();
const EXPIRED = seedLot({
  key: 'lot-2',
  lotKey: 'SR25K0007',
  lotNumber: 'SR/25-K/0007',
  crop: 'paddy',
  cropName: { en: 'Paddy', hi: 'धान' },
  variety: { en: 'PB 1121', hi: 'पीबी 1121' },
  seedClass: 'foundation',
  season: 'Kharif 2025',
  plant: 'sirsa',
  plantName: { en: 'Sirsa', hi: 'सिरसा' },
  validUntil: '2026-03-31',
  state: 'expired',
});
const WITHDRAWN = seedLot({
  key: 'lot-3',
  lotKey: 'HS26R0452',
  lotNumber: 'HS/26-R/0452',
  state: 'withdrawn',
  withdrawal: {
    at: '2026-10-02T06:30:00.000Z',
    reason: { en: 'Germination below standard', hi: 'Germination below standard' },
    hindiGiven: false,
  },
});

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('signed-in-token');
  api = stubApi();
  api.answer(API.seedLots.getAll, lotsPage([VALID, EXPIRED, WITHDRAWN]));
});

function renderPage(role: AdminRole = 'publisher') {
  render(
    <SessionAdminContext.Provider value={{ id: 'admin-1', role, name: 'Priya Publisher' }}>
      <WithToasts>
        <SeedLotsPage />
      </WithToasts>
    </SessionAdminContext.Provider>,
  );
}

/** The lot's row, once the list shows it. */
const rowOf = (lotNumber: string) =>
  waitFor(() => {
    const row = screen.queryAllByRole('row').find((each) => each.textContent?.includes(lotNumber));
    if (!row) throw new Error(`no row of ${lotNumber}`);
    return row;
  });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const press = (name: string, within_: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(within_).getByRole('button', { name })));

describe('SeedLotsPage', () => {
  it('lists each lot by number, crop and variety, class, plant, valid-until date and state', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Seed Lots' })).toBeTruthy();
    expect(cellsOf(await rowOf(VALID.lotNumber)).slice(0, 7)).toEqual([
      '1',
      'HS/26-R/0451Rabi 2026-27',
      'WheatHD 3086',
      'Certified',
      'Hisar',
      '24-06-2027',
      'Valid',
    ]);
    expect(cellsOf(await rowOf(EXPIRED.lotNumber)).slice(2, 7)).toEqual([
      'PaddyPB 1121',
      'Foundation',
      'Sirsa',
      '31-03-2026',
      'Expired',
    ]);
    expect(cellsOf(await rowOf(WITHDRAWN.lotNumber))[6]).toBe(
      'WithdrawnWithdrawn on 02-10-2026Germination below standard',
    );
    expect(api.bodiesTo(API.seedLots.getAll)).toEqual([{ page: 0, size: 10 }]);
  });

  it('finds lots through the service by number or variety and by state, from the first page', async () => {
    renderPage();
    await rowOf(VALID.lotNumber);
    api.answer(API.seedLots.getAll, lotsPage([]));
    fireEvent.change(screen.getByLabelText(TEXTS.search), { target: { value: ' hs 26 r ' } });
    fireEvent.change(screen.getByLabelText(TEXTS.state), { target: { value: 'expired' } });
    await press(TEXTS.apply);

    await screen.findByText(LIST_SCREENS.seedLots.noMatchText);
    expect(api.bodiesTo(API.seedLots.getAll)[1]).toEqual({ search: 'hs 26 r', state: 'expired', page: 0, size: 10 });

    api.answer(API.seedLots.getAll, lotsPage([VALID]));
    await press(TEXTS.clear);
    await rowOf(VALID.lotNumber);
    expect(api.bodiesTo(API.seedLots.getAll)[2]).toEqual({ page: 0, size: 10 });
    expect((screen.getByLabelText(TEXTS.search) as HTMLInputElement).value).toBe('');
  });

  it('offers each lot only the moves its state allows', async () => {
    renderPage();
    const buttons = async (lotNumber: string) =>
      within(await rowOf(lotNumber))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(await buttons(VALID.lotNumber)).toEqual([
      `Edit ${VALID.lotNumber}`,
      `QR labels ${VALID.lotNumber}`,
      `Withdraw ${VALID.lotNumber}`,
    ]);
    expect(await buttons(EXPIRED.lotNumber)).toEqual([`Edit ${EXPIRED.lotNumber}`, `Withdraw ${EXPIRED.lotNumber}`]);
    expect(await buttons(WITHDRAWN.lotNumber)).toEqual([`Reinstate ${WITHDRAWN.lotNumber}`]);
    expect(screen.getByRole('button', { name: TEXTS.loadCsv })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Seed Lot' })).toBeTruthy();
  });

  it('lets an editor read the lots and change none', async () => {
    renderPage('editor');
    expect(within(await rowOf(VALID.lotNumber)).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: TEXTS.loadCsv })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Seed Lot' })).toBeNull();
    expect(screen.getByRole('button', { name: TEXTS.apply })).toBeTruthy();
  });

  it('withdraws a lot with its reasons once the publisher confirms, and shows the list again', async () => {
    api.answer(
      API.seedLots.withdraw,
      ok(SEED_LOT_MESSAGES.lotWithdrawn, { ...VALID, state: 'withdrawn', version: VALID.version + 1 }),
    );
    renderPage();
    await rowOf(VALID.lotNumber);
    await press(`${TEXTS.withdraw} ${VALID.lotNumber}`);
    const dialog = screen.getByRole('dialog', { name: TEXTS.withdrawForm.title(VALID) });

    await press(TEXTS.withdrawForm.submit, dialog);
    await toasted(SEED_LOT_MESSAGES.reason);

    fireEvent.change(within(dialog).getByLabelText(/^Reason for the withdrawal/), {
      target: { value: '  Germination fell below the standard on re-test.  ' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Reason in Hindi/), {
      target: { value: 'दोबारा परीक्षण में अंकुरण मानक से कम पाया गया।' },
    });
    expect(
      within(dialog)
        .getByLabelText(/^Reason in Hindi/)
        .getAttribute('lang'),
    ).toBe('hi');
    await press(TEXTS.withdrawForm.submit, dialog);
    await answerConfirm(TEXTS.withdrawForm.confirm(VALID), false);
    expect(api.bodiesTo(API.seedLots.withdraw)).toEqual([]);

    await press(TEXTS.withdrawForm.submit, dialog);
    await answerConfirm(TEXTS.withdrawForm.confirm(VALID), true);
    await toasted(SEED_LOT_MESSAGES.lotWithdrawn);
    expect(api.bodiesTo(API.seedLots.withdraw)).toEqual([
      {
        key: VALID.key,
        baseVersion: VALID.version,
        reason: 'Germination fell below the standard on re-test.',
        reasonHindi: 'दोबारा परीक्षण में अंकुरण मानक से कम पाया गया।',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.bodiesTo(API.seedLots.getAll)).toHaveLength(2));
  });

  it('shows the service’s refusal of a stale withdrawal, keeps the reason typed and withdraws the lot as it is now', async () => {
    const now = { ...VALID, bags: 90, version: VALID.version + 1 };
    api.answer(
      API.seedLots.withdraw,
      { status: 409, message: SEED_LOT_MESSAGES.stale, data: now },
      ok(SEED_LOT_MESSAGES.lotWithdrawn, { ...now, state: 'withdrawn', version: now.version + 1 }),
    );
    renderPage();
    await rowOf(VALID.lotNumber);
    await press(`${TEXTS.withdraw} ${VALID.lotNumber}`);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Reason for the withdrawal/), { target: { value: 'Mixed seed' } });
    await press(TEXTS.withdrawForm.submit, dialog);
    await answerConfirm(TEXTS.withdrawForm.confirm(VALID), true);

    await toasted(SEED_LOT_MESSAGES.stale);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Reason for the withdrawal/) as HTMLTextAreaElement).value).toBe(
      'Mixed seed',
    );
    const notice = within(dialog).getByRole('alert');
    expect(notice.textContent).toBe(`${SEED_LOT_MESSAGES.stale}${TEXTS.withdrawForm.staleAgain}`);

    await press(TEXTS.withdrawForm.submit, dialog);
    await answerConfirm(TEXTS.withdrawForm.confirm(VALID), true);
    await toasted(SEED_LOT_MESSAGES.lotWithdrawn);
    expect(api.bodiesTo(API.seedLots.withdraw).map((body) => body.baseVersion)).toEqual([VALID.version, now.version]);
  });

  it('reinstates a withdrawn lot on the version listed, once confirmed', async () => {
    api.answer(API.seedLots.reinstate, ok(SEED_LOT_MESSAGES.lotReinstated, { ...WITHDRAWN, state: 'valid' }));
    renderPage();
    await rowOf(WITHDRAWN.lotNumber);
    await press(`${TEXTS.reinstate} ${WITHDRAWN.lotNumber}`);
    await answerConfirm(TEXTS.confirmReinstate(WITHDRAWN), true);

    await toasted(SEED_LOT_MESSAGES.lotReinstated);
    expect(api.bodiesTo(API.seedLots.reinstate)).toEqual([{ key: WITHDRAWN.key, baseVersion: WITHDRAWN.version }]);
    await waitFor(() => expect(api.bodiesTo(API.seedLots.getAll)).toHaveLength(2));
  });

  it('downloads the lot’s sheet of QR labels as the PDF file the service names after the lot', async () => {
    const pdf = '%PDF-1.7 labels of HS26R0451';
    const labels: SeedLotLabels = {
      fileName: 'seed-lot-HS26R0451-labels.pdf',
      pdf: btoa(pdf),
      labels: 24,
      address: 'https://hssc.example.in/v/HS26R0451',
    };
    api.answer(API.seedLots.labels, ok(SEED_LOT_MESSAGES.labelsMade, labels));
    const made: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:labels';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    await rowOf(VALID.lotNumber);
    await press(`${TEXTS.labels} ${VALID.lotNumber}`);

    await toasted(SEED_LOT_MESSAGES.labelsMade);
    expect(api.bodiesTo(API.seedLots.labels)).toEqual([{ key: VALID.key }]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('seed-lot-HS26R0451-labels.pdf');
    expect(made).toHaveLength(1);
    expect(made[0].type).toBe('application/pdf');
    const bytes = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsBinaryString(made[0]);
    });
    expect(bytes).toBe(pdf);
  });

  it('says why the labels could not be made, in the service’s words', async () => {
    api.answer(API.seedLots.labels, { status: 400, message: SEED_LOT_MESSAGES.labelsExpired });
    renderPage();
    await rowOf(VALID.lotNumber);
    await press(`${TEXTS.labels} ${VALID.lotNumber}`);
    await toasted(SEED_LOT_MESSAGES.labelsExpired);
  });
});
