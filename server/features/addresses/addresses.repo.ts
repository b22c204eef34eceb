import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedAddresses, users } from '../../db/schema/index.js';
import type { ShippingAddress } from '../../../shared/orders-schemas.js';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;

/** Every query names the owner: someone else's address is never read or written. */
const owned = (userId: number, id: number) => and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId));

/** The default first, then the newest. */
export function listAddresses(db: Db, userId: number): Promise<SavedAddressRow[]> {
  return db.select().from(savedAddresses).where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), desc(savedAddresses.id));
}

export async function findAddress(db: Db, userId: number, id: number): Promise<SavedAddressRow | null> {
  const [row] = await db.select().from(savedAddresses).where(owned(userId, id)).limit(1);
  return row ?? null;
}

/**
 * Holds the person's user row until the transaction ends, so two requests cannot both count 9
 * addresses and both add a tenth-and-eleventh, nor leave two defaults or none.
 */
export async function lockAddressBook(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
  return row?.total ?? 0;
}

export async function insertAddress(tx: Db, userId: number, address: ShippingAddress, isDefault: boolean): Promise<SavedAddressRow> {
  const [row] = await tx.insert(savedAddresses).values({ userId, ...address, isDefault }).returning();
  return row!;
}

export async function updateAddress(tx: Db, userId: number, id: number, address: ShippingAddress): Promise<SavedAddressRow | null> {
  const [row] = await tx.update(savedAddresses).set({ ...address, updatedAt: new Date() }).where(owned(userId, id)).returning();
  return row ?? null;
}

export async function deleteAddress(tx: Db, userId: number, id: number): Promise<SavedAddressRow | null> {
  const [row] = await tx.delete(savedAddresses).where(owned(userId, id)).returning();
  return row ?? null;
}

/** Makes this one the default: the old default is cleared first, as the one-default index requires. */
export async function makeDefault(tx: Db, userId: number, id: number): Promise<SavedAddressRow | null> {
  await tx.update(savedAddresses).set({ isDefault: false })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true), ne(savedAddresses.id, id)));
  const [row] = await tx.update(savedAddresses).set({ isDefault: true }).where(owned(userId, id)).returning();
  return row ?? null;
}

/** The newest address left, once the default has gone. */
export async function newestAddress(tx: Db, userId: number): Promise<SavedAddressRow | null> {
  const [row] = await tx.select().from(savedAddresses).where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id)).limit(1);
  return row ?? null;
}
