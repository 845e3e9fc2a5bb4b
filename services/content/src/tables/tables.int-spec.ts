import { secondFactorAtKey } from '@seedcorp/libs';
import {
  API,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  CONTENT_PLACEHOLDER,
  SECOND_FACTOR_MESSAGES,
  STEP_UP_DUE,
  type ContentColumn,
  type ContentRow,
  type LanguageState,
  type PlaceholderEntry,
  type TableKind,
} from '@seedcorp/contracts';
import { adminBearer, lastActivity, pollUntil, postWith } from '@seedcorp/testing';
import { contentHarness } from '../content-harness';

const COLUMNS: ContentColumn[] = [
  { key: 'crop', header: { en: 'Crop', hi: 'फ़सल' }, type: 'text', required: true },
  { key: 'rate', header: { en: 'Rate (Rs/quintal)', hi: 'दर (रु./क्विंटल)' }, type: 'rupees', required: true },
  {
    key: 'subsidy',
    header: { en: 'Subsidy (Rs/quintal)', hi: 'सब्सिडी (रु./क्विंटल)' },
    type: 'rupees',
    required: true,
    words: ['No subsidy'],
  },
  { key: 'bag', header: { en: 'Bag', hi: 'थैला' }, type: 'quantity', unit: 'kg', required: false },
  { key: 'mobile', header: { en: 'Mobile', hi: 'मोबाइल' }, type: 'phone', required: false },
];

const FIRST_ROWS: ContentRow[] = [
  { crop: 'Wheat', rate: 4075, subsidy: 1075, bag: 40 },
  { crop: 'Gram', rate: 11000, subsidy: 'No subsidy' },
];

describe('content tables', () => {
  const content = contentHarness('content-tables', { onePersonPublishing: true });
  const { admin, visitor } = content;
  let tableCount = 0;

  /** A table of this test's own, published as version 1, so that no test reads another's changes. */
  const createTable = async (kind: TableKind = 'rateList', rows: ContentRow[] = FIRST_ROWS) => {
    tableCount += 1;
    const key = `test-table-${tableCount}`;
    await content.dataSource.query(
      `INSERT INTO content.tables (key, page, kind, caption_en, caption_hi, columns, position, last_version)
       VALUES ($1, $2, $3, $4, $5, $6, 1000, 1)`,
      [key, `/test/page-${tableCount % 2}`, kind, `Test rates ${tableCount}`, 'परीक्षण दरें', JSON.stringify(COLUMNS)],
    );
    await content.dataSource.query(
      `INSERT INTO content.table_versions (table_key, version, rows, notes, season, effective_from)
       VALUES ($1, 1, $2, '["Rates per quintal."]', $3, $4)`,
      [key, JSON.stringify(rows), kind === 'rateList' ? 'Rabi 2025-26' : null, null],
    );
    return key;
  };
  const publicTable = async (key: string) => (await visitor(API.content.webGetTable, { key })).body;
  const adminTable = async (key: string) => (await admin(API.content.getTable, { key })).body.data;
  /** What is stored for a table, to show a refused change wrote nothing. */
  const stored = async (key: string) => ({
    table: await content.dataSource.query('SELECT last_version FROM content.tables WHERE key = $1', [key]),
    versions: await content.dataSource.query('SELECT version, rows FROM content.table_versions WHERE table_key = $1', [
      key,
    ]),
    draft: await content.dataSource.query('SELECT version, rows FROM content.table_drafts WHERE table_key = $1', [key]),
  });

  it('answers the public the published table without a token, and 404 for an unknown table', async () => {
    const key = await createTable();
    expect(await publicTable(key)).toEqual({
      status: 200,
      message: CONTENT_MESSAGES.tableFetched,
      data: {
        key,
        page: expect.stringMatching(/^\/test\//),
        caption: { en: expect.stringMatching(/^Test rates/), hi: 'परीक्षण दरें' },
        kind: 'rateList',
        columns: COLUMNS,
        version: 1,
        rows: FIRST_ROWS,
        notes: ['Rates per quintal.'],
        season: 'Rabi 2025-26',
        effectiveFrom: null,
        publishedAt: expect.any(String),
      },
    });
    expect(await publicTable('no-such-table')).toEqual({ status: 404, message: CONTENT_MESSAGES.tableNotFound });
    expect((await visitor(API.content.webGetTable, {})).body).toEqual({
      status: 400,
      message: CONTENT_MESSAGES.keyRequired,
    });
  });

  it('lists the published tables to the public without their rows, each at its latest version', async () => {
    const rateList = await createTable();
    const plain = await createTable('table');
    await content.dataSource.query(
      `INSERT INTO content.tables (key, page, kind, caption_en, caption_hi, columns, position, last_version)
       VALUES ('test-unpublished', '/test/page-0', 'table', 'Not yet published', 'अभी प्रकाशित नहीं', $1, 1000, 0)`,
      [JSON.stringify(COLUMNS)],
    );
    await admin(API.content.saveDraft, {
      key: rateList,
      baseVersion: 1,
      rows: FIRST_ROWS,
      notes: [],
      season: 'Rabi 2026-27',
    });
    await admin(API.content.publish, { key: rateList, baseVersion: 2 });

    const answer = (await visitor(API.content.webGetTables, {})).body;
    expect(answer).toMatchObject({ status: 200, message: CONTENT_MESSAGES.tablesFetched });
    const listed = new Map(answer.data.map((table: { key: string }) => [table.key, table]));
    expect(listed.has('test-unpublished')).toBe(false);
    expect(listed.get(rateList)).toEqual({
      key: rateList,
      page: expect.stringMatching(/^\/test\//),
      caption: { en: expect.stringMatching(/^Test rates/), hi: 'परीक्षण दरें' },
      kind: 'rateList',
      columns: COLUMNS,
      version: 2,
      publishedAt: expect.any(String),
      season: 'Rabi 2026-27',
      effectiveFrom: null,
    });
    expect(listed.get(plain)).toEqual(expect.objectContaining({ key: plain, kind: 'table', version: 1 }));
    expect(listed.get(plain)).not.toHaveProperty('season');
    expect(listed.get(plain)).not.toHaveProperty('rows');
  });

  it('refuses every admin call without a token', async () => {
    const key = await createTable();
    const calls: [string, object][] = [
      [API.content.getAll, {}],
      [API.content.getTable, { key }],
      [API.content.saveDraft, { key, baseVersion: 1, rows: FIRST_ROWS, notes: [] }],
      [API.content.publish, { key, baseVersion: 1 }],
      [API.content.restore, { key, baseVersion: 1, version: 1 }],
      [API.content.importRows, { key, baseVersion: 1, csv: 'Crop\nWheat', mode: 'append' }],
      [API.content.exportCsv, { key }],
    ];
    for (const [path, body] of calls) {
      expect({ path, status: (await visitor(path, body)).status }).toEqual({ path, status: 401 });
    }
    expect((await stored(key)).draft).toEqual([]);
  });

  it('lists every bad cell of a draft by row and column header, and saves nothing', async () => {
    const key = await createTable();
    const before = await stored(key);
    const response = await admin(API.content.saveDraft, {
      key,
      baseVersion: 1,
      notes: [],
      rows: [
        { crop: 'Wheat', rate: 4075, subsidy: 1075 },
        { crop: 'Gram', rate: 'eleven thousand', subsidy: 'none', bag: -2 },
        { crop: '', rate: 12.345, subsidy: 0, mobile: 'ring the office' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: 400,
      message: CONTENT_MESSAGES.rowsRefused,
      data: [
        { row: 2, column: 'rate', message: 'Row 2, Rate (Rs/quintal): must be an amount in rupees.' },
        { row: 2, column: 'subsidy', message: 'Row 2, Subsidy (Rs/quintal): must be an amount in rupees.' },
        { row: 2, column: 'bag', message: 'Row 2, Bag: must be a quantity in kg.' },
        { row: 3, column: 'crop', message: 'Row 3, Crop: is required.' },
        { row: 3, column: 'rate', message: 'Row 3, Rate (Rs/quintal): must be an amount in rupees.' },
        { row: 3, column: 'mobile', message: 'Row 3, Mobile: must be a phone number.' },
      ],
    });
    expect(await stored(key)).toEqual(before);
    expect((await admin(API.content.saveDraft, { key, baseVersion: 1, rows: 'Wheat', notes: [] })).body).toEqual({
      status: 400,
      message: CONTENT_MESSAGES.rowsNotList,
    });
  });

  it('saves a draft the public does not see, keeping placeholders and stated words as written', async () => {
    const key = await createTable();
    const rows = [
      { crop: { en: ' Barley ', hi: 'जौ' }, rate: CONTENT_PLACEHOLDER, subsidy: 'No subsidy', bag: 30 },
      { crop: 'Wheat', rate: 4075.5, subsidy: 0, mobile: '' },
    ];
    const saved = await admin(API.content.saveDraft, { key, baseVersion: 1, rows, notes: [' Rates per quintal. '] });
    expect(saved.body).toEqual({ status: 200, message: CONTENT_MESSAGES.draftSaved, data: { version: 2, rows: 2 } });

    const table = await adminTable(key);
    expect(table.published).toMatchObject({ version: 1, rows: FIRST_ROWS });
    expect(table.draft).toEqual({
      version: 2,
      rows: [
        { crop: { en: 'Barley', hi: 'जौ' }, rate: CONTENT_PLACEHOLDER, subsidy: 'No subsidy', bag: 30 },
        { crop: 'Wheat', rate: 4075.5, subsidy: 0 },
      ],
      notes: ['Rates per quintal.'],
      season: 'Rabi 2025-26',
      effectiveFrom: null,
      savedAt: expect.any(String),
      hindiReview: 'drafted',
    });
    expect(table.currentVersion).toBe(2);
    expect((await publicTable(key)).data.rows).toEqual(FIRST_ROWS);
  });

  it('refuses a note that is not text or English with its Hindi, one too long in either language, and too many notes', async () => {
    const key = await createTable('table');
    const before = await stored(key);
    const tooLong = 'न'.repeat(CONTENT_LIMITS.noteMax + 1);
    for (const notes of [
      'Rates per quintal.',
      [7],
      [{ hi: 'दरें प्रति क्विंटल।' }],
      [{ en: 'Rates per quintal.', hindi: 'दरें प्रति क्विंटल।' }],
      [{ en: 'Rates per quintal.', hi: tooLong }],
      Array.from({ length: CONTENT_LIMITS.notesMax + 1 }, (_, index) => ({ en: `Note ${index}`, hi: 'टिप्पणी' })),
    ]) {
      const refused = await admin(API.content.saveDraft, { key, baseVersion: 1, rows: FIRST_ROWS, notes });
      expect({ notes, body: refused.body }).toEqual({
        notes,
        body: { status: 400, message: CONTENT_MESSAGES.notesNotList },
      });
    }
    expect(await stored(key)).toEqual(before);
  });

  it('publishes a note in English and Hindi to the public, and counts a note whose English changed without its Hindi', async () => {
    const key = await createTable('table');
    const languageState = async () =>
      ((await admin(API.content.getLanguageStates)).body.data as LanguageState[]).find((state) => state.key === key);
    const publish = async (notes: unknown[]) => {
      const baseVersion = (await adminTable(key)).currentVersion;
      const saved = await admin(API.content.saveDraft, { key, baseVersion, rows: FIRST_ROWS, notes });
      expect(saved.status).toBe(200);
      expect((await admin(API.content.publish, { key, baseVersion: saved.body.data.version })).status).toBe(200);
    };
    // Wheat and Gram, and the seeded English note, have no Hindi.
    expect(await languageState()).toMatchObject({ kind: 'table', hindiOutdated: 0, hindiMissing: 3 });

    await publish([
      { en: ' Rates per quintal. ', hi: ' दरें प्रति क्विंटल हैं। ' },
      { en: `Source: ${CONTENT_PLACEHOLDER}`, hi: '  ' },
      { en: '  ', hi: 'केवल हिंदी' },
    ]);
    const published = await publicTable(key);
    expect(published.data.notes).toEqual([
      { en: 'Rates per quintal.', hi: 'दरें प्रति क्विंटल हैं।' },
      `Source: ${CONTENT_PLACEHOLDER}`,
    ]);
    expect(await languageState()).toMatchObject({ hindiOutdated: 0, hindiMissing: 3 });
    const places = ((await admin(API.content.getPlaceholders)).body.data as PlaceholderEntry[]).filter(
      (entry) => entry.key === key,
    );
    expect(places).toEqual([expect.objectContaining({ note: 2, where: 'Note 2', in: ['published'] })]);

    await publish([{ en: 'Rates per quintal.', hi: 'दरें प्रति क्विंटल हैं।' }]);
    expect(await languageState()).toMatchObject({ hindiOutdated: 0, hindiMissing: 2 });

    // The English changed and its Hindi was not given: the note is counted as Hindi missing again.
    await publish(['Rates per quintal, including GST.']);
    expect((await publicTable(key)).data.notes).toEqual(['Rates per quintal, including GST.']);
    expect(await languageState()).toMatchObject({ hindiOutdated: 0, hindiMissing: 3 });

    // As with a text cell, an English change that keeps an earlier Hindi is not followed to it: a table's Hindi is
    // counted missing, never out of date.
    await publish([{ en: 'Rates per quintal, GST extra.', hi: 'दरें प्रति क्विंटल हैं।' }]);
    expect(await languageState()).toMatchObject({ hindiOutdated: 0, hindiMissing: 2 });
  });

  it('answers 409 to a save based on an older version, naming that another administrator saved first, and loses nothing', async () => {
    const key = await createTable();
    const first = [{ crop: 'Saved by the first administrator', rate: 1, subsidy: 1 }];
    expect((await admin(API.content.saveDraft, { key, baseVersion: 1, rows: first, notes: [] })).body.data).toEqual({
      version: 2,
      rows: 1,
    });
    const before = await stored(key);

    const late = await admin(API.content.saveDraft, {
      key,
      baseVersion: 1,
      rows: [{ crop: 'Saved by the second administrator', rate: 2, subsidy: 2 }],
      notes: [],
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ status: 409, message: CONTENT_MESSAGES.staleVersion(2) });
    expect(late.body.message).toContain('Another administrator saved this table first');
    for (const [path, body] of [
      [API.content.publish, { key, baseVersion: 1 }],
      [API.content.restore, { key, baseVersion: 1, version: 1 }],
      [
        API.content.importRows,
        { key, baseVersion: 1, csv: 'Crop,Rate (Rs/quintal),Subsidy (Rs/quintal)\nX,1,1', mode: 'replace' },
      ],
    ] as const) {
      expect({ path, status: (await admin(path, body)).status }).toEqual({ path, status: 409 });
    }
    expect(await stored(key)).toEqual(before);
    expect((await adminTable(key)).draft.rows).toEqual(first);
  });

  it('publishes the draft as a new version, keeps the earlier ones and reports the change to the activity stream', async () => {
    const key = await createTable();
    const caption = (await adminTable(key)).caption.en;
    const rows = [{ crop: 'Wheat', rate: 4200, subsidy: 1200 }];
    await admin(API.content.saveDraft, {
      key,
      baseVersion: 1,
      rows,
      notes: [],
      season: 'Rabi 2026-27',
      effectiveFrom: '2026-10-01',
    });

    const published = await admin(API.content.publish, { key, baseVersion: 2 });
    expect(published.body).toEqual({ status: 200, message: CONTENT_MESSAGES.published, data: { version: 2 } });
    expect(await lastActivity(content.redis, 1)).toEqual([
      `source content activityType Published activityDetails Published: ${caption} (${(await adminTable(key)).page})`,
    ]);

    const seen = await pollUntil(
      () => publicTable(key),
      (answer) => answer.data.version === 2,
    );
    expect(seen.data).toMatchObject({ version: 2, rows, season: 'Rabi 2026-27', effectiveFrom: '2026-10-01' });
    const table = await adminTable(key);
    expect(table.draft).toBeNull();
    expect(
      table.versions.map((version: { version: number; season: string }) => [version.version, version.season]),
    ).toEqual([
      [2, 'Rabi 2026-27'],
      [1, 'Rabi 2025-26'],
    ]);

    const earlier = await visitor(API.content.webGetRateLists, { key });
    expect(earlier.body).toEqual({
      status: 200,
      message: CONTENT_MESSAGES.rateListsFetched,
      data: [
        {
          version: 1,
          season: 'Rabi 2025-26',
          effectiveFrom: null,
          rows: FIRST_ROWS,
          notes: ['Rates per quintal.'],
          publishedAt: expect.any(String),
        },
      ],
    });

    expect((await admin(API.content.publish, { key, baseVersion: 2 })).body).toEqual({
      status: 400,
      message: CONTENT_MESSAGES.noDraft,
    });

    // A correction within the current list, then one to the earlier list's last version: still one earlier list.
    await admin(API.content.saveDraft, { key, baseVersion: 2, rows: [{ ...rows[0], rate: 4250 }], notes: [] });
    await admin(API.content.publish, { key, baseVersion: 3 });
    const lists = await pollUntil(
      () => visitor(API.content.webGetRateLists, { key }),
      (answer) => answer.body.data.length === 1 && answer.body.data[0].version === 1,
    );
    expect(lists.body.data.map((list: { season: string }) => list.season)).toEqual(['Rabi 2025-26']);
  });

  it('keeps season and dates to rate lists: refuses them on a plain table, and a bad date', async () => {
    const plain = await createTable('table');
    expect(
      (await admin(API.content.saveDraft, { key: plain, baseVersion: 1, rows: FIRST_ROWS, notes: [], season: 'Rabi' }))
        .body,
    ).toEqual({ status: 400, message: CONTENT_MESSAGES.seasonOnlyForRateLists });
    expect((await visitor(API.content.webGetRateLists, { key: plain })).body).toEqual({
      status: 400,
      message: CONTENT_MESSAGES.notARateList,
    });
    const saved = await admin(API.content.saveDraft, { key: plain, baseVersion: 1, rows: FIRST_ROWS, notes: [] });
    expect(saved.body.data).toEqual({ version: 2, rows: 2 });
    expect((await adminTable(plain)).draft).not.toHaveProperty('season');

    const rateList = await createTable();
    for (const [change, message] of [
      [{ effectiveFrom: '2026-02-30' }, CONTENT_MESSAGES.effectiveFrom],
      [{ season: '  ' }, CONTENT_MESSAGES.seasonRequired],
    ] as const) {
      const body = { key: rateList, baseVersion: 1, rows: FIRST_ROWS, notes: [], ...change };
      expect((await admin(API.content.saveDraft, body)).body).toEqual({ status: 400, message });
    }
    expect((await stored(rateList)).draft).toEqual([]);
  });

  it('restores an earlier version as the draft, which publishing makes public again', async () => {
    const key = await createTable();
    await admin(API.content.saveDraft, {
      key,
      baseVersion: 1,
      rows: [{ crop: 'Moong', rate: 1, subsidy: 1 }],
      notes: [],
    });
    await admin(API.content.publish, { key, baseVersion: 2 });

    expect((await admin(API.content.restore, { key, baseVersion: 2, version: 9 })).body).toEqual({
      status: 404,
      message: CONTENT_MESSAGES.versionNotFound,
    });
    const restored = await admin(API.content.restore, { key, baseVersion: 2, version: 1 });
    expect(restored.body).toEqual({ status: 200, message: CONTENT_MESSAGES.restored, data: { version: 3, rows: 2 } });
    expect((await adminTable(key)).draft).toMatchObject({ version: 3, rows: FIRST_ROWS, restoredFrom: 1 });
    expect((await publicTable(key)).data.rows).toEqual([{ crop: 'Moong', rate: 1, subsidy: 1 }]);

    await admin(API.content.publish, { key, baseVersion: 3 });
    const seen = await pollUntil(
      () => publicTable(key),
      (answer) => answer.data.version === 3,
    );
    expect(seen.data).toMatchObject({ rows: FIRST_ROWS, restoredFrom: 1 });
    expect((await adminTable(key)).versions.map((version: { version: number }) => version.version)).toEqual([3, 2, 1]);
  });

  it('imports pasted or CSV rows all or nothing, replacing or following the current rows', async () => {
    const key = await createTable();
    const header = 'Crop,Rate (Rs/quintal),Subsidy (Rs/quintal),Bag';
    const before = await stored(key);
    const refused = await admin(API.content.importRows, {
      key,
      baseVersion: 1,
      mode: 'replace',
      csv: `${header}\nPaddy,"5,700",1000,\nBajra,cheap,1500,2\nGuar,9700,nothing,kg\n`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CONTENT_MESSAGES.rowsRefused);
    expect(refused.body.data.map((problem: { message: string }) => problem.message)).toEqual([
      'Row 2, Rate (Rs/quintal): must be an amount in rupees.',
      'Row 3, Subsidy (Rs/quintal): must be an amount in rupees.',
      'Row 3, Bag: must be a quantity in kg.',
    ]);
    const unknownColumn = await admin(API.content.importRows, {
      key,
      baseVersion: 1,
      mode: 'replace',
      csv: 'Crop,Colour\nPaddy,green',
    });
    expect(unknownColumn.body.data).toEqual([{ row: 0, message: '"Colour" is not a column of this table.' }]);
    expect(await stored(key)).toEqual(before);

    const appended = await admin(API.content.importRows, {
      key,
      baseVersion: 1,
      mode: 'append',
      csv: 'Crop\tRate (Rs/quintal)\tSubsidy (Rs/quintal)\r\nPaddy\t5,700\tNo subsidy\r\n',
    });
    expect(appended.body).toEqual({ status: 200, message: CONTENT_MESSAGES.imported, data: { version: 2, rows: 3 } });
    expect((await adminTable(key)).draft.rows).toEqual([
      ...FIRST_ROWS,
      { crop: 'Paddy', rate: 5700, subsidy: 'No subsidy' },
    ]);

    const replaced = await admin(API.content.importRows, {
      key,
      baseVersion: 2,
      mode: 'replace',
      csv: `${header}\nBarley,4000,1500,30\n`,
    });
    expect(replaced.body.data).toEqual({ version: 3, rows: 1 });
    const draft = (await adminTable(key)).draft;
    expect(draft).toMatchObject({
      rows: [{ crop: 'Barley', rate: 4000, subsidy: 1500, bag: 30 }],
      notes: ['Rates per quintal.'],
    });
    expect(draft.season).toBe('Rabi 2025-26');
  });

  it('exports the current rows as CSV that imports back to the same rows', async () => {
    const rows: ContentRow[] = [
      { crop: { en: 'Gram, desi', hi: 'चना' }, rate: 11000, subsidy: 'No subsidy', bag: 16, mobile: '+91 98765 43210' },
      { crop: 'Wheat "Except C-306"', rate: 283.5, subsidy: 0 },
      { crop: CONTENT_PLACEHOLDER, rate: CONTENT_PLACEHOLDER, subsidy: CONTENT_PLACEHOLDER },
    ];
    const key = await createTable('table', rows);
    const exported = await admin(API.content.exportCsv, { key });
    expect(exported.body).toEqual({
      status: 200,
      message: CONTENT_MESSAGES.exported,
      data: { fileName: `${key}-version-1.csv`, version: 1, csv: expect.any(String) },
    });
    expect(exported.body.data.csv.split('\r\n')[0]).toBe(
      'Crop,Crop (Hindi),Rate (Rs/quintal),Subsidy (Rs/quintal),Bag,Mobile',
    );

    const imported = await admin(API.content.importRows, {
      key,
      baseVersion: 1,
      mode: 'replace',
      csv: exported.body.data.csv,
    });
    expect(imported.body.data).toEqual({ version: 2, rows: 3 });
    expect((await adminTable(key)).draft.rows).toEqual(rows);
    expect((await admin(API.content.exportCsv, { key })).body.data).toEqual({
      fileName: `${key}-version-2.csv`,
      version: 2,
      csv: exported.body.data.csv,
    });
  });

  it('lists the tables grouped by page, with their published and draft versions', async () => {
    const published = await createTable();
    const drafted = await createTable();
    await admin(API.content.saveDraft, { key: drafted, baseVersion: 1, rows: FIRST_ROWS, notes: [] });

    const response = await admin(API.content.getAll);
    expect(response.body.message).toBe(CONTENT_MESSAGES.tablesFetched);
    const groups: { page: string; tables: { key: string }[] }[] = response.body.data;
    expect(new Set(groups.map((group) => group.page)).size).toBe(groups.length);
    const summaries = groups.flatMap((group) => group.tables.map((table) => ({ page: group.page, ...table })));
    expect(summaries.find((table) => table.key === published)).toMatchObject({
      page: expect.stringMatching(/^\/test\//),
      published: { version: 1, season: 'Rabi 2025-26' },
      draft: null,
      currentVersion: 1,
    });
    expect(summaries.find((table) => table.key === drafted)).toMatchObject({
      published: { version: 1 },
      draft: { version: 2, savedAt: expect.any(String) },
      currentVersion: 2,
    });
    expect(groups.find((group) => group.page === '/marketing/rabi-seeds')?.tables.map((table) => table.key)).toEqual([
      'rabi-crop-rates',
    ]);
  });

  it('keeps the state of a table’s Hindi with its draft and versions, drafted until marked reviewed', async () => {
    const key = await createTable();
    expect((await adminTable(key)).published.hindiReview).toBe('drafted');
    const refused = await admin(API.content.saveDraft, {
      key,
      baseVersion: 1,
      rows: FIRST_ROWS,
      notes: [],
      hindiReview: 'checked',
    });
    expect(refused.body).toEqual({ status: 400, message: CONTENT_MESSAGES.hindiReview });
    expect((await stored(key)).draft).toEqual([]);

    await admin(API.content.saveDraft, { key, baseVersion: 1, rows: FIRST_ROWS, notes: [], hindiReview: 'reviewed' });
    expect((await adminTable(key)).draft.hindiReview).toBe('reviewed');
    // A save that does not name the state (the grid's) keeps it.
    await admin(API.content.saveDraft, { key, baseVersion: 2, rows: FIRST_ROWS, notes: [] });
    await admin(API.content.publish, { key, baseVersion: 3 });
    const table = await adminTable(key);
    expect(table.published).toMatchObject({ version: 3, hindiReview: 'reviewed' });
    expect((await publicTable(key)).data).not.toHaveProperty('hindiReview');
    const summary = ((await admin(API.content.getAll)).body.data as { tables: { key: string }[] }[])
      .flatMap((group) => group.tables)
      .find((candidate) => candidate.key === key);
    expect(summary).toMatchObject({ hindiReview: 'reviewed' });

    await admin(API.content.restore, { key, baseVersion: 3, version: 1 });
    expect((await adminTable(key)).draft).toMatchObject({ version: 4, restoredFrom: 1, hindiReview: 'drafted' });
  });

  it('asks for a recent second factor before publishing a rate list, and publishes nothing until it is proven', async () => {
    const rateList = await createTable('rateList');
    const other = await createTable('table');
    const jti = `step-up-${Date.now()}`;
    const proven = adminBearer(content.keys.privateKey, { jti, claims: { factor: true, reauth: 900 } });
    const publishWith = async (key: string) => {
      await admin(API.content.saveDraft, { key, baseVersion: 1, rows: FIRST_ROWS, notes: [] });
      return postWith(content.app, API.content.publish, proven).send({ key, baseVersion: 2 });
    };

    await content.redis.set(secondFactorAtKey(jti), Date.now() - 16 * 60 * 1000);
    const asked = await publishWith(rateList);
    expect(asked.body).toEqual({ status: 403, message: SECOND_FACTOR_MESSAGES.stepUpDue, data: STEP_UP_DUE });
    expect((await stored(rateList)).versions).toHaveLength(1);
    // Another kind of table is published without the question.
    expect((await publishWith(other)).status).toBe(200);

    await content.redis.set(secondFactorAtKey(jti), Date.now());
    expect(
      (await postWith(content.app, API.content.publish, proven).send({ key: rateList, baseVersion: 2 })).status,
    ).toBe(200);
    expect((await stored(rateList)).versions).toHaveLength(2);
  });
});
