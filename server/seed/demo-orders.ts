import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  checkouts, ledgerEntries, orderEvents, orderItems, orders, paymentEvents, payments, stockMovements,
} from '../db/schema/index.js';
import { bulkInsert } from './bulk-insert.js';
import { fromCents } from '../../shared/money.js';
import { commissionCents, quoteCart, type QuoteLine, type ShippingMethod } from '../../shared/order-quote.js';
import { buyerView, type CheckoutReply, type OrderReply, type ShippingAddress } from '../../shared/orders-schemas.js';
import { CARD_PAYMENT_LIFETIME_MS } from '../../shared/payment-transitions.js';

/** One past checkout of one shop's goods, paid with the demo provider, shipped and delivered. */
export interface DemoOrder {
  buyer: { id: number; name: string };
  seller: { id: number; userId: number; businessName: string; commissionRate: string };
  /** At most one line per product, size and colour. */
  lines: QuoteLine[];
  shippingMethod: ShippingMethod;
  address: ShippingAddress;
  placedAt: Date;
  paidAt: Date;
  shippedAt: Date;
  deliveredAt: Date;
  carrier: string;
  trackingNumber: string;
  /** Who marked it delivered: the buyer confirming it, or the shop. */
  deliveredBy: 'buyer' | 'seller';
}

const BATCH = 200;
/** checkout.service.ts's words for a demo checkout just placed. */
const PLACED_NOTE = 'Placed; awaiting demo payment';
const lineKey = (line: { productId: number | null; size: string; color: string }) => `${line.productId} ${line.size} ${line.color}`;

/**
 * Writes past delivered orders as the real flow leaves them (checkout, demo payment event, ship,
 * deliver), in a few bulk statements instead of four transactions each, so the first start stays
 * fast: the checkout with its stored reply, the order, its items, the sale's stock movements, the
 * timeline, the paid payment and its event, the seller's earning and units sold. Stock levels are
 * left as seeded (they are what is left after these sales), and no mail is queued for history.
 * Answers each order's item ids by product, size and colour.
 */
export async function recordDeliveredOrders(db: Db, planned: DemoOrder[]): Promise<Array<Map<string, number>>> {
  const itemIds: Array<Map<string, number>> = [];
  for (let start = 0; start < planned.length; start += BATCH) itemIds.push(...(await recordBatch(db, planned.slice(start, start + BATCH))));
  const units = new Map<number, number>();
  for (const order of planned) units.set(order.seller.id, (units.get(order.seller.id) ?? 0) + order.lines.reduce((sum, line) => sum + line.quantity, 0));
  for (const [sellerId, sold] of units) await db.execute(sql`UPDATE sellers SET total_sales = total_sales + ${sold} WHERE id = ${sellerId}`);
  return itemIds;
}

interface WrittenOrder {
  id: number;
  checkout: { id: number; number: string };
  values: typeof orders.$inferInsert;
  items: OrderReply['items'];
}

async function recordBatch(db: Db, planned: DemoOrder[]): Promise<Array<Map<string, number>>> {
  const quotes = planned.map((order) => quoteCart(order.lines, order.shippingMethod));
  const keys = planned.map(() => `demo-seed-${randomUUID()}`);
  const checkoutRows = await bulkInsert(db, checkouts, planned.map((order, i) => ({
    userId: order.buyer.id, idempotencyKey: keys[i]!, requestHash: createHash('sha256').update(keys[i]!).digest('hex'),
    paymentMethod: 'demo' as const, shippingMethod: order.shippingMethod, shippingAddress: order.address,
    itemsTotal: fromCents(quotes[i]!.itemsTotalCents), shippingTotal: fromCents(quotes[i]!.shippingTotalCents),
    grandTotal: fromCents(quotes[i]!.grandTotalCents), createdAt: order.placedAt,
  })), ['id', 'number', 'idempotency_key']);
  const checkoutOf = new Map(checkoutRows.map((row) => [row.idempotency_key as string, { id: Number(row.id), number: row.number as string }]));

  const values = planned.map((order, i): typeof orders.$inferInsert => {
    const group = quotes[i]!.sellers[0]!;
    const commission = commissionCents(group.subtotalCents, order.seller.commissionRate);
    const checkout = checkoutOf.get(keys[i]!)!;
    return {
      userId: order.buyer.id, checkoutId: checkout.id, sellerId: order.seller.id, number: `${checkout.number}-1`,
      subtotal: fromCents(group.subtotalCents), shippingFee: fromCents(group.shippingFeeCents), total: fromCents(group.totalCents),
      commissionRate: order.seller.commissionRate, commissionAmount: fromCents(commission), sellerNet: fromCents(group.totalCents - commission),
      status: 'delivered', paymentStatus: 'paid', shippingAddress: order.address, carrier: order.carrier,
      trackingNumber: order.trackingNumber, expiresAt: null, shippedAt: order.shippedAt, deliveredAt: order.deliveredAt,
      createdAt: order.placedAt, updatedAt: order.deliveredAt,
    };
  });
  const orderIds = new Map((await bulkInsert(db, orders, values, ['id', 'checkout_id'])).map((row) => [Number(row.checkout_id), Number(row.id)]));
  const written: WrittenOrder[] = values.map((row, i) => ({ id: orderIds.get(row.checkoutId)!, checkout: checkoutOf.get(keys[i]!)!, values: row, items: [] }));

  const lines = quotes.flatMap((quote, i) => quote.sellers[0]!.items.map((line) => ({
    orderId: written[i]!.id, productId: line.productId, variantId: line.variantId, productName: line.name, image: line.image,
    quantity: line.quantity, price: fromCents(line.unitPriceCents), lineTotal: fromCents(line.lineTotalCents), size: line.size, color: line.color,
  })));
  const itemIds = new Map((await bulkInsert(db, orderItems, lines, ['id', 'order_id', 'product_id', 'size', 'color']))
    .map((row) => [`${row.order_id} ${lineKey({ productId: Number(row.product_id), size: row.size as string, color: row.color as string })}`, Number(row.id)]));
  const byOrder = new Map(written.map((order, i) => [order.id, { order, placedAt: planned[i]!.placedAt }]));
  const movements = [];
  for (const { orderId, ...line } of lines) {
    const id = itemIds.get(`${orderId} ${lineKey(line)}`)!;
    byOrder.get(orderId)!.order.items.push({ id, ...line });
    movements.push({ variantId: line.variantId, orderItemId: id, delta: -line.quantity, reason: 'sale', createdAt: byOrder.get(orderId)!.placedAt });
  }
  await bulkInsert(db, stockMovements, movements);

  await bulkInsert(db, orderEvents, planned.flatMap((order, i) => {
    const orderId = written[i]!.id;
    const deliverer = order.deliveredBy === 'buyer' ? order.buyer.id : order.seller.userId;
    return [
      { orderId, fromStatus: null, toStatus: 'pending' as const, actorRole: 'system' as const, actorUserId: order.buyer.id, action: null, note: PLACED_NOTE, createdAt: order.placedAt },
      { orderId, fromStatus: 'pending' as const, toStatus: 'processing' as const, actorRole: 'system' as const, actorUserId: null, action: 'markPaid' as const, note: null, createdAt: order.paidAt },
      { orderId, fromStatus: 'processing' as const, toStatus: 'shipped' as const, actorRole: 'seller' as const, actorUserId: order.seller.userId, action: 'ship' as const, note: `${order.carrier} ${order.trackingNumber}`, createdAt: order.shippedAt },
      { orderId, fromStatus: 'shipped' as const, toStatus: 'delivered' as const, actorRole: order.deliveredBy, actorUserId: deliverer, action: 'deliver' as const, note: null, createdAt: order.deliveredAt },
    ];
  }));
  await bulkInsert(db, payments, planned.map((order, i) => ({
    checkoutId: written[i]!.checkout.id, provider: 'demo', amount: fromCents(quotes[i]!.grandTotalCents), status: 'paid' as const, createdAt: order.placedAt, updatedAt: order.paidAt,
  })));
  await bulkInsert(db, paymentEvents, planned.map((order, i) => {
    const payload = { id: `demo_evt_${randomUUID()}`, type: 'payment.succeeded', checkoutNumber: written[i]!.checkout.number };
    return { provider: 'demo', eventId: payload.id, type: payload.type, payload, receivedAt: order.paidAt };
  }));
  await bulkInsert(db, ledgerEntries, planned.map((order, i) => ({
    sellerId: order.seller.id, orderId: written[i]!.id, kind: 'earning', amount: written[i]!.values.sellerNet, createdAt: order.deliveredAt,
  })));

  const replies = planned.map((order, i) => ({ id: written[i]!.checkout.id, response: placedReply(order, written[i]!, quotes[i]!) }));
  await db.execute(sql`UPDATE checkouts c SET response = v.response
    FROM jsonb_to_recordset(${JSON.stringify(replies)}::jsonb) AS v(id integer, response jsonb) WHERE c.id = v.id`);
  return written.map((order) => new Map(order.items.map((item) => [lineKey(item), item.id])));
}

/** The 201 body the checkout answered when it was placed: what its confirmation page reads. */
function placedReply(order: DemoOrder, written: WrittenOrder, quote: ReturnType<typeof quoteCart>): CheckoutReply {
  const { checkout, values: row } = written;
  const placedAt = order.placedAt.toISOString();
  const placed: OrderReply = {
    id: written.id, number: row.number, checkoutId: checkout.id, checkoutNumber: checkout.number, sellerId: order.seller.id,
    businessName: order.seller.businessName, buyerName: order.buyer.name, status: 'pending', paymentStatus: 'pending', paymentMethod: 'demo',
    subtotal: row.subtotal, shippingFee: row.shippingFee, total: row.total, commissionRate: row.commissionRate,
    commissionAmount: row.commissionAmount, sellerNet: row.sellerNet, shippingAddress: order.address, carrier: null, trackingNumber: null,
    expiresAt: new Date(order.placedAt.getTime() + CARD_PAYMENT_LIFETIME_MS).toISOString(), shippedAt: null, deliveredAt: null,
    cancelledAt: null, cancelReason: null, createdAt: placedAt,
    items: written.items,
    events: [{ fromStatus: null, toStatus: 'pending', actorRole: 'system', note: PLACED_NOTE, createdAt: placedAt, action: null }],
    refund: null,
  };
  return {
    checkout: {
      id: checkout.id, number: checkout.number, shippingMethod: order.shippingMethod, paymentMethod: 'demo',
      itemsTotal: fromCents(quote.itemsTotalCents), shippingTotal: fromCents(quote.shippingTotalCents), grandTotal: fromCents(quote.grandTotalCents),
      createdAt: placedAt,
    },
    orders: [buyerView(placed)],
    payment: { method: 'demo', reference: checkout.number, status: 'pending' },
  };
}
