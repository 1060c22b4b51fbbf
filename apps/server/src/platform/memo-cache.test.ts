import { describe, expect, it } from 'vitest';
import { createMemoCache } from './memo-cache.ts';

const setup = (ttlMs = 1_000, max = 10) => {
  let now = 1_700_000_000_000;
  const cache = createMemoCache({ name: 'test', ttlMs, max, now: () => now });
  let loads = 0;
  const load = (value: string) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
};

describe('createMemoCache', () => {
  it('shares one load between concurrent callers and keeps it until the TTL passes on its clock', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await Promise.all([cache.get('k', load('a')), cache.get('k', load('b'))])).toEqual(['a', 'a']);
    advance(1_000);
    expect(await cache.get('k', load('c'))).toBe('a');
    advance(1);
    expect(await cache.get('k', load('d'))).toBe('d');
    expect(loads()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const { cache, load } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', load('up'))).toBe('up');
  });

  it('drops a load that raced a clear, and keeps nothing with a TTL of 0', async () => {
    const { cache, load } = setup();
    let finish: (value: string) => void = () => {};
    const slow = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('k', load('fresh'))).toBe('fresh');

    const none = setup(0);
    await none.cache.get('k', none.load('a'));
    await none.cache.get('k', none.load('b'));
    expect(none.loads()).toBe(2);
  });

  it('holds at most `max` keys, the least recently used leaving first', async () => {
    const { cache, load, loads } = setup(1_000, 2);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a'));
    await cache.get('c', load('c'));
    expect(cache.keys().sort()).toEqual(['a', 'c']);
    expect(loads()).toBe(3);
  });
});
