import { describe, expect, it } from 'vitest';
import { replyBuffers } from './reply-buffers.js';
import { CatalogCache } from './reply-cache.js';

const reply = (body: string) => ({ body, headers: {} });
const text = (cached: { body: string | Buffer }) => cached.body.toString();

describe('CatalogCache', () => {
  describe('admission', () => {
    it('keeps a reply from the second request for its key on', async () => {
      const cache = new CatalogCache({ maxBytes: 1_000_000, maxEntries: 10 });
      let loads = 0;
      const load = async () => reply(`v${++loads}`);
      expect(text(await cache.get('a', load))).toBe('v1');
      expect(cache.size).toBe(0);
      expect(text(await cache.get('a', load))).toBe('v2');
      expect(cache.size).toBe(1);
      expect(text(await cache.get('a', load))).toBe('v2');
      expect(loads).toBe(2);
    });

    it('keeps an expired key again at its first request', async () => {
      const cache = new CatalogCache({ maxBytes: 1_000_000, maxEntries: 2, ttlMs: 20 });
      let loads = 0;
      const load = async () => reply(`v${++loads}`);
      await cache.get('a', load);
      await cache.get('a', load);
      // Two more keys asked once fill the remembered set, which starts over without 'a'.
      for (const key of ['b', 'c']) await cache.get(key, async () => reply(key));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(text(await cache.get('a', load))).toBe('v3');
      expect(text(await cache.get('a', load))).toBe('v3');
    });

    it('remembers at most maxEntries keys asked for once', async () => {
      const cache = new CatalogCache({ maxBytes: 1_000_000, maxEntries: 2 });
      for (const key of ['a', 'b', 'c']) await cache.get(key, async () => reply(key));
      // The third key found the set full and started it over: 'a' counts as new again.
      await cache.get('a', async () => reply('a'));
      expect(cache.size).toBe(0);
      await cache.get('c', async () => reply('c'));
      expect(cache.size).toBe(1);
    });
  });

  it('loads once and serves the stored reply afterwards', async () => {
    const cache = new CatalogCache({ admission: 'first-request', maxBytes: 1_000_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => reply(`v${++loads}`);
    expect((await cache.get('a', load)).body.toString()).toBe('v1');
    expect((await cache.get('a', load)).body.toString()).toBe('v1');
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new CatalogCache({ admission: 'first-request', maxBytes: 1_000_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => { loads++; await new Promise((r) => setTimeout(r, 5)); return reply('x'); };
    await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(loads).toBe(1);
  });

  it('does not store a load that started before an invalidation', async () => {
    const cache = new CatalogCache({ admission: 'first-request', maxBytes: 1_000_000, maxEntries: 10 });
    let release!: () => void;
    const slow = cache.get('a', () => new Promise((resolve) => { release = () => resolve(reply('stale')); }));
    cache.invalidate();
    release();
    expect((await slow).body.toString()).toBe('stale');
    expect((await cache.get('a', async () => reply('fresh'))).body.toString()).toBe('fresh');
  });

  it('forgets the least recently stored entry past its size', async () => {
    const cache = new CatalogCache({ admission: 'first-request', maxBytes: 1_000_000, maxEntries: 2 });
    await cache.get('a', async () => reply('a'));
    await cache.get('b', async () => reply('b'));
    await cache.get('c', async () => reply('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => reply('a2'))).body.toString()).toBe('a2');
  });

  it('expires entries after the TTL', async () => {
    const cache = new CatalogCache({ admission: 'first-request', maxBytes: 1_000_000, maxEntries: 10, ttlMs: 0 });
    await cache.get('a', async () => reply('1'));
    expect((await cache.get('a', async () => reply('2'))).body.toString()).toBe('2');
  });

  it('keeps a reply its source keeps current for that longer lifetime, and any other for the TTL', async () => {
    const cache = new CatalogCache({ admission: 'first-request', maxBytes: 1_000_000, maxEntries: 10, ttlMs: 0, keptCurrentTtlMs: 60_000 });
    await cache.get('current', async () => ({ ...reply('1'), keptCurrent: true }));
    await cache.get('plain', async () => reply('1'));
    expect(text(await cache.get('current', async () => reply('2')))).toBe('1');
    expect(text(await cache.get('plain', async () => reply('2')))).toBe('2');
    cache.invalidate();
    expect(text(await cache.get('current', async () => reply('3')))).toBe('3');
  });

  it('caps the total bytes held, dropping the least recently stored replies first', async () => {
    const cache = new CatalogCache({ admission: 'first-request', maxBytes: 10_000, maxEntries: 1_000 });
    for (let i = 0; i < 20; i += 1) await cache.get(`k${i}`, async () => reply('x'.repeat(1_000)));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(10);
    expect(text(await cache.get('k19', async () => reply('reloaded')))).toBe('x'.repeat(1_000));
    expect(text(await cache.get('k0', async () => reply('reloaded')))).toBe('reloaded');
  });

  it('counts bytes, not characters: a two-byte string is stored as its UTF-8', async () => {
    const cache = new CatalogCache({ admission: 'first-request', maxBytes: 1_000_000, maxEntries: 10 });
    const cached = await cache.get('a', async () => reply('é'.repeat(1_000)));
    expect(Buffer.isBuffer(cached.body)).toBe(true);
    expect(cache.bytes).toBeGreaterThanOrEqual(2_000);
    expect(cache.bytes).toBeLessThan(2_600);
  });

  it('does not store a reply over maxReplyBytes, nor one asked not to be stored', async () => {
    const cache = new CatalogCache({ admission: 'first-request', maxBytes: 1_000_000, maxEntries: 10, maxReplyBytes: 100 });
    await cache.get('big', async () => reply('x'.repeat(101)));
    await cache.get('deep', async () => reply('x'), { store: false });
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('sweeps expired entries instead of keeping them until a write', async () => {
    const cache = new CatalogCache({ admission: 'first-request', maxBytes: 1_000_000, maxEntries: 100, ttlMs: 50 });
    for (let i = 0; i < 10; i += 1) await cache.get(`old${i}`, async () => reply('x'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.get('new', async () => reply('y'));
    expect(cache.size).toBe(1);
  });

  describe('a body lent for one reply (kernel/reply-buffers.ts)', () => {
    const lentReply = (letter: string) => {
      const body = replyBuffers.take(10_000);
      body.fill(letter);
      return { body, headers: {} };
    };

    it('is stored as a copy, so the memory given back cannot change the stored reply', async () => {
      const cache = new CatalogCache({ admission: 'first-request', maxBytes: 1_000_000, maxEntries: 10 });
      const sent = await cache.get('a', async () => lentReply('a'));
      expect(replyBuffers.lends(sent.body as Buffer)).toBe(true);
      replyBuffers.giveBack(sent.body as Buffer);
      lentReply('b');
      const stored = await cache.get('a', async () => lentReply('c'));
      expect(replyBuffers.lends(stored.body as Buffer)).toBe(false);
      expect(text(stored)).toBe('a'.repeat(10_000));
    });

    it('reaches a request that shares another request\'s load as a copy', async () => {
      const cache = new CatalogCache({ admission: 'second-request', maxBytes: 1_000_000, maxEntries: 10 });
      const load = async () => { await new Promise((r) => setTimeout(r, 5)); return lentReply('x'); };
      const [loader, sharer] = await Promise.all([cache.get('a', load), cache.get('a', load)]);
      expect(replyBuffers.lends(loader.body as Buffer)).toBe(true);
      expect(replyBuffers.lends(sharer.body as Buffer)).toBe(false);
      expect(text(sharer)).toBe(text(loader));
    });
  });
});
