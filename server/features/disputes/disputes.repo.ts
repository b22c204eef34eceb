import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  conversations, disputes, messages, orders, refunds, returnEvents, returns, sellers, users,
} from '../../db/schema/index.js';
import { countAll, readPage } from '../../kernel/paging.js';
import { DISPUTE_LIMITS, type Dispute, type DisputeReason, type DisputeStatus } from '../../../shared/dispute-schemas.js';
import type { Message } from '../../../shared/message-schemas.js';
import { OPEN_RETURN_STATUSES, findReturnTransition, type ReturnStatus } from '../../../shared/return-transitions.js';

const DAY_MS = 86_400_000;
const buyerNameOf = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

const disputeColumns = {
  id: disputes.id,
  orderId: disputes.orderId,
  orderNumber: orders.number,
  sellerId: disputes.sellerId,
  businessName: sellers.businessName,
  buyerName: buyerNameOf,
  reason: disputes.reason,
  note: disputes.note,
  status: disputes.status,
  openedBy: disputes.openedBy,
  returnId: disputes.returnId,
  refundAmount: sql<string | null>`(select ${refunds.amount}::text from ${refunds} where ${refunds.disputeId} = ${disputes.id})`,
  decisionNote: disputes.decisionNote,
  decidedAt: disputes.decidedAt,
  refundableAmount: sql<string>`(${orders.total} - ${orders.refundedTotal})::numeric(12,2)::text`,
  createdAt: disputes.createdAt,
};

function selectDisputes(db: Db) {
  return db.select(disputeColumns).from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .innerJoin(sellers, eq(sellers.id, disputes.sellerId))
    .innerJoin(users, eq(users.id, disputes.buyerId));
}

type DisputeRow = Awaited<ReturnType<ReturnType<typeof selectDisputes>['execute']>>[number];

const toDispute = (row: DisputeRow): Dispute => ({
  ...row,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const NEWEST_FIRST = [desc(disputes.createdAt), desc(disputes.id)];

export async function findDispute(db: Db, id: number): Promise<Dispute | null> {
  const [row] = await selectDisputes(db).where(eq(disputes.id, id)).limit(1);
  return row ? toDispute(row) : null;
}

export async function disputesOfOrder(db: Db, orderId: number): Promise<Dispute[]> {
  return (await selectDisputes(db).where(eq(disputes.orderId, orderId)).orderBy(...NEWEST_FIRST)).map(toDispute);
}

export async function pageOfDisputes(db: Db, query: { status?: DisputeStatus; page: number; limit: number }) {
  const where = query.status ? eq(disputes.status, query.status) : undefined;
  const page = await readPage({ page: query.page, pageSize: query.limit }, {
    rows: (limit, offset) => selectDisputes(db).where(where).orderBy(...NEWEST_FIRST).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(disputes).where(where),
  });
  return {
    items: page.rows.map(toDispute), page: query.page, limit: query.limit, total: page.total,
    totalPages: Math.max(1, Math.ceil(page.total / query.limit)),
  };
}

/** The order's parties and what the reasons read of it; null when there is no such order. */
export async function findOrderForDispute(db: Db, orderId: number) {
  const [row] = await db.select({
    id: orders.id, number: orders.number, buyerId: orders.userId, sellerId: orders.sellerId, status: orders.status,
    paymentStatus: orders.paymentStatus, shippedAt: orders.shippedAt, buyerEmail: users.email,
  }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}
export type DisputeOrder = NonNullable<Awaited<ReturnType<typeof findOrderForDispute>>>;

export interface Openable {
  reasons: DisputeReason[];
  /** The newest refused return, linked to a `return_refused` dispute. */
  refusedReturnId: number | null;
  /** The oldest request left unanswered, linked to a `no_answer` dispute about it. */
  unansweredReturnId: number | null;
  alreadyOpen: boolean;
}

/**
 * The one reading of the rules (used to open a dispute and to show which reasons may be chosen):
 * `return_refused` when a return of the order was refused; `no_answer` when a return request has
 * waited DISPUTE_LIMITS.answerDays or the order's conversation ends with the buyer's message that
 * old (lines of the platform do not count); `not_arrived` when the order has been shipped, and not
 * delivered, DISPUTE_LIMITS.notArrivedDays. None while a dispute is open.
 */
export async function openableReasons(db: Db, order: Pick<DisputeOrder, 'id' | 'status' | 'shippedAt'>, now: Date): Promise<Openable> {
  const answerBefore = new Date(now.getTime() - DISPUTE_LIMITS.answerDays * DAY_MS);
  const [open] = await db.select({ id: disputes.id }).from(disputes)
    .where(and(eq(disputes.orderId, order.id), eq(disputes.status, 'open'))).limit(1);
  const [refused] = await db.select({ id: returns.id }).from(returns)
    .where(and(eq(returns.orderId, order.id), eq(returns.status, 'refused'))).orderBy(desc(returns.id)).limit(1);
  const [unanswered] = await db.select({ id: returns.id }).from(returns)
    .where(and(eq(returns.orderId, order.id), eq(returns.status, 'requested'), lte(returns.createdAt, answerBefore)))
    .orderBy(asc(returns.id)).limit(1);
  const [lastWord] = await db.select({ sender: messages.sender, createdAt: messages.createdAt }).from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.orderId, order.id), inArray(messages.sender, ['buyer', 'seller'])))
    .orderBy(desc(messages.id)).limit(1);
  const messageUnanswered = lastWord?.sender === 'buyer' && lastWord.createdAt.getTime() <= answerBefore.getTime();
  const notArrived = order.status === 'shipped' && order.shippedAt !== null
    && order.shippedAt.getTime() <= now.getTime() - DISPUTE_LIMITS.notArrivedDays * DAY_MS;
  const reasons: DisputeReason[] = [];
  if (!open) {
    if (refused) reasons.push('return_refused');
    if (unanswered || messageUnanswered) reasons.push('no_answer');
    if (notArrived) reasons.push('not_arrived');
  }
  return { reasons, refusedReturnId: refused?.id ?? null, unansweredReturnId: unanswered?.id ?? null, alreadyOpen: Boolean(open) };
}

/** A new open dispute; null when the order already has one open (the partial unique index decides, also under a race). */
export async function insertDispute(tx: Db, values: {
  orderId: number; buyerId: number; sellerId: number; returnId: number | null; reason: DisputeReason; note: string; openedBy: 'buyer' | 'system';
}): Promise<number | null> {
  const [row] = await tx.insert(disputes).values(values).onConflictDoNothing().returning({ id: disputes.id });
  return row?.id ?? null;
}

/** Decides an open dispute: one conditional update, so two admins deciding at once decide once. */
export async function decideOpenDispute(tx: Db, id: number, decision: {
  status: Exclude<DisputeStatus, 'open'>; outcome: 'refund' | 'close'; decisionNote: string; decidedBy: number; decidedAt: Date;
}) {
  const [row] = await tx.update(disputes).set({ ...decision, updatedAt: decision.decidedAt })
    .where(and(eq(disputes.id, id), eq(disputes.status, 'open')))
    .returning({ id: disputes.id, orderId: disputes.orderId, sellerId: disputes.sellerId, buyerId: disputes.buyerId });
  return row ?? null;
}

/**
 * Closes the order's returns still open, by the lifecycle table's admin `close` row: for each, a
 * conditional update from the status it was read in, and its event. Answers the ids it closed.
 */
export async function closeOpenReturns(tx: Db, orderId: number, actor: { userId: number | null; note: string }, now: Date): Promise<number[]> {
  const open = await tx.select({ id: returns.id, status: returns.status }).from(returns)
    .where(and(eq(returns.orderId, orderId), inArray(returns.status, [...OPEN_RETURN_STATUSES])));
  const closed: number[] = [];
  for (const found of open) {
    const row = findReturnTransition(found.status, 'close', 'admin');
    if (!row) continue;
    const [moved] = await tx.update(returns).set({ status: row.to, updatedAt: now })
      .where(and(eq(returns.id, found.id), eq(returns.status, found.status))).returning({ id: returns.id });
    if (!moved) continue;
    await tx.insert(returnEvents).values({
      returnId: found.id, fromStatus: found.status, toStatus: row.to, action: row.action, actorRole: 'admin', actorUserId: actor.userId, note: actor.note,
    });
    closed.push(found.id);
  }
  return closed;
}


/** The order's conversation and every message of it, oldest first, as an admin reads them (nothing is theirs). */
export async function conversationOfOrder(db: Db, orderId: number): Promise<{ conversationId: number | null; messages: Message[] }> {
  const [conversation] = await db.select({ id: conversations.id, businessName: sellers.businessName, buyerName: buyerNameOf })
    .from(conversations).innerJoin(sellers, eq(sellers.id, conversations.sellerId)).innerJoin(users, eq(users.id, conversations.buyerId))
    .where(eq(conversations.orderId, orderId)).limit(1);
  if (!conversation) return { conversationId: null, messages: [] };
  const rows = await db.select().from(messages).where(eq(messages.conversationId, conversation.id)).orderBy(asc(messages.id));
  const nameOf = (sender: Message['sender']) =>
    sender === 'buyer' ? conversation.buyerName : sender === 'seller' ? conversation.businessName : 'Threadline';
  return {
    conversationId: conversation.id,
    messages: rows.map((row) => ({
      id: row.id, conversationId: row.conversationId, sender: row.sender, senderName: nameOf(row.sender), mine: false,
      text: row.body, images: row.images, createdAt: row.createdAt.toISOString(), readAt: null,
    })),
  };
}

/**
 * Return requests left `requested` DISPUTE_LIMITS.answerDays or more, on orders with no open
 * dispute and never escalated before: the sweeper's work.
 */
export async function unansweredReturnRequests(db: Db, now: Date, limit: number) {
  const before = new Date(now.getTime() - DISPUTE_LIMITS.answerDays * DAY_MS);
  return db.select({ id: returns.id, orderId: returns.orderId, buyerId: returns.buyerId, sellerId: returns.sellerId }).from(returns)
    .where(and(
      eq(returns.status, 'requested' satisfies ReturnStatus), lte(returns.createdAt, before),
      sql`not exists (select 1 from ${disputes} where ${disputes.orderId} = ${returns.orderId} and ${disputes.status} = 'open')`,
      sql`not exists (select 1 from ${disputes} where ${disputes.returnId} = ${returns.id})`,
    ))
    .orderBy(asc(returns.createdAt), asc(returns.id)).limit(limit);
}

/** Where a shop's mail goes (its business address, else its owner's); and the admins to tell (a few). */
export async function shopMailbox(db: Db, sellerId: number): Promise<string | null> {
  const [row] = await db.select({ businessEmail: sellers.businessEmail, ownerEmail: users.email })
    .from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(eq(sellers.id, sellerId)).limit(1);
  return row ? row.businessEmail || row.ownerEmail : null;
}

export async function adminMailboxes(db: Db, limit: number): Promise<string[]> {
  const where: SQL = and(eq(users.role, 'admin'), eq(users.isActive, true))!;
  const rows = await db.select({ email: users.email }).from(users).where(where).orderBy(asc(users.id)).limit(limit);
  return rows.map((row) => row.email);
}
