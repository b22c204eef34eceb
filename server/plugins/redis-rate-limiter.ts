import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { storedKey, type Clock, type HitResult, type RateLimiter, type RateLimitRule } from './rate-limiter.js';

/**
 * One hit, atomically: forget hits that left the window, refuse at the limit (with the oldest
 * live hit's time, so the caller can say when to retry), else record the hit. Scores are the
 * app's clock, not Redis's, so every instance and the tests' injected clocks agree.
 */
const HIT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return {0, redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]}
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, 0}
`;

/**
 * The same sliding-window log as PostgresRateLimiter, in Redis (REDIS_URL): a sorted set of hits
 * per bucket and key, scored by time, which Redis expires one window after its last hit. A Lua
 * script is atomic, so concurrent hits from any number of instances never slip under the limit
 * together.
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    /** Put before every key (REDIS_PREFIX), so apps or test runs sharing one Redis never meet. */
    private readonly prefix: string,
    readonly bucket: string,
    readonly rule: RateLimitRule,
    private readonly now: Clock = Date.now,
    /** Maps what callers pass to the counted key, e.g. an IPv6 address to its /64. */
    private readonly keyOf: (key: string) => string = (key) => key,
  ) {}

  async hit(rawKey: string): Promise<HitResult> {
    const key = this.redisKey(rawKey);
    const now = this.now();
    const hit = `${now}:${randomUUID()}`;
    const [allowed, oldest] = (await this.redis.eval(HIT_SCRIPT, 1, key, now, this.rule.windowMs, this.rule.limit, hit)) as [number, string | number];
    if (allowed) return { allowed: true, hitId: JSON.stringify([key, hit]) };
    return { allowed: false, retryAfterMs: Math.max(1, Number(oldest) + this.rule.windowMs - now) };
  }

  async release(hitId: string): Promise<void> {
    const [key, hit] = JSON.parse(hitId) as [string, string];
    // A hit id names its own key: never let one reach another bucket's.
    if (key.startsWith(this.keyPrefix)) await this.redis.zrem(key, hit);
  }

  async reset(rawKey: string): Promise<void> {
    await this.redis.del(this.redisKey(rawKey));
  }

  async count(rawKey: string): Promise<number> {
    return this.redis.zcount(this.redisKey(rawKey), `(${this.now() - this.rule.windowMs}`, '+inf');
  }

  private get keyPrefix(): string {
    return `${this.prefix}rate-limit:${this.bucket}:`;
  }

  private redisKey(rawKey: string): string {
    return `${this.keyPrefix}${storedKey(this.keyOf(rawKey))}`;
  }
}

/** Forgets every count under these buckets (tests). */
export async function clearRedisRateLimits(redis: Redis, prefix: string, buckets: string[]): Promise<void> {
  for (const bucket of buckets) {
    const pattern = `${prefix}rate-limit:${bucket}:*`;
    for (let cursor = '0'; ;) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      if (next === '0') break;
      cursor = next;
    }
  }
}
