import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LIMITS } from '@shared/notification-limits';
import { bellLabel, unreadAnnouncement, unreadBadge, unreadSentence } from './unread-count';

describe('the bell figure', () => {
  it('shows nothing at 0, the count up to the cap, "99+" past it', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    // The server counts one past the cap and stops: 100 means "more than 99".
    expect(unreadBadge(NOTIFICATION_LIMITS.unreadCountCap + 1)).toBe('99+');
    expect(unreadBadge(5000)).toBe('99+');
  });

  it('names the bell with its count', () => {
    expect(bellLabel(undefined)).toBe('Notifications');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(100)).toBe('Notifications, 99+ unread');
  });

  it('says the count in words', () => {
    expect(unreadSentence(0)).toBe('Nothing unread');
    expect(unreadSentence(1)).toBe('1 unread notification');
    expect(unreadSentence(2)).toBe('2 unread notifications');
    expect(unreadSentence(100)).toBe('99+ unread notifications');
  });
});

describe('what the live region announces', () => {
  it('says nothing for the first reading, the same figure, or a fall', () => {
    expect(unreadAnnouncement(undefined, 4)).toBeNull();
    expect(unreadAnnouncement(4, 4)).toBeNull();
    expect(unreadAnnouncement(4, 0)).toBeNull();
    expect(unreadAnnouncement(4, undefined)).toBeNull();
  });

  it('announces a rise with the new count', () => {
    expect(unreadAnnouncement(0, 1)).toBe('1 unread notification');
    expect(unreadAnnouncement(2, 5)).toBe('5 unread notifications');
    expect(unreadAnnouncement(99, 100)).toBe('99+ unread notifications');
  });
});
