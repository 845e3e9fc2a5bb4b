import { API, SEED_LOT_MESSAGES, type PublicContentTable, type SeedLotForm as Form } from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SEED_LOTS_TEXTS } from '../../../content/seed-lots';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { seedLot } from '../../../testing/seed-lots';
import { toasted, WithToasts } from '../../../testing/toasts';
import { SeedLotForm } from './SeedLotForm';

const TEXTS = SEED_LOTS_TEXTS.form;
const LABELS = TEXTS.fields;

/** Wheat's published varieties table, as the public read answers it. */
const WHEAT_VARIETIES = {
  key: 'crop-varieties-wheat',
  rows: [{ variety: 'HD 3086' }, { variety: { en: 'WH 1105', hi: 'डब्ल्यूएच 1105' } }],
} as unknown as PublicContentTable;

const FILLED: Form = {
  lotNumber: 'HS/25-R/0451',
  crop: 'wheat',
  variety: 'WH 1105',
  seedClass: 'certified',
  season: 'Rabi 2025-26',
  plant: 'hisar',
  processedOn: '2025-09-10',
  testedOn: '2025-09-20',
  germination: 92.5,
  purity: 98,
  moisture: 10.8,
  validUntil: '2026-06-24',
  certificationAgency: 'HSSCA',
  tagSeries: 'F 20001-20100',
  bags: 100,
  bagKg: 40,
};

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('publisher-token');
  api = stubApi();
  api.answer(API.content.webGetTable, ok('Table fetched.', WHEAT_VARIETIES));
});

function renderForm(editing?: ReturnType<typeof seedLot>) {
  const onSaved = jest.fn();
  render(
    <WithToasts>
      <SeedLotForm editing={editing} onSaved={onSaved} />
    </WithToasts>,
  );
  return onSaved;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = (label: string) => act(async () => fireEvent.click(screen.getByRole('button', { name: label })));

async function fillIn(form: Form) {
  type(LABELS.lotNumber, form.lotNumber);
  type(LABELS.crop, form.crop);
  await screen.findByRole('option', { name: form.variety });
  type(LABELS.variety, form.variety);
  type(LABELS.seedClass, form.seedClass);
  type(LABELS.season, form.season);
  type(LABELS.plant, form.plant);
  for (const name of ['processedOn', 'testedOn', 'validUntil', 'certificationAgency', 'tagSeries'] as const) {
    type(LABELS[name], form[name]);
  }
  for (const name of ['germination', 'purity', 'moisture', 'bags', 'bagKg'] as const) {
    type(LABELS[name], String(form[name]));
  }
}

describe('SeedLotForm', () => {
  it('refuses a lot with the contract’s messages, in its order, before anything is sent', async () => {
    renderForm();
    await submit(TEXTS.create);
    await toasted(SEED_LOT_MESSAGES.lotNumber);

    type(LABELS.lotNumber, 'HS/25-R/0451');
    await submit(TEXTS.create);
    await toasted(SEED_LOT_MESSAGES.unknownCrop);

    await fillIn(FILLED);
    type(LABELS.germination, '100.5');
    await submit(TEXTS.create);
    await toasted(SEED_LOT_MESSAGES.germination);

    type(LABELS.germination, '92.5');
    type(LABELS.validUntil, '2025-09-20');
    await submit(TEXTS.create);
    await toasted(SEED_LOT_MESSAGES.validBeforeTested);

    type(LABELS.validUntil, '2026-06-24');
    type(LABELS.season, 'Kharif 2025');
    await submit(TEXTS.create);
    await toasted(SEED_LOT_MESSAGES.seasonOfCrop);

    type(LABELS.season, 'Rabi 2025-26');
    type(LABELS.bags, '12.5');
    await submit(TEXTS.create);
    await toasted(SEED_LOT_MESSAGES.bags);
    expect(api.bodiesTo(API.seedLots.create)).toEqual([]);
  });

  it('offers the crop’s published varieties, and sends the lot as the contract’s form', async () => {
    api.answer(API.seedLots.create, ok(SEED_LOT_MESSAGES.lotCreated, seedLot()));
    const onSaved = renderForm();
    type(LABELS.crop, 'wheat');
    const variety = await screen.findByRole('combobox', { name: /^Variety/ });
    expect(
      within(variety)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([TEXTS.chooseVariety, 'HD 3086', 'WH 1105']);
    await fillIn(FILLED);
    await submit(TEXTS.create);

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.bodiesTo(API.seedLots.create)).toEqual([FILLED]);
    expect(api.bodiesTo(API.content.webGetTable)[0]).toEqual({ key: 'crop-varieties-wheat' });
    await toasted(SEED_LOT_MESSAGES.lotCreated);
  });

  it('takes the variety as typed when the published varieties cannot be read; the service’s refusal is shown', async () => {
    api.answer(API.content.webGetTable, { status: 503, message: 'The service is temporarily unavailable.' });
    api.answer(API.seedLots.create, { status: 400, message: SEED_LOT_MESSAGES.unknownVariety });
    const onSaved = renderForm();
    type(LABELS.crop, 'wheat');
    await waitFor(() => expect(screen.queryByText(TEXTS.loadingVarieties)).toBeNull());
    expect(field(LABELS.variety).tagName).toBe('INPUT');
    type(LABELS.lotNumber, FILLED.lotNumber);
    type(LABELS.variety, 'HD 9999');
    for (const name of ['seedClass', 'season', 'plant', 'processedOn', 'testedOn', 'validUntil'] as const) {
      type(LABELS[name], FILLED[name]);
    }
    for (const name of ['certificationAgency', 'tagSeries'] as const) type(LABELS[name], FILLED[name]);
    for (const name of ['germination', 'purity', 'moisture', 'bags', 'bagKg'] as const) {
      type(LABELS[name], String(FILLED[name]));
    }
    await submit(TEXTS.create);

    await toasted(SEED_LOT_MESSAGES.unknownVariety);
    expect(api.bodiesTo(API.seedLots.create)).toEqual([{ ...FILLED, variety: 'HD 9999' }]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a stale edit’s refusal with the lot as it is now, and keeps the typed change on it', async () => {
    const loaded = seedLot({ lotNumber: FILLED.lotNumber, processedOn: '2025-09-10', testedOn: '2025-09-20' });
    const now = { ...loaded, purity: 97.5, version: loaded.version + 1 };
    api.answer(
      API.seedLots.update,
      { status: 409, message: SEED_LOT_MESSAGES.stale, data: now },
      ok(SEED_LOT_MESSAGES.lotUpdated, now),
    );
    const onSaved = renderForm(loaded);
    await screen.findByRole('option', { name: 'HD 3086' });
    type(LABELS.germination, '93');
    await submit(TEXTS.update);

    const message = await screen.findByText(SEED_LOT_MESSAGES.stale, { selector: '.stale-notice strong' });
    const stale = message.closest('.stale-notice') as HTMLElement;
    expect(stale.getAttribute('role')).toBe('alert');
    expect(
      within(stale)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([`${LABELS.germination}92.593`, `${LABELS.purity}97.598`]);
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(within(stale).getByRole('button', { name: TEXTS.stale.keep }));
    await submit(TEXTS.update);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [, second] = api.bodiesTo(API.seedLots.update);
    expect(second).toMatchObject({ key: loaded.key, baseVersion: now.version, germination: 93, purity: 97.5 });
  });
});
