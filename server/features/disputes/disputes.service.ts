import type { Db } from '../../db/client.js';
import { AppError, conflict, invalidData } from '../../errors.js';
import type { SessionUser } from '../../kernel/session.repo.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import { postOrderLine } from '../../db/order-conversations.js';
import { recordRefund } from '../ledger/refunds.js';
import type { PendingRefund } from '../payments/refunds.js';
import type { RefundSender } from '../payments/refund-sender.js';
import { findOrder } from '../orders/orders.repo.js';
import { fromCents, toCents } from '../../../shared/money.js';
import {
  DISPUTE_ADMIN_MAILS_MAX, DISPUTE_MESSAGES, DISPUTE_REASON_LABELS, DISPUTE_TEXTS,
  type DecideDisputeInput, type Dispute, type DisputeDetail, type DisputeReason, type DisputeStatus, type DisputesPage,
  type OpenDisputeInput, type OrderDisputes,
} from '../../../shared/dispute-schemas.js';
import { returnsOfOrder } from '../returns/returns.repo.js';
import {
  adminMailboxes, closeOpenReturns, conversationOfOrder, decideOpenDispute, disputesOfOrder, findDispute, findOrderForDispute,
  insertDispute, openableReasons, pageOfDisputes, shopMailbox, type DisputeOrder, type Openable,
} from './disputes.repo.js';

const orderNotFound = () => new AppError('not_found', DISPUTE_MESSAGES.orderNotFound);
const disputeNotFound = () => new AppError('not_found', DISPUTE_MESSAGES.disputeNotFound);

const REFUSED_FOR: Record<DisputeReason, string> = {
  return_refused: DISPUTE_MESSAGES.notRefused,
  no_answer: DISPUTE_MESSAGES.notUnanswered,
  not_arrived: DISPUTE_MESSAGES.notLate,
};

/** The payment statuses of an order whose money came in (and may go back). */
const PAID_STATUSES = new Set(['paid', 'partially_refunded', 'refunded']);

export function createDisputesService(deps: { db: Db; mailer: Mailer; sendRefunds?: RefundSender; now?: () => Date }) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Opens a dispute inside `tx` (the buyer's, or the sweeper's escalation): the row, its line in the
   * order's conversation, and mail to the shop and a few admins through the outbox. Null when the
   * order already has one open (the unique index decides, also under a race).
   */
  async function openIn(tx: Db, order: Pick<DisputeOrder, 'id' | 'number' | 'buyerId' | 'sellerId'>, input: {
    reason: DisputeReason; note: string; returnId: number | null; openedBy: 'buyer' | 'system';
  }): Promise<{ id: number; mails: QueuedMail[] } | null> {
    const id = await insertDispute(tx, {
      orderId: order.id, buyerId: order.buyerId, sellerId: order.sellerId, returnId: input.returnId, reason: input.reason,
      note: input.note, openedBy: input.openedBy,
    });
    if (id === null) return null;
    await postOrderLine(tx, { orderId: order.id, sender: 'system', text: DISPUTE_TEXTS.openedLine(input.reason, input.openedBy) });
    const subject = DISPUTE_TEXTS.openedSubject(order.number);
    const why = `Reason: ${DISPUTE_REASON_LABELS[input.reason]}.`;
    const mails: QueuedMail[] = [];
    const shop = await shopMailbox(tx, order.sellerId);
    if (shop) {
      mails.push(await mailer.queue(tx, {
        to: shop, subject,
        text: `A dispute was opened on order ${order.number}. ${why}\n\nThe platform will look at the order and its conversation and decide. `
          + `You can still answer the buyer in the order's conversation: ${mailer.link('/seller-dashboard?tab=orders')}`,
      }));
    }
    for (const admin of await adminMailboxes(tx, DISPUTE_ADMIN_MAILS_MAX)) {
      mails.push(await mailer.queue(tx, {
        to: admin, subject,
        text: `${input.openedBy === 'system' ? 'An unanswered return request was escalated' : 'A buyer opened a dispute'} on order ${order.number}. ${why}\n\n`
          + `Decide it in the control panel: ${mailer.link(`/admin-dashboard?tab=disputes&dispute=${id}`)}`,
      }));
    }
    return { id, mails };
  }

  function ownOrderOf(user: SessionUser, order: DisputeOrder | null, allowShop: boolean): DisputeOrder {
    if (!order) throw orderNotFound();
    const isBuyer = order.buyerId === user.id;
    const isShop = allowShop && user.sellerId !== null && user.sellerId === order.sellerId;
    if (!isBuyer && !isShop) throw orderNotFound();
    return order;
  }

  function returnIdFor(reason: DisputeReason, openable: Openable): number | null {
    if (reason === 'return_refused') return openable.refusedReturnId;
    if (reason === 'no_answer') return openable.unansweredReturnId;
    return null;
  }

  return {
    /** POST /api/orders/{id}/disputes: the order's buyer only (anyone else: 404). */
    async open(user: SessionUser, orderId: number, input: OpenDisputeInput): Promise<Dispute> {
      const order = ownOrderOf(user, await findOrderForDispute(db, orderId), false);
      const { id, mails } = await db.transaction(async (tx) => {
        const openable = await openableReasons(tx, order, now());
        if (openable.alreadyOpen) throw conflict(DISPUTE_MESSAGES.alreadyOpen);
        if (!openable.reasons.includes(input.reason)) throw conflict(REFUSED_FOR[input.reason]);
        const opened = await openIn(tx, order, { reason: input.reason, note: input.note, returnId: returnIdFor(input.reason, openable), openedBy: 'buyer' });
        if (!opened) throw conflict(DISPUTE_MESSAGES.alreadyOpen);
        return opened;
      });
      for (const mail of mails) mailer.deliver(mail);
      return (await findDispute(db, id))!;
    },

    /** GET /api/orders/{id}/disputes: the order's buyer or shop. */
    async ofOrder(user: SessionUser, orderId: number): Promise<OrderDisputes> {
      const order = ownOrderOf(user, await findOrderForDispute(db, orderId), true);
      const [list, openable] = await Promise.all([disputesOfOrder(db, order.id), openableReasons(db, order, now())]);
      return { disputes: list, openableReasons: openable.reasons };
    },

    /** GET /api/admin/disputes: newest first, narrowed to one status when asked. */
    list: (query: { status?: DisputeStatus; page: number; limit: number }): Promise<DisputesPage> => pageOfDisputes(db, query),

    /** GET /api/admin/disputes/{id}: the order, its returns and its whole conversation; the read is audited. */
    async detail(admin: AuditActor, id: number): Promise<DisputeDetail> {
      const dispute = await findDispute(db, id);
      if (!dispute) throw disputeNotFound();
      const [order, returnList, conversation] = await Promise.all([
        findOrder(db, dispute.orderId), returnsOfOrder(db, dispute.orderId, () => null), conversationOfOrder(db, dispute.orderId),
      ]);
      if (!order) throw disputeNotFound();
      await recordAudit(db, admin, {
        action: 'dispute.read', entityType: 'order', entityId: dispute.orderId,
        after: { disputeId: id, conversationId: conversation.conversationId, status: dispute.status },
      });
      return { dispute, order: order.reply, returns: returnList, conversationId: conversation.conversationId, messages: conversation.messages };
    },

    /**
     * POST /api/admin/disputes/{id}/decide: an open dispute only (one conditional update, so two
     * admins deciding at once decide once). A refund goes through recordRefund (the order locked,
     * the split, the ledger's reversal, the payment status); the order's open returns are closed by
     * the table's `close` row; the note is told in the conversation and mailed to both sides.
     */
    async decide(admin: AuditActor & { id: number }, id: number, input: DecideDisputeInput): Promise<Dispute> {
      const amountCents = input.outcome === 'refund' && input.amount !== undefined ? toCents(input.amount) : null;
      if (amountCents !== null && amountCents <= 0) throw invalidData(DISPUTE_MESSAGES.amount);
      const decidedAt = now();
      const { mails, refund } = await db.transaction(async (tx) => {
        const decided = await decideOpenDispute(tx, id, {
          status: input.outcome === 'refund' ? 'refunded' : 'closed', outcome: input.outcome, decisionNote: input.note,
          decidedBy: admin.id, decidedAt,
        });
        if (!decided) {
          if (!(await findDispute(tx, id))) throw disputeNotFound();
          throw conflict(DISPUTE_MESSAGES.notOpen);
        }
        const order = (await findOrderForDispute(tx, decided.orderId))!;
        let pending: PendingRefund | null = null;
        if (input.outcome === 'refund') {
          if (!PAID_STATUSES.has(order.paymentStatus)) throw conflict(DISPUTE_MESSAGES.unpaid);
          pending = await recordRefund(tx, {
            orderId: order.id, source: 'dispute', disputeId: id, reason: input.note,
            part: amountCents !== null ? { kind: 'lump', amountCents } : { kind: 'rest' },
          }).catch((error: unknown) => {
            if (error instanceof AppError && error.kind === 'conflict') throw conflict(DISPUTE_MESSAGES.amountTooLarge);
            throw error;
          });
          // Nothing left to give back: the refund asked for is more than is left.
          if (!pending) throw conflict(DISPUTE_MESSAGES.amountTooLarge);
        }
        const closedReturns = await closeOpenReturns(tx, order.id, { userId: admin.id, note: input.note }, decidedAt);
        for (const returnId of closedReturns) {
          await postOrderLine(tx, { orderId: order.id, sender: 'system', text: DISPUTE_TEXTS.returnClosedLine(returnId) });
        }
        const refunded = pending ? fromCents(pending.amountCents) : null;
        await postOrderLine(tx, { orderId: order.id, sender: 'admin', senderUserId: admin.id, text: DISPUTE_TEXTS.decidedLine(input.outcome, refunded, input.note) });
        await recordAudit(tx, admin, {
          action: 'dispute.decide', entityType: 'order', entityId: order.id,
          before: { disputeId: id, status: 'open' },
          after: { disputeId: id, outcome: input.outcome, amount: refunded, closedReturns, note: input.note },
        });
        const subject = DISPUTE_TEXTS.decidedSubject(order.number);
        const text = `${DISPUTE_TEXTS.decidedLine(input.outcome, refunded, input.note)}\n\n`;
        const queued: QueuedMail[] = [
          await mailer.queue(tx, { to: order.buyerEmail, subject, text: `${text}Your order: ${mailer.link('/account/orders')}` }),
        ];
        const shop = await shopMailbox(tx, order.sellerId);
        if (shop) queued.push(await mailer.queue(tx, { to: shop, subject, text: `${text}The order: ${mailer.link('/seller-dashboard?tab=orders')}` }));
        return { mails: queued, refund: pending };
      });
      for (const mail of mails) mailer.deliver(mail);
      if (refund) await deps.sendRefunds?.([refund]);
      return (await findDispute(db, id))!;
    },

    openIn,
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
