import { sql, type SQL } from 'drizzle-orm';

/**
 * What counts as a sale, for every figure that sums them (a seller's dashboard, the admin
 * overview): an order paid and still standing, so a refund or a cancellation takes it back, and
 * an unpaid bank transfer is an order but not yet revenue. `orders` is the name the query gives
 * the orders table.
 */
export function isSale(orders = 'orders'): SQL {
  return sql.raw(`${orders}.status <> 'cancelled' and ${orders}.payment_status = 'paid'`);
}
