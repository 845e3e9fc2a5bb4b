import { API, CONTENT_PLACEHOLDER } from '@seedcorp/contracts';
import { adminBearer, postWith } from '@seedcorp/testing';
import { contentHarness } from '../content-harness';
import { seedContentTables, seededTables } from './content-seed';

describe('the content seed', () => {
  const content = contentHarness('content-seed', { onePersonPublishing: true });
  const seeded = seededTables();

  const publicTable = async (key: string) =>
    (await postWith(content.app, API.content.webGetTable, null).send({ key })).body;

  it('publishes every table of seeds/content as its version 1, placeholders included', async () => {
    for (const table of seeded) {
      const answer = await publicTable(table.key);
      expect({ key: table.key, status: answer.status }).toEqual({ key: table.key, status: 200 });
      expect(answer.data).toMatchObject({
        key: table.key,
        page: table.page,
        caption: table.caption,
        kind: table.kind,
        columns: table.columns,
        version: 1,
        rows: table.rows,
        notes: table.notes,
      });
    }
    const agro = (await publicTable('agro-chemical-rates')).data;
    expect(agro.rows.every((row: { rate: unknown }) => row.rate === CONTENT_PLACEHOLDER)).toBe(true);
    expect((await publicTable('rabi-crop-rates')).data).toMatchObject({ season: 'Rabi 2025-26', effectiveFrom: null });
    expect((await publicTable('agro-chemical-rates')).data.rows).toHaveLength(22);
    expect((await publicTable('crop-varieties-wheat')).data.rows).toHaveLength(17);
  });

  it('keeps edits when run again, takes the definitions of the release and publishes only a table that is absent', async () => {
    const bearer = adminBearer(content.keys.privateKey);
    const rows = [{ crop: 'Gram', variety: 'All varieties', fullRate: 11500, subsidy: 0, farmerRate: 11500 }];
    await postWith(content.app, API.content.saveDraft, bearer).send({
      key: 'rabi-crop-rates',
      baseVersion: 1,
      rows,
      notes: [],
    });
    await postWith(content.app, API.content.publish, bearer).send({ key: 'rabi-crop-rates', baseVersion: 2 });
    await content.dataSource.query("DELETE FROM content.tables WHERE key = 'citizen-services'");
    await content.dataSource.query(
      "UPDATE content.tables SET caption_en = 'An older caption', columns = '[]' WHERE key = 'rabi-crop-rates'",
    );

    expect(await seedContentTables(content.dataSource)).toEqual([
      `content tables: 1 published from seeds/content, ${seeded.length - 1} already there`,
    ]);
    const rabi = seeded.find((table) => table.key === 'rabi-crop-rates');
    expect((await publicTable('rabi-crop-rates')).data).toMatchObject({
      version: 2,
      rows,
      caption: rabi?.caption,
      columns: rabi?.columns,
    });
    expect((await publicTable('citizen-services')).data).toMatchObject({
      version: 1,
      rows: seeded.find((table) => table.key === 'citizen-services')?.rows,
    });
    expect(await seedContentTables(content.dataSource)).toEqual([
      `content tables: 0 published from seeds/content, ${seeded.length} already there`,
    ]);
  });
});
