import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema/index.js';
import {
  DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind, type NotificationPreferences,
} from '../../../shared/notification-schemas.js';

const p = notificationPreferences;

/** The column behind each kind and channel. */
export const PREFERENCE_COLUMNS: Record<NotificationKind, Record<NotificationChannel, PgColumn>> = {
  back_in_stock: { inApp: p.backInStockInApp, email: p.backInStockEmail },
  price_drop: { inApp: p.priceDropInApp, email: p.priceDropEmail },
  new_from_shop: { inApp: p.newFromShopInApp, email: p.newFromShopEmail },
  order_update: { inApp: p.orderUpdateInApp, email: p.orderUpdateEmail },
  message: { inApp: p.messageInApp, email: p.messageEmail },
};

/** The TypeScript key of a preferences column, as Drizzle's insert and update take it. */
type PreferenceKey = Exclude<keyof typeof p.$inferInsert, 'userId' | 'digestSentAt' | 'updatedAt'>;
const KEYS: Record<NotificationKind, Record<NotificationChannel, PreferenceKey>> = {
  back_in_stock: { inApp: 'backInStockInApp', email: 'backInStockEmail' },
  price_drop: { inApp: 'priceDropInApp', email: 'priceDropEmail' },
  new_from_shop: { inApp: 'newFromShopInApp', email: 'newFromShopEmail' },
  order_update: { inApp: 'orderUpdateInApp', email: 'orderUpdateEmail' },
  message: { inApp: 'messageInApp', email: 'messageEmail' },
};

export type PreferenceChanges = Partial<Record<NotificationKind, Partial<Record<NotificationChannel, boolean>>>>;

/** A shopper's choices; every default (all on) when they never changed one. */
export async function readPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const [row] = await db.select().from(p).where(eq(p.userId, userId));
  if (!row) return structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  const read = (kind: NotificationKind) => ({ inApp: row[KEYS[kind].inApp], email: row[KEYS[kind].email] });
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, read(kind)])) as NotificationPreferences;
}

/** One kind's two switches, for a writer deciding whether to write an entry or a mail. */
export async function channelsOf(db: Db, userId: number, kind: NotificationKind): Promise<Record<NotificationChannel, boolean>> {
  const { inApp, email } = PREFERENCE_COLUMNS[kind];
  const [row] = await db.select({ inApp, email }).from(p).where(eq(p.userId, userId));
  return row ? { inApp: Boolean(row.inApp), email: Boolean(row.email) } : { ...DEFAULT_NOTIFICATION_PREFERENCES[kind] };
}

/**
 * Sets the switches named and only those, in one statement: two changes of different kinds at
 * once both stay (no read-modify-write). The first change writes the row; columns not named take
 * their default, which is what the shopper had.
 */
export async function writePreferences(db: Db, userId: number, changes: PreferenceChanges, at: Date): Promise<void> {
  const set: Partial<Record<PreferenceKey, boolean>> = {};
  for (const kind of NOTIFICATION_KINDS) {
    for (const channel of ['inApp', 'email'] as const) {
      const value = changes[kind]?.[channel];
      if (value !== undefined) set[KEYS[kind][channel]] = value;
    }
  }
  if (Object.keys(set).length === 0) return;
  await db.insert(p).values({ userId, ...set, updatedAt: at })
    .onConflictDoUpdate({ target: p.userId, set: { ...set, updatedAt: at } });
}
