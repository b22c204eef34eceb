import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type Driver, type TestDatabase } from '../test/test-database.js';
import { PostgresRateLimiter } from './postgres-rate-limiter.js';
import { AUTH_RATE_LIMITS, createAuthRateLimits, ipBucket, type Clock, type RateLimiter, type RateLimitRule, type RateLimitStore } from './rate-limit.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

/** Each store the counts can live in: the database drivers, and Redis when TEST_REDIS_URL is set (CI sets it). */
const redisUrl = process.env.TEST_REDIS_URL;
const STORES: Array<Driver | 'redis'> = [...TEST_DRIVERS, ...(redisUrl ? ['redis' as const] : [])];

function clock(start = 1_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const allowed = async (result: Promise<{ allowed: boolean }>) => (await result).allowed;

describe('rate limit rules', () => {
  it('has the DECISIONS.md numbers', () => {
    expect(AUTH_RATE_LIMITS.signInPerAccount).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    expect(AUTH_RATE_LIMITS.signInPerIp).toEqual({ limit: 50, windowMs: 15 * 60_000 });
    expect(AUTH_RATE_LIMITS.signUpPerIp).toEqual({ limit: 20, windowMs: 10 * 60_000 });
    expect(AUTH_RATE_LIMITS.passwordResetPerAccount).toEqual({ limit: 5, windowMs: 60 * 60_000 });
  });

  it('counts IPv6 clients per /64 and IPv4-mapped addresses as IPv4 (security review, finding 2)', () => {
    expect(ipBucket('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:db8:1:2::3b')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:DB8:1:2::ffff:1.2.3.4')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipBucket('::1')).toBe('0:0:0:0::/64');
    expect(ipBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(ipBucket('not an address')).toBe('not an address');
  });
});

describe.each(STORES)('shared rate limiter on %s', (kind) => {
  let test: TestDatabase;
  let store: RateLimitStore;
  beforeAll(async () => {
    test = await createTestDatabase(kind === 'redis' ? 'pglite' : kind);
    // A prefix of its own: test files running at once share one Redis.
    store = kind === 'redis'
      ? { db: test.database.db, redis: { client: new Redis(redisUrl!), prefix: `threadline-test-${randomUUID()}:` } }
      : { db: test.database.db };
  });
  afterAll(async () => {
    if (store?.redis) {
      await createAuthRateLimits(store).clear();
      await store.redis.client.quit();
    }
    await test?.drop();
  });
  beforeEach(async () => {
    await createAuthRateLimits(store).clear();
  });
  const limiterFor = (bucket: string, rule: RateLimitRule, now: Clock): RateLimiter => (store.redis
    ? new RedisRateLimiter(store.redis.client, store.redis.prefix, bucket, rule, now)
    : new PostgresRateLimiter(test.database.db, bucket, rule, now));

  it('allows `limit` hits per key in a window, then refuses with the time until the oldest expires', async () => {
    const time = clock();
    const limiter = limiterFor('test', { limit: 3, windowMs: 60_000 }, time.now);
    expect(await allowed(limiter.hit('a'))).toBe(true);
    time.advance(10_000);
    expect(await allowed(limiter.hit('a'))).toBe(true);
    expect(await allowed(limiter.hit('a'))).toBe(true);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    // Refused hits are not recorded; other keys are independent.
    expect(await limiter.count('a')).toBe(3);
    expect(await allowed(limiter.hit('b'))).toBe(true);
  });

  it('slides: each hit expires one window after it was made', async () => {
    const time = clock();
    const limiter = limiterFor('slide', { limit: 2, windowMs: 1_000 }, time.now);
    await limiter.hit('k');
    time.advance(600);
    await limiter.hit('k');
    expect(await allowed(limiter.hit('k'))).toBe(false);
    time.advance(399);
    expect(await limiter.hit('k')).toEqual({ allowed: false, retryAfterMs: 1 });
    time.advance(1);
    expect(await allowed(limiter.hit('k'))).toBe(true);
    expect(await allowed(limiter.hit('k'))).toBe(false);
    time.advance(600);
    expect(await limiter.count('k')).toBe(1);
  });

  it('takes back exactly one hit with release and forgets a key with reset', async () => {
    const limiter = limiterFor('release', { limit: 1, windowMs: 1_000 }, clock().now);
    const first = await limiter.hit('k');
    if (!first.allowed) throw new Error('the first hit is allowed');
    await limiter.release(first.hitId);
    expect(await allowed(limiter.hit('k'))).toBe(true);
    await limiter.reset('k');
    expect(await limiter.count('k')).toBe(0);
  });

  it('lets an account sign in again 15 minutes after its 10th failure, on an injected clock', async () => {
    const time = clock();
    const limits = createAuthRateLimits(store, { clock: time.now });
    for (let i = 0; i < 10; i += 1) expect(await allowed(limits.signInPerAccount.hit('a@example.com'))).toBe(true);
    expect(await allowed(limits.signInPerAccount.hit('a@example.com'))).toBe(false);
    time.advance(15 * 60_000 - 1);
    expect(await allowed(limits.signInPerAccount.hit('a@example.com'))).toBe(false);
    time.advance(1);
    expect(await allowed(limits.signInPerAccount.hit('a@example.com'))).toBe(true);
  });

  it('gives one /64 one bucket: 60 addresses of it share the 50 failures', async () => {
    const limits = createAuthRateLimits(store, { clock: clock().now });
    const results: boolean[] = [];
    for (let i = 0; i < 60; i += 1) results.push(await allowed(limits.signInPerIp.hit(`2001:db8::${i.toString(16)}`)));
    expect(results.filter(Boolean)).toHaveLength(50);
    expect(await allowed(limits.signInPerIp.hit('2001:db8:0:1::1'))).toBe(true);
  });

  it('two instances on one database share their counts, and concurrent hits never pass the limit together', async () => {
    const time = clock();
    const instanceA = createAuthRateLimits(store, { clock: time.now });
    const instanceB = createAuthRateLimits(store, { clock: time.now });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) =>
      allowed((i % 2 ? instanceA : instanceB).signInPerAccount.hit('victim@example.com'))));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await instanceA.signInPerAccount.count('victim@example.com')).toBe(10);
  });

  it('stores very long keys by their digest and purges hits older than the longest window', async () => {
    const time = clock();
    const limits = createAuthRateLimits(store, { clock: time.now });
    expect(await allowed(limits.signInPerAccount.hit('x'.repeat(5_000)))).toBe(true);
    expect(await limits.signInPerAccount.count('x'.repeat(5_000))).toBe(1);
    time.advance(2 * 60 * 60_000);
    await limits.signInPerAccount.hit('someone@example.com');
    expect(await limits.signInPerAccount.count('x'.repeat(5_000))).toBe(0);
  });
});
