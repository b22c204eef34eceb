import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { returns } from '../../db/schema/index.js';
import { uncountReturnedUnits } from '../ledger/ledger.repo.js';
import { recordRefund } from '../ledger/refunds.js';
import type { Mailer, MailMessage, QueuedMail } from '../mail/mailer.js';
import { postOrderLine } from '../../db/order-conversations.js';
import { sellerMailbox } from '../orders/orders.repo.js';
import type { PendingRefund } from '../payments/refunds.js';
import { fromCents, formatPrice } from '../../../shared/money.js';
import {
  DEFAULT_RETURN_INSTRUCTIONS, findReturnTransition, RETURN_REASON_LABELS, type ReturnAction, type ReturnActor, type ReturnEffect,
  type ReturnReply, type ReturnStatus, type ReturnTransition,
} from '../../../shared/return-schemas.js';
import {
  returnAcceptedMail, returnItemsLine, returnRefundedMail, returnRefusedMail, returnRequestedMail, returnShippedMail,
} from './return-mails.js';
import { buyerMailbox, findReturn, findReturnParties, insertReturnEvent, moveReturn, refundPartOf, restockReturn } from './returns.repo.js';

/** What each move carries (the table's `requires`), by action. */
export type ReturnMoveInput =
  | { action: 'request'; note: string | null }
  | { action: 'accept'; instructions: string | null }
  | { action: 'refuse'; reason: string }
  | { action: 'ship'; carrier: string; trackingNumber: string }
  | { action: 'receive'; restock: boolean };

export interface ReturnMoveDeps {
  mailer: Mailer;
  now: Date;
}

export interface MovedReturn {
  /** The return as stored after the move, without a viewer's actions. */
  reply: ReturnReply;
  /** Queued in the transaction; the caller delivers them after the commit. */
  mails: QueuedMail[];
  /** Recorded in the transaction; the caller sends it to the provider after the commit. */
  refund: PendingRefund | null;
  transition: ReturnTransition;
}

/** The columns a move stamps on the return besides its status. */
function stampsOf(input: ReturnMoveInput, at: Date): PgUpdateSetSource<typeof returns> {
  switch (input.action) {
    case 'request': return {};
    case 'accept': return { instructions: input.instructions ?? DEFAULT_RETURN_INSTRUCTIONS, answeredAt: at };
    case 'refuse': return { refuseReason: input.reason, answeredAt: at };
    case 'ship': return { carrier: input.carrier, trackingNumber: input.trackingNumber, shippedAt: at };
    case 'receive': return { restocked: input.restock, receivedAt: at };
  }
}

function noteOf(input: ReturnMoveInput): string | null {
  switch (input.action) {
    case 'request': return input.note;
    case 'accept': return input.instructions ?? DEFAULT_RETURN_INSTRUCTIONS;
    case 'refuse': return input.reason;
    case 'ship': return `${input.carrier} ${input.trackingNumber}`;
    case 'receive': return input.restock ? 'Items back in stock' : 'Items not restocked';
  }
}

/** The sentence each step writes in the order's conversation. */
function lineOf(input: ReturnMoveInput, reply: ReturnReply, refund: PendingRefund | null): string {
  switch (input.action) {
    case 'request': return `Return requested: ${returnItemsLine(reply)}. Reason: ${RETURN_REASON_LABELS[reply.reason]}.`;
    case 'accept': return `Return accepted by the shop. Instructions: ${reply.instructions ?? DEFAULT_RETURN_INSTRUCTIONS}`;
    case 'refuse': return `Return refused by the shop. Reason: ${input.reason}`;
    case 'ship': return `Return sent back with ${input.carrier} (tracking ${input.trackingNumber}).`;
    case 'receive': return refund
      ? `Return received by the shop. Refund of ${formatPrice(fromCents(refund.amountCents))} on its way to the buyer.`
      : 'Return received by the shop.';
  }
}

export interface ReturnMove {
  id: number;
  /** Where the caller saw the return (null for the request that creates it): the move happens only if it is still there. */
  seen: ReturnStatus | null;
  actor: ReturnActor;
  actorUserId: number | null;
  input: ReturnMoveInput;
}

/** The row of the lifecycle table this move takes, or null when there is none. */
export const returnTransitionOf = (move: Pick<ReturnMove, 'seen' | 'actor'> & { action: ReturnAction }) =>
  findReturnTransition(move.seen, move.action, move.actor);

/**
 * The one way a return changes, inside the caller's transaction: the row of the lifecycle table,
 * its compare-and-set (`where id = ? and status = <seen>`), then the row's effects in the order the
 * table lists them. The request that creates the return inserts it first and passes its id with
 * `seen: null`. Null when the table refuses the move or another move got there first.
 */
export async function applyReturnMove(tx: Db, deps: ReturnMoveDeps, move: ReturnMove): Promise<MovedReturn | null> {
  const { id, seen, input } = move;
  const transition = returnTransitionOf({ seen, actor: move.actor, action: input.action });
  if (!transition) return null;
  if (seen !== null) {
    const moved = await moveReturn(tx, { id, seen, to: transition.to, set: stampsOf(input, deps.now) });
    if (!moved) return null;
  }

  let refund: PendingRefund | null = null;
  const mails: QueuedMail[] = [];
  let found: ReturnReply | null = null;
  // Read when first needed; the refund comes before the line and the mails, so they quote it.
  const current = async () => (found ??= (await findReturn(tx, id, () => null))!);
  const mail = async (message: MailMessage) => void mails.push(await deps.mailer.queue(tx, message));
  const link = deps.mailer.link;

  const effects: Record<ReturnEffect, () => Promise<void>> = {
    addEvent: () => insertReturnEvent(tx, {
      returnId: id, fromStatus: seen, toStatus: transition.to, action: input.action, actorRole: move.actor, actorUserId: move.actorUserId,
      note: noteOf(input),
    }),
    restock: async () => { if (input.action === 'receive' && input.restock) await restockReturn(tx, id); },
    uncountUnitsSold: () => uncountReturnedUnits(tx, id),
    refund: async () => {
      const part = await refundPartOf(tx, id);
      if (!part) return;
      refund = await recordRefund(tx, {
        orderId: part.orderId, source: 'return', returnId: id, reason: 'Return received',
        part: { kind: 'goods', goods: part.goods, shippingCents: part.shippingCents },
      });
      found = null;
    },
    postLine: async () => {
      const reply = await current();
      await postOrderLine(tx, { orderId: reply.orderId, sender: 'system', text: lineOf(input, reply, refund) });
    },
    mailBuyer: async () => {
      const reply = await current();
      const parties = await findReturnParties(tx, id);
      const to = parties ? await buyerMailbox(tx, parties.buyerId) : null;
      if (!to) return;
      switch (input.action) {
        case 'accept': return mail(returnAcceptedMail(to, reply, link));
        case 'refuse': return mail(returnRefusedMail(to, reply, link));
        case 'receive': return mail(returnRefundedMail(to, reply, link));
        default: return undefined;
      }
    },
    mailSeller: async () => {
      const reply = await current();
      const mailbox = await sellerMailbox(tx, reply.sellerId);
      if (!mailbox) return;
      switch (input.action) {
        case 'request': return mail(returnRequestedMail(mailbox.to, reply, link));
        case 'ship': return mail(returnShippedMail(mailbox.to, reply, link));
        default: return undefined;
      }
    },
  };
  for (const effect of transition.effects) await effects[effect]();
  return { reply: await current(), mails, refund, transition };
}

