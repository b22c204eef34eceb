import { sql } from 'drizzle-orm';
import { NOTIFICATION_LIMITS } from '../../../shared/notification-schemas.js';
import { runAudience, tellNobody, type AudienceRow, type BatchOutcome, type FanOutBatch } from './fan-out-audience.js';
import { priceDropMail } from './fan-out-mails.js';

interface ProductFacts { name: string; price: string; is_listed: boolean; seller_id: number | null; shop_name: string | null }

/** isToldDrop (shared/notification-schemas.ts) in SQL: the price now undercuts the price last told by 5 % or more. */
const KEPT_BASIS_POINTS = 10_000 - NOTIFICATION_LIMITS.priceDropBasisPoints;

/**
 * A product someone saved got cheaper. Its savers with price alerts on are walked in user order;
 * those whose `alert_price` the price NOW undercuts by 5 % are told and their `alert_price`
 * becomes it. The price at the batch, not the event's: a cut taken back before the batch tells
 * nobody, and `alert_price` never rises, so a rise and a fall back to a price already told tells
 * nothing. The walk's rows are locked (FOR UPDATE) before they are compared, so two drops of one
 * product fanned out at once compare against each other's outcome and tell each saver once.
 */
export async function fanOutPriceDrop(batch: FanOutBatch): Promise<BatchOutcome> {
  const { tx, event, batchSize } = batch;
  if (event.productId === null) return tellNobody(event);
  const [product] = ((await tx.execute(sql`
    SELECT p.name, p.price, p.is_listed, p.seller_id, s.business_name AS shop_name
    FROM products p LEFT JOIN sellers s ON s.id = p.seller_id
    WHERE p.id = ${event.productId}`)) as unknown as { rows: ProductFacts[] }).rows;
  if (!product?.is_listed || !product.shop_name) return tellNobody(event);

  const price = product.price;
  const walk = await runAudience<AudienceRow & { old_price: string }>(batch, sql`
    WITH walked AS (
      SELECT user_id FROM favourites
      WHERE product_id = ${event.productId} AND price_alerts AND user_id > ${event.cursor}
      ORDER BY user_id LIMIT ${batchSize}
    ), locked AS (
      SELECT f.user_id, f.alert_price FROM favourites f JOIN walked w ON w.user_id = f.user_id
      WHERE f.product_id = ${event.productId} AND f.price_alerts
      ORDER BY f.user_id FOR UPDATE OF f
    ), moved AS (
      UPDATE favourites f SET alert_price = ${price}::numeric
      FROM locked l
      WHERE f.product_id = ${event.productId} AND f.user_id = l.user_id
        AND ${price}::numeric * 10000 <= l.alert_price * ${KEPT_BASIS_POINTS}
      RETURNING f.user_id, l.alert_price AS old_price
    ), audience AS (
      SELECT m.user_id, m.old_price::text AS old_price, u.email, u.first_name, u.username,
             coalesce(np.price_drop_in_app, true) AS in_app, coalesce(np.price_drop_email, true) AS email_on
      FROM moved m
      JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL
      LEFT JOIN notification_preferences np ON np.user_id = m.user_id
    ), entries AS (
      INSERT INTO notifications (user_id, kind, group_key, product_id, seller_id, data)
      SELECT user_id, 'price_drop', ${`price:${event.id}`}::text, ${event.productId}::int, ${product.seller_id}::int,
             jsonb_build_object('productName', ${product.name}::text, 'shopName', ${product.shop_name}::text,
                                'oldPrice', old_price, 'newPrice', ${price}::text)
      FROM audience WHERE in_app ORDER BY user_id
      ON CONFLICT (user_id, group_key) DO NOTHING
    )
    SELECT w.last_key, w.walked, a.*
    FROM (SELECT max(user_id) AS last_key, count(*)::int AS walked FROM walked) w
    LEFT JOIN audience a ON true`);
  return {
    cursor: walk.cursor, told: walk.told, finished: walk.finished,
    mails: walk.mailTo.map((to) => priceDropMail(to, {
      productId: event.productId!, productName: product.name, shopName: product.shop_name!, oldPrice: to.row.old_price, newPrice: price,
    }, batch.letterhead)),
  };
}
