import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, promotions, sellers, users } from '../db/schema/index.js';
import { createDiskStorage } from '../storage/disk-storage.js';
import { createTestDatabase, TEST_DRIVERS } from '../test/test-database.js';
import type { Db } from '../db/client.js';
import { ruleOf } from '../features/promotions/code-rules.repo.js';
import { fromCents, toCents } from '../../shared/money.js';
import { orderMoney, quoteCart, type QuoteLine } from '../../shared/order-quote.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { EXPIRED_CODE, LIVE_SALE, NEON_CODE, NEXT_SALE, SAINTS_CODE, SAINTS_DROP_CODE, WELCOME_CODE } from './demo-promotions-content.js';
import { demoSalePriceCents } from './demo-promotions.js';
import { seedDemo } from './seed.js';

// A small catalogue, but with enough of Concrete Saints' products (one in ten) for a sale to find some
// no saver has heard of a cut on: the other seed tests' 24 give the shop three, all of them in favourites' stories.
const PRODUCTS = 60;

interface OrderRow {
  id: number; checkoutId: number; sellerId: number; status: string; subtotal: string; shopDiscount: string; platformDiscount: string;
  shippingFee: string; total: string; commissionRate: string; commissionAmount: string; sellerNet: string; createdAt: Date;
}

describe.each(TEST_DRIVERS)('demo promotions on %s (issue 26)', (driver) => {
  let db: Db;
  let drop: () => Promise<void>;
  let dir: string;
  let saintsId: number;
  const query = async <T>(text: SQL) => (await db.execute(text) as unknown as { rows: T[] }).rows;
  const codeRow = async (code: string) => (await db.select().from(promotions).where(eq(promotions.code, code)))[0];
  const discountedOrders = () => query<OrderRow>(sql`
    SELECT id, checkout_id AS "checkoutId", seller_id AS "sellerId", status, subtotal::text, shop_discount::text AS "shopDiscount",
           platform_discount::text AS "platformDiscount", shipping_fee::text AS "shippingFee", total::text, commission_rate::text AS "commissionRate",
           commission_amount::text AS "commissionAmount", seller_net::text AS "sellerNet", created_at AS "createdAt"
    FROM orders WHERE shop_discount > 0 OR platform_discount > 0 ORDER BY id`);
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'threadline-seed-'));
    const created = await createTestDatabase(driver);
    db = created.database.db;
    drop = created.drop;
    await seedDemo(created.database, createDiskStorage(dir), { products: PRODUCTS });
    saintsId = (await db.select().from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(eq(users.email, DEMO_ACCOUNTS.seller.email)))[0]!.sellers.id;
  }, 240_000);
  afterAll(async () => {
    await drop?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('has the documented codes, each with its owner, terms and window', async () => {
    const saints = await codeRow(SAINTS_CODE.code);
    expect(saints).toMatchObject({ sellerId: saintsId, kind: 'percent', value: '10.00', minSubtotal: null, usageLimit: null, perCustomerLimit: null, productIds: null, endsAt: null });
    const drop = await codeRow(SAINTS_DROP_CODE.code);
    expect(drop).toMatchObject({ sellerId: saintsId, kind: 'fixed', value: '8.00', minSubtotal: '60.00', perCustomerLimit: 1 });
    expect(drop!.productIds!.length).toBeGreaterThan(0);
    const owners = await query<{ sellerId: number }>(sql`SELECT seller_id AS "sellerId" FROM products WHERE id IN ${drop!.productIds!}`);
    expect(owners.map((row) => row.sellerId)).toEqual(drop!.productIds!.map(() => saintsId));
    const neon = await codeRow(NEON_CODE.code);
    expect(neon!.sellerId).not.toBeNull();
    expect(neon!.sellerId).not.toBe(saintsId);
    const welcome = await codeRow(WELCOME_CODE.code);
    expect(welcome).toMatchObject({ sellerId: null, sellerIds: null, kind: 'fixed', value: '5.00', minSubtotal: '40.00', perCustomerLimit: 1, endsAt: null });
    const expired = await codeRow(EXPIRED_CODE.code);
    expect(expired!.sellerId).toBeNull();
    expect(expired!.endsAt!.getTime()).toBeLessThan(Date.now());
    // Every other code is running now, made by its owner, in the past.
    for (const row of [saints, drop, neon, welcome]) {
      expect(row!.startsAt!.getTime()).toBeLessThan(Date.now());
      expect(row!.endsAt === null || row!.endsAt.getTime() > Date.now()).toBe(true);
      expect(row!.createdAt.getTime()).toBeLessThan(Date.now());
    }
    const [{ creators }] = await query<{ creators: string }>(sql`
      SELECT string_agg(DISTINCT u.role, ',' ORDER BY u.role) AS creators FROM promotions p JOIN users u ON u.id = p.created_by
      WHERE p.seller_id IS NULL`) as [{ creators: string }];
    expect(creators).toBe('admin');
    expect(await query(sql`SELECT p.id FROM promotions p JOIN sellers s ON s.id = p.seller_id WHERE p.created_by <> s.user_id`)).toEqual([]);
  });

  it('writes one delivered checkout of two shops with SAINTS10 and WELCOME5, every figure from quoteCart and orderMoney', async () => {
    const discounted = await discountedOrders();
    expect(discounted).toHaveLength(2);
    expect(new Set(discounted.map((order) => order.checkoutId)).size).toBe(1);
    const saintsOrder = discounted.find((order) => order.sellerId === saintsId)!;
    expect(saintsOrder).toBeDefined();
    expect(discounted.every((order) => order.status === 'delivered')).toBe(true);
    expect(toCents(saintsOrder.shopDiscount)).toBeGreaterThan(0);
    expect(discounted.every((order) => toCents(order.platformDiscount) > 0)).toBe(true);
    expect(discounted.find((order) => order.sellerId !== saintsId)!.shopDiscount).toBe('0.00');

    // The same lines and codes, priced again at the moment of the checkout, give the same figures.
    const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, discounted.map((order) => order.id))).orderBy(asc(orderItems.orderId), asc(orderItems.id));
    const lines: QuoteLine[] = items.map((item) => ({
      productId: item.productId!, variantId: item.variantId, sellerId: discounted.find((order) => order.id === item.orderId)!.sellerId, businessName: '',
      name: item.productName, image: item.image, size: item.size, color: item.color, quantity: item.quantity, unitPriceCents: toCents(item.price),
    }));
    const codes = [(await codeRow(SAINTS_CODE.code))!, (await codeRow(WELCOME_CODE.code))!].map((row) => ruleOf(row, 0));
    const quote = quoteCart(lines, 'standard', codes, new Date(discounted[0]!.createdAt));
    expect(quote.notApplied).toEqual([]);
    for (const order of discounted) {
      const group = quote.sellers.find((entry) => entry.sellerId === order.sellerId)!;
      const money = orderMoney(group, order.commissionRate);
      expect(order).toMatchObject({
        subtotal: fromCents(group.subtotalCents), shopDiscount: fromCents(group.shopDiscountCents), platformDiscount: fromCents(group.platformDiscountCents),
        shippingFee: fromCents(group.shippingFeeCents), total: fromCents(money.totalCents), commissionAmount: fromCents(money.commissionCents),
        sellerNet: fromCents(money.sellerNetCents),
      });
      // Decision 020's three equations, by hand: commission after the shop's code, the platform's code paid to the shop.
      const [subtotal, shop, platform, shipping, total, commission, net] = [order.subtotal, order.shopDiscount, order.platformDiscount, order.shippingFee,
        order.total, order.commissionAmount, order.sellerNet].map(toCents);
      expect(total).toBe(subtotal! - shop! - platform! + shipping!);
      expect(commission).toBe(Math.floor(((subtotal! - shop!) * 15 + 50) / 100));
      expect(net).toBe(total! + platform! - commission!);
      const shares = items.filter((item) => item.orderId === order.id);
      expect(shares.reduce((sum, item) => sum + toCents(item.shopDiscount), 0)).toBe(shop);
      expect(shares.reduce((sum, item) => sum + toCents(item.platformDiscount), 0)).toBe(platform);
      expect(shares.map((item) => fromCents(toCents(item.shopDiscount) + toCents(item.platformDiscount)))).toEqual(
        group.items.map((item) => fromCents(item.shopDiscountCents + item.platformDiscountCents)));
    }
    // WELCOME5's $5.00 split across both orders, to the cent.
    expect(discounted.reduce((sum, order) => sum + toCents(order.platformDiscount), 0)).toBe(500);
  });

  it("keeps each order's codes, the checkout's totals, the payment, the uses and the earnings in agreement", async () => {
    const discounted = await discountedOrders();
    const ids = discounted.map((order) => order.id);
    const rows = await query<{ orderId: number; code: string; fundedBy: string; amount: string; promotionSeller: number | null }>(sql`
      SELECT d.order_id AS "orderId", d.code, d.funded_by AS "fundedBy", d.amount::text, p.seller_id AS "promotionSeller"
      FROM order_discounts d JOIN promotions p ON p.id = d.promotion_id WHERE d.order_id IN ${ids} ORDER BY d.order_id, d.funded_by`);
    for (const order of discounted) {
      const own = rows.filter((row) => row.orderId === order.id);
      expect(own.filter((row) => row.fundedBy === 'seller').map((row) => row.amount)).toEqual(order.shopDiscount === '0.00' ? [] : [order.shopDiscount]);
      expect(own.filter((row) => row.fundedBy === 'platform').map((row) => row.amount)).toEqual([order.platformDiscount]);
      // A shop's code only ever on its own shop's order.
      for (const row of own) expect(row.promotionSeller === null || row.promotionSeller === order.sellerId).toBe(true);
    }
    expect([...new Set(rows.map((row) => row.code))].sort()).toEqual([SAINTS_CODE.code, WELCOME_CODE.code]);

    const [checkout] = await query<{ ok: boolean; response: { checkout: { discountTotal: string; grandTotal: string } } }>(sql`
      SELECT (c.items_total = sum(o.subtotal) AND c.shipping_total = sum(o.shipping_fee) AND c.discount_total = sum(o.shop_discount + o.platform_discount)
              AND c.grand_total = sum(o.total) AND c.grand_total = c.items_total - c.discount_total + c.shipping_total
              AND (SELECT p.amount = c.grand_total AND p.status = 'paid' FROM payments p WHERE p.checkout_id = c.id)) AS ok,
             c.response
      FROM checkouts c JOIN orders o ON o.checkout_id = c.id WHERE c.id = ${discounted[0]!.checkoutId} GROUP BY c.id`);
    expect(checkout!.ok).toBe(true);
    expect(toCents(checkout!.response.checkout.discountTotal)).toBe(discounted.reduce((sum, o) => sum + toCents(o.shopDiscount) + toCents(o.platformDiscount), 0));

    // One use of each code, for this checkout, of the amount its orders carry; used_count is the unreleased uses, for every code.
    const uses = await query<{ code: string; amount: string; carried: string; buyerOk: boolean }>(sql`
      SELECT p.code, r.amount::text, (SELECT sum(d.amount) FROM order_discounts d WHERE d.promotion_id = p.id AND d.order_id IN ${ids})::text AS carried,
             (r.user_id = (SELECT o.user_id FROM orders o WHERE o.id = ${ids[0]!}) AND r.released_at IS NULL AND r.created_at < now()) AS "buyerOk"
      FROM promotion_redemptions r JOIN promotions p ON p.id = r.promotion_id WHERE r.checkout_id = ${discounted[0]!.checkoutId} ORDER BY p.code`);
    expect(uses.map((use) => use.code)).toEqual([SAINTS_CODE.code, WELCOME_CODE.code]);
    for (const use of uses) expect(use).toMatchObject({ amount: use.carried, buyerOk: true });
    expect(await query(sql`
      SELECT p.code FROM promotions p
      WHERE p.used_count <> (SELECT count(*) FROM promotion_redemptions r WHERE r.promotion_id = p.id AND r.released_at IS NULL)`)).toEqual([]);
    expect((await codeRow(SAINTS_CODE.code))!.usedCount).toBe(1);
    expect((await codeRow(WELCOME_CODE.code))!.usedCount).toBe(1);
    // The demo shopper has not used WELCOME5 and keeps no code: a shopper only sees codes they typed.
    const shopper = (await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email)))[0]!;
    expect(await query(sql`SELECT 1 FROM promotion_redemptions WHERE user_id = ${shopper.id}`)).toEqual([]);
    expect(await query(sql`SELECT 1 FROM cart_codes`)).toEqual([]);

    // Each earning is the order's net, its platform part the platform's discount: the admin ledger's promotion cost.
    const earnings = await query<{ orderId: number; amount: string; platformAmount: string }>(sql`
      SELECT order_id AS "orderId", amount::text, platform_amount::text AS "platformAmount" FROM ledger_entries WHERE kind = 'earning' AND order_id IN ${ids} ORDER BY order_id`);
    expect(earnings).toEqual(discounted.map((order) => ({ orderId: order.id, amount: order.sellerNet, platformAmount: order.platformDiscount })));
    expect(await query(sql`SELECT id FROM ledger_entries WHERE platform_amount <> 0 AND order_id NOT IN ${ids}`)).toEqual([]);
  });

  it("puts Concrete Saints' live sale on its products as the sweeper would, and schedules another for next week", async () => {
    const sales = await query<{ id: number; sellerId: number; name: string; percent: number; status: string; startsAt: Date; endsAt: Date; startedAt: Date | null }>(sql`
      SELECT id, seller_id AS "sellerId", name, percent, status, starts_at AS "startsAt", ends_at AS "endsAt", started_at AS "startedAt"
      FROM scheduled_sales ORDER BY starts_at`);
    expect(sales.map((sale) => [sale.name, sale.status, sale.sellerId])).toEqual([[LIVE_SALE.name, 'live', saintsId], [NEXT_SALE.name, 'scheduled', saintsId]]);
    const [live, next] = sales;
    const now = Date.now();
    expect(new Date(live!.startsAt).getTime()).toBeLessThan(now);
    expect(new Date(live!.endsAt).getTime()).toBeGreaterThan(now + 6 * 24 * 3600_000);
    expect(live!.startedAt).not.toBeNull();
    expect(new Date(next!.startsAt).getTime()).toBeGreaterThan(now);

    const liveProducts = await query<{ id: number; sellerId: number; price: string; originalPrice: string | null; isOnSale: boolean; priceBefore: string; salePrice: string }>(sql`
      SELECT p.id, p.seller_id AS "sellerId", p.price::text, p.original_price::text AS "originalPrice", p.is_on_sale AS "isOnSale",
             sp.price_before::text AS "priceBefore", sp.sale_price::text AS "salePrice"
      FROM scheduled_sale_products sp JOIN products p ON p.id = sp.product_id WHERE sp.sale_id = ${live!.id}`);
    expect(liveProducts.length).toBeGreaterThan(0);
    for (const product of liveProducts) {
      expect(product.sellerId).toBe(saintsId);
      expect(product.salePrice).toBe(fromCents(demoSalePriceCents(toCents(product.priceBefore), LIVE_SALE.percent)));
      expect(product).toMatchObject({ price: product.salePrice, originalPrice: product.priceBefore, isOnSale: true });
      expect(toCents(product.price)).toBeLessThan(toCents(product.priceBefore));
    }
    const nextProducts = await query<{ productId: number; untouched: boolean; sellerId: number }>(sql`
      SELECT sp.product_id AS "productId", p.seller_id AS "sellerId",
             (sp.price_before IS NULL AND sp.original_price_before IS NULL AND sp.on_sale_before IS NULL AND sp.sale_price IS NULL) AS untouched
      FROM scheduled_sale_products sp JOIN products p ON p.id = sp.product_id WHERE sp.sale_id = ${next!.id}`);
    expect(nextProducts.length).toBeGreaterThan(0);
    for (const product of nextProducts) expect(product).toMatchObject({ untouched: true, sellerId: saintsId });
    // A product is in at most one scheduled or live sale.
    expect(nextProducts.filter((product) => liveProducts.some((p) => p.id === product.productId))).toEqual([]);
    // Their savers with price alerts on were told of the cut by the fan-out, which left nothing to run.
    expect(await query(sql`SELECT id FROM notification_events WHERE finished_at IS NULL`)).toEqual([]);
    const savers = await query<{ alert: string; price: string; told: number }>(sql`
      SELECT f.alert_price::text AS alert, p.price::text AS price,
             (SELECT count(*)::int FROM notifications n WHERE n.user_id = f.user_id AND n.product_id = f.product_id AND n.kind = 'price_drop'
                AND n.data->>'newPrice' = p.price::text AND n.created_at > ${new Date(live!.startsAt)} AND n.created_at < now()) AS told
      FROM favourites f JOIN products p ON p.id = f.product_id WHERE f.price_alerts AND f.product_id IN ${liveProducts.map((p) => p.id)}`);
    for (const saver of savers) expect(saver).toEqual({ alert: saver.price, price: saver.price, told: 1 });
    // The storefront's sale filter finds them: listed, on sale.
    const [listed] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE id IN ${liveProducts.map((p) => p.id)} AND is_listed AND is_on_sale`);
    expect(listed!.n).toBe(liveProducts.length);
  });
});
