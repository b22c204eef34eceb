/**
 * Review writes under contention (issue 23, "Scale"): 2,000 reviews of ONE product posted from 50
 * loops at once, so every write waits on the same product and shop tallies. A buyer may write 20
 * an hour, so each loop writes as two buyers in turn, each with 20 delivered items of the product. The objective: p99 under 50 ms, and afterwards the figures equal a
 * fresh count of the rows (no lost update).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { REVIEW_WRITE_RATE_LIMIT } from '../server/features/reviews/review-write-limit.js';
import { SESSION_COOKIE, sessionIdOf } from '../server/plugins/session.js';
import { percentile, send } from './open-loop.js';

export const WRITE_P99_MS = 50;
const WRITERS = 50;
const REVIEWS = 2_000;
const ITEMS_EACH = REVIEW_WRITE_RATE_LIMIT.limit;
const BUYERS = Math.ceil(REVIEWS / ITEMS_EACH);
const FITS = ['small', 'true', 'true', 'large', null];

interface Buyer { cookie: string; itemIds: number[] }

/** The buyers, a session each and their delivered items of the product, straight in the database. */
async function prepareBuyers(client: pg.Client, productId: number): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  // Names of their own, so the bench may run again on the same database.
  const run = Date.now().toString(36);
  await client.query('BEGIN');
  for (let w = 0; w < BUYERS; w++) {
    const { rows: [user] } = await client.query<{ id: number }>(`
      INSERT INTO users (username, password, email, first_name, last_name, email_verified)
      VALUES ('bench_writer_' || $1, '!bench-no-sign-in', 'bench.writer.' || $1 || '@example.test', 'Writer', 'No' || $2, true) RETURNING id`, [`${run}_${w}`, w]);
    const token = randomBytes(32).toString('base64url');
    await client.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [sessionIdOf(token), user!.id]);
    const { rows: items } = await client.query<{ id: number }>(`
      WITH checkout AS (
        INSERT INTO checkouts (user_id, idempotency_key, request_hash, payment_method, shipping_method, shipping_address, items_total, grand_total)
        SELECT $1, 'bench-writer', 'bench', 'demo', 'standard', '{}'::jsonb, p.price * $3, p.price * $3 FROM products p WHERE p.id = $2
        RETURNING id, number, items_total
      ), placed AS (
        INSERT INTO orders (user_id, checkout_id, seller_id, number, subtotal, shipping_fee, total, commission_rate, commission_amount,
                            seller_net, status, payment_status, shipping_address, shipped_at, delivered_at)
        SELECT $1, c.id, p.seller_id, c.number || '-W', c.items_total, 0, c.items_total, 15.00, round(c.items_total * 0.15, 2),
               c.items_total - round(c.items_total * 0.15, 2), 'delivered', 'paid', '{}'::jsonb, now() - interval '3 days', now() - interval '1 day'
        FROM checkout c, products p WHERE p.id = $2
        RETURNING id
      )
      INSERT INTO order_items (order_id, product_id, product_name, image, quantity, price, line_total, size, color)
      SELECT o.id, p.id, p.name, p.images[1], 1, p.price, p.price, p.sizes[1 + k % cardinality(p.sizes)], p.colors[1]
      FROM placed o, products p, generate_series(0, $3 - 1) k WHERE p.id = $2
      RETURNING id`, [user!.id, productId, ITEMS_EACH]);
    buyers.push({ cookie: `${SESSION_COOKIE}=${token}`, itemIds: items.map((item) => item.id) });
  }
  await client.query('COMMIT');
  return buyers;
}

/** The product's and its shop's figures against a fresh count of their visible reviews: the differences, none when right. */
async function figureDifferences(client: pg.Client, productId: number): Promise<string[]> {
  const { rows } = await client.query<{ subject: string; kept: string; counted: string }>(`
    WITH target AS (SELECT id, seller_id FROM products WHERE id = $1),
    counted AS (
      SELECT s.subject, s.subject_id, count(*) AS count, sum(r.stars) AS stars_sum,
             count(*) FILTER (WHERE r.stars = 5) AS stars_5, count(*) FILTER (WHERE r.fit = 'true') AS fit_true
      FROM reviews r JOIN target t ON r.seller_id = t.seller_id
      CROSS JOIN LATERAL (VALUES ('product', r.product_id), ('seller', r.seller_id)) AS s(subject, subject_id)
      WHERE r.status = 'visible' AND (s.subject = 'seller' OR r.product_id = t.id)
      GROUP BY s.subject, s.subject_id
    ),
    kept AS (
      SELECT 'product' AS subject, p.id AS subject_id, p.rating, p.total_reviews FROM products p JOIN target t ON p.id = t.id
      UNION ALL SELECT 'seller', s.id, s.rating, s.total_reviews FROM sellers s JOIN target t ON s.id = t.seller_id
    )
    SELECT k.subject,
           concat_ws(' ', tl.count, tl.stars_sum, tl.stars_5, tl.fit_true, k.total_reviews, k.rating) AS kept,
           concat_ws(' ', c.count, c.stars_sum, c.stars_5, c.fit_true, c.count, round(c.stars_sum::numeric / c.count, 2)) AS counted
    FROM kept k JOIN counted c USING (subject, subject_id)
    LEFT JOIN review_tallies tl ON tl.subject = k.subject AND tl.subject_id = k.subject_id`, [productId]);
  return rows.filter((row) => row.kept !== row.counted).map((row) => `${row.subject} kept ${row.kept} counted ${row.counted}`);
}

/** How long until the app's catalogue shows the product's new review count (ms), or null after 5 s. */
async function catalogueCatchUp(base: string, productId: number, expected: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < 5_000) {
    const product = await (await fetch(`${base}/api/products/${productId}`)).json() as { totalReviews?: number };
    if (product.totalReviews === expected) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

export async function reviewWrites(base: string, databaseUrl: string, productId: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const buyers = await prepareBuyers(client, productId);
    const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
    const url = new URL(base);
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const loops = Array.from({ length: WRITERS }, (_, w) => buyers.filter((_b, b) => b % WRITERS === w));
    await Promise.all(loops.map(async (mine, w) => {
      for (const [i, [cookie, itemId]] of mine.flatMap((buyer) => buyer.itemIds.map((id) => [buyer.cookie, id] as const)).entries()) {
        const body = JSON.stringify({
          stars: 1 + ((w * 7 + i * 3) % 5), title: `Bench review ${w}-${i}`, fit: FITS[(w + i) % FITS.length],
          text: `Wore it for a week: writer ${w}, item ${i}. Fabric holds up fine.`,
        });
        const at = performance.now();
        const ok = await send(agent, url, { method: 'POST', path: `/api/order-items/${itemId}/review`, headers: { cookie }, body, expect: 201 });
        latencies.push(performance.now() - at);
        if (!ok) errors++;
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    const sorted = latencies.sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const differences = await figureDifferences(client, productId);
    const { rows: [product] } = await client.query<{ total_reviews: number }>('SELECT total_reviews FROM products WHERE id = $1', [productId]);
    const caughtUp = await catalogueCatchUp(base, productId, product!.total_reviews);
    const checks = [
      p99 < WRITE_P99_MS ? `p99<${WRITE_P99_MS}ms ok` : `p99<${WRITE_P99_MS}ms MISSED`,
      errors ? `${errors} errors MISSED` : 'no errors ok',
      differences.length ? `figures MISSED (${differences.join('; ')})` : 'figures = fresh count ok',
      caughtUp === null ? 'catalogue not caught up in 5 s MISSED' : `catalogue caught up in ${caughtUp.toFixed(0)} ms ${caughtUp < 1000 ? 'ok' : 'MISSED'}`,
    ];
    const line = `  review writes, ${WRITERS} writers on product ${productId}: ${sorted.length} in ${seconds.toFixed(1)} s (${(sorted.length / seconds).toFixed(0)}/s)  p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  ${checks.join(', ')}`;
    console.log(line);
    return [line];
  } finally {
    await client.end();
  }
}
