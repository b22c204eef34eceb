import { and, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { NotificationData, NotificationKind } from '../../../shared/notification-schemas.js';

const entryColumns = {
  id: notifications.id,
  kind: notifications.kind,
  data: notifications.data,
  productId: notifications.productId,
  sellerId: notifications.sellerId,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
};

/**
 * One page of a shopper's centre, the latest change first (notifications_user_newest_idx),
 * without the kinds they turned off in the app (the digest still writes drop entries for them).
 */
export async function pageOfNotifications(db: Db, userId: number, page: { page: number; limit: number }, hiddenKinds: NotificationKind[]) {
  const shown = and(eq(notifications.userId, userId), hiddenKinds.length ? notInArray(notifications.kind, hiddenKinds) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select(entryColumns).from(notifications).where(shown)
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(page.limit).offset((page.page - 1) * page.limit),
    db.select({ count: count() }).from(notifications).where(shown),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/**
 * Unread entries, counted no further than `cap + 1`: the LIMIT inside keeps it to that many rows
 * of the partial unread index however many a shopper lets pile up (the bell says "99+").
 */
export async function countUnread(db: Db, userId: number, cap: number): Promise<number> {
  const unread = db.select({ one: sql`1`.as('one') }).from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))).limit(cap + 1).as('unread');
  const [row] = await db.select({ count: count() }).from(unread);
  return row?.count ?? 0;
}

/** Marks the shopper's own entries read (all, or those named); others' ids match nothing. */
export async function markNotificationsRead(db: Db, userId: number, ids: number[] | 'all', at: Date): Promise<void> {
  await db.update(notifications).set({ readAt: at }).where(and(
    eq(notifications.userId, userId),
    isNull(notifications.readAt),
    ids === 'all' ? undefined : inArray(notifications.id, ids),
  ));
}

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  groupKey: string;
  data: NotificationData;
  productId?: number | null;
  sellerId?: number | null;
  orderId?: number | null;
  /** Entries no digest should carry are written already digested. */
  digestedAt?: Date | null;
}

/** Writes an entry once per shopper and group key: a repeated write (a retried move) adds nothing. */
export async function insertNotification(db: Db, entry: NewNotification): Promise<boolean> {
  const inserted = await db.insert(notifications).values(entry)
    .onConflictDoNothing({ target: [notifications.userId, notifications.groupKey] })
    .returning({ id: notifications.id });
  return inserted.length > 0;
}
