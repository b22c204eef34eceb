import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellers, users } from '../../db/schema/index.js';

/** Where a shop's owner is told that its endpoint was turned off. */
export async function shopOwnerEmail(db: Db, sellerId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(eq(sellers.id, sellerId));
  return row?.email ?? null;
}
