import { pickFields, textFields } from './row-fields';

describe('row fields', () => {
  const row = { id: 'a1', name: 'Hisar', address: null, mobileNo: '9876543210', sortOrder: 2 };

  it('copies the named fields as the row keeps them, and no others', () => {
    expect(pickFields(row, ['name', 'sortOrder'])).toEqual({ name: 'Hisar', sortOrder: 2 });
  });

  it('shows an empty text field as an empty text', () => {
    expect(textFields(row, ['address', 'mobileNo'])).toEqual({ address: '', mobileNo: '9876543210' });
  });
});
