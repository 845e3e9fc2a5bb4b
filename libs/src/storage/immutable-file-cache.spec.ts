import { ImmutableFileCache } from './immutable-file-cache';

describe('ImmutableFileCache', () => {
  it('loads a key once', async () => {
    const cache = new ImmutableFileCache(100);
    const load = jest.fn(async () => 'abc');
    expect(await cache.get('a', load)).toBe('abc');
    expect(await cache.get('a', load)).toBe('abc');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used entries beyond its byte budget', async () => {
    const cache = new ImmutableFileCache(10);
    await cache.get('a', async () => '1234');
    await cache.get('b', async () => '5678');
    await cache.get('a', async () => 'reloaded');
    await cache.get('c', async () => '9012');
    const loads: string[] = [];
    await cache.get('a', async () => (loads.push('a'), 'x'));
    await cache.get('b', async () => (loads.push('b'), 'x'));
    expect(loads).toEqual(['b']);
  });

  it('does not keep a value larger than the whole budget, and forgets on request', async () => {
    const cache = new ImmutableFileCache(3);
    const load = jest.fn(async () => 'too long');
    await cache.get('big', load);
    await cache.get('big', load);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.get('s', async () => 'ok');
    cache.forget('s');
    const again = jest.fn(async () => 'ok');
    await cache.get('s', again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
