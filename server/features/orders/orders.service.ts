import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { SessionUser } from '../../kernel/session.repo.js';
import { auditAdminAction, type Acting } from '../../kernel/audit-rule.js';
import type { AuditAction } from '../../../shared/admin-schemas.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';
import type { Mailer } from '../mail/mailer.js';
import type { UnsubscribeCodes } from '../notifications/unsubscribe-codes.js';
import { buyerView, ORDER_MESSAGES, type OrderReply } from '../../../shared/orders-schemas.js';
import {
  isRefusal, refundingAction, type MoveRefusal, type OrderActor, type OrderStatus, type PersonAction, type PersonMoveInput,
} from '../../../shared/order-transitions.js';
import type { PaymentCanceller } from '../payments/payment-canceller.js';
import type { RefundSender } from '../payments/refund-sender.js';
import { applyOrderMove, transitionOf, type MovedOrder } from './order-moves.js';
import { findOrderParties } from './order-transitions.repo.js';
import { heldStockOfSeller } from './held-stock.repo.js';
import { findPackingSlip } from './packing-slip.repo.js';
import type { SellerOrdersQuery } from '../../../shared/seller-tools-schemas.js';
import { findOrder, ordersOfBuyer, ordersWithStatus, pageOfOrders, sellerOrderOrder, sellerOrdersMatching } from './orders.repo.js';

const AUDITED_MOVES: Record<PersonAction, AuditAction> = {
  ship: 'order.ship', deliver: 'order.deliver', cancel: 'order.cancel', markPaid: 'order.mark_paid', refund: 'order.refund',
};

const REFUSALS: Record<MoveRefusal, string> = {
  status: ORDER_MESSAGES.notAllowed,
  paymentStatus: ORDER_MESSAGES.notAllowed,
  // Only mark-paid names payment methods: card and demo payments are confirmed by their provider's event.
  paymentMethod: ORDER_MESSAGES.bankTransferOnly,
};
const notAllowed = (why: MoveRefusal = 'status') => new AppError('conflict', REFUSALS[why], { code: 'transition_not_allowed' });
const orderNotFound = () => notFound('Order');

/** The roles a user holds on one order; none means the order is not theirs to see. */
function rolesOn(user: SessionUser, order: { userId: number; sellerId: number }): OrderActor[] {
  const roles: OrderActor[] = [];
  if (user.role === 'admin') roles.push('admin');
  if (user.sellerId !== null && user.sellerId === order.sellerId) roles.push('seller');
  if (order.userId === user.id) roles.push('buyer');
  return roles;
}

/** The admin panel's audit rows for a transfer marked received and for refunds (a cancel that gave money back, or a return). */
async function auditPanelMove(tx: Db, audit: AuditActor, id: number, seen: OrderStatus, moved: MovedOrder, reason: string | undefined): Promise<void> {
  const { action, to } = moved.transition;
  if (action === 'markPaid') {
    await recordAudit(tx, audit, { action: 'order.mark_paid', entityType: 'order', entityId: id, before: { status: seen }, after: { status: to, paymentStatus: 'paid' } });
  } else if (action === 'refund') {
    await recordAudit(tx, audit, { action: 'order.refund', entityType: 'order', entityId: id, before: { paymentStatus: 'paid' }, after: { paymentStatus: 'refunded', reason } });
  } else if (moved.refund) {
    await recordAudit(tx, audit, { action: 'order.refund', entityType: 'order', entityId: id, before: { status: seen, paymentStatus: 'paid' }, after: { status: to, paymentStatus: 'refunded' } });
  }
}

export function createOrdersService(deps: {
  db: Db; mailer: Mailer; unsubscribeCodes: UnsubscribeCodes; sendRefunds?: RefundSender; cancelPayments?: PaymentCanceller; now?: () => Date;
}) {
  const { db, mailer, unsubscribeCodes } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Moves an order by the transitions table; mail and audit share the transaction. The admin
   * routes pass their own audit actor (mark-paid, refund); through the shared routes, an admin
   * moving an order that is not theirs is audited by the one rule of kernel/audit-rule.ts.
   */
  async function move(user: Acting, id: number, input: PersonMoveInput, audit?: AuditActor): Promise<OrderReply> {
    const order = await findOrderParties(db, id);
    const roles = order ? rolesOn(user, order) : [];
    if (!order || !roles.length) throw orderNotFound();
    const refusals = roles.map((actor) => ({ actor, transition: transitionOf({ seen: order, actor, input }) }));
    const chosen = refusals.find(({ transition }) => !isRefusal(transition));
    if (!chosen) {
      const why = refusals.map(({ transition }) => (isRefusal(transition) ? transition.refused : 'status')).find((refused) => refused !== 'status');
      throw notAllowed(why);
    }
    const { actor } = chosen;

    const { reply, mails, refund, expiredPayment } = await db.transaction(async (tx) => {
      const moved = await applyOrderMove(tx, { mailer, unsubscribeCodes, now: now() }, { id, seen: order, actor, actorUserId: user.id, input });
      if (!moved) throw notAllowed();
      if (audit) {
        await auditPanelMove(tx, audit, id, order.status, moved, 'reason' in input ? input.reason : undefined);
      } else {
        // A party to the order (its buyer or its shop) acts on their own.
        await auditAdminAction(tx, user, [{ userId: order.userId, sellerId: order.sellerId }], {
          action: AUDITED_MOVES[input.action], entityType: 'order', entityId: id,
          before: { status: order.status, paymentStatus: order.paymentStatus },
          after: { status: moved.reply.status, paymentStatus: moved.reply.paymentStatus, ...('reason' in input ? { reason: input.reason } : {}) },
        });
      }
      return moved;
    });
    for (const mail of mails) mailer.deliver(mail);
    if (refund) await deps.sendRefunds?.([refund]);
    if (expiredPayment) await deps.cancelPayments?.([expiredPayment]);
    return actor === 'buyer' ? buyerView(reply) : reply;
  }

  return {
    move,

    /**
     * POST /api/admin/orders/{id}/refund: the move of the table that gives the money back from
     * where the order stands (a cancel before shipment, a return once delivered). Anything else answers 409.
     */
    async refund(admin: Acting, id: number, reason: string, audit: AuditActor): Promise<OrderReply> {
      const order = await findOrderParties(db, id);
      if (!order) throw orderNotFound();
      const action = refundingAction(order, 'admin');
      if (action !== 'cancel' && action !== 'refund') throw notAllowed();
      return move(admin, id, { action, reason }, audit);
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
    /** Newest first unless the seller sorts; a search narrows (seller-tools-schemas.ts). */
    listForSeller: (sellerId: number, query: SellerOrdersQuery) =>
      pageOfOrders(db, sellerOrdersMatching(sellerId, query), query, sellerOrderOrder(query.sort)),
    listAll: (query: { page: number; pageSize: number; status?: OrderStatus }) =>
      pageOfOrders(db, ordersWithStatus(query.status), query),
    /** A printable packing slip: the shop's own order (another shop's is not found), or any order for an admin (sellerId null). */
    async packingSlip(id: number, sellerId: number | null) {
      const slip = await findPackingSlip(db, id, sellerId);
      if (!slip) throw orderNotFound();
      return slip;
    },
    /** GET /api/seller/held-stock: what the shop's unpaid orders hold, so the seller can restock or wait. */
    heldStockForSeller: (sellerId: number) => heldStockOfSeller(db, sellerId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
