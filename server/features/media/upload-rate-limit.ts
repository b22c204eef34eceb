import type { RateLimiter, RateLimitStore } from '../../plugins/rate-limit.js';
import type { Clock } from '../../plugins/rate-limiter.js';
import { PostgresRateLimiter } from '../../plugins/postgres-rate-limiter.js';
import { RedisRateLimiter } from '../../plugins/redis-rate-limiter.js';

const HOUR = 60 * 60 * 1000;

/**
 * New upload slots per uploader per hour, counted where the sign-in limits are (PostgreSQL, or
 * Redis with REDIS_URL), so every instance sees the same count. Each slot is one file and one
 * normalize, so this also bounds the image work one account can ask for.
 */
export function createUploadRateLimiter(store: RateLimitStore, perHour: number, clock?: Clock): RateLimiter {
  const rule = { limit: perHour, windowMs: HOUR };
  return store.redis
    ? new RedisRateLimiter(store.redis.client, store.redis.prefix, 'uploadSlots', rule, clock)
    : new PostgresRateLimiter(store.db, 'uploadSlots', rule, clock);
}
