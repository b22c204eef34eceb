import { sql } from 'drizzle-orm';
import type { NotificationData } from '../../../shared/notification-schemas.js';
import { runAudience, tellNobody, type AudienceRow, type BatchOutcome, type FanOutBatch } from './fan-out-audience.js';
import { backInStockMail, type RestockFacts } from './fan-out-mails.js';

interface ProductFacts { name: string; price: string; is_listed: boolean; seller_id: number | null; shop_name: string | null; stock: number | null }

/**
 * A sold-out size and colour came back: each shopper waiting for it is told once, their alert
 * deleted in the same statement. The delete is what makes it once: two restocks of one variant
 * fanned out at the same time by two instances both walk its alerts, but a row is deleted, and
 * so returned, by one of them only.
 *
 * The event tells nobody when, at the batch, the product is not listed or the size is out of
 * stock again (or gone): the alerts left keep waiting, and the next restock tells them.
 */
export async function fanOutRestock(batch: FanOutBatch): Promise<BatchOutcome> {
  const { tx, event, batchSize } = batch;
  if (event.productId === null || event.size === null || event.color === null) return tellNobody(event);
  const [product] = ((await tx.execute(sql`
    SELECT p.name, p.price, p.is_listed, p.seller_id, s.business_name AS shop_name, v.stock
    FROM products p
    LEFT JOIN sellers s ON s.id = p.seller_id
    LEFT JOIN product_variants v ON v.product_id = p.id AND v.size = ${event.size} AND v.color = ${event.color}
    WHERE p.id = ${event.productId}`)) as unknown as { rows: ProductFacts[] }).rows;
  if (!product?.is_listed || !product.shop_name || !(Number(product.stock) > 0)) return tellNobody(event);

  const facts: RestockFacts = {
    productId: event.productId, productName: product.name, shopName: product.shop_name, size: event.size, color: event.color, price: product.price,
  };
  const data: NotificationData = { productName: facts.productName, shopName: facts.shopName, size: facts.size, color: facts.color };
  const walk = await runAudience<AudienceRow>(batch, sql`
    WITH picked AS (
      SELECT id FROM stock_alerts
      WHERE product_id = ${event.productId} AND size = ${event.size} AND color = ${event.color} AND id > ${event.cursor}
      ORDER BY id LIMIT ${batchSize}
    ), consumed AS (
      DELETE FROM stock_alerts a USING picked WHERE a.id = picked.id RETURNING a.user_id
    ), audience AS (
      SELECT c.user_id, u.email, u.first_name, u.username,
             coalesce(np.back_in_stock_in_app, true) AS in_app, coalesce(np.back_in_stock_email, true) AS email_on
      FROM consumed c
      JOIN users u ON u.id = c.user_id AND u.deleted_at IS NULL
      LEFT JOIN notification_preferences np ON np.user_id = c.user_id
    ), entries AS (
      INSERT INTO notifications (user_id, kind, group_key, product_id, seller_id, data)
      SELECT user_id, 'back_in_stock', ${`restock:${event.id}`}::text, ${event.productId}::int, ${product.seller_id}::int, ${JSON.stringify(data)}::jsonb
      FROM audience WHERE in_app ORDER BY user_id
      ON CONFLICT (user_id, group_key) DO NOTHING
    )
    SELECT w.last_key, w.walked, a.*
    FROM (SELECT max(id) AS last_key, count(*)::int AS walked FROM picked) w
    LEFT JOIN audience a ON true`);
  return {
    cursor: walk.cursor, told: walk.told, finished: walk.finished,
    mails: walk.mailTo.map((to) => backInStockMail(to, facts, batch.letterhead)),
  };
}
