import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, payments } from '../../db/schema/index.js';
import { toCents } from '../../../shared/money.js';
import { insertRefund } from './payments.repo.js';

/** A refund recorded in the database, for the provider to carry out after the commit. */
export interface PendingRefund {
  refundId: number;
  provider: string;
  /** The provider's payment (a PaymentIntent id); null for a bank transfer, refunded by hand. */
  providerRef: string | null;
  amountCents: number;
  orderId: number;
}

/** Records that a paid order's total goes back to the buyer (once per order). */
export async function recordOrderRefund(tx: Db, orderId: number, reason: string): Promise<PendingRefund | null> {
  const [row] = await tx
    .select({ total: orders.total, paymentId: payments.id, provider: payments.provider, providerRef: payments.providerRef })
    .from(orders).innerJoin(payments, eq(payments.checkoutId, orders.checkoutId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const refund = await insertRefund(tx, { paymentId: row.paymentId, orderId, amount: row.total, reason });
  if (!refund) return null;
  return { refundId: refund.id, provider: row.provider, providerRef: row.providerRef, amountCents: toCents(row.total), orderId };
}
