import { describe, expect, it } from 'vitest';
import type { NotificationEntry } from '@shared/notification-schemas';
import type { NotificationsPage } from '../api/get-notifications';
import { markEntriesRead, unreadAfter } from './mark-read';

const entry = (id: number, read: boolean): NotificationEntry => ({
  id, read, kind: 'price_drop', title: `Price drop ${id}`, body: 'Now $10.00, was $20.00.', link: '/product/1',
  createdAt: '2026-11-27T10:00:00.000Z', updatedAt: '2026-11-27T10:00:00.000Z', data: {},
});
const page = (items: NotificationEntry[], unread: number): NotificationsPage =>
  ({ items, unread, page: 1, limit: 20, total: items.length, totalPages: 1 });

describe('marking cached entries read', () => {
  it('turns the named unread entries read and lowers the page figure by those only', () => {
    const before = page([entry(1, false), entry(2, true), entry(3, false)], 7);
    const after = markEntriesRead(before, { ids: [1, 2, 99] });
    expect(after.items.map((item) => item.read)).toEqual([true, true, false]);
    expect(after.unread).toBe(6);
    expect(before.items[0]?.read).toBe(false);
  });

  it('turns every entry read and the figure to 0 for all', () => {
    const after = markEntriesRead(page([entry(1, false), entry(2, false)], 12), { all: true });
    expect(after.items.every((item) => item.read)).toBe(true);
    expect(after.unread).toBe(0);
  });

  it('leaves a page with nothing to change as it was', () => {
    const before = page([entry(1, true)], 3);
    expect(markEntriesRead(before, { ids: [1] })).toBe(before);
  });
});

describe("the bell's count until the server answers", () => {
  it('drops by the named entries shown unread, each once across pages', () => {
    const first = page([entry(1, false), entry(2, false)], 5);
    const bell = page([entry(1, false)], 5);
    expect(unreadAfter(5, [first, bell, undefined], { ids: [1, 2] })).toBe(3);
    expect(unreadAfter(5, [first], { ids: [42] })).toBe(5);
    expect(unreadAfter(1, [first], { ids: [1, 2] })).toBe(0);
  });

  it('is 0 after all', () => {
    expect(unreadAfter(100, [], { all: true })).toBe(0);
  });
});
