import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog-cache.js';

const reply = (body: string) => ({ body, headers: {} });

describe('CatalogCache', () => {
  it('loads once and serves the stored reply afterwards', async () => {
    const cache = new CatalogCache(10);
    let loads = 0;
    const load = async () => reply(`v${++loads}`);
    expect((await cache.get('a', load)).body).toBe('v1');
    expect((await cache.get('a', load)).body).toBe('v1');
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new CatalogCache(10);
    let loads = 0;
    const load = async () => { loads++; await new Promise((r) => setTimeout(r, 5)); return reply('x'); };
    await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(loads).toBe(1);
  });

  it('does not store a load that started before an invalidation', async () => {
    const cache = new CatalogCache(10);
    let release!: () => void;
    const slow = cache.get('a', () => new Promise((resolve) => { release = () => resolve(reply('stale')); }));
    cache.invalidate();
    release();
    expect((await slow).body).toBe('stale');
    expect((await cache.get('a', async () => reply('fresh'))).body).toBe('fresh');
  });

  it('forgets the least recently stored entry past its size', async () => {
    const cache = new CatalogCache(2);
    await cache.get('a', async () => reply('a'));
    await cache.get('b', async () => reply('b'));
    await cache.get('c', async () => reply('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => reply('a2'))).body).toBe('a2');
  });

  it('expires entries after the TTL', async () => {
    const cache = new CatalogCache(10, 0);
    await cache.get('a', async () => reply('1'));
    expect((await cache.get('a', async () => reply('2'))).body).toBe('2');
  });
});
