import { API, SEED_LOT_COLUMNS, SEED_LOT_MESSAGES } from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SEED_LOTS_TEXTS } from '../../../content/seed-lots';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, WithToasts } from '../../../testing/toasts';
import { LoadLotsForm } from './LoadLotsForm';

const TEXTS = SEED_LOTS_TEXTS.load;

/** jsdom 20 has no `Blob.text()`: the browser's own, read through FileReader. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
beforeAll(() => {
  Object.defineProperty(Blob.prototype, 'text', {
    configurable: true,
    value(this: Blob) {
      return textOf(this);
    },
  });
});

const HEADER = Object.values(SEED_LOT_COLUMNS).join(',');
const row = (lotNumber: string, variety = 'HD 3086') =>
  [
    lotNumber,
    'Wheat',
    variety,
    'Certified',
    'Rabi 2025-26',
    'Hisar',
    '10/09/2025',
    '20/09/2025',
    '92.5%',
    '98',
    '10.8',
    '24/06/2026',
    'HSSCA',
    'F 20001-20100',
    '100',
    '40 kg',
  ].join(',');
const csvFile = (...rows: string[]) => new File([[HEADER, ...rows].join('\r\n')], 'lots.csv', { type: 'text/csv' });

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('publisher-token');
  api = stubApi();
});

function renderLoad() {
  const onLoaded = jest.fn();
  render(
    <WithToasts>
      <LoadLotsForm onLoaded={onLoaded} />
    </WithToasts>,
  );
  return onLoaded;
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText(/^CSV file/), { target: { files: [file] } });
const load = () => act(async () => fireEvent.click(screen.getByRole('button', { name: TEXTS.submit })));
const problemRows = () =>
  within(screen.getByRole('table', { name: TEXTS.problemsCaption }))
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) =>
      within(tableRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('LoadLotsForm', () => {
  it('asks for a file before anything is sent', async () => {
    renderLoad();
    await load();
    await toasted(SEED_LOT_MESSAGES.loadFile);
    expect(api.sent).toEqual([]);
  });

  it('sends the file whole and says that all its lots were applied', async () => {
    api.answer(
      API.seedLots.load,
      ok(SEED_LOT_MESSAGES.loaded(1, 1), { rows: 2, created: 1, updated: 1, unchanged: 0 }),
    );
    const onLoaded = renderLoad();
    const file = csvFile(row('HS/25-R/0451'), row('HS/25-R/0452'));
    choose(file);
    await load();

    expect(
      await screen.findByText(TEXTS.done({ rows: 2, created: 1, updated: 1, unchanged: 0 }), {
        selector: '[role="status"]',
      }),
    ).toBeTruthy();
    expect(TEXTS.done({ rows: 2, created: 1, updated: 1, unchanged: 0 })).toBe(
      'All 2 lots applied: 1 new, 1 changed, 0 unchanged.',
    );
    await toasted(SEED_LOT_MESSAGES.loaded(1, 1));
    expect(api.bodiesTo(API.seedLots.load)).toEqual([{ csv: file }]);
    expect(api.sent[0].authorization).toBe('Bearer publisher-token');
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('lists the rows the service refused by row, column and problem; nothing is applied', async () => {
    const message = SEED_LOT_MESSAGES.loadRow(3, 'variety', SEED_LOT_MESSAGES.unknownVariety);
    api.answer(API.seedLots.load, {
      status: 400,
      message: SEED_LOT_MESSAGES.loadRefused(1),
      data: { problems: [{ row: 3, column: 'variety', message }] },
    });
    const onLoaded = renderLoad();
    choose(csvFile(row('HS/25-R/0451'), row('HS/25-R/0452', 'NO SUCH VARIETY')));
    await load();

    await toasted(SEED_LOT_MESSAGES.loadRefused(1));
    await screen.findByText(TEXTS.refused);
    expect(problemRows()).toEqual([['3', 'variety', SEED_LOT_MESSAGES.unknownVariety]]);
    expect(screen.queryByText(/^All .* applied/)).toBeNull();
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it('names a row the file shows wrong by itself without sending it', async () => {
    renderLoad();
    choose(csvFile(row('HS/25-R/0451'), row('=1+1'), row('HS/25-R/0453').replace('92.5%', '120')));
    await load();

    await toasted(SEED_LOT_MESSAGES.loadRefused(2));
    expect(problemRows()).toEqual([
      ['3', 'lot_number', SEED_LOT_MESSAGES.loadFormula],
      ['4', 'germination', SEED_LOT_MESSAGES.germination],
    ]);
    expect(api.bodiesTo(API.seedLots.load)).toEqual([]);
  });

  it('offers the columns, and an empty file with them as its first row', async () => {
    const made: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:template';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderLoad();
    const columns = within(screen.getByRole('table', { name: TEXTS.columnsCaption })).getAllByRole('rowheader');
    expect(columns.map((cell) => cell.textContent)).toEqual(Object.values(SEED_LOT_COLUMNS));

    fireEvent.click(screen.getByRole('button', { name: TEXTS.template }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('seed-lots-template.csv');
    await waitFor(() => expect(made).toHaveLength(1));
    // The byte order mark a spreadsheet needs for UTF-8 is dropped by the reading.
    expect(await textOf(made[0])).toBe(`${HEADER}\r\n`);
  });
});
