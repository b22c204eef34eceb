import { inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { addUnitsSold, recordEarning } from '../ledger/ledger.repo.js';
import type { Mailer, MailMessage, QueuedMail } from '../mail/mailer.js';
import type { ExpiredPayment } from '../payments/payment-canceller.js';
import { expireUnawaitedPayment } from '../payments/payments.repo.js';
import { recordOrderRefund } from '../ledger/refunds.js';
import type { PendingRefund } from '../payments/refunds.js';
import { releaseCodesOfOrder } from '../promotions/redemptions.repo.js';
import { notifyOrderUpdate, orderUpdateEmailOn } from '../notifications/order-updates.js';
import type { UnsubscribeCodes } from '../notifications/unsubscribe-codes.js';
import { unsubscribeFor } from '../notifications/unsubscribe-links.js';
import { trackingUrl } from '../../../shared/carriers.js';
import type { OrderUpdateStatus } from '../../../shared/notification-schemas.js';
import type { OrderReply } from '../../../shared/orders-schemas.js';
import {
  findTransition, isRefusal, type MoveRefusal, type OrderActor, type OrderEffect, type OrderMoveInput, type OrderState, type OrderStatus,
  type OrderTransition,
} from '../../../shared/order-transitions.js';
import { PAYMENT_TRANSITIONS, type PaymentMove } from '../../../shared/payment-transitions.js';
import { insertOrderEvent } from './checkout.repo.js';
import {
  cancelledMail, deliveredMail, newOrderMail, PAID_TOO_LATE, paymentReceivedMail, refundedMail, shippedMail,
} from './order-mails.js';
import { checkoutIdOf, moveOrder, releaseOrderStock } from './order-transitions.repo.js';
import { findOrder, sellerMailbox } from './orders.repo.js';

export type MoveInput = OrderMoveInput;

/** The columns a move stamps on the order besides its status, from the caller's fields. */
function stampsOf(move: MoveInput, at: Date): PgUpdateSetSource<typeof orders> {
  switch (move.action) {
    case 'ship': return { carrier: move.carrier, trackingNumber: move.trackingNumber, shippedAt: at };
    case 'deliver': return { deliveredAt: at };
    case 'markPaid': return { expiresAt: null };
    case 'cancel': return { cancelledAt: at, cancelReason: move.reason };
    case 'refund': case 'decline': return {};
  }
}

/** What the buyer hears an order reached; the other statuses are not news to them. */
const UPDATE_OF: Partial<Record<OrderStatus, OrderUpdateStatus>> = {
  processing: 'paid', shipped: 'shipped', delivered: 'delivered', cancelled: 'cancelled',
};

/** What moving an order needs besides the transaction. */
export interface OrderMoveDeps {
  mailer: Mailer;
  now: Date;
  /** Signs the unsubscribe link of the order-update mails. */
  unsubscribeCodes: UnsubscribeCodes;
}

/** The payment moves with the order where its status allows (the payment table), and stays put otherwise. */
function paymentStatusAfter(move: PaymentMove) {
  const { from, to } = PAYMENT_TRANSITIONS[move];
  return sql`case when ${inArray(orders.paymentStatus, [...from])} then ${to} else ${orders.paymentStatus} end`;
}

function noteOf(move: MoveInput): string | null {
  switch (move.action) {
    case 'cancel': return move.reason;
    case 'ship': return `${move.carrier} ${move.trackingNumber}`;
    case 'refund': return move.reason;
    default: return null;
  }
}

export interface OrderMove {
  id: number;
  /** The order as the caller saw it: the move happens only if it is still there. */
  seen: OrderState;
  actor: OrderActor;
  actorUserId: number | null;
  input: MoveInput;
}

export interface MovedOrder {
  reply: OrderReply;
  /** Queued in the transaction; the caller delivers them after the commit. */
  mails: QueuedMail[];
  /** Recorded in the transaction; the caller sends it to the provider after the commit. */
  refund: PendingRefund | null;
  /** Expired in the transaction; the caller cancels it at the provider after the commit. */
  expiredPayment: ExpiredPayment | null;
  transition: OrderTransition;
}

/** The row of the transitions table this move takes, or why there is none (the caller words the refusal). */
export const transitionOf = (move: Pick<OrderMove, 'seen' | 'actor' | 'input'>): OrderTransition | { refused: MoveRefusal } =>
  findTransition(move.seen, move.input.action, move.actor);

/**
 * The one way an order or its payment changes, inside the caller's transaction: the row of the
 * transitions table, its compare-and-set, then the row's effects in the order the table lists
 * them. Routes, the expiry sweeper and payment events all move orders through here. Null when
 * the table refuses the move or another move got there first.
 */
export async function applyOrderMove(tx: Db, deps: OrderMoveDeps, move: OrderMove): Promise<MovedOrder | null> {
  const { id, input, seen } = move;
  const transition = transitionOf(move);
  if (isRefusal(transition)) return null;
  const moved = await moveOrder(tx, {
    id, seen: seen.status, to: transition.to, paymentIn: transition.paymentIn,
    set: { ...stampsOf(input, deps.now), ...(transition.payment ? { paymentStatus: paymentStatusAfter(transition.payment) } : {}) },
  });
  if (!moved) return null;
  // Every cancel, whoever makes it (buyer, seller, admin, the expiry sweeper), gives the order's codes' uses back.
  if (transition.to === 'cancelled' && seen.status !== 'cancelled') await releaseCodesOfOrder(tx, id);

  const reason = 'reason' in input ? input.reason : null;
  let refund: PendingRefund | null = null;
  let expiredPayment: ExpiredPayment | null = null;
  const mails: QueuedMail[] = [];
  let found: Awaited<ReturnType<typeof findOrder>> | null = null;
  // Mails come last in every row (the table's spec says so), so the order they quote is final.
  const order = async () => (found ??= await findOrder(tx, id))!;
  const mail = async (message: MailMessage) => void mails.push(await deps.mailer.queue(tx, message));
  const link = deps.mailer.link;
  const buyerMail = async (write: (to: string, reply: OrderReply) => MailMessage) => {
    const { buyerEmail, reply } = await order();
    await mail(write(buyerEmail, reply));
  };
  // The buyer's order-update email switch, read once (notifyBuyer reads it with the in-app one).
  let updatesByEmail: boolean | undefined;
  const wantsUpdateMail = async () => (updatesByEmail ??= await orderUpdateEmailOn(tx, (await order()).buyerId));
  /** A mail that follows the switch, with the link that turns it off. */
  const updateMail = async (write: (to: string, reply: OrderReply, unsubscribe: ReturnType<typeof unsubscribeFor>) => MailMessage) => {
    if (!(await wantsUpdateMail())) return;
    const { buyerId } = await order();
    await buyerMail((to, reply) => write(to, reply, unsubscribeFor(deps.unsubscribeCodes, link, buyerId, 'order_update')));
  };
  const notifyBuyer = async () => {
    const status = UPDATE_OF[transition.to];
    if (!status) return;
    const { buyerId, reply } = await order();
    const told = await notifyOrderUpdate(tx, {
      userId: buyerId, orderId: id, orderNumber: reply.number, status, shopName: reply.businessName,
      ...(status === 'shipped'
        ? { carrier: reply.carrier, trackingNumber: reply.trackingNumber, trackingUrl: trackingUrl(reply.carrier, reply.trackingNumber) }
        : {}),
    });
    updatesByEmail = told.email;
  };

  const effects: Record<OrderEffect, () => Promise<void>> = {
    addTimelineEvent: () => insertOrderEvent(tx, {
      orderId: id, fromStatus: seen.status, toStatus: transition.to, actorRole: move.actor, actorUserId: move.actorUserId, action: input.action, note: noteOf(input),
    }),
    releaseStock: () => releaseOrderStock(tx, id),
    countUnitsSold: () => addUnitsSold(tx, id, 1),
    uncountUnitsSold: () => addUnitsSold(tx, id, -1),
    recordEarning: () => recordEarning(tx, id),
    refundPayment: async () => void (refund = await recordOrderRefund(tx, id, reason ?? 'Refunded')),
    expireCheckoutPayment: async () => void (expiredPayment = await expireUnawaitedPayment(tx, await checkoutIdOf(tx, id))),
    mailSellerNewOrder: async () => {
      const mailbox = await sellerMailbox(tx, (await order()).sellerId);
      if (mailbox) await mail(newOrderMail(mailbox.to, (await order()).reply, link));
    },
    notifyBuyer,
    mailBuyerPaymentReceived: () => updateMail((to, reply, unsubscribe) => paymentReceivedMail(to, reply, link, unsubscribe)),
    mailBuyerShipped: () => updateMail((to, reply, unsubscribe) => shippedMail(to, reply, link, unsubscribe)),
    mailBuyerDelivered: () => updateMail((to, reply, unsubscribe) => deliveredMail(to, reply, link, unsubscribe)),
    // A cancel that gives money back is about money returned: mailed whatever the switch (decision 018).
    mailBuyerCancelled: async () => ((await order()).reply.refund
      ? buyerMail((to, reply) => cancelledMail(to, reply, link))
      : updateMail((to, reply, unsubscribe) => cancelledMail(to, reply, link, unsubscribe))),
    mailBuyerRefunded: () => buyerMail((to, reply) => refundedMail(to, reply, `Reason: ${reason}`, link)),
    mailBuyerPaidTooLate: () => buyerMail((to, reply) => refundedMail(to, reply, PAID_TOO_LATE, link)),
  };
  for (const effect of transition.effects) await effects[effect]();
  return { reply: (await order()).reply, mails, refund, expiredPayment, transition };
}
