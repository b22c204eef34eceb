import { sql } from 'drizzle-orm';
import type { NotificationData } from '../../../shared/notification-schemas.js';
import { runAudience, tellNobody, type AudienceRow, type BatchOutcome, type FanOutBatch } from './fan-out-audience.js';

/** A drop entry keeps the day's newest products, this many. */
const KEPT_PRODUCT_IDS = 10;

interface ListedDrop { id: number; name: string; shop_name: string }

/**
 * A followed shop listed products: each follower gets one entry per shop per UTC day,
 * `drop:<seller>:<yyyy-mm-dd>`. A later drop that day (another event) joins it: its products
 * first, the count added, unread again and moved to the top (updated_at). Drops go by mail only
 * in the daily digest, which reads entries not yet digested; a follower who wants no drop mail
 * has theirs marked digested as it is written, so the digest passes them by. A follower who
 * wants the digest but no in-app entries still gets the entry the digest reads, written read:
 * the centre leaves out the kinds a shopper turned off in the app (notifications.repo.ts).
 *
 * The event tells nobody when, at the batch, none of its products is listed (a paused product,
 * a hidden shop: its products are not listed); those listed are the ones named.
 */
export async function fanOutNewDrop(batch: FanOutBatch): Promise<BatchOutcome> {
  const { tx, event, batchSize } = batch;
  if (event.sellerId === null || event.productIds.length === 0) return tellNobody(event);
  const listed = ((await tx.execute(sql`
    SELECT p.id, p.name, s.business_name AS shop_name
    FROM unnest(${sql.param(event.productIds)}::int[]) WITH ORDINALITY AS e(id, position)
    JOIN products p ON p.id = e.id AND p.is_listed AND p.seller_id = ${event.sellerId}
    JOIN sellers s ON s.id = p.seller_id
    ORDER BY e.position`)) as unknown as { rows: ListedDrop[] }).rows;
  const newest = listed[0];
  if (!newest) return tellNobody(event);

  // Products past the 10 kept are counted but not named; those named and since unlisted are not counted.
  const productCount = Math.max(listed.length, event.productCount - (event.productIds.length - listed.length));
  const data: NotificationData = {
    productName: newest.name, shopName: newest.shop_name, productIds: listed.map((p) => Number(p.id)), productCount,
  };
  const walk = await runAudience<AudienceRow>(batch, sql`
    WITH walked AS (
      SELECT user_id FROM shop_follows
      WHERE seller_id = ${event.sellerId} AND user_id > ${event.cursor}
      ORDER BY user_id LIMIT ${batchSize}
    ), audience AS (
      SELECT w.user_id, coalesce(np.new_from_shop_in_app, true) AS in_app, coalesce(np.new_from_shop_email, true) AS email_on
      FROM walked w
      JOIN users u ON u.id = w.user_id AND u.deleted_at IS NULL
      LEFT JOIN notification_preferences np ON np.user_id = w.user_id
    ), entries AS (
      INSERT INTO notifications AS n (user_id, kind, group_key, product_id, seller_id, data, digested_at, read_at)
      SELECT user_id, 'new_from_shop', 'drop:' || ${event.sellerId}::int || ':' || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
             ${Number(newest.id)}::int, ${event.sellerId}::int, ${JSON.stringify(data)}::jsonb,
             CASE WHEN email_on THEN NULL ELSE now() END, CASE WHEN in_app THEN NULL ELSE now() END
      FROM audience WHERE in_app OR email_on ORDER BY user_id
      ON CONFLICT (user_id, group_key) DO UPDATE SET
        data = n.data || excluded.data || jsonb_build_object(
          'productIds', (
            SELECT coalesce(jsonb_agg(kept.id ORDER BY kept.position), '[]'::jsonb) FROM (
              SELECT ids.id, min(ids.position) AS position FROM (
                SELECT e.value::int AS id, e.position FROM jsonb_array_elements_text(excluded.data -> 'productIds') WITH ORDINALITY AS e(value, position)
                UNION ALL
                SELECT o.value::int, ${KEPT_PRODUCT_IDS} + o.position
                FROM jsonb_array_elements_text(coalesce(n.data -> 'productIds', '[]'::jsonb)) WITH ORDINALITY AS o(value, position)
              ) ids GROUP BY ids.id ORDER BY min(ids.position) LIMIT ${KEPT_PRODUCT_IDS}
            ) kept),
          'productCount', coalesce((n.data ->> 'productCount')::int, 0) + (excluded.data ->> 'productCount')::int),
        product_id = excluded.product_id, read_at = excluded.read_at, updated_at = now(), digested_at = excluded.digested_at
    )
    SELECT w.last_key, w.walked, a.user_id, NULL AS email, NULL AS first_name, NULL AS username, a.in_app, false AS email_on
    FROM (SELECT max(user_id) AS last_key, count(*)::int AS walked FROM walked) w
    LEFT JOIN audience a ON true`);
  return { cursor: walk.cursor, told: walk.shoppers.filter((row) => row.in_app).length, finished: walk.finished, mails: [] };
}
