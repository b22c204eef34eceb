import type { Db } from '../../db/client.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import { applyOrderMove } from '../orders/order-moves.js';
import { refundedMail } from '../orders/order-mails.js';
import { findOrder } from '../orders/orders.repo.js';
import {
  lockPayment, markAwaitingOrdersFailed, orderStatusOf, ordersOfPayment, recordPaymentEvent, setOrderPaymentStatus, setPayment,
} from './payments.repo.js';
import type { RefundSender } from './refund-sender.js';
import { recordOrderRefund, type PendingRefund } from './refunds.js';

/** A provider's word on a payment, already verified (signature, freshness) by that provider's route. */
export interface PaymentEvent {
  provider: 'demo' | 'stripe';
  /** The provider's event id: a delivery seen before changes nothing. */
  eventId: string;
  type: string;
  /** What the event means for us; null for events we record and ignore. */
  outcome: 'succeeded' | 'failed' | null;
  payment: { checkoutId: number } | { provider: string; providerRef: string };
  payload: unknown;
}

export type PaymentEventResult = 'handled' | 'duplicate' | 'ignored';

const PAID_TOO_LATE = 'The payment arrived after the order was cancelled, so it goes back to you.';

/**
 * One handler for every provider's webhook. In one transaction: the event id is recorded (a
 * duplicate stops here), the payment is locked, and its orders move. A success pays the pending
 * orders and refunds any already cancelled (expired) one; a failure marks the payment failed and
 * leaves the orders waiting, so the shopper may try again until they expire. A failure after a
 * success changes nothing.
 */
export function createPaymentEvents(deps: { db: Db; mailer: Mailer; sendRefunds: RefundSender; now?: () => Date }) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  async function inTransaction(tx: Db, event: PaymentEvent) {
    const none = { result: 'ignored' as PaymentEventResult, mails: [] as QueuedMail[], refunds: [] as PendingRefund[] };
    if (!(await recordPaymentEvent(tx, { provider: event.provider, eventId: event.eventId, type: event.type, payload: event.payload }))) {
      return { ...none, result: 'duplicate' as const };
    }
    if (!event.outcome) return none;
    const payment = await lockPayment(tx, event.payment);
    if (!payment || payment.provider !== event.provider) return none;

    if (event.outcome === 'failed') {
      if (payment.status !== 'pending' && payment.status !== 'failed') return none;
      await setPayment(tx, payment.id, { status: 'failed' });
      await markAwaitingOrdersFailed(tx, payment.checkoutId);
      return { ...none, result: 'handled' as const };
    }

    // An expired payment can still succeed (a tab opened before the expiry): its money goes back.
    if (!['pending', 'failed', 'expired'].includes(payment.status)) return none;
    const orders = await ordersOfPayment(tx, payment.checkoutId);
    const mails: QueuedMail[] = [];
    const refunds: PendingRefund[] = [];
    for (const order of orders) {
      let status = order.status;
      if (status === 'pending') {
        const moved = await applyOrderMove(tx, { mailer, now: now() }, {
          id: order.id, seen: 'pending', actor: 'system', actorUserId: null, input: { action: 'markPaid' },
        });
        if (moved) {
          mails.push(...moved.mails);
          continue;
        }
        // The sweeper (or the buyer) cancelled it while this event waited for the row.
        status = (await orderStatusOf(tx, order.id)) ?? status;
      }
      if (status === 'cancelled') {
        const refund = await recordOrderRefund(tx, order.id, PAID_TOO_LATE);
        if (!refund) continue;
        refunds.push(refund);
        await setOrderPaymentStatus(tx, order.id, 'refunded');
        const found = (await findOrder(tx, order.id))!;
        mails.push(await mailer.queue(tx, refundedMail(found.buyerEmail, found.reply, PAID_TOO_LATE)));
      }
    }
    const status = refunds.length === 0 ? 'paid' : refunds.length === orders.length ? 'refunded' : 'partially_refunded';
    await setPayment(tx, payment.id, { status });
    return { result: 'handled' as const, mails, refunds };
  }

  return {
    async handle(event: PaymentEvent): Promise<PaymentEventResult> {
      const { result, mails, refunds } = await db.transaction((tx) => inTransaction(tx, event));
      for (const mail of mails) mailer.deliver(mail);
      await deps.sendRefunds(refunds);
      return result;
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
