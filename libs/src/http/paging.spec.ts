import { pagedOf, pageRequest } from './paging';

describe('pageRequest', () => {
  it('defaults to the first page of 10', () => {
    expect(pageRequest()).toEqual({ page: 0, size: 10, skip: 0 });
  });

  it('reads zero-based page and size from query strings', () => {
    expect(pageRequest({ page: '2', size: '25' })).toEqual({ page: 2, size: 25, skip: 50 });
  });

  it('caps the size at 100 and never goes below page 0 or size 1', () => {
    expect(pageRequest({ page: -3, size: 1000 })).toEqual({ page: 0, size: 100, skip: 0 });
    expect(pageRequest({ size: 0 }).size).toBe(1);
  });

  it('clamps pages too large for an SQL offset instead of failing', () => {
    expect(pageRequest({ page: '99999999999999999999', size: '10' })).toEqual({ page: 0, size: 10, skip: 0 });
    expect(pageRequest({ page: '1e300' }).skip).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(pageRequest({ page: 5_000_000, size: 100 })).toEqual({ page: 1_000_000, size: 100, skip: 100_000_000 });
  });

  it('reads the query first and the body for what the query does not name', () => {
    expect(pageRequest({ page: '2' }, { page: 5, size: 20 })).toEqual({ page: 2, size: 20, skip: 40 });
    expect(pageRequest({}, { page: 1, size: 5 })).toEqual({ page: 1, size: 5, skip: 5 });
    expect(pageRequest({ size: '3' }, { size: 50 })).toEqual({ page: 0, size: 3, skip: 0 });
  });

  it('ignores values that are not whole numbers', () => {
    expect(pageRequest({ page: 'abc', size: '2.5' })).toEqual({ page: 0, size: 10, skip: 0 });
  });
});

describe('pagedOf', () => {
  it('counts whole pages', () => {
    expect(pagedOf(['a'], 21, 10)).toEqual({ content: ['a'], totalItems: 21, totalPages: 3 });
    expect(pagedOf([], 0, 10)).toEqual({ content: [], totalItems: 0, totalPages: 0 });
  });
});
