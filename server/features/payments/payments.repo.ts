import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkouts, orders, paymentEvents, payments, refunds } from '../../db/schema/index.js';
import { PAYMENT_TRANSITIONS } from '../../../shared/payment-transitions.js';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(tx: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** The checkout's payment, locked: two events for one checkout are handled one after the other. */
export async function lockPayment(tx: Db, where: { checkoutId: number } | { provider: string; providerRef: string }): Promise<PaymentRow | null> {
  const condition = 'checkoutId' in where
    ? eq(payments.checkoutId, where.checkoutId)
    : and(eq(payments.provider, where.provider), eq(payments.providerRef, where.providerRef));
  const [row] = await tx.select().from(payments).where(condition).for('update');
  return row ?? null;
}

export async function findPaymentOfCheckout(db: Db, checkoutId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  return row ?? null;
}

export async function setPayment(tx: Db, id: number, values: Partial<Pick<PaymentRow, 'status' | 'providerRef'>>): Promise<void> {
  await tx.update(payments).set({ ...values, updatedAt: sql`now()` }).where(eq(payments.id, id));
}

/** True the first time an event id is seen: providers deliver at least once. */
export async function recordPaymentEvent(tx: Db, event: { provider: string; eventId: string; type: string; payload: unknown }): Promise<boolean> {
  const inserted = await tx.insert(paymentEvents).values(event).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
  return inserted.length === 1;
}

export async function ordersOfPayment(tx: Db, checkoutId: number) {
  return tx.select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus, total: orders.total })
    .from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id));
}

/** One refund per order (unique): a second attempt records nothing and answers null. */
export async function insertRefund(tx: Db, values: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setRefundReference(db: Db, refundId: number, providerRef: string): Promise<void> {
  await db.update(refunds).set({ providerRef }).where(eq(refunds.id, refundId));
}

export async function checkoutOfNumber(db: Db, number: string) {
  const [row] = await db.select({ id: checkouts.id, userId: checkouts.userId, number: checkouts.number, paymentMethod: checkouts.paymentMethod })
    .from(checkouts).where(eq(checkouts.number, number));
  return row ?? null;
}

/**
 * Once none of a checkout's orders awaits payment any more (they expired or were cancelled), its
 * unpaid payment expires; answers it so the provider's side can be cancelled after the commit.
 * The sweeper calls this holding order locks, while a payment event locks the payment and then
 * its orders: a payment someone holds is skipped (that event settles it) rather than waited for.
 */
export async function expireUnawaitedPayment(tx: Db, checkoutId: number): Promise<Pick<PaymentRow, 'provider' | 'providerRef'> | null> {
  const [payment] = await tx.select({ id: payments.id }).from(payments)
    .where(and(eq(payments.checkoutId, checkoutId), inArray(payments.status, [...PAYMENT_TRANSITIONS.expire.from])))
    .for('update', { skipLocked: true });
  if (!payment) return null;
  const [row] = await tx.update(payments).set({ status: PAYMENT_TRANSITIONS.expire.to, updatedAt: sql`now()` })
    .where(and(
      eq(payments.id, payment.id),
      sql`not exists (select 1 from ${orders} where ${orders.checkoutId} = ${checkoutId} and ${orders.status} = 'pending')`,
    ))
    .returning({ provider: payments.provider, providerRef: payments.providerRef });
  return row ?? null;
}
