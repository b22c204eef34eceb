import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountTokens, cartItems, checkouts, favourites, notificationPreferences, notifications, orders, passwordResetTokens, reviewHelpfulVotes,
  reviewReports, reviews, savedAddresses, sellerApplications, sellers, sessions, shopFollows, stockAlerts, users,
} from '../../db/schema/index.js';

/** Orders a seller still has to fulfil or a payment still decides: the account must wait for them. */
const IN_PROGRESS = ['pending', 'processing', 'shipped'] as const;

export async function hasOrdersInProgress(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...IN_PROGRESS])))
    .limit(1);
  return row !== undefined;
}

export async function runsShop(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId)).limit(1);
  return row !== undefined;
}

/** The name and phone a shipping address carried, replaced; the place stays for the tax records. */
export const ANONYMOUS_ADDRESS = { fullName: 'Deleted customer', phone: '' } as const;

/**
 * Removes the person from the account's row and the records that keep it: the row itself stays
 * (orders refer to it) under a name and address that say nothing, unusable for signing in.
 */
export async function anonymiseUser(db: Db, userId: number, unusablePasswordHash: string, now: Date): Promise<void> {
  const anonymous = JSON.stringify(ANONYMOUS_ADDRESS);
  await db
    .update(users)
    .set({
      username: `deleted-${userId}`,
      email: `deleted-${userId}@deleted.invalid`,
      password: unusablePasswordHash,
      firstName: null,
      lastName: null,
      isActive: false,
      emailVerified: false,
      lastLogin: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db
    .update(orders)
    .set({ shippingAddress: sql`${orders.shippingAddress} || ${anonymous}::jsonb`, updatedAt: now })
    .where(eq(orders.userId, userId));
  // The checkout keeps its reply for replays; the addresses inside it go too.
  await db
    .update(checkouts)
    .set({
      shippingAddress: sql`${checkouts.shippingAddress} || ${anonymous}::jsonb`,
      response: sql`case when jsonb_typeof(${checkouts.response} -> 'orders') = 'array' then jsonb_set(${checkouts.response}, '{orders}', coalesce((
        select jsonb_agg(case when jsonb_typeof(o -> 'shippingAddress') = 'object'
          then jsonb_set(o, '{shippingAddress}', (o -> 'shippingAddress') || ${anonymous}::jsonb) else o end)
        from jsonb_array_elements(${checkouts.response} -> 'orders') as o), '[]'::jsonb)) else ${checkouts.response} end`,
    })
    .where(eq(checkouts.userId, userId));
}

/**
 * Deletion takes the account's row first, so a write of the person's already past the session
 * check (holdAccountOpen) either commits before the deletion reads what to delete, or waits and
 * finds the account gone.
 */
export async function lockAccountForDeletion(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * For a person's own writes that deletion removes (reviews, votes, reports): a share lock on the
 * account's row for the writing transaction. False when the account is deleted (its session may
 * have been checked just before).
 */
export async function holdAccountOpen(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('share');
  return row !== undefined;
}

/** What the account leaves that is of no use to anyone once it is gone. */
export async function deleteAccountBelongings(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  await db.delete(savedAddresses).where(eq(savedAddresses.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await db.delete(sellerApplications).where(eq(sellerApplications.userId, userId));
  await deleteReviewsAndVotes(db, userId);
  // The row stays (soft delete), so nothing cascades: what they kept and heard goes here. The
  // follower counts drop with the follows (trigger), and no fan-out finds them any more.
  await db.delete(favourites).where(eq(favourites.userId, userId));
  await db.delete(shopFollows).where(eq(shopFollows.userId, userId));
  await db.delete(stockAlerts).where(eq(stockAlerts.userId, userId));
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

/**
 * The person's reviews, helpful votes and reports: their words are their data. The votes and open
 * reports leave the counts on other people's reviews; the ratings follow the deleted reviews by
 * the tally trigger.
 */
async function deleteReviewsAndVotes(db: Db, userId: number): Promise<void> {
  await db.update(reviews).set({ helpfulCount: sql`greatest(${reviews.helpfulCount} - 1, 0)` })
    .where(inArray(reviews.id, db.select({ id: reviewHelpfulVotes.reviewId }).from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.userId, userId))));
  await db.update(reviews).set({ openReports: sql`greatest(${reviews.openReports} - 1, 0)` })
    .where(inArray(reviews.id, db.select({ id: reviewReports.reviewId }).from(reviewReports)
      .where(and(eq(reviewReports.userId, userId), isNull(reviewReports.resolvedAt)))));
  await db.delete(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.userId, userId));
  await db.delete(reviewReports).where(eq(reviewReports.userId, userId));
  await db.delete(reviews).where(eq(reviews.userId, userId));
}
