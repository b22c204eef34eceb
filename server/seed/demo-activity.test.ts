import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers, users } from '../db/schema/index.js';
import { createDiskStorage } from '../storage/disk-storage.js';
import { createTestDatabase, TEST_DRIVERS } from '../test/test-database.js';
import type { Db } from '../db/client.js';
import { toCents } from '../../shared/money.js';
import { isToldDrop, notificationDataSchema } from '../../shared/notification-schemas.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedDemo } from './seed.js';

// The seed test's small catalogue: the same rules, less drawing.
const PRODUCTS = 24;

describe.each(TEST_DRIVERS)('demo follows, favourites and notifications on %s (issue 24)', (driver) => {
  let db: Db;
  let drop: () => Promise<void>;
  let dir: string;
  let shopperId: number;
  let saintsId: number;
  const query = async <T>(text: SQL) => (await db.execute(text) as unknown as { rows: T[] }).rows;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'threadline-seed-'));
    const created = await createTestDatabase(driver);
    db = created.database.db;
    drop = created.drop;
    await seedDemo(created.database, createDiskStorage(dir), { products: PRODUCTS });
    shopperId = (await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email)))[0]!.id;
    saintsId = (await db.select().from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(eq(users.email, DEMO_ACCOUNTS.seller.email)))[0]!.sellers.id;
  }, 240_000);
  afterAll(async () => {
    await drop?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('leaves no fan-out to run: every event it wrote is finished', async () => {
    expect(await query(sql`SELECT id FROM notification_events WHERE finished_at IS NULL`)).toEqual([]);
    expect((await query(sql`SELECT id FROM notification_events`)).length).toBeGreaterThan(1);
  });

  it('has every buyer and the shopper follow shops, popular ones more, over the last 90 days', async () => {
    const perUser = await query<{ userId: number; n: number }>(sql`
      SELECT u.id AS "userId", count(f.seller_id)::int AS n FROM users u LEFT JOIN shop_follows f ON f.user_id = u.id
      WHERE u.role = 'customer' GROUP BY u.id`);
    expect(perUser.length).toBe(25);
    expect(perUser.filter((row) => row.n === 0)).toEqual([]);
    expect(perUser.find((row) => row.userId === shopperId)!.n).toBe(3);
    expect(await query(sql`SELECT 1 FROM shop_follows WHERE user_id = ${shopperId} AND seller_id = ${saintsId}`)).toHaveLength(1);

    const shops = await query<{ id: number; counted: number; kept: number; recent: number }>(sql`
      SELECT s.id, count(f.user_id)::int AS counted, coalesce(max(c.followers), 0)::int AS kept,
             count(f.user_id) FILTER (WHERE f.created_at > now() - interval '30 days')::int AS recent
      FROM sellers s LEFT JOIN shop_follows f ON f.seller_id = s.id LEFT JOIN shop_follower_counts c ON c.seller_id = s.id GROUP BY s.id`);
    for (const shop of shops) expect(shop.kept).toBe(shop.counted);
    const saints = shops.find((shop) => shop.id === saintsId)!;
    expect(saints.counted).toBeGreaterThanOrEqual(5);
    expect(saints.counted).toBeGreaterThan(Math.min(...shops.map((shop) => shop.counted)) * 2);
    expect(new Set(shops.map((shop) => shop.recent)).size).toBeGreaterThan(2);

    const wrong = await query(sql`
      SELECT f.user_id FROM shop_follows f JOIN sellers s ON s.id = f.seller_id
      WHERE f.created_at > now() OR f.created_at < s.created_at OR f.created_at < now() - interval '92 days'`);
    expect(wrong).toEqual([]);
  });

  it("gives the shopper favourites showing every change, with the price last told as alert_price", async () => {
    const mine = await query<{ changes: string[] }>(sql`
      SELECT array_remove(ARRAY[
               CASE WHEN NOT p.is_listed THEN 'unavailable' END,
               CASE WHEN p.is_listed AND NOT f.saved_in_stock AND p.stock > 0 THEN 'back_in_stock' END,
               CASE WHEN p.is_listed AND p.price < f.saved_price THEN 'price_lower' END,
               CASE WHEN p.is_listed AND f.saved_in_stock AND p.stock = 0 THEN 'sold_out' END], NULL) AS changes
      FROM favourites f JOIN products p ON p.id = f.product_id WHERE f.user_id = ${shopperId}`);
    expect(mine.length).toBe(8);
    expect(new Set(mine.flatMap((row) => row.changes))).toEqual(new Set(['unavailable', 'back_in_stock', 'price_lower', 'sold_out']));
    expect(mine.filter((row) => row.changes.length === 0).length).toBeGreaterThanOrEqual(2);

    const all = await query<{ userId: number; productId: number; saved: string; alert: string; price: string; alerts: boolean; told: number }>(sql`
      SELECT f.user_id AS "userId", f.product_id AS "productId", f.saved_price::text AS saved, f.alert_price::text AS alert,
             p.price::text AS price, f.price_alerts AS alerts,
             (SELECT count(*)::int FROM notifications n WHERE n.user_id = f.user_id AND n.product_id = f.product_id AND n.kind = 'price_drop'
                AND n.data->>'oldPrice' = f.saved_price::text AND n.data->>'newPrice' = f.alert_price::text) AS told
      FROM favourites f JOIN products p ON p.id = f.product_id`);
    expect(all.length).toBeGreaterThan(60);
    for (const row of all) {
      // Told once exactly when the price last told moved; never a drop left untold.
      expect(row.told, JSON.stringify(row)).toBe(row.alert === row.saved ? 0 : 1);
      expect(row.alerts && isToldDrop(toCents(row.alert), toCents(row.price)), JSON.stringify(row)).toBe(false);
    }
    expect(all.filter((row) => row.told).length).toBeGreaterThan(1);
  });

  it('keeps waiting alerts on sold-out sizes only, two of them the shopper\'s', async () => {
    const alerts = await query<{ userId: number; stock: number; listed: boolean }>(sql`
      SELECT a.user_id AS "userId", v.stock, p.is_listed AS listed FROM stock_alerts a
      JOIN product_variants v ON v.product_id = a.product_id AND v.size = a.size AND v.color = a.color JOIN products p ON p.id = a.product_id`);
    expect((await query(sql`SELECT id FROM stock_alerts`)).length).toBe(alerts.length);
    expect(alerts.filter((alert) => alert.stock !== 0 || !alert.listed)).toEqual([]);
    expect(alerts.filter((alert) => alert.userId === shopperId)).toHaveLength(2);
  });

  it('writes notifications with valid data and the group keys of decision 018', async () => {
    const entries = await query<{ userId: number; kind: string; groupKey: string; productId: number | null; sellerId: number | null; orderId: number | null; data: unknown; createdAt: string; updatedAt: string }>(sql`
      SELECT user_id AS "userId", kind, group_key AS "groupKey", product_id AS "productId", seller_id AS "sellerId", order_id AS "orderId",
             data, created_at AS "createdAt", updated_at AS "updatedAt" FROM notifications`);
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(new Set(['back_in_stock', 'price_drop', 'new_from_shop', 'order_update']));
    for (const entry of entries) {
      expect(notificationDataSchema.strict().safeParse(entry.data).success, JSON.stringify(entry)).toBe(true);
      expect(new Date(entry.createdAt).getTime()).toBeLessThanOrEqual(new Date(entry.updatedAt).getTime());
      expect(new Date(entry.updatedAt).getTime()).toBeLessThanOrEqual(Date.now());
      const pattern = { back_in_stock: /^restock:\d+$/, price_drop: /^price:\d+$/, new_from_shop: /^drop:\d+:\d{4}-\d{2}-\d{2}$/, order_update: /^order:\d+:(paid|shipped|delivered|cancelled)$/ }[entry.kind];
      expect(entry.groupKey, entry.kind).toMatch(pattern!);
    }
    const wrong = await query(sql`
      SELECT n.id FROM notifications n WHERE
        (n.kind IN ('back_in_stock', 'price_drop') AND NOT EXISTS (
          SELECT 1 FROM notification_events e WHERE n.group_key = (CASE e.kind WHEN 'restock' THEN 'restock:' ELSE 'price:' END) || e.id
            AND e.product_id = n.product_id AND e.kind = (CASE n.kind WHEN 'back_in_stock' THEN 'restock' ELSE 'price_drop' END)
            AND (e.kind = 'price_drop' OR (e.size = n.data->>'size' AND e.color = n.data->>'color'))))
        OR (n.kind = 'back_in_stock' AND (EXISTS (SELECT 1 FROM stock_alerts a WHERE a.user_id = n.user_id AND a.product_id = n.product_id
              AND a.size = n.data->>'size' AND a.color = n.data->>'color')
            OR NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = n.product_id AND v.size = n.data->>'size'
              AND v.color = n.data->>'color' AND v.stock > 0)))
        OR (n.kind = 'order_update' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = n.order_id AND o.user_id = n.user_id
              AND n.group_key = 'order:' || o.id || ':' || (n.data->>'orderStatus')))
        OR (n.kind = 'new_from_shop' AND (n.group_key <> 'drop:' || n.seller_id || ':' || to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')
            OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(n.data->'productIds') x(id) WHERE NOT EXISTS (
              SELECT 1 FROM products p JOIN shop_follows f ON f.seller_id = p.seller_id AND f.user_id = n.user_id
              WHERE p.id = x.id::int AND p.seller_id = n.seller_id AND p.created_at > f.created_at))))`);
    expect(wrong).toEqual([]);
  });

  it("gives the shopper about six notifications of every kind, some read, the order ones matching their order's moves", async () => {
    const mine = await query<{ kind: string; read: boolean }>(sql`
      SELECT kind, read_at IS NOT NULL AS read FROM notifications WHERE user_id = ${shopperId}`);
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(mine.length).toBeLessThanOrEqual(9);
    expect(new Set(mine.map((entry) => entry.kind))).toEqual(new Set(['back_in_stock', 'price_drop', 'new_from_shop', 'order_update']));
    expect(mine.some((entry) => entry.read)).toBe(true);
    expect(mine.some((entry) => !entry.read)).toBe(true);
    const moves = await query<{ status: string; at: string; told: string | null; tracking: string | null; number: string }>(sql`
      SELECT n.data->>'orderStatus' AS status, e.created_at AS at, n.created_at AS told, n.data->>'trackingNumber' AS tracking,
             o.tracking_number AS number
      FROM orders o JOIN order_events e ON e.order_id = o.id AND e.action IN ('markPaid', 'ship', 'deliver')
      LEFT JOIN notifications n ON n.order_id = o.id AND n.user_id = o.user_id
        AND n.data->>'orderStatus' = CASE e.action WHEN 'markPaid' THEN 'paid' WHEN 'ship' THEN 'shipped' ELSE 'delivered' END
      WHERE o.user_id = ${shopperId}`);
    expect(moves.map((move) => move.status).sort()).toEqual(['delivered', 'paid', 'shipped']);
    for (const move of moves) expect(new Date(move.told!).getTime()).toBe(new Date(move.at).getTime());
    expect(moves.find((move) => move.status === 'shipped')!.tracking).toBe(moves[0]!.number);
    // Recent entries are the unread ones.
    const stale = await query(sql`SELECT id FROM notifications WHERE user_id = ${shopperId} AND read_at IS NULL AND updated_at < now() - interval '2 days'`);
    expect(stale).toEqual([]);
  });
});
