import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellers } from '../../db/schema/index.js';
import { shopNameColumns } from './shop-names.js';

/** Who owns a seller record and its payment settings: what an update is checked against. */
export async function findSellerForUpdate(db: Db, sellerId: number) {
  const [row] = await db
    .select({
      id: sellers.id,
      userId: sellers.userId,
      paymentGateway: sellers.paymentGateway,
      stripeAccountId: sellers.stripeAccountId,
      paypalClientId: sellers.paypalClientId,
      payoutEmailPaypal: sellers.payoutEmailPaypal,
      squareApplicationId: sellers.squareApplicationId,
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
  | 'paymentGateway' | 'stripeAccountId' | 'stripePublishableKey' | 'paypalClientId' | 'paypalClientSecret'
  | 'payoutEmailPaypal' | 'squareApplicationId' | 'payoutMethod' | 'profileImage' | 'coverImage'>>;

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
