import { fieldChanges } from './field-changes';

describe('fieldChanges', () => {
  it('lists each changed field with its old and new text, in the order the record names them', () => {
    expect(
      fieldChanges(
        { Name: 'A. Rao', Phone: '9876543210', Email: 'a@example.org' },
        { Name: 'A. Rao', Phone: '9123456780', Email: '' },
      ),
    ).toEqual([
      { field: 'Phone', old: '9876543210', new: '9123456780' },
      { field: 'Email', old: 'a@example.org', new: '' },
    ]);
  });

  it('names every filled field of a record created or deleted, and leaves out empty ones', () => {
    expect(fieldChanges({}, { Title: 'Seed tender', 'Valid until': '' })).toEqual([
      { field: 'Title', old: null, new: 'Seed tender' },
    ]);
    expect(fieldChanges({ Title: 'Seed tender', Note: '' }, {})).toEqual([
      { field: 'Title', old: 'Seed tender', new: null },
    ]);
  });

  it('keeps text exactly as typed', () => {
    expect(fieldChanges({ Title: `<b>$'` }, { Title: `</p> &amp;` })).toEqual([
      { field: 'Title', old: `<b>$'`, new: `</p> &amp;` },
    ]);
  });
});
