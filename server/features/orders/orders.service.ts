import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { SessionUser } from '../../kernel/session.repo.js';
import { auditAdminAction, type Acting } from '../../kernel/audit-rule.js';
import type { AuditAction } from '../../../shared/admin-schemas.js';
import type { AuditActor } from '../../kernel/audit.repo.js';
import type { Mailer } from '../mail/mailer.js';
import { buyerView, ORDER_MESSAGES, type OrderReply } from '../../../shared/orders-schemas.js';
import { statusesAllowing, type OrderAction, type OrderActor, type OrderStatus } from '../../../shared/order-transitions.js';
import type { RefundSender } from '../payments/refund-sender.js';
import { applyOrderMove, type MoveInput } from './order-moves.js';
import { refundDeliveredOrder } from './order-refunds.js';
import { findOrderParties } from './order-transitions.repo.js';
import { heldStockOfSeller } from './held-stock.repo.js';
import { findOrder, ordersOfBuyer, ordersOfSeller, ordersWithStatus, pageOfOrders } from './orders.repo.js';

export type { MoveInput } from './order-moves.js';

const AUDITED_MOVES: Record<OrderAction, AuditAction> = {
  ship: 'order.ship', deliver: 'order.deliver', cancel: 'order.cancel', markPaid: 'order.mark_paid',
};

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

export function createOrdersService(deps: { db: Db; mailer: Mailer; sendRefunds?: RefundSender; now?: () => Date }) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Moves an order by the transitions table; mail and audit share the transaction. The admin
   * routes pass their own audit actor (mark-paid, refund); through the shared routes, an admin
   * moving an order that is not theirs is audited by the one rule of kernel/audit-rule.ts.
   */
  async function move(user: Acting, id: number, input: MoveInput, audit?: AuditActor): Promise<OrderReply> {
    const order = await findOrderParties(db, id);
    const roles = order ? rolesOn(user, order) : [];
    if (!order || !roles.length) throw orderNotFound();
    const action: OrderAction = input.action;
    const actor = roles.find((role) => statusesAllowing(action, role).includes(order.status));
    if (!actor) throw notAllowed();

    const { reply, mails, refund } = await db.transaction(async (tx) => {
      const moved = await applyOrderMove(tx, { mailer, now: now() }, { id, seen: order.status, actor, actorUserId: user.id, input, audit });
      if (!moved) throw notAllowed();
      if (!audit) {
        // A party to the order (its buyer or its shop) acts on their own.
        await auditAdminAction(tx, user, [{ userId: order.userId, sellerId: order.sellerId }], {
          action: AUDITED_MOVES[action], entityType: 'order', entityId: id,
          before: { status: order.status, paymentStatus: moved.refund ? 'paid' : moved.reply.paymentStatus },
          after: { status: moved.reply.status, paymentStatus: moved.reply.paymentStatus, ...('reason' in input ? { reason: input.reason } : {}) },
        });
      }
      return moved;
    });
    for (const mail of mails) mailer.deliver(mail);
    if (refund) await deps.sendRefunds?.([refund]);
    return actor === 'buyer' ? buyerView(reply) : reply;
  }

  return {
    move,

    /**
     * POST /api/admin/orders/{id}/refund: a paid order not yet shipped is cancelled (stock back,
     * money back); a delivered one is refunded as a return. Anything else answers 409.
     */
    async refund(admin: Acting, id: number, reason: string, audit: AuditActor): Promise<OrderReply> {
      const order = await findOrderParties(db, id);
      if (!order) throw orderNotFound();
      if (order.status === 'processing') return move(admin, id, { action: 'cancel', reason }, audit);
      const { reply, mails, refund } = await db.transaction(async (tx) => {
        const refunded = order.status === 'delivered' ? await refundDeliveredOrder(tx, { mailer }, { id, reason, actor: audit }) : null;
        if (!refunded) throw notAllowed();
        return refunded;
      });
      for (const mail of mails) mailer.deliver(mail);
      if (refund) await deps.sendRefunds?.([refund]);
      return reply;
    },

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
    /** GET /api/seller/held-stock: what the shop's unpaid orders hold, so the seller can restock or wait. */
    heldStockForSeller: (sellerId: number) => heldStockOfSeller(db, sellerId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
