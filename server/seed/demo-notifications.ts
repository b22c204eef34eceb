import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notificationEvents, notifications } from '../db/schema/index.js';
import { trackingUrl } from '../../shared/carriers.js';
import type { NotificationData, NotificationKind, OrderUpdateStatus } from '../../shared/notification-schemas.js';
import type { OrderAction } from '../../shared/order-transitions.js';
import { bulkInsert } from './bulk-insert.js';
import type { Told } from './demo-favourites.js';
import type { Random } from './random.js';

type NotificationRow = typeof notifications.$inferInsert;

export interface NotificationContext {
  random: Random;
  now: number;
  shopperId: number;
  shopNames: ReadonlyMap<number, string>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
/** Shoppers open their bell within a day or two; the demo shopper's last two days are still unread. */
const UNREAD_DAYS = 2;
const BATCH = 1_000;
const ORDER_UPDATES: Partial<Record<OrderAction, OrderUpdateStatus>> = { markPaid: 'paid', ship: 'shipped', deliver: 'delivered', cancel: 'cancelled' };

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** One event per product cut, and per product, size and colour restocked. */
const eventKey = (told: Told) => `${told.product.id} ${told.variant?.size ?? ''} ${told.variant?.color ?? ''}`;

/** Read a while after it came, unless it is recent; a few buyers leave some unread for good. */
function readAt(context: NotificationContext, userId: number, at: number): Date | null {
  if (at > context.now - UNREAD_DAYS * DAY_MS) return null;
  if (userId !== context.shopperId && context.random.chance(0.1)) return null;
  return new Date(Math.min(context.now - MINUTE_MS, at + (0.05 + context.random.next() * 1.5) * DAY_MS));
}

function entry(context: NotificationContext, input: {
  userId: number; kind: NotificationKind; groupKey: string; at: number; updatedAt?: number; data: NotificationData;
  productId?: number | null; sellerId?: number | null; orderId?: number | null;
}): NotificationRow {
  // Nothing is dated in the future (a sale that began a moment ago is told a minute later).
  const at = Math.min(input.at, context.now - 1_000);
  const updatedAt = Math.min(input.updatedAt ?? at, context.now - 1_000);
  return {
    userId: input.userId, kind: input.kind, groupKey: input.groupKey, productId: input.productId ?? null, sellerId: input.sellerId ?? null,
    orderId: input.orderId ?? null, data: input.data, readAt: readAt(context, input.userId, updatedAt), digestedAt: null,
    createdAt: new Date(at), updatedAt: new Date(updatedAt),
  };
}

/**
 * The finished fan-outs behind what was told: one event per price cut and per restock, as the
 * triggers wrote them and the workers finished them, so each entry's group key names its event.
 */
async function writeFinishedEvents(db: Db, kind: 'price_drop' | 'restock', told: Told[]): Promise<Map<string, number>> {
  const events = new Map<string, { first: Told; count: number; cursor: number }>();
  for (const item of told) {
    const key = eventKey(item);
    const event = events.get(key) ?? { first: item, count: 0, cursor: 0 };
    events.set(key, { ...event, count: event.count + 1, cursor: Math.max(event.cursor, item.userId) });
  }
  const ids = new Map<string, number>();
  for (const [key, { first, count, cursor }] of events) {
    const [written] = await bulkInsert(db, notificationEvents, [{
      kind, productId: first.product.id, sellerId: kind === 'price_drop' ? first.product.sellerId : null,
      size: first.variant?.size ?? null, color: first.variant?.color ?? null, cursor: kind === 'price_drop' ? cursor : 0, told: count,
      createdAt: new Date(first.at), startedAt: new Date(first.at + 1_000), finishedAt: new Date(first.at + 2_000),
    }], ['id']);
    ids.set(key, Number(written!.id));
  }
  return ids;
}

/** Price drops and restocks the fan-out told, each with the words of its moment. */
export async function toldRows(db: Db, context: NotificationContext, priceDrops: Told[], restocks: Told[]): Promise<NotificationRow[]> {
  const priceEvents = await writeFinishedEvents(db, 'price_drop', priceDrops);
  const restockEvents = await writeFinishedEvents(db, 'restock', restocks);
  const shopName = (told: Told) => context.shopNames.get(told.product.sellerId)!;
  return [
    ...priceDrops.map((told) => entry(context, {
      userId: told.userId, kind: 'price_drop', groupKey: `price:${priceEvents.get(eventKey(told))}`, at: told.at + MINUTE_MS,
      productId: told.product.id, sellerId: told.product.sellerId,
      data: { productName: told.product.name, shopName: shopName(told), oldPrice: told.oldPrice!, newPrice: told.product.price },
    })),
    ...restocks.map((told) => entry(context, {
      userId: told.userId, kind: 'back_in_stock', groupKey: `restock:${restockEvents.get(eventKey(told))}`,
      at: told.at + MINUTE_MS, productId: told.product.id, sellerId: told.product.sellerId,
      data: { productName: told.product.name, shopName: shopName(told), size: told.variant!.size, color: told.variant!.color },
    })),
  ];
}

/** Each demo order's moves as its buyer heard them: paid, shipped with tracking, delivered. */
export async function orderUpdateRows(db: Db, context: NotificationContext): Promise<NotificationRow[]> {
  const moves = rows<{ orderId: number; userId: number; sellerId: number; carrier: string | null; trackingNumber: string | null; action: OrderAction; at: string | Date; productName: string | null }>(
    await db.execute(sql`
      SELECT o.id AS "orderId", o.user_id AS "userId", o.seller_id AS "sellerId", o.carrier, o.tracking_number AS "trackingNumber",
             e.action, e.created_at AS at,
             (SELECT i.product_name FROM order_items i WHERE i.order_id = o.id ORDER BY i.id LIMIT 1) AS "productName"
      FROM order_events e JOIN orders o ON o.id = e.order_id
      WHERE e.action IN ('markPaid', 'ship', 'deliver', 'cancel')
      ORDER BY e.id`),
  );
  return moves.map((move) => {
    const orderStatus = ORDER_UPDATES[move.action]!;
    const tracking = orderStatus === 'shipped' && move.carrier && move.trackingNumber
      ? { carrier: move.carrier, trackingNumber: move.trackingNumber, ...(trackingUrl(move.carrier, move.trackingNumber) ? { trackingUrl: trackingUrl(move.carrier, move.trackingNumber)! } : {}) }
      : {};
    return entry(context, {
      userId: move.userId, kind: 'order_update', groupKey: `order:${move.orderId}:${orderStatus}`, at: new Date(move.at).getTime(),
      orderId: move.orderId, sellerId: move.sellerId,
      data: { orderStatus, shopName: context.shopNames.get(move.sellerId)!, ...(move.productName ? { productName: move.productName } : {}), ...tracking },
    });
  });
}

/**
 * What following brought: one entry per follower per shop per UTC day with listings after the
 * follow, as the drop fan-out groups them (its newest ten products and how many). Counted in SQL,
 * so a 100,000-product catalogue costs one grouped scan. A day's digest went out the next morning.
 */
export async function dropRows(db: Db, context: NotificationContext): Promise<NotificationRow[]> {
  const drops = rows<{ userId: number; sellerId: number; day: string; first: string | Date; last: string | Date; count: number; ids: number[]; newest: string }>(
    await db.execute(sql`
      SELECT f.user_id AS "userId", p.seller_id AS "sellerId", to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
             min(p.created_at) AS first, max(p.created_at) AS last, count(*)::int AS count,
             (array_agg(p.id ORDER BY p.created_at DESC, p.id DESC))[1:10] AS ids,
             (array_agg(p.name ORDER BY p.created_at DESC, p.id DESC))[1] AS newest
      FROM shop_follows f JOIN products p ON p.seller_id = f.seller_id AND p.created_at > f.created_at
      GROUP BY f.user_id, p.seller_id, day
      ORDER BY f.user_id, p.seller_id, day`),
  );
  const today = new Date(context.now).toISOString().slice(0, 10);
  return drops.map((drop) => {
    const row = entry(context, {
      userId: drop.userId, kind: 'new_from_shop', groupKey: `drop:${drop.sellerId}:${drop.day}`,
      // Dated at the listings themselves, so the entry's day is its group key's.
      at: new Date(drop.first).getTime(), updatedAt: new Date(drop.last).getTime(),
      productId: drop.ids[0]!, sellerId: drop.sellerId,
      data: { shopName: context.shopNames.get(drop.sellerId)!, productName: drop.newest, productIds: drop.ids.map(Number), productCount: drop.count },
    });
    const digest = Date.parse(`${drop.day}T07:00:00Z`) + DAY_MS;
    return { ...row, digestedAt: drop.day < today && digest < context.now ? new Date(digest) : null };
  });
}

export async function writeNotifications(db: Db, all: NotificationRow[]): Promise<void> {
  for (let i = 0; i < all.length; i += BATCH) await bulkInsert(db, notifications, all.slice(i, i + BATCH));
}
