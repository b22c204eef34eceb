import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, invalidData } from '../../errors.js';
import type { Acting } from '../../kernel/audit-rule.js';
import type { SessionUser } from '../../kernel/session.repo.js';
import type { Mailer } from '../mail/mailer.js';
import { uploadedObjectPaths } from '../media/uploads.repo.js';
import type { RefundSender } from '../payments/refund-sender.js';
import {
  RETURN_MESSAGES, RETURN_TRANSITIONS, type OrderReturns, type RequestReturnInput, type ReturnActor, type ReturnReply, type ReturnsPage,
  type ReturnStatus,
} from '../../../shared/return-schemas.js';
import { applyReturnMove, returnTransitionOf, type ReturnMoveInput } from './return-moves.js';
import {
  findReturn, findReturnParties, insertReturn, itemsOfOrder, orderForReturn, pageOfReturns, returnsOfBuyer, returnsOfOrder, returnsOfSeller,
  unitsInReturns, type OrderForReturn, type ViewerSide,
} from './returns.repo.js';

const DAY_MS = 86_400_000;
const returnNotFound = () => new AppError('not_found', RETURN_MESSAGES.returnNotFound);
const orderNotFound = () => new AppError('not_found', RETURN_MESSAGES.orderNotFound);

/** The side a user is on for a return or an order: the shop's owner, its buyer, or neither. */
function sideOf(user: Pick<SessionUser, 'id' | 'sellerId'>, row: { buyerId: number; sellerId: number }): ReturnActor | null {
  if (user.sellerId !== null && user.sellerId === row.sellerId) return 'seller';
  if (user.id === row.buyerId) return 'buyer';
  return null;
}
const viewer = (user: Pick<SessionUser, 'id' | 'sellerId'>): ViewerSide => (row) => sideOf(user, row);

/** Why the order's buyer cannot return anything now, in RETURN_MESSAGES' words; null when they can. */
function notReturnable(order: OrderForReturn, now: Date): string | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return RETURN_MESSAGES.notDelivered;
  if (!order.policy.accepted) return RETURN_MESSAGES.returnsNotAccepted;
  if (order.paymentStatus === 'refunded') return RETURN_MESSAGES.alreadyRefunded;
  if (now.getTime() > returnUntil(order).getTime()) return RETURN_MESSAGES.windowOver(order.policy.windowDays);
  return null;
}
const returnUntil = (order: OrderForReturn) => new Date(order.deliveredAt!.getTime() + order.policy.windowDays * DAY_MS);

export function createReturnsService(deps: { db: Db; mailer: Mailer; sendRefunds?: RefundSender; now?: () => Date }) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  /** The units of each item the buyer may still return: bought, less those in returns that still count. */
  async function returnableUnits(tx: Db, orderId: number) {
    // One after the other: a transaction's one connection runs one query at a time (server/db/reads-together.ts).
    const items = await itemsOfOrder(tx, orderId);
    const taken = await unitsInReturns(tx, orderId);
    return items.map((item) => ({ orderItemId: item.id, quantity: Math.max(0, item.quantity - (taken.get(item.id) ?? 0)) }));
  }

  async function afterCommit(moved: { mails: Parameters<Mailer['deliver']>[0][]; refund: Parameters<RefundSender>[0][number] | null }) {
    for (const mail of moved.mails) mailer.deliver(mail);
    if (moved.refund) await deps.sendRefunds?.([moved.refund]);
  }

  return {
    /**
     * POST /api/orders/{id}/returns: the order's buyer asks to send back some of its units. The
     * order row is locked first, so two requests at once count each other's units: of two asking
     * for every unit, one is created and the other is refused.
     */
    async request(user: Acting, orderId: number, input: RequestReturnInput): Promise<ReturnReply> {
      const order = await orderForReturn(db, orderId, false);
      if (!order || order.userId !== user.id) throw orderNotFound();
      if (input.photos.length) {
        const uploaded = await uploadedObjectPaths(db, [user.id], input.photos);
        if (input.photos.some((photo) => !uploaded.has(photo))) throw invalidData(RETURN_MESSAGES.photoPath);
      }
      const moved = await db.transaction(async (tx) => {
        const locked = (await orderForReturn(tx, orderId, true))!;
        const why = notReturnable(locked, now());
        if (why) throw conflict(why);
        const left = new Map((await returnableUnits(tx, orderId)).map((item) => [item.orderItemId, item.quantity]));
        for (const item of input.items) {
          const quantity = left.get(item.orderItemId);
          if (quantity === undefined) throw invalidData(RETURN_MESSAGES.itemNotInOrder);
          if (item.quantity > quantity) throw conflict(RETURN_MESSAGES.quantityTooHigh);
        }
        const id = await insertReturn(tx, {
          orderId, buyerId: user.id, sellerId: locked.sellerId, reason: input.reason, note: input.note, photos: input.photos,
          returnShippingPaidBy: locked.policy.returnShippingPaidBy, items: input.items,
        });
        const result = await applyReturnMove(tx, { mailer, now: now() }, {
          id, seen: null, actor: 'buyer', actorUserId: user.id, input: { action: 'request', note: input.note },
        });
        return result!;
      });
      await afterCommit(moved);
      return (await findReturn(db, moved.reply.id, viewer(user)))!;
    },

    /**
     * A step of the lifecycle table on a return. Someone who is neither its buyer nor its shop
     * gets 404 (an admin, who may read it, 403); a party asking for the other side's step 403; a
     * step the table does not allow from where the return stands 409, as does a return another
     * request moved first.
     */
    async move(user: Acting, id: number, input: Exclude<ReturnMoveInput, { action: 'request' }>): Promise<ReturnReply> {
      const found = await findReturnParties(db, id);
      const side = found ? sideOf(user, found) : null;
      if (!found || !side) {
        if (found && user.role === 'admin') throw forbidden(RETURN_MESSAGES.adminReadOnly);
        throw returnNotFound();
      }
      if (!RETURN_TRANSITIONS.some((row) => row.action === input.action && (row.actors as readonly ReturnActor[]).includes(side))) {
        throw forbidden(RETURN_MESSAGES.otherSidesStep);
      }
      if (!returnTransitionOf({ seen: found.status, actor: side, action: input.action })) {
        throw new AppError('conflict', RETURN_MESSAGES.moveRefused(found.status), { code: 'transition_not_allowed' });
      }
      const moved = await db.transaction(async (tx) => {
        // The order row first, as every refund and order move takes it: a receive racing an admin's
        // refund of the order then waits for it instead of deadlocking over units sold.
        await orderForReturn(tx, found.orderId, true);
        const result = await applyReturnMove(tx, { mailer, now: now() }, { id, seen: found.status, actor: side, actorUserId: user.id, input });
        if (!result) throw conflict(RETURN_MESSAGES.changedMeanwhile);
        return result;
      });
      await afterCommit(moved);
      return (await findReturn(db, id, viewer(user)))!;
    },

    /** GET /api/returns/{id}: its buyer, its shop, or an admin (who reads it without actions). */
    async get(user: SessionUser, id: number): Promise<ReturnReply> {
      const found = await findReturnParties(db, id);
      if (!found || (!sideOf(user, found) && user.role !== 'admin')) throw returnNotFound();
      return (await findReturn(db, id, viewer(user)))!;
    },

    /** GET /api/orders/{id}/returns: the order's buyer or shop (or an admin): its returns and what can still be returned. */
    async forOrder(user: SessionUser, orderId: number): Promise<OrderReturns> {
      const order = await orderForReturn(db, orderId, false);
      if (!order || (!sideOf(user, { buyerId: order.userId, sellerId: order.sellerId }) && user.role !== 'admin')) throw orderNotFound();
      const why = notReturnable(order, now());
      const units = why ? [] : (await returnableUnits(db, orderId)).filter((item) => item.quantity > 0);
      const returnable = !why && units.length ? { until: returnUntil(order).toISOString(), items: units } : null;
      return {
        policy: order.policy,
        returnable,
        notReturnableReason: why ?? (returnable ? null : RETURN_MESSAGES.quantityTooHigh),
        returns: await returnsOfOrder(db, orderId, viewer(user)),
      };
    },

    listForBuyer: (user: SessionUser, query: { page: number; limit: number; status?: ReturnStatus }): Promise<ReturnsPage> =>
      pageOfReturns(db, returnsOfBuyer(user.id, query.status), query, viewer(user)),
    listForSeller: (user: SessionUser & { sellerId: number }, query: { page: number; limit: number; status?: ReturnStatus }): Promise<ReturnsPage> =>
      pageOfReturns(db, returnsOfSeller(user.sellerId, query.status), query, viewer(user)),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
