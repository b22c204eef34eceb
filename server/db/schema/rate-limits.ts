import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every counted attempt of the authentication rate limits, shared by all app instances: a failed
 * sign-in on one instance counts on the others. Rows older than the longest window are deleted.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: varchar('bucket', { length: 40 }).notNull(),
    key: varchar('key', { length: 320 }).notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_hits_bucket_key_idx').on(t.bucket, t.key, t.hitAt), index('rate_limit_hits_hit_at_idx').on(t.hitAt)],
);
