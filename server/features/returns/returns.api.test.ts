import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import {
  conversations, ledgerEntries, outbox, messages, orders, productVariants, refunds, returnEvents, returnItems, returns, sellers,
  stockMovements, uploads,
} from '../../db/schema/index.js';
import { afterSaleOrder, type AfterSaleOrder } from '../../test/after-sale.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { fromCents, toCents } from '../../../shared/money.js';
import { commissionCents } from '../../../shared/order-quote.js';
import { DEFAULT_RETURN_INSTRUCTIONS, RETURN_MESSAGES } from '../../../shared/return-schemas.js';
import { deliveredDaysAgo } from '../ledger/ledger-test-helpers.js';

describe.each(TEST_DRIVERS)('returns and their refunds on %s', (driver) => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (cookie: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const order = (input: Parameters<typeof afterSaleOrder>[1] = {}) => afterSaleOrder(t, { adminCookie, ...input });
  const request = (o: AfterSaleOrder, body: object = {}) =>
    call(o.buyer.cookie, 'POST', `/api/orders/${o.orderId}/returns`, { items: [{ orderItemId: o.item.id, quantity: 1 }], reason: 'doesnt_fit', ...body });
  const requested = async (o: AfterSaleOrder, body: object = {}) => {
    const reply = await request(o, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json() as { id: number; status: string; actions: string[] };
  };
  /** A return taken to shipped by its buyer and shop. */
  const shippedReturn = async (o: AfterSaleOrder, body: object = {}) => {
    const { id } = await requested(o, body);
    expect((await call(o.seller.cookie, 'POST', `/api/returns/${id}/accept`, {})).statusCode).toBe(200);
    const shipped = await call(o.buyer.cookie, 'POST', `/api/returns/${id}/ship`, { carrier: 'DHL', trackingNumber: 'RT123' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    return id;
  };
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const stockOf = async (variantId: number) => (await t.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
  const unitsSold = async (sellerId: number) => (await t.db.select().from(sellers).where(eq(sellers.id, sellerId)))[0]!.totalSales;
  const mailsTo = async (subjectPart: string) => (await t.db.select().from(outbox)).filter((mail) => mail.subject.includes(subjectPart));

  it('saves the shop policy on PUT /api/sellers/{id} and refuses a window other than 14 or 30 days', async () => {
    const o = await order();
    const saved = await call(o.seller.cookie, 'PUT', `/api/sellers/${o.seller.id}`, { returnPolicy: { windowDays: 30, returnShippingPaidBy: 'shop' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().returnPolicy).toEqual({ accepted: true, windowDays: 30, returnShippingPaidBy: 'shop' });
    const off = await call(o.seller.cookie, 'PUT', `/api/sellers/${o.seller.id}`, { returnPolicy: { accepted: false } });
    expect(off.json().returnPolicy).toEqual({ accepted: false, windowDays: 30, returnShippingPaidBy: 'shop' });
    const shop = await call(null, 'GET', `/api/sellers/${o.seller.id}`);
    expect(shop.json().returnPolicy).toEqual({ accepted: false, windowDays: 30, returnShippingPaidBy: 'shop' });
    const bad = await call(o.seller.cookie, 'PUT', `/api/sellers/${o.seller.id}`, { returnPolicy: { windowDays: 21 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(RETURN_MESSAGES.policyWindow);
    const other = await order();
    expect((await call(other.seller.cookie, 'PUT', `/api/sellers/${o.seller.id}`, { returnPolicy: { accepted: true } })).statusCode).toBe(403);
  });

  it('refuses a request that breaks a rule, each with its status and message', async () => {
    const o = await order({ quantity: 2 });
    const stranger = await sessionCookieFor(t.db, (await createUser(t.db)).id);
    const theirs = await call(stranger, 'POST', `/api/orders/${o.orderId}/returns`, { items: [{ orderItemId: o.item.id, quantity: 1 }], reason: 'damaged' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(RETURN_MESSAGES.orderNotFound);
    // The shop itself is not the buyer either.
    expect((await call(o.seller.cookie, 'POST', `/api/orders/${o.orderId}/returns`, { items: [{ orderItemId: o.item.id, quantity: 1 }], reason: 'damaged' })).statusCode).toBe(404);

    const tooMany = await request(o, { items: [{ orderItemId: o.item.id, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(RETURN_MESSAGES.quantityTooHigh);
    const notInOrder = await request(o, { items: [{ orderItemId: o.item.id + 100_000, quantity: 1 }] });
    expect(notInOrder.statusCode).toBe(400);
    expect(notInOrder.json().message).toBe(RETURN_MESSAGES.itemNotInOrder);
    const twice = await request(o, { items: [{ orderItemId: o.item.id, quantity: 1 }, { orderItemId: o.item.id, quantity: 1 }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(RETURN_MESSAGES.duplicateItem);
    const badReason = await request(o, { reason: 'too_expensive' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.body).toContain(RETURN_MESSAGES.reason);
    const bidi = await request(o, { note: 'fine \u202Eevil' });
    expect(bidi.statusCode).toBe(400);
    expect(bidi.body).toContain(RETURN_MESSAGES.bidi);
    // Photos must be this buyer's own uploads.
    const seller = await createUser(t.db);
    await t.db.insert(uploads).values({
      userId: seller.id, uploadKey: `k-${o.orderId}`, purpose: 'review', maxBytes: 1000, expiresAt: new Date(Date.now() + 60_000),
      objectPath: `/objects/theirs-${o.orderId}.webp`, storedBytes: 10, usedAt: new Date(),
    });
    const photo = await request(o, { photos: [`/objects/theirs-${o.orderId}.webp`] });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().message).toBe(RETURN_MESSAGES.photoPath);
    await t.db.insert(uploads).values({
      userId: o.buyer.id, uploadKey: `mine-${o.orderId}`, purpose: 'review', maxBytes: 1000, expiresAt: new Date(Date.now() + 60_000),
      objectPath: `/objects/mine-${o.orderId}.webp`, storedBytes: 10, usedAt: new Date(),
    });
    const withPhoto = await request(o, { photos: [`/objects/mine-${o.orderId}.webp`] });
    expect(withPhoto.statusCode, withPhoto.body).toBe(201);
    expect(withPhoto.json().photos).toEqual([`/objects/mine-${o.orderId}.webp`]);
    // One unit is being returned: one is left, two are too many.
    expect((await request(o, { items: [{ orderItemId: o.item.id, quantity: 2 }] })).json().message).toBe(RETURN_MESSAGES.quantityTooHigh);
    expect((await request(o)).statusCode).toBe(201);
    expect((await request(o)).statusCode).toBe(409);
    expect(await t.db.select().from(returns).where(eq(returns.orderId, o.orderId))).toHaveLength(2);

    const shipped = await order({ stage: 'shipped' });
    const early = await request(shipped);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RETURN_MESSAGES.notDelivered);

    const noReturns = await order({ returnPolicy: { accepted: false } });
    const refused = await request(noReturns);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(RETURN_MESSAGES.returnsNotAccepted);

    const late = await order({ deliveredDaysAgo: 15 });
    const over = await request(late);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(RETURN_MESSAGES.windowOver(14));
    const lateInLongWindow = await order({ deliveredDaysAgo: 15, returnPolicy: { windowDays: 30, returnShippingPaidBy: 'shop' } });
    const inTime = await requested(lateInLongWindow);
    expect(inTime).toMatchObject({ status: 'requested', returnShippingPaidBy: 'shop' });
    const longLate = await order({ deliveredDaysAgo: 31, returnPolicy: { windowDays: 30 } });
    expect((await request(longLate)).json().message).toBe(RETURN_MESSAGES.windowOver(30));
    const listed = await call(longLate.buyer.cookie, 'GET', `/api/orders/${longLate.orderId}/returns`);
    expect(listed.json()).toMatchObject({ returnable: null, notReturnableReason: RETURN_MESSAGES.windowOver(30), returns: [] });
  });

  it('takes a return through request, accept, ship and receive: events, lines, mails, refund, ledger, stock and units sold', async () => {
    const o = await order({ price: '40.00', quantity: 2, commissionRate: '15.00', deliveredDaysAgo: 8 });
    const before = await orderRow(o.orderId);
    const stock = await stockOf(o.variant.id);
    const sold = await unitsSold(o.seller.id);
    expect(sold).toBe(2);

    const created = await requested(o, { note: 'Too small' });
    expect(created).toMatchObject({
      status: 'requested', reason: 'doesnt_fit', note: 'Too small', actions: [], refundAmount: '40.00', refund: null, disputeId: null,
      items: [{ orderItemId: o.item.id, quantity: 1, unitPrice: '40.00', lineTotal: '40.00', size: 'M', color: 'Black' }],
      events: [{ fromStatus: null, toStatus: 'requested', action: 'request', actorRole: 'buyer', note: 'Too small' }],
    });
    const id = created.id;
    expect((await mailsTo(`Return requested for order ${before.number}`))).toHaveLength(1);

    // Who may read it: the buyer, the shop (with its buttons), an admin (without); nobody else.
    const asShop = await call(o.seller.cookie, 'GET', `/api/returns/${id}`);
    expect(asShop.json().actions).toEqual(['accept', 'refuse']);
    const asAdmin = await call(adminCookie, 'GET', `/api/returns/${id}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().actions).toEqual([]);
    const other = await order();
    const otherShop = await call(other.seller.cookie, 'GET', `/api/returns/${id}`);
    expect(otherShop.statusCode).toBe(404);
    expect(otherShop.json().message).toBe(RETURN_MESSAGES.returnNotFound);
    expect((await call(other.buyer.cookie, 'GET', `/api/returns/${id}`)).statusCode).toBe(404);
    expect((await call(other.seller.cookie, 'POST', `/api/returns/${id}/accept`, {})).statusCode).toBe(404);
    expect((await call(other.seller.cookie, 'GET', `/api/orders/${o.orderId}/returns`)).statusCode).toBe(404);
    // The wrong side: 403 with its message; an admin reads but does not step in here.
    const buyerAccepts = await call(o.buyer.cookie, 'POST', `/api/returns/${id}/accept`, {});
    expect(buyerAccepts.statusCode).toBe(403);
    expect(buyerAccepts.json().message).toBe(RETURN_MESSAGES.otherSidesStep);
    expect((await call(o.seller.cookie, 'POST', `/api/returns/${id}/ship`, { carrier: 'DHL', trackingNumber: 'X' })).statusCode).toBe(403);
    const adminAccepts = await call(adminCookie, 'POST', `/api/returns/${id}/accept`, {});
    expect(adminAccepts.statusCode).toBe(403);
    expect(adminAccepts.json().message).toBe(RETURN_MESSAGES.adminReadOnly);
    // Steps the table does not allow from requested.
    const early = await call(o.buyer.cookie, 'POST', `/api/returns/${id}/ship`, { carrier: 'DHL', trackingNumber: 'X' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RETURN_MESSAGES.moveRefused('requested'));
    expect((await call(o.seller.cookie, 'POST', `/api/returns/${id}/receive`, { restock: true })).statusCode).toBe(409);
    expect((await call(o.seller.cookie, 'POST', `/api/returns/${id}/receive`, {})).json().message).toContain(RETURN_MESSAGES.restockRequired);

    const accepted = await call(o.seller.cookie, 'POST', `/api/returns/${id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', instructions: DEFAULT_RETURN_INSTRUCTIONS, actions: [] });
    expect((await call(o.seller.cookie, 'POST', `/api/returns/${id}/accept`, {})).statusCode).toBe(409);
    expect((await call(o.seller.cookie, 'POST', `/api/returns/${id}/refuse`, { reason: 'No' })).json().message).toBe(RETURN_MESSAGES.moveRefused('accepted'));
    expect((await mailsTo(`Your return for order ${before.number} was accepted`))).toHaveLength(1);
    expect((await call(o.buyer.cookie, 'GET', `/api/returns/${id}`)).json().actions).toEqual(['ship']);

    const missing = await call(o.buyer.cookie, 'POST', `/api/returns/${id}/ship`, { carrier: 'DHL', trackingNumber: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(RETURN_MESSAGES.trackingRequired);
    const shipped = await call(o.buyer.cookie, 'POST', `/api/returns/${id}/ship`, { carrier: 'DHL', trackingNumber: 'RT123' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', carrier: 'DHL', trackingNumber: 'RT123', trackingUrl: expect.stringContaining('RT123') });
    expect((await mailsTo(`Return for order ${before.number} is on its way back`))).toHaveLength(1);

    const received = await call(o.seller.cookie, 'POST', `/api/returns/${id}/receive`, { restock: true });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'refunded', restocked: true, refundAmount: '40.00', refund: { amount: '40.00' }, actions: [] });
    expect((await call(o.seller.cookie, 'POST', `/api/returns/${id}/receive`, { restock: true })).statusCode).toBe(409);

    // The refund: the item only (doesn't fit), commission on it given back, the seller's part reversed.
    const commission = fromCents(commissionCents(4000, '15.00'));
    const refundRows = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(refundRows).toMatchObject([{
      amount: '40.00', shippingAmount: '0.00', commissionAmount: commission, sellerAmount: fromCents(4000 - toCents(commission)),
      source: 'return', returnId: id, reason: 'Return received',
    }]);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, o.orderId));
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['earning', before.sellerNet], ['reversal', `-${fromCents(4000 - toCents(commission))}`],
    ]);
    expect(entries[1]!.refundId).toBe(refundRows[0]!.id);
    const after = await orderRow(o.orderId);
    expect(after).toMatchObject({ paymentStatus: 'partially_refunded', refundedTotal: '40.00', status: 'delivered' });
    expect(await stockOf(o.variant.id)).toBe(stock + 1);
    expect(await t.db.select().from(stockMovements).where(and(eq(stockMovements.variantId, o.variant.id), eq(stockMovements.reason, 'adjust'))))
      .toMatchObject([{ delta: 1, orderItemId: null }]);
    expect(await unitsSold(o.seller.id)).toBe(sold - 1);
    expect((await mailsTo(`Refund for your return on order ${before.number}`))).toHaveLength(1);

    // The order reply lists the refund: parts for the shop, none for the buyer.
    const forBuyer = (await call(o.buyer.cookie, 'GET', `/api/orders/${o.orderId}`)).json();
    expect(forBuyer.refund).toMatchObject({ amount: '40.00', reason: 'Return received' });
    expect(forBuyer.refunds).toEqual([expect.objectContaining({ amount: '40.00', source: 'return', commissionAmount: null, sellerAmount: null })]);
    const forShop = (await call(o.seller.cookie, 'GET', `/api/orders/${o.orderId}`)).json();
    expect(forShop.refunds).toEqual([expect.objectContaining({ amount: '40.00', commissionAmount: commission, sellerAmount: fromCents(4000 - toCents(commission)) })]);

    // History and the order's conversation.
    expect((await t.db.select().from(returnEvents).where(eq(returnEvents.returnId, id))).map((event) => event.action))
      .toEqual(['request', 'accept', 'ship', 'receive']);
    const [conversation] = await t.db.select().from(conversations).where(eq(conversations.orderId, o.orderId));
    const lines = await t.db.select().from(messages).where(eq(messages.conversationId, conversation!.id));
    expect(lines.map((line) => line.body)).toEqual([
      "Return requested: 1 × Classic Hoodie (M, Black). Reason: Doesn't fit.".replace('Classic Hoodie', o.product.name),
      `Return accepted by the shop. Instructions: ${DEFAULT_RETURN_INSTRUCTIONS}`,
      'Return sent back with DHL (tracking RT123).',
      'Return received by the shop. Refund of $40.00 on its way to the buyer.',
    ]);
    expect(lines.every((line) => line.sender === 'system')).toBe(true);

    // The other unit may still go back; the refunded one may not.
    const listed = (await call(o.buyer.cookie, 'GET', `/api/orders/${o.orderId}/returns`)).json();
    expect(listed.returnable.items).toEqual([{ orderItemId: o.item.id, quantity: 1 }]);
    expect(listed.returns).toHaveLength(1);
  });

  it('gives the shipping fee back for a damaged item once, and the return that reaches the total refunds the order', async () => {
    const o = await order({ price: '10.00', quantity: 2, commissionRate: '10.00', deliveredDaysAgo: 8 });
    const before = await orderRow(o.orderId);
    const fee = toCents(before.shippingFee);
    expect(fee).toBeGreaterThan(0);
    const first = await shippedReturn(o, { reason: 'damaged' });
    const one = await call(o.seller.cookie, 'POST', `/api/returns/${first}/receive`, { restock: false });
    expect(one.json()).toMatchObject({ status: 'refunded', restocked: false, refund: { amount: fromCents(1000 + fee) } });
    const second = await shippedReturn(o, { reason: 'not_as_described' });
    expect((await call(o.seller.cookie, 'GET', `/api/returns/${second}`)).json().refundAmount).toBe('10.00');
    const two = await call(o.seller.cookie, 'POST', `/api/returns/${second}/receive`, { restock: false });
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().refund.amount).toBe('10.00');
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(rows.map((row) => [row.amount, row.shippingAmount])).toEqual([[fromCents(1000 + fee), before.shippingFee], ['10.00', '0.00']]);
    // Every part adds up to the order's: commission given back whole, the seller's net reversed whole.
    expect(rows.reduce((sum, row) => sum + toCents(row.commissionAmount), 0)).toBe(toCents(before.commissionAmount));
    expect(rows.reduce((sum, row) => sum + toCents(row.sellerAmount), 0)).toBe(toCents(before.sellerNet));
    expect(await orderRow(o.orderId)).toMatchObject({ paymentStatus: 'refunded', refundedTotal: before.total });
    const reversals = await t.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.orderId, o.orderId), eq(ledgerEntries.kind, 'reversal')));
    expect(reversals.reduce((sum, entry) => sum - toCents(entry.amount.replace('-', '')), 0)).toBe(-toCents(before.sellerNet));
    // Restock false: no stock came back.
    expect(await t.db.select().from(stockMovements).where(and(eq(stockMovements.variantId, o.variant.id), eq(stockMovements.reason, 'adjust')))).toEqual([]);
    // Nothing is left to return.
    const listed = (await call(o.buyer.cookie, 'GET', `/api/orders/${o.orderId}/returns`)).json();
    expect(listed).toMatchObject({ returnable: null, notReturnableReason: RETURN_MESSAGES.alreadyRefunded });
    expect((await request(o)).json().message).toBe(RETURN_MESSAGES.alreadyRefunded);
  });

  it('a refused return frees its units, mails the buyer, and is a dead end for every other step', async () => {
    const o = await order({ quantity: 1 });
    const { id } = await requested(o);
    expect((await request(o)).statusCode).toBe(409);
    const noReason = await call(o.seller.cookie, 'POST', `/api/returns/${id}/refuse`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(RETURN_MESSAGES.reasonRequired);
    const refused = await call(o.seller.cookie, 'POST', `/api/returns/${id}/refuse`, { reason: 'Worn and washed' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'refused', refuseReason: 'Worn and washed', actions: [] });
    expect((await mailsTo('was refused')).some((mail) => mail.body.includes('Worn and washed'))).toBe(true);
    for (const [cookie, step, body] of [
      [o.seller.cookie, 'accept', {}], [o.seller.cookie, 'refuse', { reason: 'x' }], [o.buyer.cookie, 'ship', { carrier: 'DHL', trackingNumber: 'Y' }],
      [o.seller.cookie, 'receive', { restock: true }],
    ] as const) {
      const reply = await call(cookie, 'POST', `/api/returns/${id}/${step}`, body);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(RETURN_MESSAGES.moveRefused('refused'));
    }
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId))).toEqual([]);
    // A refused return does not hold its units: the buyer may ask again.
    expect((await request(o)).statusCode).toBe(201);
  });

  it('holds the seller earning while a return is open, and releases it when refused', async () => {
    const o = await order({ price: '30.00', quantity: 1, deliveredDaysAgo: 8 });
    const net = (await orderRow(o.orderId)).sellerNet;
    const payouts = async () => (await call(o.seller.cookie, 'GET', '/api/seller/payouts')).json() as { balance: string; held: string };
    expect(await payouts()).toMatchObject({ balance: net, held: '0.00' });
    const { id } = await requested(o);
    expect(await payouts()).toMatchObject({ balance: '0.00', held: net });
    await call(o.seller.cookie, 'POST', `/api/returns/${id}/refuse`, { reason: 'Past the window of wear' });
    expect(await payouts()).toMatchObject({ balance: net, held: '0.00' });
    // Received and refunded: nothing is held, and what is payable is the earning less the reversal.
    const id2 = await shippedReturn(o);
    expect(await payouts()).toMatchObject({ balance: '0.00', held: net });
    await call(o.seller.cookie, 'POST', `/api/returns/${id2}/receive`, { restock: true });
    // Doesn't fit: the item goes back, the shipping fee stays the shop's (less no commission: none was taken on it).
    expect(await payouts()).toMatchObject({ balance: (await orderRow(o.orderId)).shippingFee, held: '0.00' });
  });

  it('an admin refund after a partial return subtracts only the units not returned from units sold', async () => {
    const o = await order({ quantity: 3, deliveredDaysAgo: 1 });
    // The shop's other sales, so a double subtraction would show rather than stop at zero.
    await t.db.update(sellers).set({ totalSales: 13 }).where(eq(sellers.id, o.seller.id));
    const id = await shippedReturn(o, { items: [{ orderItemId: o.item.id, quantity: 1 }] });
    await call(o.seller.cookie, 'POST', `/api/returns/${id}/receive`, { restock: true });
    expect(await unitsSold(o.seller.id)).toBe(12);
    const refunded = await call(adminCookie, 'POST', `/api/admin/orders/${o.orderId}/refund`, { reason: 'Goodwill' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await unitsSold(o.seller.id)).toBe(10);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    const row = await orderRow(o.orderId);
    expect(rows.map((refund) => refund.source)).toEqual(['return', 'order']);
    expect(rows.reduce((sum, refund) => sum + toCents(refund.amount), 0)).toBe(toCents(row.total));
    expect(row).toMatchObject({ paymentStatus: 'refunded', refundedTotal: row.total });
    // The admin's order reply lists both refunds with their parts; `refund` is their sum.
    expect(refunded.json().refund.amount).toBe(row.total);
    expect(refunded.json().refunds.map((refund: { source: string }) => refund.source)).toEqual(['return', 'order']);
  });

  it('lists the buyer and shop returns newest first, filtered by status, and the order returns', async () => {
    const o = await order({ quantity: 3 });
    const first = await requested(o);
    const second = await requested(o);
    await call(o.seller.cookie, 'POST', `/api/returns/${first.id}/refuse`, { reason: 'No' });
    const mine = (await call(o.buyer.cookie, 'GET', '/api/account/returns')).json();
    expect(mine).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    expect(mine.items.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    const shop = (await call(o.seller.cookie, 'GET', '/api/seller/returns?status=requested')).json();
    expect(shop.items.map((item: { id: number; actions: string[] }) => [item.id, item.actions])).toEqual([[second.id, ['accept', 'refuse']]]);
    const paged = (await call(o.seller.cookie, 'GET', '/api/seller/returns?limit=1&page=2')).json();
    expect(paged).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(paged.items.map((item: { id: number }) => item.id)).toEqual([first.id]);
    expect((await call(o.buyer.cookie, 'GET', '/api/seller/returns')).statusCode).toBe(403);
    const other = await order();
    expect((await call(other.buyer.cookie, 'GET', '/api/account/returns')).json().total).toBe(0);
    const forOrder = (await call(o.buyer.cookie, 'GET', `/api/orders/${o.orderId}/returns`)).json();
    expect(forOrder).toMatchObject({
      policy: { accepted: true, windowDays: 14, returnShippingPaidBy: 'buyer' }, notReturnableReason: null,
      returnable: { items: [{ orderItemId: o.item.id, quantity: 2 }] },
    });
    expect(forOrder.returns.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect((await call(adminCookie, 'GET', `/api/orders/${o.orderId}/returns`)).statusCode).toBe(200);
    expect(await t.db.select().from(returnItems).where(inArray(returnItems.returnId, [first.id, second.id]))).toHaveLength(2);
    // The delivered order's earning is not affected by a listing; the hold helper keeps the ledger honest.
    await deliveredDaysAgo(t.db, o.orderId);
  });
});
