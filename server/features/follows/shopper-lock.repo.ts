import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Takes the shopper's account row for a write that adds a favourite, a follow or an alert. Like
 * holdAccountOpen (decision 017), an account deletion waits for the write or the write finds the
 * account gone (false). Stronger than its share lock: one such write per shopper at a time, so a
 * cap counted inside the transaction holds under a double tap. NO KEY UPDATE leaves the key-share
 * locks of other tables' foreign keys (an order being placed) unblocked.
 */
export async function lockShopperForWrite(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('no key update');
  return row !== undefined;
}
