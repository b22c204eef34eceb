import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers, users } from '../db/schema/index.js';
import { createDiskStorage } from '../storage/disk-storage.js';
import { createTestDatabase, TEST_DRIVERS } from '../test/test-database.js';
import type { Db } from '../db/client.js';
import { findReturnTransition, type ReturnAction, type ReturnActor, type ReturnStatus } from '../../shared/return-transitions.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedDemo } from './seed.js';

// The seed test's small catalogue: the same rules, less drawing.
const PRODUCTS = 24;

describe.each(TEST_DRIVERS)('demo conversations, returns and disputes on %s (issue 25)', (driver) => {
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

  it("keeps every conversation's unread counts, read marks and last message equal to its messages", async () => {
    const rows = await query<{ id: number; ok: boolean; buyerUnread: number; sellerUnread: number; buyerCount: number; sellerCount: number }>(sql`
      SELECT c.id, c.buyer_unread AS "buyerUnread", c.seller_unread AS "sellerUnread",
        (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id AND m.sender <> 'buyer' AND m.id > coalesce(c.buyer_read_message_id, 0)) AS "buyerCount",
        (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id AND m.sender <> 'seller' AND m.id > coalesce(c.seller_read_message_id, 0)) AS "sellerCount",
        (c.last_message_id = (SELECT max(m.id) FROM messages m WHERE m.conversation_id = c.id)
          AND c.last_message_at = (SELECT m.created_at FROM messages m WHERE m.id = c.last_message_id)
          AND c.updated_at >= c.last_message_at AND c.created_at <= (SELECT min(m.created_at) FROM messages m WHERE m.conversation_id = c.id)
          AND coalesce(c.buyer_read_message_id, 0) <= c.last_message_id AND coalesce(c.seller_read_message_id, 0) <= c.last_message_id
          AND (c.buyer_read_message_id IS NULL) = (c.buyer_read_at IS NULL) AND (c.seller_read_message_id IS NULL) = (c.seller_read_at IS NULL)
          AND c.last_message_at < now()
          AND NOT EXISTS (SELECT 1 FROM messages a JOIN messages b ON b.conversation_id = a.conversation_id AND b.id > a.id
                          WHERE a.conversation_id = c.id AND b.created_at < a.created_at)
          AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND (
                (m.sender = 'buyer' AND m.sender_user_id IS DISTINCT FROM c.buyer_id)
             OR (m.sender = 'seller' AND m.sender_user_id IS DISTINCT FROM (SELECT s.user_id FROM sellers s WHERE s.id = c.seller_id))))
          AND (c.order_id IS NULL OR EXISTS (SELECT 1 FROM orders o WHERE o.id = c.order_id AND o.user_id = c.buyer_id AND o.seller_id = c.seller_id))
        ) AS ok
      FROM conversations c`);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect({ id: row.id, buyer: row.buyerUnread, seller: row.sellerUnread, ok: row.ok })
        .toEqual({ id: row.id, buyer: row.buyerCount, seller: row.sellerCount, ok: true });
    }
  });

  it('gives the shopper a pre-sale question to Concrete Saints from a product, answered, with one unread message from the shop', async () => {
    const [conversation] = await query<{ id: number; productSeller: number; buyerUnread: number; senders: string }>(sql`
      SELECT c.id, p.seller_id AS "productSeller", c.buyer_unread AS "buyerUnread",
             (SELECT string_agg(m.sender, ',' ORDER BY m.id) FROM messages m WHERE m.conversation_id = c.id) AS senders
      FROM conversations c JOIN products p ON p.id = c.product_id
      WHERE c.buyer_id = ${shopperId} AND c.seller_id = ${saintsId} AND c.order_id IS NULL`);
    expect(conversation).toBeDefined();
    expect(conversation!.productSeller).toBe(saintsId);
    expect(conversation!.senders).toBe('buyer,seller,buyer,seller');
    expect(conversation!.buyerUnread).toBe(1);
    const [sizing] = await query<{ body: string }>(sql`SELECT body FROM messages WHERE conversation_id = ${conversation!.id} ORDER BY id LIMIT 1`);
    expect(sizing!.body).toMatch(/fit/);
    // The shopper's header: this one message, and nothing else unread.
    const [unread] = await query<{ n: number }>(sql`SELECT coalesce(sum(buyer_unread), 0)::int AS n FROM conversations WHERE buyer_id = ${shopperId}`);
    expect(unread!.n).toBe(1);
  });

  it("gives Concrete Saints' returns tab the shopper's request on a delivered order, within the window, told in its conversation", async () => {
    const rows = await query<{ id: number; withinWindow: boolean; itemsOk: boolean; lines: number; sellerUnread: number }>(sql`
      SELECT r.id, (o.status = 'delivered' AND r.created_at > o.delivered_at AND r.created_at < now()
                    AND r.created_at <= o.delivered_at + s.return_window_days * interval '1 day' AND s.returns_accepted
                    AND r.return_shipping_paid_by = s.return_shipping_paid_by) AS "withinWindow",
             NOT EXISTS (SELECT 1 FROM return_items ri JOIN order_items i ON i.id = ri.order_item_id
                         WHERE ri.return_id = r.id AND (i.order_id <> r.order_id OR ri.quantity > i.quantity)) AS "itemsOk",
             (SELECT count(*)::int FROM messages m JOIN conversations c ON c.id = m.conversation_id
              WHERE c.order_id = r.order_id AND m.sender = 'system') AS lines,
             (SELECT c.seller_unread FROM conversations c WHERE c.order_id = r.order_id) AS "sellerUnread"
      FROM returns r JOIN orders o ON o.id = r.order_id JOIN sellers s ON s.id = r.seller_id
      WHERE r.status = 'requested' AND r.buyer_id = ${shopperId} AND r.seller_id = ${saintsId} AND o.user_id = r.buyer_id AND o.seller_id = r.seller_id`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ withinWindow: true, itemsOk: true, lines: 1 });
    expect(rows[0]!.sellerUnread).toBeGreaterThan(0);
    // Asked less than the days the sweeper waits before escalating an unanswered request.
    expect(await query(sql`SELECT id FROM returns WHERE status = 'requested' AND created_at < now() - interval '3 days'`)).toEqual([]);
  });

  it("gives the admins' disputes queue one open dispute on a refused return of another buyer", async () => {
    const rows = await query<{ buyerId: number; returnStatus: string; sameOrder: boolean; refuseReason: string | null }>(sql`
      SELECT d.buyer_id AS "buyerId", r.status AS "returnStatus", r.refuse_reason AS "refuseReason",
             (r.order_id = d.order_id AND r.buyer_id = d.buyer_id AND r.seller_id = d.seller_id AND d.created_at > r.answered_at) AS "sameOrder"
      FROM disputes d JOIN returns r ON r.id = d.return_id
      WHERE d.status = 'open' AND d.reason = 'return_refused' AND d.outcome IS NULL AND d.opened_by = 'buyer'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ returnStatus: 'refused', sameOrder: true });
    expect(rows[0]!.buyerId).not.toBe(shopperId);
    expect(rows[0]!.refuseReason).toBeTruthy();
    const [role] = await query<{ role: string }>(sql`SELECT role FROM users WHERE id = ${rows[0]!.buyerId}`);
    expect(role!.role).toBe('customer');
  });

  it('records the refunded return through recordRefund: refund, refunded total, payment status and a paid ledger reversal agree', async () => {
    const rows = await query<{
      returnId: number; amount: string; seller: string; source: string; refunded: string; total: string; status: string;
      reversal: string | null; reversalPaid: boolean; providerRef: string | null; expected: string; unitsBack: number;
    }>(sql`
      SELECT r.id AS "returnId", f.amount::text AS amount, f.seller_amount::text AS seller, f.source, o.refunded_total::text AS refunded,
             o.total::text AS total, o.payment_status AS status, f.provider_ref AS "providerRef",
             l.amount::text AS reversal, (l.payout_id IS NOT NULL) AS "reversalPaid",
             ((SELECT sum(i.price * ri.quantity) FROM return_items ri JOIN order_items i ON i.id = ri.order_item_id WHERE ri.return_id = r.id)
               + o.shipping_fee)::numeric(12,2)::text AS expected,
             (SELECT sum(ri.quantity)::int FROM return_items ri WHERE ri.return_id = r.id) AS "unitsBack"
      FROM returns r JOIN orders o ON o.id = r.order_id JOIN refunds f ON f.return_id = r.id
      LEFT JOIN ledger_entries l ON l.refund_id = f.id AND l.kind = 'reversal'
      WHERE r.status = 'refunded' AND r.restocked IS NOT NULL AND r.received_at IS NOT NULL`);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.source).toBe('return');
    // A damaged item: the item and the original shipping fee, all that was refunded on the order.
    expect(row!.amount).toBe(row!.expected);
    expect(row!.refunded).toBe(row!.amount);
    expect(row!.status).toBe(Number(row!.refunded) >= Number(row!.total) ? 'refunded' : 'partially_refunded');
    expect(Number(row!.reversal)).toBe(-Number(row!.seller));
    expect(row!.reversalPaid).toBe(true);
    expect(row!.providerRef).toMatch(/^demo_refund_/);
    // The shop's payouts net the reversal with the earning; refunds and ledger agree everywhere.
    expect(await query(sql`SELECT o.id FROM orders o WHERE o.refunded_total <> (SELECT coalesce(sum(f.amount), 0) FROM refunds f WHERE f.order_id = o.id)`)).toEqual([]);
    expect(await query(sql`
      SELECT f.id FROM refunds f WHERE f.seller_amount > 0
        AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.refund_id = f.id AND l.amount = -f.seller_amount AND l.order_id = f.order_id)`)).toEqual([]);
    expect(await query(sql`SELECT o.id FROM orders o WHERE o.refunded_total = 0 AND o.payment_status <> 'paid'`)).toEqual([]);
  });

  it("moves each return only along the lifecycle table, its history ending in its status", async () => {
    const events = await query<{ returnId: number; status: ReturnStatus; from: ReturnStatus | null; to: ReturnStatus; action: ReturnAction; actor: ReturnActor }>(sql`
      SELECT r.id AS "returnId", r.status, e.from_status AS "from", e.to_status AS "to", e.action, e.actor_role AS actor
      FROM returns r JOIN return_events e ON e.return_id = r.id ORDER BY r.id, e.id`);
    const byReturn = new Map<number, typeof events>();
    for (const event of events) byReturn.set(event.returnId, [...(byReturn.get(event.returnId) ?? []), event]);
    expect([...byReturn.values()].map((list) => list[0]!.status).sort()).toEqual(['refunded', 'refused', 'requested']);
    for (const list of byReturn.values()) {
      let status: ReturnStatus | null = null;
      for (const event of list) {
        expect(event.from).toBe(status);
        expect(findReturnTransition(status, event.action, event.actor)?.to).toBe(event.to);
        status = event.to;
      }
      expect(status).toBe(list[0]!.status);
    }
    // The fields each move fills, and no more.
    expect(await query(sql`
      SELECT id FROM returns WHERE NOT (
        (status = 'requested' AND answered_at IS NULL AND shipped_at IS NULL AND received_at IS NULL)
        OR (status = 'refused' AND refuse_reason IS NOT NULL AND answered_at IS NOT NULL AND shipped_at IS NULL)
        OR (status = 'refunded' AND instructions IS NOT NULL AND carrier IS NOT NULL AND tracking_number IS NOT NULL
            AND answered_at < shipped_at AND shipped_at < received_at AND restocked IS NOT NULL))`)).toEqual([]);
  });

  it('sets the return policies: the default for most shops, one 30-day shop paying the way back, one taking no returns', async () => {
    const rows = await db.select({ accepted: sellers.returnsAccepted, days: sellers.returnWindowDays, payer: sellers.returnShippingPaidBy }).from(sellers);
    const key = (row: (typeof rows)[number]) => `${row.accepted} ${row.days} ${row.payer}`;
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    expect(counts.get('true 30 shop')).toBe(1);
    expect(counts.get('false 14 buyer')).toBe(1);
    expect(counts.get('true 14 buyer')).toBe(rows.length - 2);
    // No return on a shop that takes none.
    expect(await query(sql`SELECT r.id FROM returns r JOIN sellers s ON s.id = r.seller_id WHERE NOT s.returns_accepted`)).toEqual([]);
  });
});
