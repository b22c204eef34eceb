/**
 * The bench's reviews (issue 23, "Scale"): 1,000,000 reviews over the seeded catalogue on the
 * PostgreSQL server, each on a delivered order item of a buyer's order, written in a few SQL
 * statements. Most products get 0-15, some hundreds, a handful thousands and one 5,000. The
 * figures the tally triggers would have moved row by row are rebuilt once from the rows.
 * Runs before the app starts: its catalogue read model is built from the ratings written here.
 */
import pg from 'pg';

export const CORPUS = {
  reviews: 1_000_000,
  buyers: 20_000,
  /** Items of one buyer from one shop put in one order, to keep the order tables smaller. */
  itemsPerOrder: 5,
  hotProductReviews: 5_000,
} as const;

const POSITIVE = [
  'Heavy cotton that keeps its shape after a dozen washes.',
  'The print is sharp and has not cracked at all.',
  'Exactly like the photos, colour is spot on.',
  'Best fitting piece in my wardrobe right now.',
  'Shipping was quick and it came folded with a thank-you note.',
  'Got compliments the first day I wore it.',
  'Thick fabric, proper streetwear weight.',
  'Stitching is clean, no loose threads anywhere.',
];
const MIXED = [
  'Nice design but the fabric is thinner than I hoped.',
  'Print looks good, the colour is a bit duller than the photos.',
  'Decent for the price, nothing special.',
  'Took a while to arrive but the quality is fine.',
  'Shrank a little after the first wash.',
];
const NEGATIVE = [
  'The print started peeling after two washes.',
  'Seams came apart within a month.',
  'Colour is nothing like the pictures.',
  'Fabric feels cheap and scratchy.',
  'Arrived with a stain and the shop was slow to answer.',
];
const TITLES = ['Love it', 'Solid piece', 'Would buy again', 'Good but not great', 'Okay', 'Disappointed', 'Not for me', 'Great fit', 'Worth it', 'Meh'];
const REPLIES = [
  'Thanks for the kind words, glad it fits well!',
  'Sorry to hear that. Please message us and we will sort it out.',
  'Thank you for the feedback, we passed it on to our printer.',
];
const FIRST_NAMES = ['Maya', 'Jordan', 'Kai', 'Ava', 'Leo', 'Zoe', 'Omar', 'Lina', 'Theo', 'Nia', 'Sam', 'Ivy', 'Rafa', 'Yuki', 'Elif'];
const LAST_NAMES = ['Rivera', 'Chen', 'Okafor', 'Novak', 'Silva', 'Haddad', 'Kim', 'Moreau', 'Berg', 'Adeyemi', 'Rossi', 'Tanaka'];
const ADDRESS = {
  fullName: 'Bench Buyer', line1: '12 Market Street', line2: null, city: 'London', region: 'Greater London',
  postalCode: 'EC1A 1BB', country: 'United Kingdom', phone: '+44 20 7946 0000',
};

const BULK_TABLES = ['checkouts', 'orders', 'order_items', 'reviews'];

export interface CorpusSummary { reviews: number; orders: number; products: number; seconds: number; hotProductId: number }

/** How many reviews each product gets: skewed, cut to exactly CORPUS.reviews. */
const COUNTS = `
  CREATE TEMP TABLE bench_counts AS
  WITH ranked AS (
    SELECT p.id AS product_id, p.seller_id, p.price, p.sizes, p.colors, p.images, p.name, p.created_at,
           c.slug <> 'hats' AS apparel, random() AS quality, row_number() OVER (ORDER BY random()) AS rk
    FROM products p JOIN categories c ON c.id = p.category_id
    -- A shop without reviews yet (the seed's newest) stays "New".
    WHERE p.is_listed AND p.seller_id IN (SELECT id FROM sellers WHERE total_reviews > 0)
  ), wanted AS (
    SELECT *, CASE
      WHEN rk = 1 THEN ${CORPUS.hotProductReviews}
      WHEN rk <= 11 THEN 1000 + floor(random() * 3000)::int
      WHEN rk <= 1511 THEN 100 + floor(random() * 400)::int
      WHEN random() < 0.12 THEN 0
      ELSE 1 + floor(power(random(), 1.3) * 15)::int
    END AS wanted FROM ranked
  ), placed AS (
    SELECT *, sum(wanted) OVER (ORDER BY rk) - wanted AS before FROM wanted
  )
  SELECT product_id, seller_id, price, sizes, colors, images, name, created_at, apparel, quality, rk,
         least(wanted, ${CORPUS.reviews} - before)::int AS n
  FROM placed WHERE before < ${CORPUS.reviews} AND wanted > 0`;

/** One row per review to be: its product, buyer (distinct per product), date and what was bought. */
const SLOTS = `
  CREATE TEMP TABLE bench_slots AS
  SELECT c.product_id, c.seller_id, c.price, c.name, c.images, c.apparel, c.quality,
         ((c.product_id * 7919 + k) % ${CORPUS.buyers}) AS buyer_n,
         c.sizes[1 + k % cardinality(c.sizes)] AS size, c.colors[1 + (k / 7) % cardinality(c.colors)] AS color,
         c.created_at + (now() - c.created_at) * power(random(), 0.7) AS reviewed_at,
         nextval(pg_get_serial_sequence('order_items', 'id'))::int AS item_id
  FROM bench_counts c CROSS JOIN LATERAL generate_series(0, c.n - 1) AS k`;

const ORDER_KEYS = `
  CREATE TEMP TABLE bench_items AS
  SELECT s.*, dense_rank() OVER (ORDER BY buyer_n, seller_id, chunk) AS order_n FROM (
    SELECT *, (row_number() OVER (PARTITION BY buyer_n, seller_id ORDER BY reviewed_at) - 1) / ${CORPUS.itemsPerOrder} AS chunk
    FROM bench_slots
  ) s`;

const ORDERS = `
  CREATE TEMP TABLE bench_orders AS
  SELECT o.*, nextval(pg_get_serial_sequence('checkouts', 'id'))::int AS checkout_id,
         nextval(pg_get_serial_sequence('orders', 'id'))::int AS order_id
  FROM (
    SELECT i.order_n, min(i.buyer_n) AS buyer_n, min(i.seller_id) AS seller_id, sum(i.price) AS subtotal,
           min(i.reviewed_at) - interval '1 day' * (1 + random() * 5) AS delivered_at
    FROM bench_items i GROUP BY i.order_n
  ) o`;

const STATEMENTS: Array<[label: string, sql: string, values?: unknown[]]> = [
  ['buyers', `
    INSERT INTO users (username, password, email, first_name, last_name, role, email_verified, created_at)
    SELECT 'bench_buyer_' || g, '!bench-no-sign-in', 'bench.buyer.' || g || '@example.test',
           ($1::text[])[1 + g % cardinality($1::text[])], ($2::text[])[1 + (g * 7) % cardinality($2::text[])],
           'customer', true, now() - interval '1 day' * (200 + g % 400)
    FROM generate_series(0, ${CORPUS.buyers - 1}) g`, [FIRST_NAMES, LAST_NAMES]],
  ['buyer index', `CREATE TEMP TABLE bench_buyers AS
    SELECT substring(username from 13)::int AS buyer_n, id AS user_id FROM users WHERE username LIKE 'bench\\_buyer\\_%'`],
  ['counts', COUNTS],
  ['slots', SLOTS],
  ['order keys', ORDER_KEYS],
  ['orders', ORDERS],
  ['checkouts', `
    INSERT INTO checkouts (id, user_id, idempotency_key, request_hash, payment_method, shipping_method, shipping_address,
                           items_total, shipping_total, grand_total, created_at)
    SELECT o.checkout_id, b.user_id, 'bench-' || o.order_n, 'bench', 'demo', 'standard', $1::jsonb,
           o.subtotal, 4.99, o.subtotal + 4.99, o.delivered_at - interval '4 days'
    FROM bench_orders o JOIN bench_buyers b USING (buyer_n)`, [JSON.stringify(ADDRESS)]],
  ['orders', `
    INSERT INTO orders (id, user_id, checkout_id, seller_id, number, subtotal, shipping_fee, total, commission_rate,
                        commission_amount, seller_net, status, payment_status, shipping_address, carrier, tracking_number,
                        shipped_at, delivered_at, created_at, updated_at)
    SELECT o.order_id, b.user_id, o.checkout_id, o.seller_id, 'TLB-' || lpad(o.order_id::text, 8, '0'), o.subtotal, 4.99,
           o.subtotal + 4.99, 15.00, round((o.subtotal + 4.99) * 0.15, 2), (o.subtotal + 4.99) - round((o.subtotal + 4.99) * 0.15, 2),
           'delivered', 'paid', $1::jsonb, 'DHL', 'BENCH' || o.order_id, o.delivered_at - interval '2 days', o.delivered_at,
           o.delivered_at - interval '4 days', o.delivered_at
    FROM bench_orders o JOIN bench_buyers b USING (buyer_n)`, [JSON.stringify(ADDRESS)]],
  ['order items', `
    INSERT INTO order_items (id, order_id, product_id, variant_id, product_name, image, quantity, price, line_total, size, color)
    SELECT i.item_id, o.order_id, i.product_id, v.id, i.name, i.images[1], 1, i.price, i.price, i.size, i.color
    FROM bench_items i JOIN bench_orders o USING (order_n)
    LEFT JOIN product_variants v ON v.product_id = i.product_id AND v.size = i.size AND v.color = i.color`],
  ['reviews', `
    INSERT INTO reviews (order_item_id, product_id, seller_id, user_id, stars, title, body, fit, photos, size, color, status,
                         hidden_reason, hidden_at, helpful_count, edited_at, reply, replied_at, created_at, updated_at)
    SELECT r.item_id, r.product_id, r.seller_id, b.user_id, r.stars,
           CASE WHEN random() < 0.75 THEN ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int] END,
           CASE WHEN r.stars >= 4 THEN ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int]
                WHEN r.stars = 3 THEN ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int]
                ELSE ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] END
             || CASE WHEN random() < 0.5 THEN ' ' || ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] ELSE '' END,
           CASE WHEN r.apparel AND random() < 0.45 THEN (ARRAY['small', 'true', 'true', 'true', 'true', 'large'])[1 + floor(random() * 6)::int] END,
           CASE WHEN random() < 0.10 THEN r.images[1:1 + floor(random() * 2)::int] ELSE '{}' END,
           r.size, r.color,
           CASE WHEN r.hidden THEN 'hidden' ELSE 'visible' END,
           CASE WHEN r.hidden THEN 'Not about the product' END, CASE WHEN r.hidden THEN r.reviewed_at + interval '1 day' END,
           CASE WHEN random() < 0.6 THEN 0 ELSE floor(power(random(), 4) * 120)::int END,
           CASE WHEN random() < 0.03 THEN r.reviewed_at + interval '2 days' END,
           CASE WHEN r.replied THEN ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] END,
           CASE WHEN r.replied THEN r.reviewed_at + interval '2 days' END,
           r.reviewed_at, r.reviewed_at
    FROM (
      SELECT r0.*, CASE WHEN x < 0.45 + 0.35 * quality THEN 5 WHEN x < 0.70 + 0.20 * quality THEN 4
                        WHEN x < 0.82 + 0.12 * quality THEN 3 WHEN x < 0.90 + 0.07 * quality THEN 2 ELSE 1 END AS stars
      -- random() in the inner list keeps the planner from folding it into the outer one.
      FROM (SELECT i.*, random() AS x, random() < 0.002 AS hidden, random() < 0.06 AS replied FROM bench_items i) r0
    ) r JOIN bench_buyers b USING (buyer_n)`, [TITLES, POSITIVE, MIXED, NEGATIVE, REPLIES]],
];

/** The figures, from the rows, once: what the triggers keep from then on. */
const REBUILD: Array<[label: string, sql: string]> = [
  ['tallies', `
    DELETE FROM review_tallies;
    INSERT INTO review_tallies (subject, subject_id, count, stars_sum, stars_1, stars_2, stars_3, stars_4, stars_5, fit_small, fit_true, fit_large)
    SELECT s.subject, s.subject_id, count(*), sum(stars), count(*) FILTER (WHERE stars = 1), count(*) FILTER (WHERE stars = 2),
           count(*) FILTER (WHERE stars = 3), count(*) FILTER (WHERE stars = 4), count(*) FILTER (WHERE stars = 5),
           count(*) FILTER (WHERE fit = 'small'), count(*) FILTER (WHERE fit = 'true'), count(*) FILTER (WHERE fit = 'large')
    FROM reviews r CROSS JOIN LATERAL (VALUES ('product', r.product_id), ('seller', r.seller_id)) AS s(subject, subject_id)
    WHERE r.status = 'visible' GROUP BY s.subject, s.subject_id`],
  ['product ratings', `
    UPDATE products p SET rating = x.rating, total_reviews = x.count
    FROM (SELECT p.id, coalesce(round(t.stars_sum::numeric / t.count, 2), 0) AS rating, coalesce(t.count, 0) AS count
          FROM products p LEFT JOIN review_tallies t ON t.subject = 'product' AND t.subject_id = p.id) x
    WHERE x.id = p.id AND (p.rating, p.total_reviews) IS DISTINCT FROM (x.rating, x.count)`],
  ['shop ratings', `
    UPDATE sellers s SET rating = x.rating, total_reviews = x.count
    FROM (SELECT s.id, coalesce(round(t.stars_sum::numeric / t.count, 2), 0) AS rating, coalesce(t.count, 0) AS count
          FROM sellers s LEFT JOIN review_tallies t ON t.subject = 'seller' AND t.subject_id = s.id) x
    WHERE x.id = s.id AND (s.rating, s.total_reviews) IS DISTINCT FROM (x.rating, x.count)`],
];

export async function loadReviewCorpus(databaseUrl: string, log: (line: string) => void = console.log): Promise<CorpusSummary> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    // Per-row triggers (the tallies, and the foreign-key checks of rows built consistent here)
    // would make the load take many minutes: replica mode skips them, and the figures are rebuilt
    // below in the same transaction, so nobody sees them missing. Needs a superuser, as the bench's.
    await client.query("SET LOCAL session_replication_role = 'replica'");
    // Indexes are built once at the end rather than kept up row by row.
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = ANY($1) AND indexname NOT LIKE '%_pkey'`, [BULK_TABLES]);
    for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
    for (const [label, text, values] of STATEMENTS) {
      const at = Date.now();
      const result = await client.query(text, values);
      log(`    ${label}: ${result.rowCount ?? ''} rows in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    }
    let at = Date.now();
    for (const index of indexes) await client.query(index.definition);
    log(`    ${indexes.length} indexes rebuilt in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    await client.query("SET LOCAL session_replication_role = 'origin'");
    for (const [label, text] of REBUILD) {
      at = Date.now();
      await client.query(text);
      log(`    ${label} rebuilt in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    }
    await client.query('COMMIT');
    at = Date.now();
    await client.query('ANALYZE users, checkouts, orders, order_items, reviews, review_tallies, products, sellers');
    log(`    analyzed in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    const { rows } = await client.query<{ reviews: string; orders: string; products: string; hot: number }>(`
      SELECT (SELECT count(*) FROM reviews) AS reviews, (SELECT count(*) FROM orders) AS orders,
             (SELECT count(*) FROM products WHERE total_reviews > 0) AS products,
             (SELECT id FROM products ORDER BY total_reviews DESC, id LIMIT 1) AS hot`);
    const row = rows[0]!;
    return { reviews: Number(row.reviews), orders: Number(row.orders), products: Number(row.products), seconds: (Date.now() - started) / 1000, hotProductId: row.hot };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
