import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';
import { storedKey, type Clock, type HitResult, type RateLimiter, type RateLimitRule } from './rate-limiter.js';

/** Old rows are deleted about once a minute, by whichever hit comes first. */
const PURGE_INTERVAL_MS = 60_000;

/**
 * A sliding-window log kept in PostgreSQL, so every app instance counts the same attempts.
 * Each hit runs in a transaction holding an advisory lock on its bucket and key: concurrent
 * attempts, on one instance or many, are counted one after another and never all slip under
 * the limit together.
 */
export class PostgresRateLimiter implements RateLimiter {
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    readonly bucket: string,
    readonly rule: RateLimitRule,
    private readonly now: Clock = Date.now,
    /** Maps what callers pass to the counted key, e.g. an IPv6 address to its /64. */
    private readonly keyOf: (key: string) => string = (key) => key,
    /** The longest window of any limiter, so a purge never deletes a live hit of another. */
    private readonly retainMs = rule.windowMs,
  ) {}

  async hit(rawKey: string): Promise<HitResult> {
    const key = storedKey(this.keyOf(rawKey));
    const now = this.now();
    await this.purgeNowAndThen(now);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${this.bucket}:${key}`}, 0))`);
      const [live] = await tx
        .select({ hits: count(), oldest: min(rateLimitHits.hitAt) })
        .from(rateLimitHits)
        .where(this.liveHits(key, now));
      if (live && live.hits >= this.rule.limit) {
        const oldest = live.oldest ? new Date(live.oldest).getTime() : now;
        return { allowed: false, retryAfterMs: Math.max(1, oldest + this.rule.windowMs - now) };
      }
      const [row] = await tx.insert(rateLimitHits).values({ bucket: this.bucket, key, hitAt: new Date(now) }).returning({ id: rateLimitHits.id });
      return { allowed: true, hitId: String(row!.id) };
    });
  }

  async release(hitId: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(and(eq(rateLimitHits.id, Number(hitId)), eq(rateLimitHits.bucket, this.bucket)));
  }

  async reset(rawKey: string): Promise<void> {
    const key = storedKey(this.keyOf(rawKey));
    await this.db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, this.bucket), eq(rateLimitHits.key, key)));
  }

  async count(rawKey: string): Promise<number> {
    const [live] = await this.db.select({ hits: count() }).from(rateLimitHits).where(this.liveHits(storedKey(this.keyOf(rawKey)), this.now()));
    return live?.hits ?? 0;
  }

  private liveHits(key: string, now: number) {
    return and(eq(rateLimitHits.bucket, this.bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.hitAt, new Date(now - this.rule.windowMs)));
  }

  private async purgeNowAndThen(now: number): Promise<void> {
    if (now - this.lastPurge < PURGE_INTERVAL_MS && now >= this.lastPurge) return;
    this.lastPurge = now;
    await this.db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, this.bucket), lt(rateLimitHits.hitAt, new Date(now - this.retainMs))));
  }
}
