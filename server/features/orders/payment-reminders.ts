import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkouts, orders, users } from '../../db/schema/index.js';
import { fromCents, toCents } from '../../../shared/money.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import { paymentReminderMail } from './order-mails.js';

/** How long before an unpaid bank transfer's orders are cancelled the buyer is reminded. */
export const PAYMENT_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * Claims up to `limit` unpaid bank-transfer checkouts whose first pending order expires within
 * a day (and has not yet), stamping each as reminded. The stamp is the claim: one UPDATE ...
 * WHERE payment_reminder_sent_at IS NULL, with SKIP LOCKED, so of several instances sweeping at
 * once exactly one reminds each checkout, and never again.
 */
async function claimDueReminders(tx: Db, now: Date, limit: number) {
  const soon = new Date(now.getTime() + PAYMENT_REMINDER_BEFORE_MS);
  const result = await tx.execute(sql`
    UPDATE ${checkouts} SET payment_reminder_sent_at = ${now.toISOString()}::timestamptz
    WHERE id IN (
      SELECT c.id FROM ${checkouts} c
      WHERE c.payment_method = 'bank_transfer' AND c.payment_reminder_sent_at IS NULL
        AND EXISTS (SELECT 1 FROM ${orders} o WHERE o.checkout_id = c.id AND o.status = 'pending'
                    AND o.expires_at > ${now.toISOString()}::timestamptz AND o.expires_at <= ${soon.toISOString()}::timestamptz)
      ORDER BY c.id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ) AND payment_reminder_sent_at IS NULL
    RETURNING id, number, user_id`);
  return (result as unknown as { rows: Array<{ id: number; number: string; user_id: number }> }).rows;
}

/** What is still owed on a checkout (its pending orders), and when the first of them is cancelled. */
async function stillOwed(tx: Db, checkoutId: number) {
  const rows = await tx
    .select({ total: orders.total, expiresAt: orders.expiresAt })
    .from(orders).where(sql`${orders.checkoutId} = ${checkoutId} AND ${orders.status} = 'pending'`);
  const expiries = rows.map((row) => row.expiresAt).filter((at): at is Date => at !== null).map((at) => at.getTime());
  return { amount: fromCents(rows.reduce((sum, row) => sum + toCents(row.total), 0)), expiresAt: new Date(Math.min(...expiries)) };
}

/** Queues, inside `tx`, one reminder per unpaid bank-transfer checkout about to be cancelled. */
export async function queuePaymentReminders(
  tx: Db, deps: { mailer: Mailer; bankTransferDetails: string; now: Date; limit: number },
): Promise<QueuedMail[]> {
  const mails: QueuedMail[] = [];
  for (const checkout of await claimDueReminders(tx, deps.now, deps.limit)) {
    const [buyer] = await tx.select({ email: users.email, firstName: users.firstName, username: users.username })
      .from(users).where(sql`${users.id} = ${checkout.user_id}`);
    if (!buyer) continue;
    const owed = await stillOwed(tx, checkout.id);
    mails.push(await deps.mailer.queue(tx, paymentReminderMail(buyer.email, buyer.firstName || buyer.username, {
      number: checkout.number, grandTotal: owed.amount, bankDetails: deps.bankTransferDetails, expiresAt: owed.expiresAt,
    }, deps.mailer.link)));
  }
  return mails;
}
