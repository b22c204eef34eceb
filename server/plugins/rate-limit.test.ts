import { describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS, createAuthRateLimits, ipBucket, RateLimiter } from './rate-limit.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('RateLimiter', () => {
  it('allows `limit` hits per key in a window, then refuses with the time until the oldest expires', () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, time.now);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    time.advance(10_000);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    // Refused hits are not recorded.
    expect(limiter.count('a')).toBe(3);
    // Other keys are independent.
    expect(limiter.hit('b')).toEqual({ allowed: true });
  });

  it('slides: each hit expires one window after it was made', () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 2, windowMs: 1_000 }, time.now);
    limiter.hit('k');
    time.advance(600);
    limiter.hit('k');
    expect(limiter.hit('k').allowed).toBe(false);
    time.advance(399);
    expect(limiter.hit('k')).toEqual({ allowed: false, retryAfterMs: 1 });
    time.advance(1);
    expect(limiter.hit('k').allowed).toBe(true);
    expect(limiter.hit('k').allowed).toBe(false);
    time.advance(600);
    expect(limiter.count('k')).toBe(1);
  });

  it('takes back a hit with release and forgets a key with reset', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 1_000 }, clock().now);
    limiter.hit('k');
    limiter.release('k');
    expect(limiter.hit('k').allowed).toBe(true);
    limiter.reset('k');
    expect(limiter.count('k')).toBe(0);
    expect(limiter.size).toBe(0);
  });

  it('sweeps expired keys and holds at most maxKeys, refusing new keys rather than dropping live ones', () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 5, windowMs: 1_000 }, time.now, 500);
    for (let i = 0; i < 600; i += 1) limiter.hit(`ip-${i}`);
    expect(limiter.size).toBe(500);
    expect(limiter.count('ip-0')).toBe(1);
    expect(limiter.count('ip-599')).toBe(0);
    expect(limiter.hit('ip-599')).toEqual({ allowed: false, retryAfterMs: 1_000 });
    time.advance(2_000);
    for (let i = 0; i < 400; i += 1) limiter.hit('fresh');
    // The 1000th operation swept every key whose hits had all expired.
    expect(limiter.size).toBe(1);
  });
});

describe('createAuthRateLimits', () => {
  it('has the DECISIONS.md numbers', () => {
    expect(AUTH_RATE_LIMITS.signInPerAccount).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    expect(AUTH_RATE_LIMITS.signInPerIp).toEqual({ limit: 50, windowMs: 15 * 60_000 });
    expect(AUTH_RATE_LIMITS.signUpPerIp).toEqual({ limit: 20, windowMs: 10 * 60_000 });
    expect(AUTH_RATE_LIMITS.passwordResetPerAccount).toEqual({ limit: 5, windowMs: 60 * 60_000 });
  });

  it('lets an account sign in again 15 minutes after its 10th failure, on an injected clock', () => {
    const time = clock();
    const limits = createAuthRateLimits({ clock: time.now });
    for (let i = 0; i < 10; i += 1) expect(limits.signInPerAccount.hit('a@example.com').allowed).toBe(true);
    expect(limits.signInPerAccount.hit('a@example.com').allowed).toBe(false);
    time.advance(15 * 60_000 - 1);
    expect(limits.signInPerAccount.hit('a@example.com').allowed).toBe(false);
    time.advance(1);
    expect(limits.signInPerAccount.hit('a@example.com').allowed).toBe(true);
  });

  it('clears every limiter at once', () => {
    const limits = createAuthRateLimits();
    limits.signUpPerIp.hit('127.0.0.1');
    limits.passwordResetPerAccount.hit('a@example.com');
    limits.clear();
    expect(limits.signUpPerIp.count('127.0.0.1')).toBe(0);
    expect(limits.passwordResetPerAccount.count('a@example.com')).toBe(0);
  });
});

describe('limits under attack (security review, finding 2)', () => {
  it('counts IPv6 clients per /64 and IPv4-mapped addresses as IPv4', () => {
    expect(ipBucket('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:db8:1:2::3b')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:DB8:1:2::ffff:1.2.3.4')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipBucket('::1')).toBe('0:0:0:0::/64');
    expect(ipBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(ipBucket('not an address')).toBe('not an address');
  });

  it('gives one /64 one bucket: 60 addresses of it share the 50 failures', () => {
    const limits = createAuthRateLimits({ clock: clock().now });
    const results = Array.from({ length: 60 }, (_, i) => limits.signInPerIp.hit(`2001:db8::${i.toString(16)}`).allowed);
    expect(results.filter(Boolean)).toHaveLength(50);
    expect(limits.signInPerIp.hit('2001:db8:0:1::1').allowed).toBe(true);
  });

  it("a flood of new keys cannot erase a victim's counter", () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, time.now, 100);
    for (let i = 0; i < 3; i += 1) limiter.hit('victim@example.com');
    for (let i = 0; i < 1_000; i += 1) limiter.hit(`flood-${i}@example.com`);
    expect(limiter.hit('victim@example.com').allowed).toBe(false);
    expect(limiter.count('victim@example.com')).toBe(3);
    // Once keys expire they make room again.
    time.advance(60_001);
    expect(limiter.hit('someone-new@example.com').allowed).toBe(true);
  });
});
