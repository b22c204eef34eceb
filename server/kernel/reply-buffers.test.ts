import { describe, expect, it } from 'vitest';
import { ReplyBuffers } from './reply-buffers.js';

describe('ReplyBuffers', () => {
  it('lends a large body and takes the same memory again once it is given back', () => {
    const buffers = new ReplyBuffers();
    const first = buffers.take(21_000);
    expect(first.length).toBe(21_000);
    expect(buffers.lends(first)).toBe(true);
    buffers.giveBack(first);
    expect(buffers.lends(first)).toBe(false);
    const second = buffers.take(20_000);
    expect(second.buffer).toBe(first.buffer);
    // Not given back: the next body of that size has memory of its own.
    expect(buffers.take(21_000).buffer).not.toBe(second.buffer);
  });

  it('ignores a body given back twice, so it is never lent to two replies at once', () => {
    const buffers = new ReplyBuffers();
    const body = buffers.take(10_000);
    buffers.giveBack(body);
    buffers.giveBack(body);
    const a = buffers.take(10_000);
    const b = buffers.take(10_000);
    expect(a.buffer).not.toBe(b.buffer);
  });

  it('leaves small and very large bodies to the allocator, and ignores buffers it did not lend', () => {
    const buffers = new ReplyBuffers();
    expect(buffers.lends(buffers.take(1_000))).toBe(false);
    expect(buffers.lends(buffers.take(1_000_000))).toBe(false);
    const stranger = Buffer.alloc(10_000);
    buffers.giveBack(stranger);
    expect(buffers.take(10_000).buffer).not.toBe(stranger.buffer);
  });

  it('keeps at most sixteen free blocks of a size', () => {
    const buffers = new ReplyBuffers();
    const bodies = Array.from({ length: 20 }, () => buffers.take(9_000));
    for (const body of bodies) buffers.giveBack(body);
    const memory = new Set(bodies.map((body) => body.buffer));
    const again = Array.from({ length: 20 }, () => buffers.take(9_000));
    expect(again.filter((body) => memory.has(body.buffer))).toHaveLength(16);
  });
});
