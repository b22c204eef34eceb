import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { orders } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import type { SessionUser } from '../accounts/session.repo.js';
import { recordAudit, type AuditActor } from '../admin/audit.repo.js';
import type { Mailer, MailMessage, QueuedMail } from '../mail/mailer.js';
import { buyerView, ORDER_MESSAGES, type OrderReply } from '../../../shared/orders-schemas.js';
import {
  statusesAllowing, targetOf, type OrderAction, type OrderActor, type OrderStatus,
} from '../../../shared/order-transitions.js';
import { insertOrderEvent } from './checkout.repo.js';
import { cancelledMail, newOrderMail, shippedMail } from './order-mails.js';
import { findOrderParties, moveOrder, releaseOrderStock } from './order-transitions.repo.js';
import { findOrder, ordersOfBuyer, ordersOfSeller, ordersWithStatus, pageOfOrders, sellerMailbox } from './orders.repo.js';

export type MoveInput =
  | { action: 'ship'; carrier: string; trackingNumber: string }
  | { action: 'deliver' }
  | { action: 'cancel'; reason: string }
  | { action: 'markPaid' };

const notAllowed = () => new AppError('conflict', ORDER_MESSAGES.notAllowed, { code: 'transition_not_allowed' });
const orderNotFound = () => notFound('Order');

/** The roles a user holds on one order; none means the order is not theirs to see. */
function rolesOn(user: SessionUser, order: { userId: number; sellerId: number }): OrderActor[] {
  const roles: OrderActor[] = [];
  if (user.role === 'admin') roles.push('admin');
  if (user.sellerId !== null && user.sellerId === order.sellerId) roles.push('seller');
  if (order.userId === user.id) roles.push('buyer');
  return roles;
}

function fieldsOf(move: MoveInput, at: Date): PgUpdateSetSource<typeof orders> {
  switch (move.action) {
    case 'ship': return { carrier: move.carrier, trackingNumber: move.trackingNumber, shippedAt: at };
    case 'deliver': return { deliveredAt: at };
    case 'markPaid': return { paymentStatus: 'paid', expiresAt: null };
    case 'cancel': return {
      cancelledAt: at, cancelReason: move.reason,
      // A paid order cancelled is refunded (by hand for bank transfers, for now).
      paymentStatus: sql`case when payment_status = 'paid' then 'refunded' else payment_status end`,
    };
  }
}

const noteOf = (move: MoveInput) =>
  move.action === 'cancel' ? move.reason : move.action === 'ship' ? `${move.carrier} ${move.trackingNumber}` : null;

export function createOrdersService(deps: { db: Db; mailer: Mailer; now?: () => Date }) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  /** Moves an order by the transitions table; mail and audit share the transaction. */
  async function move(user: SessionUser, id: number, input: MoveInput, audit?: AuditActor): Promise<OrderReply> {
    const order = await findOrderParties(db, id);
    const roles = order ? rolesOn(user, order) : [];
    if (!order || !roles.length) throw orderNotFound();
    const action: OrderAction = input.action;
    const actor = roles.find((role) => statusesAllowing(action, role).includes(order.status));
    if (!actor) throw notAllowed();
    const to = targetOf(action);

    const { reply, mails } = await db.transaction(async (tx) => {
      const moved = await moveOrder(tx, {
        id, seen: order.status, allowedFrom: statusesAllowing(action, actor), to, set: fieldsOf(input, now()),
      });
      if (!moved) throw notAllowed();
      await insertOrderEvent(tx, { orderId: id, fromStatus: order.status, toStatus: to, actorRole: actor, actorUserId: user.id, note: noteOf(input) });
      if (to === 'cancelled') await releaseOrderStock(tx, id);
      if (audit && action === 'markPaid') {
        await recordAudit(tx, audit, { action: 'order.mark_paid', entityType: 'order', entityId: id, before: { status: order.status }, after: { status: to, paymentStatus: 'paid' } });
      }
      const found = (await findOrder(tx, id))!;
      const queued: QueuedMail[] = [];
      const queue = async (message: MailMessage) => void queued.push(await mailer.queue(tx, message));
      if (action === 'ship') await queue(shippedMail(found.buyerEmail, found.reply));
      if (action === 'cancel') await queue(cancelledMail(found.buyerEmail, found.reply));
      if (action === 'markPaid') {
        const mailbox = await sellerMailbox(tx, found.sellerId);
        if (mailbox) await queue(newOrderMail(mailbox.to, found.reply));
      }
      return { reply: found.reply, mails: queued };
    });
    for (const mail of mails) mailer.deliver(mail);
    return actor === 'buyer' ? buyerView(reply) : reply;
  }

  return {
    move,

    async get(user: SessionUser, id: number): Promise<OrderReply> {
      const found = await findOrder(db, id);
      const roles = found ? rolesOn(user, { userId: found.buyerId, sellerId: found.sellerId }) : [];
      if (!found || !roles.length) throw orderNotFound();
      return roles.includes('buyer') && roles.length === 1 ? buyerView(found.reply) : found.reply;
    },

    async listForBuyer(userId: number, query: { page: number; pageSize: number; status?: OrderStatus }) {
      const page = await pageOfOrders(db, ordersOfBuyer(userId, query.status), query);
      return { ...page, rows: page.rows.map(buyerView) };
    },
    listForSeller: (sellerId: number, query: { page: number; pageSize: number; status?: OrderStatus }) =>
      pageOfOrders(db, ordersOfSeller(sellerId, query.status), query),
    listAll: (query: { page: number; pageSize: number; status?: OrderStatus }) =>
      pageOfOrders(db, ordersWithStatus(query.status), query),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
