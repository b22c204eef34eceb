import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog, blockedBuyers, conversations, disputes, messageReports, messages, notificationPreferences, notifications, outbox, sellers, users,
} from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { afterSaleOrder } from '../../test/after-sale.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { MESSAGE_MESSAGES } from '../../../shared/message-schemas.js';
import { messageCalls, messagingShop, signedInUser, uploadedPhoto } from './messages-test-helpers.js';

const SEND_LIMIT = 8;

describe.each(TEST_DRIVERS)('conversations between buyers and shops on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof messageCalls>;
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { rateLimitRules: { messageSends: { limit: SEND_LIMIT, windowMs: 3_600_000 } } });
    api = messageCalls(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function preSale() {
    const shop = await messagingShop(t.db);
    const buyer = await signedInUser(t.db, { firstName: 'Maya' });
    const opened = await api.open(buyer.cookie, shop.seller.id, { productId: shop.product.id });
    expect(opened.statusCode, opened.body).toBe(201);
    return { shop, buyer, conversationId: opened.json().conversation.id as number };
  }

  it('opens one pre-sale conversation per buyer and shop, with the product as context, and refuses what may not be opened', async () => {
    const shop = await messagingShop(t.db, 'Sizing Questions Co');
    const other = await messagingShop(t.db);
    const buyer = await signedInUser(t.db);
    const first = await api.open(buyer.cookie, shop.seller.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toMatchObject({
      conversation: { order: null, product: null, shop: { id: shop.seller.id, businessName: 'Sizing Questions Co' }, viewerRole: 'buyer', unread: 0 },
      messages: [], nextBefore: null,
    });
    const again = await api.open(buyer.cookie, shop.seller.id, { productId: shop.product.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().conversation).toMatchObject({ id: first.json().conversation.id, product: { id: shop.product.id, name: shop.product.name } });
    // Opened again without a product: the context stays.
    expect((await api.open(buyer.cookie, shop.seller.id)).json().conversation.product.id).toBe(shop.product.id);
    expect(await t.db.select().from(conversations).where(eq(conversations.buyerId, buyer.user.id))).toHaveLength(1);

    const foreignProduct = await api.open(buyer.cookie, shop.seller.id, { productId: other.product.id });
    expect(foreignProduct.statusCode).toBe(404);
    expect(foreignProduct.json().message).toBe(MESSAGE_MESSAGES.productNotFound);
    expect((await api.open(buyer.cookie, 2_000_000_000)).statusCode).toBe(404);
    await t.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, other.seller.id));
    const hidden = await api.open(buyer.cookie, other.seller.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(MESSAGE_MESSAGES.shopNotFound);

    const own = await api.open(shop.ownerCookie, shop.seller.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(MESSAGE_MESSAGES.ownShop);
    const admin = await signedInUser(t.db, { role: 'admin' });
    const byAdmin = await api.open(admin.cookie, shop.seller.id);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(MESSAGE_MESSAGES.adminsCannotMessage);
    expect((await api.open(null, shop.seller.id)).statusCode).toBe(401);
  });

  it('moves unread counts, read receipts and the bell entry as the two sides write and read', async () => {
    const { shop, buyer, conversationId } = await preSale();
    const sent = await api.send(buyer.cookie, conversationId, { text: '  Does the M fit a 100 cm chest? <b>thanks</b>  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ conversationId, sender: 'buyer', senderName: 'Maya', mine: true, text: 'Does the M fit a 100 cm chest? <b>thanks</b>', images: [], readAt: null });
    const second = await api.send(buyer.cookie, conversationId, { text: 'And is it boxy?' });
    expect(second.statusCode).toBe(201);

    const unread = await api.unread(shop.ownerCookie);
    expect(unread.headers['cache-control']).toBe('private, no-store');
    expect(unread.json()).toEqual({ buyer: 0, seller: 2, total: 2 });
    expect((await api.unread(buyer.cookie)).json()).toEqual({ buyer: 0, seller: 0, total: 0 });
    const shopList = (await api.sellerList(shop.ownerCookie)).json();
    expect(shopList).toMatchObject({ total: 1, unreadTotal: 2, items: [{ id: conversationId, unread: 2, viewerRole: 'seller', buyer: { name: 'Maya' }, lastMessage: { text: 'And is it boxy?', sender: 'buyer' } }] });
    const buyerList = (await api.buyerList(buyer.cookie)).json();
    expect(buyerList).toMatchObject({ total: 1, unreadTotal: 0, items: [{ id: conversationId, unread: 0, viewerRole: 'buyer' }] });

    // The shop's bell: one entry for the conversation, carrying the latest message.
    const shopEntries = await t.db.select().from(notifications).where(eq(notifications.userId, shop.seller.userId));
    expect(shopEntries).toHaveLength(1);
    expect(shopEntries[0]).toMatchObject({ kind: 'message', groupKey: `message:${conversationId}`, readAt: null });
    expect(shopEntries[0]!.data).toEqual({ conversationId, senderName: 'Maya', excerpt: 'And is it boxy?', messageTo: 'seller' });

    // The shop reads: its count drops, its bell entry is read, the buyer's messages show as read.
    const shopView = await api.list(shop.ownerCookie, conversationId);
    expect(shopView.json().messages.map((m: { mine: boolean; text: string }) => [m.mine, m.text])).toEqual([
      [false, 'Does the M fit a 100 cm chest? <b>thanks</b>'], [false, 'And is it boxy?'],
    ]);
    const read = await api.read(shop.ownerCookie, conversationId);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().unread).toBe(0);
    expect((await api.unread(shop.ownerCookie)).json().total).toBe(0);
    const [entry] = await t.db.select().from(notifications).where(eq(notifications.userId, shop.seller.userId));
    expect(entry!.readAt).not.toBeNull();
    const buyerView = (await api.list(buyer.cookie, conversationId)).json();
    expect(buyerView.messages.every((m: { readAt: string | null }) => m.readAt === read.json().readAt)).toBe(true);

    // The shop answers: the buyer has one unread, and its own read mark is on its answer.
    const answer = await api.send(shop.ownerCookie, conversationId, { text: 'It fits up to 104 cm.' });
    expect(answer.json()).toMatchObject({ sender: 'seller', senderName: shop.seller.businessName, mine: true, readAt: null });
    expect((await api.unread(buyer.cookie)).json()).toEqual({ buyer: 1, seller: 0, total: 1 });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row).toMatchObject({ sellerReadMessageId: answer.json().id, lastMessageId: answer.json().id, buyerUnread: 1, sellerUnread: 0 });
    const buyerEntry = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(buyerEntry.map((e) => e.data)).toEqual([{ conversationId, senderName: shop.seller.businessName, excerpt: 'It fits up to 104 cm.', messageTo: 'buyer' }]);

    // A new message makes the shop's read entry unread again (one entry still).
    await api.send(buyer.cookie, conversationId, { text: 'Great, ordering now.' });
    const again = await t.db.select().from(notifications).where(eq(notifications.userId, shop.seller.userId));
    expect(again).toHaveLength(1);
    expect(again[0]!.readAt).toBeNull();
    expect(again[0]!.data.excerpt).toBe('Great, ordering now.');
  });

  it('pages messages oldest first within a page, with the cursor to the older page', async () => {
    const { buyer, conversationId } = await preSale();
    for (let i = 1; i <= 5; i += 1) expect((await api.send(buyer.cookie, conversationId, { text: `m${i}` })).statusCode).toBe(201);
    const newest = (await api.list(buyer.cookie, conversationId, '?limit=2')).json();
    expect(newest.messages.map((m: { text: string }) => m.text)).toEqual(['m4', 'm5']);
    const older = (await api.list(buyer.cookie, conversationId, `?limit=2&before=${newest.nextBefore}`)).json();
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['m2', 'm3']);
    const oldest = (await api.list(buyer.cookie, conversationId, `?limit=2&before=${older.nextBefore}`)).json();
    expect(oldest.messages.map((m: { text: string }) => m.text)).toEqual(['m1']);
    expect(oldest.nextBefore).toBeNull();
  });

  it('shows a conversation to its two parties only: another buyer and another shop get a 404', async () => {
    const { buyer, conversationId } = await preSale();
    const message = (await api.send(buyer.cookie, conversationId, { text: 'Hello' })).json();
    const stranger = await signedInUser(t.db);
    const otherShop = await messagingShop(t.db);
    for (const cookie of [stranger.cookie, otherShop.ownerCookie]) {
      for (const reply of [
        await api.list(cookie, conversationId), await api.send(cookie, conversationId, { text: 'hi' }), await api.read(cookie, conversationId),
      ]) {
        expect(reply.statusCode, reply.body).toBe(404);
        expect(reply.json().message).toBe(MESSAGE_MESSAGES.conversationNotFound);
      }
      expect((await api.report(cookie, message.id)).statusCode).toBe(404);
    }
    expect((await api.list(buyer.cookie, 2_000_000_000)).statusCode).toBe(404);
    expect((await api.sellerList(stranger.cookie)).statusCode).toBe(403);
    expect((await t.db.select().from(messages).where(eq(messages.conversationId, conversationId)))).toHaveLength(1);
  });

  it('gives each seller order its conversation, read by an admin only while a dispute is open, each read audited', async () => {
    const sale = await afterSaleOrder(t);
    const byBuyer = await api.orderConversation(sale.buyer.cookie, sale.orderId);
    expect(byBuyer.statusCode, byBuyer.body).toBe(200);
    expect(byBuyer.json().conversation).toMatchObject({ order: { id: sale.orderId }, viewerRole: 'buyer', shop: { id: sale.seller.id } });
    const conversationId = byBuyer.json().conversation.id as number;
    const bySeller = await api.orderConversation(sale.seller.cookie, sale.orderId);
    expect(bySeller.json().conversation).toMatchObject({ id: conversationId, viewerRole: 'seller' });
    expect((await api.send(sale.buyer.cookie, conversationId, { text: 'Where is my parcel?' })).statusCode).toBe(201);

    const stranger = await signedInUser(t.db);
    expect((await api.orderConversation(stranger.cookie, sale.orderId)).statusCode).toBe(404);
    const otherShop = await messagingShop(t.db);
    expect((await api.orderConversation(otherShop.ownerCookie, sale.orderId)).statusCode).toBe(404);

    const admin = await createUser(t.db, { role: 'admin' });
    const adminCookie = await sessionCookieFor(t.db, admin.id);
    const audits = () => t.db.select().from(auditLog).where(and(eq(auditLog.action, 'conversation.read'), eq(auditLog.entityId, conversationId)));
    expect((await api.orderConversation(adminCookie, sale.orderId)).statusCode).toBe(404);
    expect((await api.list(adminCookie, conversationId)).statusCode).toBe(404);
    expect(await audits()).toHaveLength(0);

    const [dispute] = await t.db.insert(disputes).values({
      orderId: sale.orderId, buyerId: sale.buyer.id, sellerId: sale.seller.id, reason: 'no_answer', note: 'No answer for days',
    }).returning();
    const read = await api.orderConversation(adminCookie, sale.orderId);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ conversation: { id: conversationId, viewerRole: 'admin', unread: 0 }, messages: [{ text: 'Where is my parcel?', mine: false, readAt: null }] });
    expect((await api.list(adminCookie, conversationId)).statusCode).toBe(200);
    const rows = await audits();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorId: admin.id, entityType: 'conversation', action: 'conversation.read' });
    // Admins never write in a conversation here, nor mark it read.
    const write = await api.send(adminCookie, conversationId, { text: 'Admin here' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(MESSAGE_MESSAGES.adminsCannotMessage);
    expect((await api.read(adminCookie, conversationId)).statusCode).toBe(403);

    await t.db.update(disputes).set({ status: 'closed', outcome: 'close' }).where(eq(disputes.id, dispute!.id));
    expect((await api.list(adminCookie, conversationId)).statusCode).toBe(404);
    expect(await audits()).toHaveLength(2);
  });

  it('lets a shop block a buyer\'s pre-sale messages only; the order conversation stays open', async () => {
    const sale = await afterSaleOrder(t);
    const preSale = await api.open(sale.buyer.cookie, sale.seller.id);
    const preSaleId = preSale.json().conversation.id as number;
    expect((await api.send(sale.buyer.cookie, preSaleId, { text: 'Buy 10 followers?' })).statusCode).toBe(201);
    const orderId = (await api.orderConversation(sale.buyer.cookie, sale.orderId)).json().conversation.id as number;

    const stranger = await signedInUser(t.db);
    const notABuyer = await api.block(sale.seller.cookie, stranger.user.id);
    expect(notABuyer.statusCode).toBe(404);
    expect(notABuyer.json().message).toBe(MESSAGE_MESSAGES.notABuyer);
    const blocked = await api.block(sale.seller.cookie, sale.buyer.id);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ userId: sale.buyer.id, blocked: true });
    expect((await api.block(sale.seller.cookie, sale.buyer.id)).statusCode).toBe(200);
    expect(await t.db.select().from(blockedBuyers).where(eq(blockedBuyers.sellerId, sale.seller.id))).toHaveLength(1);

    const refused = await api.send(sale.buyer.cookie, preSaleId, { text: 'Hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGE_MESSAGES.blocked);
    expect((await api.send(sale.buyer.cookie, orderId, { text: 'About my order' })).statusCode).toBe(201);
    expect((await api.send(sale.seller.cookie, preSaleId, { text: 'We can still write to you' })).statusCode).toBe(201);
    const shopSees = (await api.list(sale.seller.cookie, preSaleId)).json();
    expect(shopSees.conversation.buyerBlocked).toBe(true);
    expect((await api.list(sale.buyer.cookie, preSaleId)).json().conversation.buyerBlocked).toBe(true);
    expect((await api.list(sale.buyer.cookie, orderId)).json().conversation.buyerBlocked).toBe(false);

    const unblocked = await api.unblock(sale.seller.cookie, sale.buyer.id);
    expect(unblocked.json()).toEqual({ userId: sale.buyer.id, blocked: false });
    expect((await api.send(sale.buyer.cookie, preSaleId, { text: 'Thanks' })).statusCode).toBe(201);
    expect((await api.block(sale.buyer.cookie, sale.seller.userId)).statusCode).toBe(403);
  });

  it('refuses bidi controls, empty messages, too many photos and photos that are not the sender\'s own', async () => {
    const { buyer, shop, conversationId } = await preSale();
    const bidi = await api.send(buyer.cookie, conversationId, { text: 'order \u202Egnp.exe' });
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json().message).toBe(MESSAGE_MESSAGES.bidi);
    const empty = await api.send(buyer.cookie, conversationId, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGE_MESSAGES.textRequired);
    expect((await api.send(buyer.cookie, conversationId, { text: 'x'.repeat(2_001) })).json().message).toBe(MESSAGE_MESSAGES.textMax);

    const theirs = await uploadedPhoto(t.db, shop.seller.userId);
    const notMine = await api.send(buyer.cookie, conversationId, { text: 'look', images: [theirs] });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toBe(MESSAGE_MESSAGES.imagePath);
    const outside = await api.send(buyer.cookie, conversationId, { images: ['https://elsewhere.example/x.png'] });
    expect(outside.statusCode).toBe(400);
    const mine = await uploadedPhoto(t.db, buyer.user.id);
    const five = await api.send(buyer.cookie, conversationId, { images: [mine, mine, mine, mine, mine] });
    expect(five.json().message).toBe(MESSAGE_MESSAGES.images);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toHaveLength(0);

    const photo = await api.send(buyer.cookie, conversationId, { images: [mine] });
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json()).toMatchObject({ text: '', images: [mine] });
    const [entry] = await t.db.select().from(notifications).where(eq(notifications.userId, shop.seller.userId));
    expect(entry!.data.excerpt).toBe('Sent a photo');
  });

  it('limits sends per person with a 429', async () => {
    const { buyer, conversationId } = await preSale();
    for (let i = 0; i < SEND_LIMIT; i += 1) expect((await api.send(buyer.cookie, conversationId, { text: `n${i}` })).statusCode).toBe(201);
    const limited = await api.send(buyer.cookie, conversationId, { text: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGE_MESSAGES.rateLimited);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toHaveLength(SEND_LIMIT);
  });

  it('takes a party\'s report of the other side\'s message once, never of their own', async () => {
    const { shop, buyer, conversationId } = await preSale();
    const theirs = (await api.send(shop.ownerCookie, conversationId, { text: 'Pay me outside the site' })).json();
    const own = (await api.send(buyer.cookie, conversationId, { text: 'No thanks' })).json();
    const ownReport = await api.report(buyer.cookie, own.id);
    expect(ownReport.statusCode).toBe(409);
    expect(ownReport.json().message).toBe(MESSAGE_MESSAGES.ownMessageReport);
    const report = await api.report(buyer.cookie, theirs.id, '  Asks to pay off-platform  ');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toEqual({ reported: true });
    const twice = await api.report(buyer.cookie, theirs.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGE_MESSAGES.alreadyReported);
    expect((await api.report(buyer.cookie, theirs.id, '')).json().message).toBe(MESSAGE_MESSAGES.reasonRequired);
    const rows = await t.db.select().from(messageReports).where(eq(messageReports.messageId, theirs.id));
    expect(rows).toEqual([expect.objectContaining({ reporterId: buyer.user.id, reason: 'Asks to pay off-platform', resolvedAt: null })]);
    expect((await api.report(buyer.cookie, 9_000_000_000)).statusCode).toBe(404);
  });

  it('mails the recipient at most once per conversation per 15 minutes, following their email switch', async () => {
    const { shop, buyer, conversationId } = await preSale();
    await api.send(buyer.cookie, conversationId, { text: 'First question' });
    await api.send(buyer.cookie, conversationId, { text: 'Second question' });
    const [owner] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, shop.seller.userId));
    const forConversation = (await t.db.select().from(outbox)).filter((row) => row.body.includes(`conversation=${conversationId}`));
    expect(forConversation).toHaveLength(1);
    expect(forConversation[0]).toMatchObject({ to: owner!.email, subject: 'New message from Maya' });
    expect(forConversation[0]!.body).toContain('First question');
    expect(forConversation[0]!.body).toContain(`/seller-dashboard?tab=messages&conversation=${conversationId}`);
    expect(forConversation[0]!.listUnsubscribe).toContain('/api/notifications/unsubscribe?code=');

    // 16 minutes later: one more mail.
    await t.db.update(conversations).set({ sellerMailedAt: new Date(Date.now() - 16 * 60_000) }).where(eq(conversations.id, conversationId));
    await api.send(buyer.cookie, conversationId, { text: 'Third question' });
    const later = (await t.db.select().from(outbox)).filter((row) => row.body.includes(`conversation=${conversationId}`));
    expect(later).toHaveLength(2);

    // The buyer turned message emails off: the shop's answer reaches the bell but no mail.
    await t.db.insert(notificationPreferences).values({ userId: buyer.user.id, messageEmail: false });
    await api.send(shop.ownerCookie, conversationId, { text: 'Answer' });
    const toBuyer = (await t.db.select().from(outbox)).filter((row) => row.body.includes(`/account/messages/${conversationId}`));
    expect(toBuyer).toHaveLength(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id))).toHaveLength(1);
    await t.db.update(notificationPreferences).set({ messageEmail: true, messageInApp: false }).where(eq(notificationPreferences.userId, buyer.user.id));
    await t.db.delete(notifications).where(eq(notifications.userId, buyer.user.id));
    await api.send(shop.ownerCookie, conversationId, { text: 'Answer two' });
    const nowMailed = (await t.db.select().from(outbox)).filter((row) => row.body.includes(`/account/messages/${conversationId}`));
    expect(nowMailed).toHaveLength(1);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id))).toHaveLength(0);
  });
});
