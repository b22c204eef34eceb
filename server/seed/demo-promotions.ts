import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  checkouts, favourites, ledgerEntries, notificationEvents, notifications, orderDiscounts, orderEvents, orderItems, orders, paymentEvents, payments,
  productVariants, products, promotionRedemptions, promotions, scheduledSaleProducts, scheduledSales, sellers, stockMovements,
} from '../db/schema/index.js';
import { ruleOf, type PromotionRow } from '../features/promotions/code-rules.repo.js';
import { redeemCodes } from '../features/promotions/redemptions.repo.js';
import { recordEarning } from '../features/ledger/ledger.repo.js';
import { fanOutPriceDrop } from '../features/notifications/fan-out-price-drop.js';
import { moveEvent } from '../features/notifications/notification-events.repo.js';
import { createUnsubscribeCodes } from '../features/notifications/unsubscribe-codes.js';
import { fromCents, toCents } from '../../shared/money.js';
import { orderMoney, quoteCart, type Quote, type QuoteLine } from '../../shared/order-quote.js';
import { buyerView, type CheckoutReply, type OrderReply } from '../../shared/orders-schemas.js';
import { CARD_PAYMENT_LIFETIME_MS } from '../../shared/payment-transitions.js';
import type { AfterSalePerson, AfterSaleShop } from './demo-after-sale.js';
import {
  DISCOUNTED_ORDER, EXPIRED_CODE, LIVE_SALE, NEON_CODE, NEXT_SALE, SAINTS_CODE, SAINTS_DROP_CODE, SAINTS_DROP_PRODUCTS, WELCOME_CODE,
  type DemoCode, type DemoSale,
} from './demo-promotions-content.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
/** checkout.service.ts's words for a demo checkout just placed. */
const PLACED_NOTE = 'Placed; awaiting demo payment';

export interface DemoPromotionsInput {
  /** In DEMO_SELLERS order: the first is Concrete Saints, the second Neon Alley. */
  shops: AfterSaleShop[];
  adminId: number;
  /** The documented shopper: the sales leave their favourites' story (decision 018's demo) as it is. */
  shopperId: number;
  /** Who placed the past checkout with a shop code and the platform code: not the demo shopper, who may still use WELCOME5. */
  buyer: AfterSalePerson;
  now: number;
}

/** The sale price the scheduled-sales sweeper sets: price × (100 − percent) / 100, half up to the cent, at least a cent. */
export function demoSalePriceCents(priceCents: number, percent: number): number {
  return Math.max(1, Math.floor((priceCents * (100 - percent) + 50) / 100));
}

const at = (now: number, days: number | null) => (days === null ? null : new Date(now + days * DAY_MS));

async function insertCode(db: Db, code: DemoCode, owner: { sellerId: number | null; createdBy: number }, productIds: number[] | null, now: number): Promise<PromotionRow> {
  const created = new Date(now - code.createdDaysAgo * DAY_MS);
  const [row] = await db.insert(promotions).values({
    sellerId: owner.sellerId, code: code.code, kind: code.kind, value: code.value, minSubtotal: code.minSubtotal,
    startsAt: at(now, code.startsInDays), endsAt: at(now, code.endsInDays), usageLimit: code.usageLimit, perCustomerLimit: code.perCustomerLimit,
    productIds, createdBy: owner.createdBy, createdAt: created, updatedAt: created,
  }).returning();
  return row!;
}

interface ShopProduct { id: number; name: string; image: string | null; price: string; originalPrice: string | null; isOnSale: boolean; variant: { id: number; size: string; color: string } }

/**
 * A shop's first or last `count` listed products made before `before`, oldest id first, each with
 * its first variant. Never all of them: a shop of a 1,000,000-product bench catalogue holds 100,000,
 * more ids than one query may carry.
 */
async function productsOf(db: Db, sellerId: number, before: Date, pick: { first: number } | { last: number }): Promise<ShopProduct[]> {
  const fromTheEnd = 'last' in pick;
  const rows = await db.select().from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.isListed, true), lt(products.createdAt, before)))
    .orderBy(fromTheEnd ? desc(products.id) : asc(products.id)).limit(fromTheEnd ? pick.last : pick.first);
  if (fromTheEnd) rows.reverse();
  if (!rows.length) return [];
  const variants = await db.select().from(productVariants).where(inArray(productVariants.productId, rows.map((row) => row.id))).orderBy(asc(productVariants.id));
  const firstVariant = new Map<number, (typeof variants)[number]>();
  for (const variant of variants) if (!firstVariant.has(variant.productId)) firstVariant.set(variant.productId, variant);
  return rows.flatMap((row) => {
    const variant = firstVariant.get(row.id);
    return variant ? [{
      id: row.id, name: row.name, image: row.images[0] ?? null, price: row.price, originalPrice: row.originalPrice, isOnSale: row.isOnSale,
      variant: { id: variant.id, size: variant.size, color: variant.color },
    }] : [];
  });
}

const quoteLine = (shop: AfterSaleShop, product: ShopProduct): QuoteLine => ({
  productId: product.id, variantId: product.variant.id, sellerId: shop.id, businessName: shop.businessName, name: product.name, image: product.image,
  size: product.variant.size, color: product.variant.color, quantity: 1, unitPriceCents: toCents(product.price),
});

/**
 * One past checkout of two shops' goods with Concrete Saints' code and the platform's, priced by
 * quoteCart and orderMoney, its uses taken by redeemCodes and its earnings written by
 * recordEarning, then paid, shipped and delivered as demo-orders.ts writes the others.
 */
async function discountedCheckout(db: Db, input: DemoPromotionsInput, codes: PromotionRow[], lines: QuoteLine[]): Promise<void> {
  const { buyer, now } = input;
  const shops = new Map(input.shops.map((shop) => [shop.id, shop]));
  const placedAt = new Date(now - DISCOUNTED_ORDER.placedDaysAgo * DAY_MS);
  const paidAt = new Date(placedAt.getTime() + 4 * 60_000);
  const shippedAt = new Date(placedAt.getTime() + 1.1 * DAY_MS);
  const deliveredAt = new Date(placedAt.getTime() + DISCOUNTED_ORDER.deliveredAfterDays * DAY_MS);
  const quote = quoteCart(lines, 'standard', codes.map((code) => ruleOf(code, 0)), placedAt);
  if (quote.applied.length !== codes.length) throw new Error(`demo promotions: the codes did not all apply (${quote.notApplied.map((code) => `${code.code}: ${code.reason}`).join('; ')})`);

  await db.transaction(async (tx) => {
    const key = `demo-seed-promotions-${buyer.id}`;
    const [checkout] = await tx.insert(checkouts).values({
      userId: buyer.id, idempotencyKey: key, requestHash: createHash('sha256').update(key).digest('hex'), paymentMethod: 'demo', shippingMethod: 'standard',
      shippingAddress: buyer.address, itemsTotal: fromCents(quote.itemsTotalCents), shippingTotal: fromCents(quote.shippingTotalCents),
      discountTotal: fromCents(quote.discountTotalCents), grandTotal: fromCents(quote.grandTotalCents), createdAt: placedAt,
    }).returning({ id: checkouts.id, number: checkouts.number });

    const placed: OrderReply[] = [];
    for (const [index, group] of quote.sellers.entries()) {
      const shop = shops.get(group.sellerId)!;
      const money = orderMoney(group, shop.commissionRate);
      const tracking = `9400${String(DISCOUNTED_ORDER.trackingSeed + index).padStart(12, '0')}`;
      const [order] = await tx.insert(orders).values({
        userId: buyer.id, checkoutId: checkout!.id, sellerId: shop.id, number: `${checkout!.number}-${index + 1}`,
        subtotal: fromCents(group.subtotalCents), shopDiscount: fromCents(group.shopDiscountCents), platformDiscount: fromCents(group.platformDiscountCents),
        shippingFee: fromCents(group.shippingFeeCents), total: fromCents(money.totalCents), commissionRate: shop.commissionRate,
        commissionAmount: fromCents(money.commissionCents), sellerNet: fromCents(money.sellerNetCents), status: 'delivered', paymentStatus: 'paid',
        shippingAddress: buyer.address, carrier: DISCOUNTED_ORDER.carrier, trackingNumber: tracking, expiresAt: null, shippedAt, deliveredAt,
        createdAt: placedAt, updatedAt: deliveredAt,
      }).returning();
      const items = await tx.insert(orderItems).values(group.items.map((item) => ({
        orderId: order!.id, productId: item.productId, variantId: item.variantId, productName: item.name, image: item.image, quantity: item.quantity,
        price: fromCents(item.unitPriceCents), lineTotal: fromCents(item.lineTotalCents), size: item.size, color: item.color,
        shopDiscount: fromCents(item.shopDiscountCents), platformDiscount: fromCents(item.platformDiscountCents),
      }))).returning();
      await tx.insert(stockMovements).values(items.map((item) => ({ variantId: item.variantId, orderItemId: item.id, delta: -item.quantity, reason: 'sale', createdAt: placedAt })));
      await tx.insert(orderDiscounts).values(group.codes.map((code) => ({
        orderId: order!.id, promotionId: code.promotionId, code: code.code, fundedBy: code.fundedBy, amount: fromCents(code.amountCents),
      })));
      await tx.insert(orderEvents).values([
        { orderId: order!.id, fromStatus: null, toStatus: 'pending', actorRole: 'system', actorUserId: buyer.id, action: null, note: PLACED_NOTE, createdAt: placedAt },
        { orderId: order!.id, fromStatus: 'pending', toStatus: 'processing', actorRole: 'system', actorUserId: null, action: 'markPaid', note: null, createdAt: paidAt },
        { orderId: order!.id, fromStatus: 'processing', toStatus: 'shipped', actorRole: 'seller', actorUserId: shop.userId, action: 'ship', note: `${DISCOUNTED_ORDER.carrier} ${tracking}`, createdAt: shippedAt },
        { orderId: order!.id, fromStatus: 'shipped', toStatus: 'delivered', actorRole: 'buyer', actorUserId: buyer.id, action: 'deliver', note: null, createdAt: deliveredAt },
      ]);
      await tx.update(sellers).set({ totalSales: sql`${sellers.totalSales} + ${items.reduce((sum, item) => sum + item.quantity, 0)}` }).where(eq(sellers.id, shop.id));
      // Delivered: the shop's earning, with the platform's part of it, as the deliver move writes it.
      await recordEarning(tx, order!.id);
      await tx.update(ledgerEntries).set({ createdAt: deliveredAt }).where(and(eq(ledgerEntries.orderId, order!.id), eq(ledgerEntries.kind, 'earning')));
      placed.push(placedOrder(order!, items, group, checkout!, buyer, shop, placedAt));
    }

    const lost = await redeemCodes(tx, buyer.id, checkout!.id, quote.applied.map(({ promotionId, code, amountCents }) => ({ promotionId, code, amountCents })));
    if (lost.length) throw new Error(`demo promotions: ${lost.map((code) => code.code).join(', ')} could not be redeemed`);
    await tx.update(promotionRedemptions).set({ createdAt: placedAt }).where(eq(promotionRedemptions.checkoutId, checkout!.id));

    await tx.insert(payments).values({ checkoutId: checkout!.id, provider: 'demo', amount: fromCents(quote.grandTotalCents), status: 'paid', createdAt: placedAt, updatedAt: paidAt });
    const event = { id: `demo_evt_promotions_${checkout!.id}`, type: 'payment.succeeded', checkoutNumber: checkout!.number };
    await tx.insert(paymentEvents).values({ provider: 'demo', eventId: event.id, type: event.type, payload: event, receivedAt: paidAt });
    await tx.update(checkouts).set({ response: placedReply(checkout!, quote, placed, placedAt) }).where(eq(checkouts.id, checkout!.id));
  });
}

/** An order as the checkout's 201 answered it, pending payment, with its discounts. */
function placedOrder(
  order: typeof orders.$inferSelect, items: Array<typeof orderItems.$inferSelect>, group: Quote['sellers'][number],
  checkout: { id: number; number: string }, buyer: AfterSalePerson, shop: AfterSaleShop, placedAt: Date,
): OrderReply {
  const placed = placedAt.toISOString();
  return buyerView({
    id: order.id, number: order.number, checkoutId: checkout.id, checkoutNumber: checkout.number, sellerId: shop.id, businessName: shop.businessName,
    buyerName: buyer.name, status: 'pending', paymentStatus: 'pending', paymentMethod: 'demo', subtotal: order.subtotal,
    discount: fromCents(group.shopDiscountCents + group.platformDiscountCents), codes: group.codes.map(({ code, fundedBy, amount }) => ({ code, fundedBy, amount })),
    shippingFee: order.shippingFee, total: order.total, commissionRate: order.commissionRate, commissionAmount: order.commissionAmount, sellerNet: order.sellerNet,
    shippingAddress: buyer.address, carrier: null, trackingNumber: null, expiresAt: new Date(placedAt.getTime() + CARD_PAYMENT_LIFETIME_MS).toISOString(),
    shippedAt: null, deliveredAt: null, cancelledAt: null, cancelReason: null, createdAt: placed,
    items: items.map((item) => ({
      id: item.id, productId: item.productId, variantId: item.variantId, productName: item.productName, image: item.image, quantity: item.quantity,
      price: item.price, lineTotal: item.lineTotal, size: item.size, color: item.color,
      discount: fromCents(toCents(item.shopDiscount) + toCents(item.platformDiscount)),
    })),
    events: [{ fromStatus: null, toStatus: 'pending', actorRole: 'system', note: PLACED_NOTE, createdAt: placed, action: null }],
    refund: null,
  });
}

function placedReply(checkout: { id: number; number: string }, quote: Quote, placed: OrderReply[], placedAt: Date): CheckoutReply {
  return {
    checkout: {
      id: checkout.id, number: checkout.number, shippingMethod: 'standard', paymentMethod: 'demo', itemsTotal: fromCents(quote.itemsTotalCents),
      shippingTotal: fromCents(quote.shippingTotalCents), discountTotal: fromCents(quote.discountTotalCents), grandTotal: fromCents(quote.grandTotalCents),
      createdAt: placedAt.toISOString(),
    },
    orders: placed,
    payment: { method: 'demo', reference: checkout.number, status: 'pending' },
  };
}

/**
 * A scheduled sale of a shop's products. A live one is left as the sweeper leaves a sale it
 * started: each product's price is the sale price, its originalPrice the price before and
 * isOnSale true, and scheduled_sale_products remembers the three to put back at the end.
 */
async function scheduleSale(db: Db, sellerId: number, sale: DemoSale, chosen: ShopProduct[], now: number): Promise<void> {
  if (!chosen.length) return;
  const startsAt = new Date(now + sale.startsInDays * DAY_MS);
  const live = startsAt.getTime() <= now;
  const createdAt = new Date(Math.min(now, startsAt.getTime()) - 3 * DAY_MS);
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(scheduledSales).values({
      sellerId, name: sale.name, percent: sale.percent, startsAt, endsAt: new Date(now + sale.endsInDays * DAY_MS),
      status: live ? 'live' : 'scheduled', startedAt: live ? startsAt : null, createdAt, updatedAt: live ? startsAt : createdAt,
    }).returning({ id: scheduledSales.id });
    for (const product of chosen) {
      const salePrice = fromCents(demoSalePriceCents(toCents(product.price), sale.percent));
      await tx.insert(scheduledSaleProducts).values(live
        ? { saleId: row!.id, productId: product.id, priceBefore: product.price, originalPriceBefore: product.originalPrice, onSaleBefore: product.isOnSale, salePrice }
        : { saleId: row!.id, productId: product.id });
      if (live) await tx.update(products).set({ price: salePrice, originalPrice: product.price, isOnSale: true, updatedAt: startsAt }).where(eq(products.id, product.id));
    }
  });
  if (live) await tellSavers(db, chosen.map((product) => product.id), startsAt);
}

/**
 * The sale's price cuts fired the price-drop trigger: the real fan-out tells the products' savers
 * with price alerts on, dated a minute after the start as the worker would have. Their mails were
 * sent back then, so none is queued now (as for every other seeded notification).
 */
async function tellSavers(db: Db, productIds: number[], startsAt: Date): Promise<void> {
  const events = await db.select().from(notificationEvents)
    .where(and(eq(notificationEvents.kind, 'price_drop'), inArray(notificationEvents.productId, productIds), isNull(notificationEvents.finishedAt)))
    .orderBy(asc(notificationEvents.id));
  const letterhead = { link: (path: string) => path, codes: createUnsubscribeCodes(randomBytes(32).toString('hex')) };
  const toldAt = new Date(startsAt.getTime() + MINUTE_MS);
  for (const event of events) {
    await db.transaction(async (tx) => {
      let outcome = { cursor: event.cursor, told: 0, finished: false };
      while (!outcome.finished) {
        outcome = await fanOutPriceDrop({ tx, event: { ...event, cursor: outcome.cursor }, batchSize: 1_000, letterhead });
        await moveEvent(tx, event.id, outcome);
      }
      await tx.update(notificationEvents).set({ createdAt: startsAt, startedAt: new Date(startsAt.getTime() + 1_000), finishedAt: new Date(startsAt.getTime() + 2_000) })
        .where(eq(notificationEvents.id, event.id));
      await tx.update(notifications).set({ createdAt: toldAt, updatedAt: toldAt }).where(eq(notifications.groupKey, `price:${event.id}`));
    });
  }
}

/**
 * Products a sale may take without rewriting the favourites' story: none the demo shopper saved,
 * and none whose savers were already told of an earlier cut (the seeded favourites say each saver
 * heard of at most one).
 */
async function quietProducts(db: Db, candidates: ShopProduct[], shopperId: number): Promise<ShopProduct[]> {
  if (!candidates.length) return [];
  const saved = await db.select({ productId: favourites.productId }).from(favourites)
    .where(and(inArray(favourites.productId, candidates.map((product) => product.id)),
      sql`(${favourites.userId} = ${shopperId} OR ${favourites.alertPrice} <> ${favourites.savedPrice})`));
  const taken = new Set(saved.map((row) => row.productId));
  return candidates.filter((product) => !taken.has(product.id));
}

/**
 * Issue 26's demo state:
 * - Concrete Saints' codes SAINTS10 (10% off the shop) and OVERPASS8 ($8 off chosen products from
 *   $60), Neon Alley's GLOWUP15, the platform's WELCOME5 ($5 off from $40, once per shopper) and
 *   the expired SUMMER20;
 * - a delivered checkout of Concrete Saints' and Rust & Riot's goods with SAINTS10 and WELCOME5:
 *   the discounts on both orders and their items, commission after the shop's code, one use of
 *   each code, earnings with the platform's part;
 * - Concrete Saints' sale live since two days ago, ending in a week, and another for next week.
 * Call it before the payout runs, so the checkout's earnings are paid like the others'.
 */
export async function seedDemoPromotions(db: Db, input: DemoPromotionsInput): Promise<void> {
  const { shops, adminId, now } = input;
  const saints = shops[0]!;
  const neon = shops[1] ?? saints;
  const other = shops[3] ?? neon;
  const catalogue = await productsOf(db, saints.id, new Date(now), { last: SAINTS_DROP_PRODUCTS });
  // The drop code is for Concrete Saints' newest products; a code and a sale may both take a product off.
  const dropProducts = catalogue.map((product) => product.id);

  const saintsCode = await insertCode(db, SAINTS_CODE, { sellerId: saints.id, createdBy: saints.userId }, null, now);
  await insertCode(db, SAINTS_DROP_CODE, { sellerId: saints.id, createdBy: saints.userId }, dropProducts.length ? dropProducts : null, now);
  if (neon.id !== saints.id) await insertCode(db, NEON_CODE, { sellerId: neon.id, createdBy: neon.userId }, null, now);
  const welcome = await insertCode(db, WELCOME_CODE, { sellerId: null, createdBy: adminId }, null, now);
  await insertCode(db, EXPIRED_CODE, { sellerId: null, createdBy: adminId }, null, now);

  // The checkout comes first: it was placed at the prices before the sale started.
  const placedBefore = new Date(now - (DISCOUNTED_ORDER.placedDaysAgo + 1) * DAY_MS);
  const saintsLines = (await productsOf(db, saints.id, placedBefore, { first: 2 })).map((product) => quoteLine(saints, product));
  const otherLines = other.id === saints.id ? [] : (await productsOf(db, other.id, placedBefore, { first: 1 })).map((product) => quoteLine(other, product));
  if (saintsLines.length) await discountedCheckout(db, input, [saintsCode, welcome], [...saintsLines, ...otherLines]);

  const forSale = [...await quietProducts(db, catalogue, input.shopperId)].sort((a, b) => Number(a.isOnSale) - Number(b.isOnSale) || a.id - b.id);
  const liveCount = Math.min(LIVE_SALE.products, Math.max(1, forSale.length - 1));
  await scheduleSale(db, saints.id, LIVE_SALE, forSale.slice(0, liveCount), now);
  await scheduleSale(db, saints.id, NEXT_SALE, forSale.slice(liveCount, liveCount + NEXT_SALE.products), now);
}
