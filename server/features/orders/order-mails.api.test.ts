import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { checkouts, ledgerEntries, orderEvents, orders, outbox } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { mailHtml } from '../mail/mail-html.js';
import { BANK_TRANSFER_LIFETIME_MS } from '../../../shared/payment-transitions.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from './orders-test-helpers.js';
import { PAYMENT_REMINDER_BEFORE_MS } from './payment-reminders.js';

const ACCOUNT = 'Threadline Ltd, Example Bank, IBAN DE89 3704 0044 0532 0130 00';
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000);

describe.each(TEST_DRIVERS)('a mail for every state on %s', (driver) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(driver, { BANK_TRANSFER_DETAILS: ACCOUNT, PAYMENTS_DEMO: 'true' });
    admin = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailsTo = (to: string, subject: string) => t.db.select().from(outbox).where(and(eq(outbox.to, to), like(outbox.subject, subject)));
  const act = (cookie: string, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function placedTransfer(price = '43.00') {
    const { product, seller } = await sellerWithProduct(t.db, { price, stock: 10, commissionRate: '10.00' });
    const buyer = await shopperWithCart(t.db, [{ productId: product.id }]);
    const sellerCookie = await sessionCookieFor(t.db, seller.userId);
    const response = await postCheckout(t, buyer.cookie, (Number(price) + 5.99).toFixed(2));
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json();
    return { buyer, seller, sellerCookie, placed, order: placed.orders[0] as { id: number; number: string } };
  }

  it('tells the shopper where to pay, how much and with which reference: in the reply and in the confirmation mail, as text and HTML', async () => {
    const { buyer, placed } = await placedTransfer();
    expect(placed.payment).toMatchObject({ method: 'bank_transfer', reference: placed.checkout.number, payTo: ACCOUNT, amount: '48.99' });
    expect(placed.payment.instructions).toBe(
      `Transfer $48.99 to ${ACCOUNT} with the reference ${placed.checkout.number}. Your orders ship once the transfer arrives; unpaid orders are cancelled after 3 days.`,
    );
    const [mail] = await mailsTo(buyer.user.email, `Your Threadline order ${placed.checkout.number}`);
    expect(mail!.body).toContain(placed.payment.instructions);
    expect(mail!.body).toContain(`Reference: ${placed.checkout.number}`);
    expect(mail!.body).toContain(`View your order: http://localhost:5000/orders/${placed.checkout.number}`);
    expect(mail!.body).not.toContain('we will email you');
    const html = mailHtml(mail!.subject, mail!.body);
    expect(html).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(html).toContain(`href="http://localhost:5000/orders/${placed.checkout.number}"`);
    // The confirmation page reads the same instructions.
    const again = await t.app.inject({ method: 'GET', url: `/api/checkouts/${placed.checkout.number}`, headers: { cookie: buyer.cookie } });
    expect(again.json().payment.instructions).toBe(placed.payment.instructions);
  });

  it('mails the buyer when a transfer is received, the seller of the new order, the buyer when it ships (with the carrier link) and is delivered', async () => {
    const { buyer, sellerCookie, order } = await placedTransfer();
    expect((await act(admin, `/api/admin/orders/${order.id}/mark-paid`)).statusCode).toBe(200);
    const [received] = await mailsTo(buyer.user.email, `Payment received for your order ${order.number}`);
    expect(received!.body).toContain(`We received your payment for order ${order.number}`);
    expect(received!.body).toContain('Paid: $48.99');

    expect((await act(sellerCookie, `/api/orders/${order.id}/ship`, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' })).statusCode).toBe(200);
    const [shipped] = await mailsTo(buyer.user.email, `Your order ${order.number} has shipped`);
    expect(shipped!.body).toContain('Track your parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784');

    expect((await act(sellerCookie, `/api/orders/${order.id}/deliver`)).statusCode).toBe(200);
    const [delivered] = await mailsTo(buyer.user.email, `Your order ${order.number} was delivered`);
    expect(delivered!.body).toContain(`Your order ${order.number} from`);
  });

  it('a refund reads as a refund: its event, the reply for buyer, seller and admin, the reversed earning and its mail', async () => {
    const { buyer, sellerCookie, order } = await placedTransfer();
    await act(admin, `/api/admin/orders/${order.id}/mark-paid`);
    await act(sellerCookie, `/api/orders/${order.id}/ship`, { carrier: 'Royal Mail', trackingNumber: 'RM1' });
    await act(sellerCookie, `/api/orders/${order.id}/deliver`);
    const refunded = await act(admin, `/api/admin/orders/${order.id}/refund`, { reason: 'Returned: wrong fit' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'delivered', paymentStatus: 'refunded', refund: { amount: '48.99', reason: 'Returned: wrong fit' } });
    expect(refunded.json().events.at(-1)).toMatchObject({
      fromStatus: 'delivered', toStatus: 'delivered', actorRole: 'admin', action: 'refund', note: 'Returned: wrong fit',
    });
    // Each of the three sees what was refunded.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer.cookie } })).json();
    expect(mine[0]).toMatchObject({ id: order.id, refund: { amount: '48.99' }, commissionAmount: null, sellerNet: null });
    const sellers = (await t.app.inject({ method: 'GET', url: '/api/seller/orders', headers: { cookie: sellerCookie } })).json();
    expect(sellers[0]).toMatchObject({ id: order.id, refund: { amount: '48.99' } });
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: admin } })).json();
    expect(all.find((row: { id: number }) => row.id === order.id)).toMatchObject({ refund: { amount: '48.99', reason: 'Returned: wrong fit' } });
    // The ledger took the earning back: what the seller nets from the order is now nothing.
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(entries.map((entry) => [entry.kind, entry.amount]).sort()).toEqual([['earning', '44.69'], ['reversal', '-44.69']]);

    const [mail] = await mailsTo(buyer.user.email, `Refund for your order ${order.number}`);
    expect(mail!.body).toContain(`We are refunding $48.99 for your order ${order.number}`);
    expect(mail!.body).toContain('by bank transfer to the account you paid from');
    expect(mail!.body).toContain('Reason: Returned: wrong fit');
    expect(mail!.body).toContain('Refund: $48.99');
  });

  it('a paid order cancelled before shipping says the refund in its cancel mail and reply', async () => {
    const { buyer, order } = await placedTransfer();
    await act(admin, `/api/admin/orders/${order.id}/mark-paid`);
    const cancelled = await act(buyer.cookie, `/api/orders/${order.id}/cancel`, { reason: 'Ordered the wrong size' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund: { amount: '48.99' } });
    const [mail] = await mailsTo(buyer.user.email, `Your order ${order.number} was cancelled`);
    expect(mail!.body).toContain('Reason: Ordered the wrong size');
    expect(mail!.body).toContain('We are refunding $48.99 by bank transfer to the account you paid from.');
  });

  it('reminds the buyer of an unpaid transfer once, a day before it is cancelled, with the account, amount and reference', async () => {
    const { buyer, order, placed } = await placedTransfer();
    const paidOne = await placedTransfer();
    await act(admin, `/api/admin/orders/${paidOne.order.id}/mark-paid`);
    const subject = (number: string) => `Reminder: your order ${number} is waiting for your transfer`;
    const expiresAt = (await t.db.select({ expiresAt: orders.expiresAt }).from(orders).where(eq(orders.id, order.id)))[0]!.expiresAt!;
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(BANK_TRANSFER_LIFETIME_MS - 60_000);

    // Two days before: too early.
    await t.app.ordersSweeper.sweep(new Date(expiresAt.getTime() - 2 * PAYMENT_REMINDER_BEFORE_MS));
    expect(await mailsTo(buyer.user.email, subject(placed.checkout.number))).toHaveLength(0);

    const soon = new Date(expiresAt.getTime() - PAYMENT_REMINDER_BEFORE_MS + 60_000);
    expect(await t.app.ordersSweeper.sweep(soon)).toBe(0);
    const [reminder] = await mailsTo(buyer.user.email, subject(placed.checkout.number));
    expect(reminder!.body).toContain(`Transfer $48.99 to ${ACCOUNT} with the reference ${placed.checkout.number}.`);
    expect(reminder!.body).toContain(`Reference: ${placed.checkout.number}`);
    const [stamp] = await t.db.select({ at: checkouts.paymentReminderSentAt }).from(checkouts).where(eq(checkouts.id, placed.checkout.id));
    expect(stamp!.at).toEqual(soon);

    // Sent once, however often the sweeper passes; a paid checkout gets none.
    await t.app.ordersSweeper.sweep(new Date(soon.getTime() + 60_000));
    expect(await mailsTo(buyer.user.email, subject(placed.checkout.number))).toHaveLength(1);
    expect(await mailsTo(paidOne.buyer.user.email, subject(paidOne.placed.checkout.number))).toHaveLength(0);
    // Past the expiry it is cancelled (its own mail), never reminded again.
    expect(await t.app.ordersSweeper.sweep(new Date(expiresAt.getTime() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(buyer.user.email, subject(placed.checkout.number))).toHaveLength(1);
  });

  it('does not remind a card or demo checkout, nor one that is already cancelled', async () => {
    const { product } = await sellerWithProduct(t.db, { price: '20.00', stock: 5 });
    const buyer = await shopperWithCart(t.db, [{ productId: product.id }]);
    const placed = (await postCheckout(t, buyer.cookie, '25.99')).json();
    await act(buyer.cookie, `/api/orders/${placed.orders[0].id}/cancel`, { reason: 'Changed my mind' });
    const demoBuyer = await shopperWithCart(t.db, [{ productId: product.id }]);
    expect((await postCheckout(t, demoBuyer.cookie, '25.99', { body: { paymentMethod: 'demo' } })).statusCode).toBe(201);
    // Demo payments expire sooner than transfers: sweep inside the last day of each.
    for (const when of [hoursFromNow(72 - 23), hoursFromNow(0.5)]) await t.app.ordersSweeper.sweep(when);
    expect(await mailsTo(buyer.user.email, 'Reminder:%')).toHaveLength(0);
    expect(await mailsTo(demoBuyer.user.email, 'Reminder:%')).toHaveLength(0);
  });

  it.skipIf(driver === 'pglite')('instances sweeping at the same moment remind each checkout once (PostgreSQL server only)', async () => {
    const placedOnes = [];
    for (let i = 0; i < 5; i += 1) placedOnes.push(await placedTransfer());
    const when = hoursFromNow(72 - 23);
    await Promise.all([1, 2, 3].map(() => t.app.ordersSweeper.sweep(when)));
    for (const { buyer, placed } of placedOnes) expect(await mailsTo(buyer.user.email, `Reminder: your order ${placed.checkout.number}%`)).toHaveLength(1);
  });

  it('lets admins, and only admins, read the latest mails to one address (secrets redacted in the outbox)', async () => {
    const { buyer, placed } = await placedTransfer();
    const read = await t.app.inject({ method: 'GET', url: `/api/admin/mail?to=${encodeURIComponent(buyer.user.email)}`, headers: { cookie: admin } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([expect.objectContaining({ to: buyer.user.email, subject: `Your Threadline order ${placed.checkout.number}` })]);
    expect(read.json()[0].text).toContain(ACCOUNT);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: { cookie: buyer.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail' })).statusCode).toBe(401);
  });

  it('keeps the event of each move with its action', async () => {
    const { order } = await placedTransfer();
    await act(admin, `/api/admin/orders/${order.id}/mark-paid`);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => event.action)).toEqual([null, 'markPaid']);
  });
});
