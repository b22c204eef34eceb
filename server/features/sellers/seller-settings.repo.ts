import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellers } from '../../db/schema/index.js';
import { shopNameColumns } from './shop-names.js';

/** Who owns a seller record and its payout settings: what an update is checked against. */
export async function findSellerForUpdate(db: Db, sellerId: number) {
  const [row] = await db
    .select({
      id: sellers.id,
      userId: sellers.userId,
      businessNameKey: sellers.businessNameKey,
      paymentGateway: sellers.paymentGateway,
      stripeAccountId: sellers.stripeAccountId,
      paypalClientId: sellers.paypalClientId,
      hasPaypalEmail: sql<boolean>`(${sellers.payoutPaypalSealed} is not null)`.mapWith(Boolean),
      profileImage: sellers.profileImage,
      coverImage: sellers.coverImage,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  return row ?? null;
}

export type SellerChanges = Partial<Pick<typeof sellers.$inferInsert,
  | 'businessName' | 'specialty' | 'description' | 'businessEmail' | 'businessPhone' | 'businessAddress'
  | 'paymentGateway' | 'stripeAccountId' | 'paypalClientId' | 'payoutMethod' | 'profileImage' | 'coverImage'
  | 'payoutPaypalSealed' | 'payoutPaypalMasked' | 'payoutBankSealed' | 'payoutBankMasked' | 'payoutEmailPaypal' | 'payoutBankAccount'
  | 'returnsAccepted' | 'returnWindowDays' | 'returnShippingPaidBy'>>;

/** A new name is stored with its key, whose unique index refuses a name another shop has. */
export async function updateSeller(db: Db, sellerId: number, changes: SellerChanges): Promise<void> {
  const name = changes.businessName === undefined ? {} : shopNameColumns(changes.businessName);
  await db.update(sellers).set({ ...changes, ...name, updatedAt: new Date() }).where(eq(sellers.id, sellerId));
}

/** The stored values of the fields a change touches: the audit trail's "before". */
export async function findSellerValues(db: Db, sellerId: number, fields: Array<keyof SellerChanges>): Promise<Record<string, unknown>> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return Object.fromEntries(fields.map((field) => [field, row?.[field] ?? null]));
}

/**
 * Payout details still stored plain (from before they were sealed, or the demo seed's): sealed by
 * `seal` at start-up. Each row is written only if it still holds what was read, so several
 * instances starting at once seal it once.
 */
export async function sealPlainPayoutDetails(db: Db, seal: (plain: { email: string | null; bank: string | null }) => SellerChanges): Promise<number> {
  const rows = await db.select({ id: sellers.id, email: sellers.payoutEmailPaypal, bank: sellers.payoutBankAccount }).from(sellers)
    .where(sql`${sellers.payoutEmailPaypal} is not null or ${sellers.payoutBankAccount} is not null`);
  let sealed = 0;
  for (const row of rows) {
    const changes = seal(row);
    if (Object.keys(changes).length === 0) continue;
    const done = await db.update(sellers).set(changes)
      .where(sql`${sellers.id} = ${row.id} and ${sellers.payoutEmailPaypal} is not distinct from ${row.email}
        and ${sellers.payoutBankAccount} is not distinct from ${row.bank}`).returning({ id: sellers.id });
    sealed += done.length;
  }
  return sealed;
}
