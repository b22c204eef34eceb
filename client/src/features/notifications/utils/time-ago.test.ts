import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-11-27T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('how recent an entry is', () => {
  it('reads in minutes, hours and days, then as a date', () => {
    expect(timeAgo(before(20_000), now)).toBe('just now');
    expect(timeAgo(before(5 * 60_000), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(timeAgo(before(26 * 3_600_000), now)).toBe('yesterday');
    expect(timeAgo(before(3 * 86_400_000), now)).toBe('3 days ago');
    expect(timeAgo('2026-10-01T12:00:00.000Z', now)).toBe('Oct 1, 2026');
  });

  it('treats a clock slightly behind the server as just now, and garbage as nothing', () => {
    expect(timeAgo(new Date(now + 30_000).toISOString(), now)).toBe('just now');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
