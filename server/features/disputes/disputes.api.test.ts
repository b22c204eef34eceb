import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, conversations, disputes, ledgerEntries, messages, outbox, refunds, returnEvents, returns, users } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { afterSaleOrder, type AfterSaleOrder } from '../../test/after-sale.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { DISPUTE_MESSAGES, DISPUTE_TEXTS, type Dispute, type DisputeDetail } from '../../../shared/dispute-schemas.js';
import { insertOrderMessage, insertReturn, orderMoney } from './dispute-test-helpers.js';

describe.each(TEST_DRIVERS)('disputes on %s', (driver) => {
  let t: TestApp;
  let admin: { id: number; email: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(driver);
    const user = await createUser(t.db, { role: 'admin' });
    admin = { id: user.id, email: user.email, cookie: await sessionCookieFor(t.db, user.id) };
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (cookie: string | null, options: InjectOptions) => t.app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
  const open = (cookie: string, orderId: number, payload: object) => call(cookie, { method: 'POST', url: `/api/orders/${orderId}/disputes`, payload });
  const decide = (disputeId: number, payload: object, cookie = admin.cookie) => call(cookie, { method: 'POST', url: `/api/admin/disputes/${disputeId}/decide`, payload });
  const order = (input: Parameters<typeof afterSaleOrder>[1] = {}) => afterSaleOrder(t, { adminCookie: admin.cookie, ...input });
  const stranger = async () => sessionCookieFor(t.db, (await createUser(t.db)).id);
  const linesOf = async (orderId: number) => (await t.db.select({ sender: messages.sender, body: messages.body }).from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId)).where(eq(conversations.orderId, orderId)).orderBy(messages.id));
  const shopEmail = async (o: AfterSaleOrder) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, o.seller.userId)))[0]!.email;
  const buyerEmail = async (o: AfterSaleOrder) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, o.buyer.id)))[0]!.email;
  const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);

  /** An open dispute over a parcel not arrived 15 days after shipping. */
  async function openedDispute(input: Parameters<typeof afterSaleOrder>[1] = {}) {
    const o = await order({ stage: 'shipped', shippedDaysAgo: 15, ...input });
    const response = await open(o.buyer.cookie, o.orderId, { reason: 'not_arrived', note: 'Nothing came' });
    expect(response.statusCode, response.body).toBe(201);
    return { o, dispute: response.json() as Dispute };
  }

  it('lets only the order\'s buyer open one, and refuses bad input with the shared messages', async () => {
    const o = await order({ stage: 'shipped', shippedDaysAgo: 15 });
    expect((await open(await stranger(), o.orderId, { reason: 'not_arrived', note: 'x' })).statusCode).toBe(404);
    expectError(await open(o.seller.cookie, o.orderId, { reason: 'not_arrived', note: 'x' }), 404, DISPUTE_MESSAGES.orderNotFound);
    expectError(await open(admin.cookie, o.orderId, { reason: 'not_arrived', note: 'x' }), 404, DISPUTE_MESSAGES.orderNotFound);
    expect((await open(o.buyer.cookie, 999_999, { reason: 'not_arrived', note: 'x' })).statusCode).toBe(404);
    expect((await call(null, { method: 'POST', url: `/api/orders/${o.orderId}/disputes`, payload: { reason: 'not_arrived', note: 'x' } })).statusCode).toBe(401);
    expectError(await open(o.buyer.cookie, o.orderId, { reason: 'not_arrived', note: '  ' }), 400, DISPUTE_MESSAGES.noteRequired);
    expectError(await open(o.buyer.cookie, o.orderId, { reason: 'lost', note: 'x' }), 400, DISPUTE_MESSAGES.reason);
    expect(await t.db.select().from(disputes).where(eq(disputes.orderId, o.orderId))).toEqual([]);
  });

  it('opens a not_arrived dispute 14 days after shipping: the row, a line, mail to the shop and the admins; one open at a time', async () => {
    const early = await order({ stage: 'shipped', shippedDaysAgo: 13 });
    expectError(await open(early.buyer.cookie, early.orderId, { reason: 'not_arrived', note: 'Nothing came' }), 409, DISPUTE_MESSAGES.notLate);
    const delivered = await order({ stage: 'delivered', shippedDaysAgo: 20 });
    expectError(await open(delivered.buyer.cookie, delivered.orderId, { reason: 'not_arrived', note: 'Nothing came' }), 409, DISPUTE_MESSAGES.notLate);

    const { o, dispute } = await openedDispute();
    expect(dispute).toMatchObject({
      orderId: o.orderId, sellerId: o.seller.id, reason: 'not_arrived', note: 'Nothing came', status: 'open', openedBy: 'buyer',
      returnId: null, refundAmount: null, decisionNote: null, decidedAt: null,
    });
    const [row] = await t.db.select().from(disputes).where(eq(disputes.id, dispute.id));
    expect(row).toMatchObject({ buyerId: o.buyer.id, status: 'open', outcome: null });
    expect(await linesOf(o.orderId)).toEqual([{ sender: 'system', body: DISPUTE_TEXTS.openedLine('not_arrived', 'buyer') }]);
    const orderNumber = dispute.orderNumber;
    expect((await mailsTo(await shopEmail(o))).map((m) => m.subject)).toContain(DISPUTE_TEXTS.openedSubject(orderNumber));
    expect((await mailsTo(admin.email)).map((m) => m.subject)).toContain(DISPUTE_TEXTS.openedSubject(orderNumber));

    expectError(await open(o.buyer.cookie, o.orderId, { reason: 'not_arrived', note: 'Again' }), 409, DISPUTE_MESSAGES.alreadyOpen);
    expect(await t.db.select().from(disputes).where(eq(disputes.orderId, o.orderId))).toHaveLength(1);
  });

  it('return_refused needs a refused return, and links it', async () => {
    const o = await order();
    expectError(await open(o.buyer.cookie, o.orderId, { reason: 'return_refused', note: 'Unfair' }), 409, DISPUTE_MESSAGES.notRefused);
    const refused = await insertReturn(t, o, { status: 'refused', days: 1 });
    const response = await open(o.buyer.cookie, o.orderId, { reason: 'return_refused', note: 'Unfair' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ reason: 'return_refused', returnId: refused.id });
  });

  it('no_answer needs a return request or the buyer\'s message left unanswered 3 days', async () => {
    const o = await order();
    expectError(await open(o.buyer.cookie, o.orderId, { reason: 'no_answer', note: 'Silence' }), 409, DISPUTE_MESSAGES.notUnanswered);
    await insertReturn(t, o, { status: 'requested', days: 2 });
    expectError(await open(o.buyer.cookie, o.orderId, { reason: 'no_answer', note: 'Silence' }), 409, DISPUTE_MESSAGES.notUnanswered);

    const asked = await order();
    await insertOrderMessage(t, asked.orderId, 'buyer', 4);
    await insertOrderMessage(t, asked.orderId, 'seller', 3.5, 'On its way');
    expectError(await open(asked.buyer.cookie, asked.orderId, { reason: 'no_answer', note: 'Silence' }), 409, DISPUTE_MESSAGES.notUnanswered);
    await insertOrderMessage(t, asked.orderId, 'buyer', 2, 'Still nothing');
    expectError(await open(asked.buyer.cookie, asked.orderId, { reason: 'no_answer', note: 'Silence' }), 409, DISPUTE_MESSAGES.notUnanswered);
    const unanswered = await order();
    await insertOrderMessage(t, unanswered.orderId, 'buyer', 4);
    const byMessage = await open(unanswered.buyer.cookie, unanswered.orderId, { reason: 'no_answer', note: 'Silence' });
    expect(byMessage.statusCode, byMessage.body).toBe(201);
    expect(byMessage.json()).toMatchObject({ reason: 'no_answer', returnId: null });

    const requested = await order();
    const old = await insertReturn(t, requested, { status: 'requested', days: 4 });
    const byReturn = await open(requested.buyer.cookie, requested.orderId, { reason: 'no_answer', note: 'Silence' });
    expect(byReturn.statusCode, byReturn.body).toBe(201);
    expect(byReturn.json()).toMatchObject({ reason: 'no_answer', returnId: old.id });
  });

  it('shows the order\'s disputes and the reasons open now to its buyer and shop only', async () => {
    const o = await order({ stage: 'shipped', shippedDaysAgo: 15 });
    const read = (cookie: string) => call(cookie, { method: 'GET', url: `/api/orders/${o.orderId}/disputes` });
    expect((await read(o.buyer.cookie)).json()).toEqual({ disputes: [], openableReasons: ['not_arrived'] });
    expect((await read(await stranger())).statusCode).toBe(404);
    await open(o.buyer.cookie, o.orderId, { reason: 'not_arrived', note: 'Nothing came' });
    const asBuyer = await read(o.buyer.cookie);
    const asShop = await read(o.seller.cookie);
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.json().openableReasons).toEqual([]);
    expect(asBuyer.json().disputes).toHaveLength(1);
    expect(asShop.json()).toEqual(asBuyer.json());
  });

  it('keeps the queue and the file for admins, and audits every read of the file', async () => {
    const { o, dispute } = await openedDispute();
    await insertOrderMessage(t, o.orderId, 'buyer', 1, 'Hello shop');
    const buyer = o.buyer.cookie;
    expect((await call(null, { method: 'GET', url: '/api/admin/disputes' })).statusCode).toBe(401);
    expect((await call(buyer, { method: 'GET', url: '/api/admin/disputes' })).statusCode).toBe(403);
    expect((await call(o.seller.cookie, { method: 'GET', url: `/api/admin/disputes/${dispute.id}` })).statusCode).toBe(403);
    expect((await call(buyer, { method: 'POST', url: `/api/admin/disputes/${dispute.id}/decide`, payload: { outcome: 'close', note: 'x' } })).statusCode).toBe(403);

    const queue = await call(admin.cookie, { method: 'GET', url: '/api/admin/disputes?status=open&limit=100' });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((d: Dispute) => d.id)).toContain(dispute.id);
    expect(queue.json().items.every((d: Dispute) => d.status === 'open')).toBe(true);
    const closedOnly = await call(admin.cookie, { method: 'GET', url: '/api/admin/disputes?status=closed' });
    expect(closedOnly.json().items.map((d: Dispute) => d.id)).not.toContain(dispute.id);

    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'dispute.read'));
    const detail = await call(admin.cookie, { method: 'GET', url: `/api/admin/disputes/${dispute.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json() as DisputeDetail;
    expect(body.dispute.id).toBe(dispute.id);
    expect(body.order.id).toBe(o.orderId);
    expect(body.messages.map((m) => [m.sender, m.text])).toEqual([
      ['system', DISPUTE_TEXTS.openedLine('not_arrived', 'buyer')], ['buyer', 'Hello shop'],
    ]);
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'dispute.read'));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ actorId: admin.id, entityType: 'order', entityId: o.orderId });
    expect((await call(admin.cookie, { method: 'GET', url: '/api/admin/disputes/999999' })).statusCode).toBe(404);
  });

  it('refunds part from the seller\'s balance, then refuses a second decision', async () => {
    const o = await order({ deliveredDaysAgo: 1 });
    await insertOrderMessage(t, o.orderId, 'buyer', 4);
    const opened = await open(o.buyer.cookie, o.orderId, { reason: 'no_answer', note: 'Silence' });
    const dispute = opened.json() as Dispute;
    const moneyBefore = await orderMoney(t, o.orderId);

    expectError(await decide(dispute.id, { outcome: 'refund', amount: '0', note: 'x' }), 400, DISPUTE_MESSAGES.amount);
    expectError(await decide(dispute.id, { outcome: 'refund', amount: '1000.00', note: 'Too much' }), 409, DISPUTE_MESSAGES.amountTooLarge);
    expect((await t.db.select().from(disputes).where(eq(disputes.id, dispute.id)))[0]!.status).toBe('open');

    const decided = await decide(dispute.id, { outcome: 'refund', amount: '10.00', note: 'Half back for the wait' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'refunded', refundAmount: '10.00', decisionNote: 'Half back for the wait' });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.disputeId, dispute.id));
    expect(refund).toMatchObject({ orderId: o.orderId, source: 'dispute', amount: '10.00', reason: 'Half back for the wait' });
    expect(await orderMoney(t, o.orderId)).toEqual({ ...moneyBefore, refundedTotal: '10.00', paymentStatus: 'partially_refunded' });
    const [reversal] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.refundId, refund!.id));
    expect(reversal).toMatchObject({ kind: 'reversal', sellerId: o.seller.id, amount: `-${refund!.sellerAmount}` });
    const [row] = await t.db.select().from(disputes).where(eq(disputes.id, dispute.id));
    expect(row).toMatchObject({ status: 'refunded', outcome: 'refund', decidedBy: admin.id });
    expect((await linesOf(o.orderId)).at(-1)).toEqual({ sender: 'admin', body: DISPUTE_TEXTS.decidedLine('refund', '10.00', 'Half back for the wait') });
    const subject = DISPUTE_TEXTS.decidedSubject(dispute.orderNumber);
    expect((await mailsTo(await buyerEmail(o))).map((m) => m.subject)).toContain(subject);
    expect((await mailsTo(await shopEmail(o))).map((m) => m.subject)).toContain(subject);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'dispute.decide'), eq(auditLog.entityId, o.orderId)));
    expect(audit).toMatchObject({ actorId: admin.id, entityType: 'order' });

    expectError(await decide(dispute.id, { outcome: 'close', note: 'Again' }), 409, DISPUTE_MESSAGES.notOpen);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId))).toHaveLength(1);
    expect((await decide(999_999, { outcome: 'close', note: 'x' })).statusCode).toBe(404);
  });

  it('refunds all that is left, and the payment is refunded', async () => {
    const { o, dispute } = await openedDispute();
    const decided = await decide(dispute.id, { outcome: 'refund', note: 'Lost in the post' });
    expect(decided.statusCode, decided.body).toBe(200);
    const money = await orderMoney(t, o.orderId);
    expect(money).toMatchObject({ refundedTotal: money.total, paymentStatus: 'refunded' });
    expect(decided.json()).toMatchObject({ status: 'refunded', refundAmount: money.total, refundableAmount: '0.00' });
  });

  it('refuses to refund an order never paid', async () => {
    const { o, dispute } = await openedDispute();
    const { orders } = await import('../../db/schema/index.js');
    await t.db.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, o.orderId));
    expectError(await decide(dispute.id, { outcome: 'refund', note: 'x' }), 409, DISPUTE_MESSAGES.unpaid);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId))).toEqual([]);
    expect((await t.db.select().from(disputes).where(eq(disputes.id, dispute.id)))[0]!.status).toBe('open');
  });

  it('closes in the shop\'s favour: no money moves, open returns are closed by the table\'s row', async () => {
    const o = await order();
    const requested = await insertReturn(t, o, { status: 'requested', days: 4 });
    const opened = await open(o.buyer.cookie, o.orderId, { reason: 'no_answer', note: 'Silence' });
    const dispute = opened.json() as Dispute;
    const moneyBefore = await orderMoney(t, o.orderId);
    const decided = await decide(dispute.id, { outcome: 'close', note: 'The shop shows the parcel was fine' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'closed', refundAmount: null });
    expect(await orderMoney(t, o.orderId)).toEqual(moneyBefore);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId))).toEqual([]);
    expect((await t.db.select().from(returns).where(eq(returns.id, requested.id)))[0]!.status).toBe('closed');
    expect(await t.db.select({ from: returnEvents.fromStatus, to: returnEvents.toStatus, action: returnEvents.action, actor: returnEvents.actorRole })
      .from(returnEvents).where(eq(returnEvents.returnId, requested.id))).toEqual([{ from: 'requested', to: 'closed', action: 'close', actor: 'admin' }]);
    const lines = await linesOf(o.orderId);
    expect(lines.slice(-2)).toEqual([
      { sender: 'system', body: DISPUTE_TEXTS.returnClosedLine(requested.id) },
      { sender: 'admin', body: DISPUTE_TEXTS.decidedLine('close', null, 'The shop shows the parcel was fine') },
    ]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'dispute.decide')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ entityId: o.orderId, after: expect.objectContaining({ outcome: 'close', closedReturns: [requested.id] }) });
  });

  it('two admins deciding at once decide once', async () => {
    const { o, dispute } = await openedDispute();
    const second = await createUser(t.db, { role: 'admin' });
    const secondCookie = await sessionCookieFor(t.db, second.id);
    const replies = await Promise.all([
      decide(dispute.id, { outcome: 'refund', note: 'Refund' }), decide(dispute.id, { outcome: 'close', note: 'Close' }, secondCookie),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'dispute.decide'), eq(auditLog.entityId, o.orderId)))).toHaveLength(1);
  });

  it('holds the seller\'s earning while a dispute is open, and shows the refund in the seller\'s payouts and the admin ledger', async () => {
    const o = await order({ deliveredDaysAgo: 10 });
    const payouts = async () => (await call(o.seller.cookie, { method: 'GET', url: '/api/seller/payouts' })).json();
    const earned = await payouts();
    expect(Number(earned.balance)).toBeGreaterThan(0);
    expect(earned.held).toBe('0.00');
    expect(earned.entries.map((e: { kind: string }) => e.kind)).toEqual(['earning']);

    await insertOrderMessage(t, o.orderId, 'buyer', 4);
    const dispute = (await open(o.buyer.cookie, o.orderId, { reason: 'no_answer', note: 'Silence' })).json() as Dispute;
    const held = await payouts();
    expect(held).toMatchObject({ balance: '0.00', held: earned.balance });

    await decide(dispute.id, { outcome: 'refund', amount: '5.00', note: 'A stain' });
    const after = await payouts();
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.disputeId, dispute.id));
    expect(after.entries[0]).toMatchObject({
      kind: 'reversal', amount: `-${refund!.sellerAmount}`, orderId: o.orderId, orderNumber: dispute.orderNumber, payoutId: null,
      refund: { id: refund!.id, source: 'dispute', reason: 'A stain', amount: '5.00' },
    });
    expect(Number(after.balance)).toBeCloseTo(Number(earned.balance) - Number(refund!.sellerAmount), 2);

    expect((await call(o.seller.cookie, { method: 'GET', url: '/api/admin/ledger' })).statusCode).toBe(403);
    const ledger = await call(admin.cookie, { method: 'GET', url: `/api/admin/ledger?sellerId=${o.seller.id}` });
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json()).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    expect(ledger.json().items[0]).toMatchObject({
      kind: 'reversal', sellerId: o.seller.id, commissionReturned: refund!.commissionAmount, refund: { source: 'dispute' },
    });
    expect(ledger.json().items[1]).toMatchObject({ kind: 'earning', commissionReturned: null, refund: null });
    const all = await call(admin.cookie, { method: 'GET', url: '/api/admin/ledger?limit=1&page=2' });
    expect(all.json()).toMatchObject({ page: 2, limit: 1 });
    expect(all.json().items).toHaveLength(1);
  });

  it('the sweeper escalates a return request left 3 days, once, and not a younger one', async () => {
    const old = await order();
    const oldRequest = await insertReturn(t, old, { status: 'requested', days: 4 });
    const young = await order();
    await insertReturn(t, young, { status: 'requested', days: 1 });
    expect(await t.app.disputesSweeper.sweep()).toBeGreaterThanOrEqual(1);
    const [escalated, ...more] = await t.db.select().from(disputes).where(eq(disputes.orderId, old.orderId));
    expect(more).toEqual([]);
    expect(escalated).toMatchObject({
      reason: 'no_answer', openedBy: 'system', status: 'open', returnId: oldRequest.id, note: DISPUTE_TEXTS.escalatedNote,
    });
    expect(await linesOf(old.orderId)).toEqual([{ sender: 'system', body: DISPUTE_TEXTS.openedLine('no_answer', 'system') }]);
    expect(await t.db.select().from(disputes).where(eq(disputes.orderId, young.orderId))).toEqual([]);
    await t.app.disputesSweeper.sweep();
    expect(await t.db.select().from(disputes).where(eq(disputes.orderId, old.orderId))).toHaveLength(1);
    // Decided, the request is closed with it and never escalated again.
    expect((await decide(escalated!.id, { outcome: 'close', note: 'Answered by phone' })).statusCode).toBe(200);
    await t.app.disputesSweeper.sweep();
    expect(await t.db.select().from(disputes).where(eq(disputes.orderId, old.orderId))).toHaveLength(1);
  });
});
