import { describe, expect, it } from 'vitest';
import type { Message } from '@shared/message-schemas';
import { mergeMessages, seenMessageId, unreadKey } from './merge-messages';

const message = (id: number, mine: boolean, readAt: string | null = null, text = `m${id}`): Message => ({
  id, conversationId: 1, sender: mine ? 'buyer' : 'seller', senderName: mine ? 'Me' : 'Shop', mine, text, images: [], createdAt: '2026-11-27T10:00:00Z', readAt,
});

describe('mergeMessages', () => {
  it('puts pages together oldest first, each message once, the later copy winning', () => {
    const merged = mergeMessages([message(3, true), message(4, false)], [message(1, false), message(2, true)], [message(3, true, '2026-11-27T11:00:00Z')]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(merged[2]!.readAt).toBe('2026-11-27T11:00:00Z');
  });
});

describe('seenMessageId', () => {
  it('is the newest own message the other side has read', () => {
    expect(seenMessageId([message(1, true, 'x'), message(2, true, 'y'), message(3, true), message(4, false)])).toBe(2);
  });
  it('is null when nothing of mine was read', () => {
    expect(seenMessageId([message(1, true), message(2, false)])).toBeNull();
  });
});

describe('unreadKey', () => {
  it('names the newest message of the other side while some are unread', () => {
    expect(unreadKey(2, [message(1, false), message(2, false), message(3, true)])).toBe('2:2');
  });
  it('is null when nothing is unread', () => {
    expect(unreadKey(0, [message(1, false)])).toBeNull();
  });
});
