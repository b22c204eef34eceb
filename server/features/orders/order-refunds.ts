import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';
import { addUnitsSold, recordReversal } from '../ledger/ledger.repo.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import { recordOrderRefund, type PendingRefund } from '../payments/refunds.js';
import type { OrderReply } from '../../../shared/orders-schemas.js';
import { insertOrderEvent } from './checkout.repo.js';
import { refundedMail } from './order-mails.js';
import { findOrder } from './orders.repo.js';

/**
 * An admin refunds a delivered, paid order (a return): the status stays delivered, the payment
 * becomes refunded, the seller's earning is reversed in the ledger and the units no longer count
 * as sold. One conditional update decides, so a second refund finds nothing to do.
 */
export async function refundDeliveredOrder(
  tx: Db, deps: { mailer: Mailer }, input: { id: number; reason: string; actor: AuditActor },
): Promise<{ reply: OrderReply; mails: QueuedMail[]; refund: PendingRefund | null } | null> {
  const updated = await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
    .where(and(eq(orders.id, input.id), eq(orders.status, 'delivered'), eq(orders.paymentStatus, 'paid')))
    .returning({ id: orders.id });
  if (!updated.length) return null;
  const note = `Refunded: ${input.reason}`;
  await insertOrderEvent(tx, { orderId: input.id, fromStatus: 'delivered', toStatus: 'delivered', actorRole: 'admin', actorUserId: input.actor.id, note });
  const refund = await recordOrderRefund(tx, input.id, input.reason);
  await recordReversal(tx, input.id);
  await addUnitsSold(tx, input.id, -1);
  await recordAudit(tx, input.actor, { action: 'order.refund', entityType: 'order', entityId: input.id, before: { paymentStatus: 'paid' }, after: { paymentStatus: 'refunded', reason: input.reason } });
  const found = (await findOrder(tx, input.id))!;
  const mails = [await deps.mailer.queue(tx, refundedMail(found.buyerEmail, found.reply, `Reason: ${input.reason}`))];
  return { reply: found.reply, mails, refund };
}
