import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { EARNINGS_HOLD_DAYS } from '../../../shared/payout-schemas.js';

const DAY_MS = 86_400_000;

/**
 * Moves a delivered order's delivery `days` into the past (by default just past the earnings hold),
 * as if that time had gone by since the buyer or the seller marked it delivered.
 */
export async function deliveredDaysAgo(db: Db, orderId: number, days = EARNINGS_HOLD_DAYS): Promise<void> {
  const moved = await db.update(orders).set({ deliveredAt: new Date(Date.now() - days * DAY_MS - 1000) })
    .where(eq(orders.id, orderId)).returning({ deliveredAt: orders.deliveredAt });
  if (moved.length !== 1) throw new Error(`Order ${orderId} not found`);
}
