import { and, asc, eq, gt, inArray, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationPreferences, notifications, users } from '../../db/schema/index.js';

const p = notificationPreferences;
const n = notifications;

/** Drops waiting for a digest (notifications_undigested_idx). */
const undigestedDrop = and(eq(n.kind, 'new_from_shop'), isNull(n.digestedAt));
/** A shopper who may be mailed: the account is open, and new drops by email are on (no row: on). */
const mailable = and(isNull(users.deletedAt), eq(users.isActive, true), sql`coalesce(${p.newFromShopEmail}, true)`)!;

/**
 * The next shoppers, in user order after `after`, with drops no digest carried yet, who want them
 * by email and were last sent one at or before `dueBefore` (or never).
 */
export async function digestCandidates(db: Db, input: { after: number; dueBefore: Date; limit: number }): Promise<number[]> {
  const rows = await db.selectDistinct({ userId: n.userId }).from(n)
    .innerJoin(users, eq(users.id, n.userId))
    .leftJoin(p, eq(p.userId, n.userId))
    .where(and(undigestedDrop, gt(n.userId, input.after), mailable, or(isNull(p.digestSentAt), lte(p.digestSentAt, input.dueBefore))))
    .orderBy(asc(n.userId))
    .limit(input.limit);
  return rows.map((row) => row.userId);
}

/**
 * The shopper's undigested drops, oldest first, locked for the digest's transaction: a second
 * instance reading them waits, then finds them digested; a fan-out adding to one waits too.
 */
export async function lockUndigestedDrops(db: Db, userId: number, limit: number) {
  return db.select({ id: n.id, sellerId: n.sellerId, productId: n.productId, data: n.data }).from(n)
    .where(and(eq(n.userId, userId), undigestedDrop))
    .orderBy(asc(n.id)).limit(limit).for('update');
}

/**
 * Claims the shopper's digest: sets `digest_sent_at` only if the last one is due (or there was
 * none) and new drops by email are still on. Compare-and-set on the preferences row, so of two
 * instances only one gets `true`; the row is written now if the shopper never changed a switch.
 */
export async function claimDigest(db: Db, userId: number, at: Date, dueBefore: Date): Promise<boolean> {
  const claimed = await db.insert(p).values({ userId, digestSentAt: at })
    .onConflictDoUpdate({
      target: p.userId,
      set: { digestSentAt: at },
      setWhere: and(eq(p.newFromShopEmail, true), or(isNull(p.digestSentAt), lte(p.digestSentAt, dueBefore))),
    })
    .returning({ userId: p.userId });
  return claimed.length > 0;
}

export async function markDigested(db: Db, ids: number[], at: Date): Promise<void> {
  if (ids.length) await db.update(n).set({ digestedAt: at }).where(inArray(n.id, ids));
}

export async function mailboxOf(db: Db, userId: number) {
  const [row] = await db.select({ email: users.email, firstName: users.firstName }).from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.isActive, true)));
  return row ?? null;
}

/**
 * Drops of shoppers who want no digest (email off, account closed) are marked as if sent, so they
 * never pile up in the waiting index nor arrive all at once when the switch goes back on.
 * Answers how many were marked (at most `limit`).
 */
export async function markUnwantedDrops(db: Db, at: Date, limit: number): Promise<number> {
  const unwanted = db.select({ id: n.id }).from(n)
    .innerJoin(users, eq(users.id, n.userId))
    .leftJoin(p, eq(p.userId, n.userId))
    .where(and(undigestedDrop, not(mailable)))
    .limit(limit);
  const marked = await db.update(n).set({ digestedAt: at }).where(inArray(n.id, unwanted)).returning({ id: n.id });
  return marked.length;
}
