import type { Db } from '../db/client.js';
import type { QuoteLine } from '../../shared/order-quote.js';
import { toCents } from '../../shared/money.js';
import type { DemoBuyer } from './demo-buyers.js';
import { recordDeliveredOrders, type DemoOrder } from './demo-orders.js';
import { writeDemoReviews, type DemoProduct, type PlannedReview } from './demo-review-rows.js';
import type { Random } from './random.js';

/**
 * With a larger catalogue (the benchmark's 100,000 products) only the first products get demo
 * reviews: the benchmark writes its own bulk reviews, and the first start stays fast.
 */
export const REVIEWED_PRODUCTS_MAX = 300;
export type { DemoProduct } from './demo-review-rows.js';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A product needs this long on sale to have been bought, shipped, delivered and reviewed. */
const MIN_AGE_DAYS = 16;
/** The last order of the past is placed this long ago, so it is delivered and reviewed by now. */
const LAST_ORDER_DAYS = 12;
const CARRIERS = ['UPS', 'DHL', 'USPS', 'DPD', 'Royal Mail'];

export interface DemoShop {
  id: number;
  userId: number;
  businessName: string;
  commissionRate: string;
}

export interface DemoReviewInput {
  products: DemoProduct[];
  /** By `${productId} ${size} ${color}`. */
  variantIds: Map<string, number>;
  shops: DemoShop[];
  /** The last shop: no reviews yet, so it shows "New". */
  unratedShopId: number;
  buyers: Array<DemoBuyer & { name: string }>;
  /** The demo shopper: one delivered item left to review. */
  shopper: DemoBuyer & { name: string };
  random: Random;
  now: number;
  /** Stores a photo of the product as its buyer took it: the buyer's own upload. */
  photoOf: (productId: number, buyerId: number) => Promise<string>;
}

interface Purchase { product: DemoProduct; buyer: DemoReviewInput['buyers'][number]; reviewed: boolean }

function lineOf(input: DemoReviewInput, product: DemoProduct, shop: DemoShop): QuoteLine {
  const { random } = input;
  const size = product.sizes.includes('M') && random.chance(0.35) ? 'M' : random.pick(product.sizes);
  const color = random.chance(0.6) ? product.colors[0]! : random.pick(product.colors);
  return {
    productId: product.id, variantId: input.variantIds.get(`${product.id} ${size} ${color}`) ?? null, sellerId: shop.id,
    businessName: shop.businessName, name: product.name, image: product.images[0] ?? null, size, color,
    quantity: random.chance(0.08) ? 2 : 1, unitPriceCents: toCents(product.price),
  };
}

/** One order's dates: paid on the spot, shipped a day or two later, delivered days after. */
function timeline(random: Random, earliest: number, latest: number) {
  const placed = earliest + random.next() * (latest - earliest);
  const paid = placed + (2 + random.next() * 15) * 60_000;
  const shipped = paid + (0.4 + random.next() * 2) * DAY_MS;
  const delivered = shipped + (2 + random.next() * 3.5) * DAY_MS;
  return { placedAt: new Date(placed), paidAt: new Date(paid), shippedAt: new Date(shipped), deliveredAt: new Date(delivered) };
}

function demoOrder(input: DemoReviewInput, buyer: DemoReviewInput['buyers'][number], shop: DemoShop, lines: QuoteLine[], dates: ReturnType<typeof timeline>): DemoOrder {
  const { random } = input;
  const carrier = random.pick(CARRIERS);
  return {
    buyer: { id: buyer.id, name: buyer.name }, seller: shop, lines, address: buyer.address,
    shippingMethod: random.chance(0.15) ? 'express' : 'standard', ...dates, carrier,
    trackingNumber: `${carrier.slice(0, 2).toUpperCase()}${random.int(100_000_000, 999_999_999)}${random.int(10, 99)}`,
    deliveredBy: random.chance(0.7) ? 'buyer' : 'seller',
  };
}

/** Who bought what: most products of every rated shop, a few popular ones by many; not every buyer reviews. */
function planPurchases(input: DemoReviewInput): Purchase[] {
  const { random, now } = input;
  const purchases: Purchase[] = [];
  for (const product of input.products) {
    if (product.sellerId === input.unratedShopId || now - product.createdAt.getTime() < MIN_AGE_DAYS * DAY_MS) continue;
    const reviews = random.chance(0.06) ? 0 : random.chance(0.07) ? random.int(14, 20) : random.int(1, 12);
    const buyers = random.sample(input.buyers, Math.min(input.buyers.length, reviews + random.int(0, 2)));
    buyers.forEach((buyer, n) => purchases.push({ product, buyer, reviewed: n < reviews }));
  }
  return purchases;
}

/**
 * The demo's reviews with everything behind them (issue 23): seeded buyers' delivered orders from
 * the demo shops and their reviews of them; the tally triggers of migration 0016 make every
 * rating and count. The demo shopper gets a delivered item still to review.
 */
export async function seedDemoReviews(db: Db, input: DemoReviewInput): Promise<void> {
  const { random, now } = input;
  const shopOf = new Map(input.shops.map((shop) => [shop.id, shop]));
  const byBuyerAndShop = new Map<string, Purchase[]>();
  for (const purchase of planPurchases(input)) {
    const key = `${purchase.buyer.id} ${purchase.product.sellerId}`;
    byBuyerAndShop.set(key, [...(byBuyerAndShop.get(key) ?? []), purchase]);
  }
  const orders: DemoOrder[] = [];
  const purchasesOf: Purchase[][] = [];
  for (const purchases of byBuyerAndShop.values()) {
    for (let start = 0; start < purchases.length;) {
      const group = purchases.slice(start, start += random.int(1, 3));
      const shop = shopOf.get(group[0]!.product.sellerId)!;
      const earliest = Math.max(...group.map((p) => p.product.createdAt.getTime())) + DAY_MS;
      orders.push(demoOrder(input, group[0]!.buyer, shop, group.map((p) => lineOf(input, p.product, shop)), timeline(random, earliest, now - LAST_ORDER_DAYS * DAY_MS)));
      purchasesOf.push(group);
    }
  }
  // The shopper's: delivered three days ago, not reviewed yet.
  const toReview = input.products.find((p) => p.sellerId === input.shops[0]!.id && p.style === 't-shirt' && now - p.createdAt.getTime() > 12 * DAY_MS)
    ?? input.products.find((p) => p.sellerId !== input.unratedShopId)!;
  const toReviewShop = shopOf.get(toReview.sellerId)!;
  const placed = now - 9 * DAY_MS;
  orders.push(demoOrder(input, input.shopper, toReviewShop, [lineOf(input, toReview, toReviewShop)], {
    placedAt: new Date(placed), paidAt: new Date(placed + 5 * 60_000), shippedAt: new Date(placed + 1.5 * DAY_MS), deliveredAt: new Date(now - 3 * DAY_MS),
  }));

  const itemIds = await recordDeliveredOrders(db, orders);
  const planned: PlannedReview[] = [];
  purchasesOf.forEach((group, o) => group.forEach((purchase, n) => {
    if (!purchase.reviewed) return;
    const line = orders[o]!.lines[n]!;
    planned.push({
      orderItemId: itemIds[o]!.get(`${line.productId} ${line.size} ${line.color}`)!, product: purchase.product, userId: purchase.buyer.id,
      size: line.size, color: line.color, deliveredAt: orders[o]!.deliveredAt,
    });
  }));
  await writeDemoReviews(db, planned, { random, now, buyerIds: input.buyers.map((buyer) => buyer.id), photoOf: input.photoOf });
}
