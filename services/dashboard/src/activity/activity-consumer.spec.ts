import { compareIds, nextId } from './activity-consumer';

describe('stream entry ids', () => {
  it('orders by time, then by sequence, as numbers rather than text', () => {
    const ids = ['1700000000000-10', '999999999999-5', '1700000000000-9', '1700000000001-0'];
    expect([...ids].sort(compareIds)).toEqual([
      '999999999999-5',
      '1700000000000-9',
      '1700000000000-10',
      '1700000000001-0',
    ]);
    expect(compareIds('5-1', '5-1')).toBe(0);
  });

  it('names the smallest id after a given one', () => {
    expect(nextId('1700000000000-9')).toBe('1700000000000-10');
    expect(nextId('0-0')).toBe('0-1');
  });
});
