import type { Db } from '../../db/client.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import type { UnsubscribeCodes } from '../notifications/unsubscribe-codes.js';
import type { PaymentEvent, PaymentEventHandler, PaymentEventResult } from '../payments/payment-event.js';
import { lockPayment, recordPaymentEvent, setPayment } from '../payments/payments.repo.js';
import type { RefundSender } from '../payments/refund-sender.js';
import type { PendingRefund } from '../payments/refunds.js';
import { PAYMENT_TRANSITIONS, paymentMayMove, settledPaymentMove } from '../../../shared/payment-transitions.js';
import { PAID_TOO_LATE } from './order-mails.js';
import { applyOrderMove, type OrderMove } from './order-moves.js';
import { orderStateOf, ordersOfCheckout } from './order-transitions.repo.js';

/**
 * How orders react to a payment, for every provider's webhook. In one transaction: the event id
 * is recorded (a duplicate stops here), the payment is locked, and its orders move through the
 * transitions table like any other move. A success pays the pending orders and refunds any
 * already cancelled (expired) one; a failure marks the payment failed and leaves the orders
 * waiting, so the shopper may try again until they expire. A failure after a success changes nothing.
 */
export function createPaymentEvents(deps: {
  db: Db; mailer: Mailer; unsubscribeCodes: UnsubscribeCodes; sendRefunds: RefundSender; now?: () => Date;
}): PaymentEventHandler {
  const { db, mailer, unsubscribeCodes } = deps;
  const now = deps.now ?? (() => new Date());

  async function inTransaction(tx: Db, event: PaymentEvent) {
    const none = { result: 'ignored' as PaymentEventResult, mails: [] as QueuedMail[], refunds: [] as PendingRefund[] };
    if (!(await recordPaymentEvent(tx, { provider: event.provider, eventId: event.eventId, type: event.type, payload: event.payload }))) {
      return { ...none, result: 'duplicate' as const };
    }
    if (!event.outcome) return none;
    const payment = await lockPayment(tx, event.payment);
    if (!payment || payment.provider !== event.provider) return none;
    const system = (order: Pick<OrderMove, 'id' | 'seen' | 'input'>) =>
      applyOrderMove(tx, { mailer, unsubscribeCodes, now: now() }, { ...order, actor: 'system', actorUserId: null });

    if (event.outcome === 'failed') {
      if (!paymentMayMove('decline', payment.status)) return none;
      await setPayment(tx, payment.id, { status: PAYMENT_TRANSITIONS.decline.to });
      for (const { id, ...seen } of await ordersOfCheckout(tx, payment.checkoutId)) {
        if (seen.status === 'pending') await system({ id, seen, input: { action: 'decline' } });
      }
      return { ...none, result: 'handled' as const };
    }

    if (!paymentMayMove('pay', payment.status)) return none;
    const orders = await ordersOfCheckout(tx, payment.checkoutId);
    const mails: QueuedMail[] = [];
    const refunds: PendingRefund[] = [];
    for (const { id, ...seen } of orders) {
      let state = seen;
      if (state.status === 'pending') {
        const paid = await system({ id, seen: state, input: { action: 'markPaid' } });
        if (paid) {
          mails.push(...paid.mails);
          continue;
        }
        // The sweeper (or the buyer) cancelled it while this event waited for the row.
        state = (await orderStateOf(tx, id)) ?? state;
      }
      if (state.status === 'cancelled') {
        const refunded = await system({ id, seen: state, input: { action: 'refund', reason: PAID_TOO_LATE } });
        if (!refunded?.refund) continue;
        refunds.push(refunded.refund);
        mails.push(...refunded.mails);
      }
    }
    await setPayment(tx, payment.id, { status: PAYMENT_TRANSITIONS[settledPaymentMove(orders.length, refunds.length)].to });
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
