import { createHash } from 'node:crypto';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type Clock = () => number;

/** An allowed hit carries its id, so that exactly this hit can be taken back. */
export type HitResult = { allowed: true; hitId: string } | { allowed: false; retryAfterMs: number };

/**
 * A sliding-window limit on attempts per key, counted where every app instance sees the same
 * counts: PostgreSQL (postgres-rate-limiter.ts) or, with REDIS_URL, Redis (redis-rate-limiter.ts).
 */
export interface RateLimiter {
  readonly bucket: string;
  readonly rule: RateLimitRule;
  /** Records a hit unless the key is at its limit. */
  hit(key: string): Promise<HitResult>;
  /** Takes back one hit (an attempt that turned out not to count, e.g. a good password). */
  release(hitId: string): Promise<void>;
  /** Forgets a key entirely. */
  reset(key: string): Promise<void>;
  /** How many hits the key has in the current window. */
  count(key: string): Promise<number>;
}

// Keys are emails, usernames and addresses; anything longer is stored by its digest.
const MAX_STORED_KEY = 300;
export const storedKey = (key: string) => (key.length > MAX_STORED_KEY ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key);
