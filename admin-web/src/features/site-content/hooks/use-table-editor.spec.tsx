import {
  API,
  CONTENT_MESSAGES,
  type AdminContentTable,
  type ContentColumn,
  type ContentRow,
} from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { answerConfirm, toasted, toastTexts, WithToasts } from '../../../testing/toasts';
import { NO_WORKFLOW } from '../../../testing/workflow';
import { blankRow, moveRow, problemKey } from '../grid';
import { useTableEditor } from './use-table-editor';

const KEY = 'wheat-seed-rates';
const PAGE = '/marketing/rabi-seeds';
const CONFIRM = SITE_CONTENT_TEXTS.confirm;

const COLUMNS: ContentColumn[] = [
  { key: 'variety', header: { en: 'Variety', hi: 'किस्म' }, type: 'text', required: true },
  { key: 'rate', header: { en: 'Rate', hi: 'दर' }, type: 'rupees', required: true },
];

const SAVED_ROWS: ContentRow[] = [
  { variety: 'GW 322', rate: 5700 },
  { variety: 'HI 1544', rate: 6100 },
];

/** The table as `getTable` answers it: published at version 1, with a draft at `version` holding `rows`. */
function tableAt(version: number, rows: ContentRow[] = SAVED_ROWS, draft = true): AdminContentTable {
  return {
    key: KEY,
    page: PAGE,
    caption: { en: 'Wheat seed rates', hi: 'गेहूँ बीज दरें' },
    kind: 'table',
    columns: COLUMNS,
    published: {
      version: 1,
      publishedAt: '2026-01-05T10:00:00.000Z',
      rows: SAVED_ROWS,
      notes: [],
      hindiReview: 'reviewed',
    },
    draft: draft
      ? { version, savedAt: '2026-01-06T10:00:00.000Z', rows, notes: ['Rates per quintal.'], hindiReview: 'drafted' }
      : null,
    versions: [{ version: 1, publishedAt: '2026-01-05T10:00:00.000Z' }],
    currentVersion: draft ? version : 1,
    workflow: NO_WORKFLOW,
  };
}

let api: ApiStub;

beforeEach(() => {
  sessionToken.set('admin-token');
  api = stubApi();
});

async function openEditor(...tables: AdminContentTable[]) {
  api.answer(API.content.getTable, ...tables.map((table) => ok(CONTENT_MESSAGES.tableFetched, table)));
  const editor = renderHook(() => useTableEditor(KEY), { wrapper: WithToasts });
  await waitFor(() => expect(editor.result.current.table).toBeDefined());
  return editor.result;
}

describe('useTableEditor', () => {
  it("loads the table's draft into the grid, unchanged, with the admin's token", async () => {
    const editor = await openEditor(tableAt(2));

    expect(api.sent).toEqual([
      { path: API.content.getTable, body: { key: KEY }, query: {}, authorization: 'Bearer admin-token' },
    ]);
    expect(editor.current.rows.map((row) => row.cells)).toEqual([
      { variety: 'GW 322', rate: '5700' },
      { variety: 'HI 1544', rate: '6100' },
    ]);
    expect(editor.current.notes).toEqual([{ en: 'Rates per quintal.', hi: '' }]);
    expect(editor.current.hindiReview).toBe('drafted');
    expect(editor.current.dirty).toBe(false);
    expect(editor.current.loadFailed).toBe(false);
  });

  it('edits the published version when there is no draft', async () => {
    const editor = await openEditor(tableAt(1, SAVED_ROWS, false));

    expect(editor.current.contentRows).toEqual(SAVED_ROWS);
    expect(editor.current.hindiReview).toBe('reviewed');
    expect(editor.current.notes).toEqual([]);
  });

  it("reports a table that cannot be loaded with the service's message", async () => {
    api.answer(API.content.getTable, { status: 404, message: CONTENT_MESSAGES.tableNotFound });
    const { result } = renderHook(() => useTableEditor(KEY), { wrapper: WithToasts });

    await waitFor(() => expect(result.current.loadFailed).toBe(true));
    await toasted(CONTENT_MESSAGES.tableNotFound);
    expect(result.current.table).toBeUndefined();
  });

  it('counts an edited cell as unsaved until it holds the saved value again', async () => {
    const editor = await openEditor(tableAt(2));
    const first = editor.current.rows[0].id;

    act(() => editor.current.editCell(first, 'rate', 'Rs 5,900', 'en'));
    expect(editor.current.dirty).toBe(true);
    expect(editor.current.contentRows[0]).toEqual({ variety: 'GW 322', rate: 5900 });

    act(() => editor.current.editCell(first, 'rate', '5700', 'en'));
    expect(editor.current.dirty).toBe(false);

    act(() => editor.current.editCell(first, 'variety', 'जी डब्ल्यू 322', 'hi'));
    expect(editor.current.contentRows[0]).toEqual({ variety: { en: 'GW 322', hi: 'जी डब्ल्यू 322' }, rate: 5700 });
    expect(editor.current.dirty).toBe(true);
  });

  it("shows a cell's problem from the contract's rules once the cell is left", async () => {
    const editor = await openEditor(tableAt(2));
    const cell = problemKey(editor.current.rows[1].id, 'rate');

    act(() => editor.current.editCell(editor.current.rows[1].id, 'rate', 'about six thousand', 'en'));
    expect(editor.current.problemAt(cell)).toBeUndefined();

    act(() => editor.current.touch(cell));
    expect(editor.current.problemAt(cell)).toBe('Row 2, Rate: must be an amount in rupees.');
    expect(editor.current.problemAt(problemKey(editor.current.rows[0].id, 'rate'))).toBeUndefined();
  });

  it('sends no save while a row is invalid, and shows every problem', async () => {
    const editor = await openEditor(tableAt(2));
    act(() => editor.current.setRows((rows) => [...rows, blankRow(COLUMNS)]));
    expect(editor.current.dirty).toBe(true);

    const saved = await act(() => editor.current.save());

    expect(saved).toBe(false);
    expect(api.bodiesTo(API.content.saveDraft)).toEqual([]);
    expect(editor.current.shownProblems.map((problem) => problem.message)).toEqual([
      'Row 3, Variety: is required.',
      'Row 3, Rate: is required.',
    ]);
    expect(editor.current.problemAt(problemKey(editor.current.rows[2].id, 'variety'))).toBe(
      'Row 3, Variety: is required.',
    );
    await toasted(CONTENT_MESSAGES.rowsRefused);
  });

  it('saves moved and removed rows as the draft, based on the loaded version, then shows the saved table', async () => {
    const movedRows = [{ variety: 'HI 1544', rate: 6100 }];
    const editor = await openEditor(tableAt(2), tableAt(3, movedRows));
    api.answer(API.content.saveDraft, ok(CONTENT_MESSAGES.draftSaved, { version: 3, rows: 1 }));

    act(() => editor.current.setRows((rows) => moveRow(rows, 1, -1)));
    expect(editor.current.contentRows).toEqual([SAVED_ROWS[1], SAVED_ROWS[0]]);
    act(() => editor.current.setRows((rows) => rows.slice(0, 1)));
    const saved = await act(() => editor.current.save());

    expect(saved).toBe(true);
    expect(api.bodiesTo(API.content.saveDraft)).toEqual([
      { key: KEY, baseVersion: 2, rows: movedRows, notes: ['Rates per quintal.'], hindiReview: 'drafted' },
    ]);
    await toasted(CONTENT_MESSAGES.draftSaved);
    expect(editor.current.table?.currentVersion).toBe(3);
    expect(editor.current.contentRows).toEqual(movedRows);
    expect(editor.current.dirty).toBe(false);
  });

  it('keeps the edits after a stale save, and saves them over the newer version when the admin keeps them', async () => {
    const theirs = [{ variety: 'GW 322', rate: 5800 }, SAVED_ROWS[1]];
    const editor = await openEditor(tableAt(2), tableAt(3, theirs));
    const staleMessage = CONTENT_MESSAGES.staleVersion(3);
    api.answer(
      API.content.saveDraft,
      { status: 409, message: staleMessage },
      ok(CONTENT_MESSAGES.draftSaved, { version: 4, rows: 2 }),
    );

    act(() => editor.current.editCell(editor.current.rows[0].id, 'rate', '5900', 'en'));
    expect(await act(() => editor.current.save())).toBe(false);

    expect(editor.current.stale).toBe(staleMessage);
    expect(editor.current.dirty).toBe(true);
    expect(editor.current.contentRows[0]).toEqual({ variety: 'GW 322', rate: 5900 });
    await toasted(staleMessage);

    await act(() => editor.current.keepMine());
    expect(editor.current.stale).toBeUndefined();
    expect(editor.current.contentRows[0]).toEqual({ variety: 'GW 322', rate: 5900 });
    await toasted(SITE_CONTENT_TEXTS.stale.keptToast(3));

    expect(await act(() => editor.current.save())).toBe(true);
    expect(api.bodiesTo(API.content.saveDraft).map(({ baseVersion, rows }) => ({ baseVersion, rows }))).toEqual([
      { baseVersion: 2, rows: [{ variety: 'GW 322', rate: 5900 }, SAVED_ROWS[1]] },
      { baseVersion: 3, rows: [{ variety: 'GW 322', rate: 5900 }, SAVED_ROWS[1]] },
    ]);
  });

  it('shows the rows the service refused at their cells until they are edited', async () => {
    const editor = await openEditor(tableAt(2));
    const refusal = 'Row 2, Variety: is not a variety of the state list.';
    api.answer(API.content.saveDraft, {
      status: 400,
      message: CONTENT_MESSAGES.rowsRefused,
      data: [{ row: 2, column: 'variety', message: refusal }],
    });
    const second = editor.current.rows[1].id;

    act(() => editor.current.editCell(second, 'variety', 'HI 9999', 'en'));
    expect(await act(() => editor.current.save())).toBe(false);

    expect(editor.current.problemAt(problemKey(second, 'variety'))).toBe(refusal);
    expect(editor.current.stale).toBeUndefined();
    await toasted(CONTENT_MESSAGES.rowsRefused);

    act(() => editor.current.editCell(second, 'variety', 'HI 1544', 'en'));
    expect(editor.current.problemAt(problemKey(second, 'variety'))).toBeUndefined();
  });

  it('publishes the saved draft once the admin confirms', async () => {
    const editor = await openEditor(tableAt(2), tableAt(2, SAVED_ROWS, false));
    api.answer(API.content.publish, ok(CONTENT_MESSAGES.published, { version: 2 }));

    let publishing!: Promise<void>;
    act(() => {
      publishing = editor.current.publish();
    });
    await answerConfirm(CONFIRM.publish(PAGE), true);
    await act(() => publishing);

    expect(api.bodiesTo(API.content.publish)).toEqual([{ key: KEY, baseVersion: 2 }]);
    await toasted(CONTENT_MESSAGES.published);
    expect(editor.current.table?.draft).toBeNull();
  });

  it('publishes nothing when the admin answers No', async () => {
    const editor = await openEditor(tableAt(2));

    let publishing!: Promise<void>;
    act(() => {
      publishing = editor.current.publish();
    });
    await answerConfirm(CONFIRM.publish(PAGE), false);
    await act(() => publishing);

    expect(api.sent.map((request) => request.path)).toEqual([API.content.getTable]);
  });

  it('saves unsaved edits first and publishes the version they were saved as', async () => {
    const editor = await openEditor(tableAt(2), tableAt(3));
    api.answer(API.content.saveDraft, ok(CONTENT_MESSAGES.draftSaved, { version: 3, rows: 2 }));
    api.answer(API.content.publish, ok(CONTENT_MESSAGES.published, { version: 3 }));

    act(() => editor.current.editCell(editor.current.rows[0].id, 'rate', '5900', 'en'));
    let publishing!: Promise<void>;
    act(() => {
      publishing = editor.current.publish();
    });
    await answerConfirm(CONFIRM.saveAndPublish(PAGE), true);
    await act(() => publishing);

    expect(api.sent.map((request) => request.path)).toEqual([
      API.content.getTable,
      API.content.saveDraft,
      API.content.getTable,
      API.content.publish,
      API.content.getTable,
    ]);
    expect(api.bodiesTo(API.content.publish)).toEqual([{ key: KEY, baseVersion: 3 }]);
  });

  it('publishes with the reason an administrator gave, without asking again', async () => {
    const editor = await openEditor(tableAt(2));
    api.answer(API.content.publish, ok(CONTENT_MESSAGES.published, { version: 2 }));

    await act(() => editor.current.publish('Rates ordered by the board today.'));

    expect(api.bodiesTo(API.content.publish)).toEqual([
      { key: KEY, baseVersion: 2, reason: 'Rates ordered by the board today.' },
    ]);
  });

  it('says there is nothing to publish without a draft or an edit', async () => {
    const editor = await openEditor(tableAt(1, SAVED_ROWS, false));

    await act(() => editor.current.publish());

    await toasted(CONTENT_MESSAGES.noDraft);
    expect(api.bodiesTo(API.content.publish)).toEqual([]);
  });

  it('imports pasted rows into the draft, and lists every row the service refused', async () => {
    const editor = await openEditor(tableAt(2), tableAt(3));
    const pasted = 'Variety\tRate\nDBW 187\t5,950';
    const refused = [{ row: 1, column: 'rate', message: 'Row 1, Rate: must be an amount in rupees.' }];
    api.answer(API.content.importRows, ok(CONTENT_MESSAGES.imported, { version: 3, rows: 3 }), {
      status: 400,
      message: CONTENT_MESSAGES.rowsRefused,
      data: refused,
    });

    expect(await act(() => editor.current.importText('   ', 'append'))).toBe(false);
    await toasted(CONTENT_MESSAGES.csvRequired);

    expect(await act(() => editor.current.importText(pasted, 'append'))).toBe(true);
    await toasted(CONTENT_MESSAGES.imported);
    expect(editor.current.importProblems).toEqual([]);

    expect(await act(() => editor.current.importText('Variety,Rate\nDBW 187,lots', 'replace'))).toBe(false);
    expect(editor.current.importProblems).toEqual(refused);
    expect(api.bodiesTo(API.content.importRows)).toEqual([
      { key: KEY, baseVersion: 2, csv: pasted, mode: 'append' },
      { key: KEY, baseVersion: 3, csv: 'Variety,Rate\nDBW 187,lots', mode: 'replace' },
    ]);
  });

  it('asks before an import drops unsaved edits', async () => {
    const editor = await openEditor(tableAt(2));
    act(() => editor.current.editCell(editor.current.rows[0].id, 'rate', '5900', 'en'));

    let importing!: Promise<boolean>;
    act(() => {
      importing = editor.current.importText('Variety,Rate\nDBW 187,5950', 'append');
    });
    await answerConfirm(CONFIRM.discardFor(CONFIRM.importAction), false);

    expect(await act(() => importing)).toBe(false);
    expect(api.bodiesTo(API.content.importRows)).toEqual([]);
    expect(editor.current.dirty).toBe(true);
  });

  it('restores an earlier version as the draft once confirmed', async () => {
    const editor = await openEditor(tableAt(2), tableAt(3, SAVED_ROWS));
    api.answer(API.content.restore, ok(CONTENT_MESSAGES.restored, { version: 3, rows: 2 }));

    let restoring!: Promise<void>;
    act(() => {
      restoring = editor.current.restore(1);
    });
    await answerConfirm(CONFIRM.restore(1), true);
    await act(() => restoring);

    expect(api.bodiesTo(API.content.restore)).toEqual([{ key: KEY, version: 1, baseVersion: 2 }]);
    await toasted(CONTENT_MESSAGES.restored);
    expect(editor.current.table?.currentVersion).toBe(3);
  });

  it('discards the edits once confirmed, showing the table as saved', async () => {
    const editor = await openEditor(tableAt(2));
    act(() => editor.current.editCell(editor.current.rows[0].id, 'rate', '5900', 'en'));

    let discarding!: Promise<boolean>;
    act(() => {
      discarding = editor.current.discard();
    });
    await answerConfirm(CONFIRM.discard, true);

    expect(await act(() => discarding)).toBe(true);
    expect(editor.current.dirty).toBe(false);
    expect(editor.current.contentRows).toEqual(SAVED_ROWS);
  });

  it('submits the saved draft for approval', async () => {
    const editor = await openEditor(tableAt(2));
    api.answer(API.content.submitDraft, ok('Draft submitted for approval.'));

    await act(() => editor.current.workflow.submit());

    expect(api.bodiesTo(API.content.submitDraft)).toEqual([{ kind: 'table', key: KEY, baseVersion: 2 }]);
    await toasted('Draft submitted for approval.');
  });

  it("checks and sends a rate list's season and effective-from date", async () => {
    const rateList: AdminContentTable = {
      ...tableAt(2),
      kind: 'rateList',
      draft: { ...tableAt(2).draft!, season: 'Rabi 2025-26', effectiveFrom: '2025-10-01' },
    };
    const editor = await openEditor(rateList);
    api.answer(API.content.saveDraft, ok(CONTENT_MESSAGES.draftSaved, { version: 3, rows: 2 }));
    expect(editor.current.terms).toEqual({ season: 'Rabi 2025-26', effectiveFrom: '2025-10-01' });

    act(() => editor.current.setTerms({ season: '  ', effectiveFrom: '' }));
    expect(editor.current.seasonProblem).toBeUndefined();
    act(() => editor.current.touchSeason());
    expect(editor.current.seasonProblem).toBe(CONTENT_MESSAGES.seasonRequired);
    expect(await act(() => editor.current.save())).toBe(false);
    expect(toastTexts()).toContain(CONTENT_MESSAGES.seasonRequired);

    act(() => editor.current.setTerms({ season: ' Rabi 2026-27 ', effectiveFrom: '' }));
    expect(await act(() => editor.current.save())).toBe(true);
    expect(api.bodiesTo(API.content.saveDraft)).toEqual([
      {
        key: KEY,
        baseVersion: 2,
        rows: SAVED_ROWS,
        notes: ['Rates per quintal.'],
        hindiReview: 'drafted',
        season: 'Rabi 2026-27',
        effectiveFrom: null,
      },
    ]);
  });
});
