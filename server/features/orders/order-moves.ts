import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { orders } from '../../db/schema/index.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';
import { addUnitsSold, recordEarning } from '../ledger/ledger.repo.js';
import type { Mailer, MailMessage, QueuedMail } from '../mail/mailer.js';
import { recordOrderRefund, type PendingRefund } from '../payments/refunds.js';
import type { OrderReply } from '../../../shared/orders-schemas.js';
import { statusesAllowing, targetOf, type OrderActor, type OrderStatus } from '../../../shared/order-transitions.js';
import { insertOrderEvent } from './checkout.repo.js';
import { cancelledMail, newOrderMail, shippedMail } from './order-mails.js';
import { moveOrder, releaseOrderStock } from './order-transitions.repo.js';
import { findOrder, sellerMailbox } from './orders.repo.js';

export type MoveInput =
  | { action: 'ship'; carrier: string; trackingNumber: string }
  | { action: 'deliver' }
  | { action: 'cancel'; reason: string }
  | { action: 'markPaid' };

function fieldsOf(move: MoveInput, at: Date): PgUpdateSetSource<typeof orders> {
  switch (move.action) {
    case 'ship': return { carrier: move.carrier, trackingNumber: move.trackingNumber, shippedAt: at };
    case 'deliver': return { deliveredAt: at };
    case 'markPaid': return { paymentStatus: 'paid', expiresAt: null };
    case 'cancel': return {
      cancelledAt: at, cancelReason: move.reason,
      // A paid order cancelled is refunded: by the provider for cards, by hand for bank transfers.
      paymentStatus: sql`case when payment_status = 'paid' then 'refunded' else payment_status end`,
    };
  }
}

const noteOf = (move: MoveInput) =>
  move.action === 'cancel' ? move.reason : move.action === 'ship' ? `${move.carrier} ${move.trackingNumber}` : null;

export interface OrderMove {
  id: number;
  /** The status the caller saw: the move happens only if the order is still there. */
  seen: OrderStatus;
  actor: OrderActor;
  actorUserId: number | null;
  input: MoveInput;
  audit?: AuditActor;
}

/**
 * One move of the transitions table inside the caller's transaction: the compare-and-set, the
 * event, and everything that follows from the new status (stock back on cancel, units sold when
 * paid, the seller's earning when delivered, the mail). Null when another move got there first.
 */
export async function applyOrderMove(
  tx: Db, deps: { mailer: Mailer; now: Date }, move: OrderMove,
): Promise<{ reply: OrderReply; mails: QueuedMail[]; refund: PendingRefund | null } | null> {
  const { input, seen } = move;
  const to = targetOf(input.action);
  const moved = await moveOrder(tx, {
    id: move.id, seen, allowedFrom: statusesAllowing(input.action, move.actor), to, set: fieldsOf(input, deps.now),
  });
  if (!moved) return null;
  await insertOrderEvent(tx, { orderId: move.id, fromStatus: seen, toStatus: to, actorRole: move.actor, actorUserId: move.actorUserId, note: noteOf(input) });
  if (to === 'cancelled') await releaseOrderStock(tx, move.id);
  // Only a paid order leaves processing by cancel with its money taken: it goes back.
  const refund = to === 'cancelled' && seen === 'processing' ? await recordOrderRefund(tx, move.id, noteOf(input) ?? 'Cancelled') : null;
  if (to === 'processing') await addUnitsSold(tx, move.id, 1);
  if (to === 'cancelled' && seen === 'processing') await addUnitsSold(tx, move.id, -1);
  if (to === 'delivered') await recordEarning(tx, move.id);
  if (move.audit && input.action === 'markPaid') {
    await recordAudit(tx, move.audit, { action: 'order.mark_paid', entityType: 'order', entityId: move.id, before: { status: seen }, after: { status: to, paymentStatus: 'paid' } });
  }
  if (move.audit && refund) {
    await recordAudit(tx, move.audit, { action: 'order.refund', entityType: 'order', entityId: move.id, before: { status: seen, paymentStatus: 'paid' }, after: { status: to, paymentStatus: 'refunded' } });
  }

  const found = (await findOrder(tx, move.id))!;
  const mails: QueuedMail[] = [];
  const queue = async (message: MailMessage) => void mails.push(await deps.mailer.queue(tx, message));
  if (input.action === 'ship') await queue(shippedMail(found.buyerEmail, found.reply));
  if (input.action === 'cancel') await queue(cancelledMail(found.buyerEmail, found.reply));
  if (input.action === 'markPaid') {
    const mailbox = await sellerMailbox(tx, found.sellerId);
    if (mailbox) await queue(newOrderMail(mailbox.to, found.reply));
  }
  return { reply: found.reply, mails, refund };
}
