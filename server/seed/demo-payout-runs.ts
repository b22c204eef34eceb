import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payouts } from '../db/schema/index.js';
import { fromCents, toSignedCents } from '../../shared/money.js';
import { EARNINGS_HOLD_DAYS } from '../../shared/payout-schemas.js';
import { bulkInsert } from './bulk-insert.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const RUN_EVERY_DAYS = 7;

interface Entry { id: number; sellerId: number; amount: string; deliveredAt: Date }

/**
 * The demo's weekly payout runs, as an admin would have made them (issue 23's seeded orders):
 * each run pays every earning past its hold, one payout per shop, and stamps the entries with it.
 * The last run is the seed's own moment and waits to be marked paid; the earlier ones were paid a
 * day later. So a fresh start owes nothing payable (CREATE PAYOUTS is off) and holds the last
 * week's deliveries, as a marketplace that pays weekly does.
 */
export async function recordPastPayoutRuns(db: Db, adminId: number, now: number): Promise<void> {
  const result = await db.execute(sql`
    SELECT l.id, l.seller_id AS "sellerId", l.amount, o.delivered_at AS "deliveredAt"
    FROM ledger_entries l JOIN orders o ON o.id = l.order_id WHERE l.payout_id IS NULL ORDER BY o.delivered_at, l.id`);
  const entries = (result as unknown as { rows: Entry[] }).rows.map((row) => ({ ...row, deliveredAt: new Date(row.deliveredAt) }));
  if (!entries.length) return;
  const methods = new Map(((await db.execute(sql`SELECT id, payout_method AS method FROM sellers`)) as unknown as { rows: Array<{ id: number; method: string }> })
    .rows.map((row) => [row.id, row.method]));

  const firstRun = entries[0]!.deliveredAt.getTime() + EARNINGS_HOLD_DAYS * DAY_MS;
  const runs: number[] = [];
  for (let at = now; at >= firstRun; at -= RUN_EVERY_DAYS * DAY_MS) runs.unshift(at);
  const planned: Array<{ payout: typeof payouts.$inferInsert; entryIds: number[] }> = [];
  let next = 0;
  for (const at of runs) {
    const bySeller = new Map<number, Entry[]>();
    while (next < entries.length && entries[next]!.deliveredAt.getTime() + EARNINGS_HOLD_DAYS * DAY_MS <= at) {
      const entry = entries[next++]!;
      bySeller.set(entry.sellerId, [...(bySeller.get(entry.sellerId) ?? []), entry]);
    }
    const last = at === now;
    const day = new Date(at).toISOString().slice(0, 10).replaceAll('-', '');
    for (const [sellerId, owed] of bySeller) {
      const method = methods.get(sellerId) ?? 'paypal';
      planned.push({
        payout: {
          sellerId, amount: fromCents(owed.reduce((sum, entry) => sum + toSignedCents(entry.amount), 0)), method, createdBy: adminId,
          status: last ? 'pending' : 'paid', reference: last ? null : `${method === 'paypal' ? 'PP' : 'TRF'}-${day}-${sellerId}`,
          paidAt: last ? null : new Date(at + DAY_MS), createdAt: new Date(at),
        },
        entryIds: owed.map((entry) => entry.id),
      });
    }
  }
  const ids = await bulkInsert(db, payouts, planned.map(({ payout }) => payout), ['id', 'seller_id', 'created_at']);
  const idOf = new Map(ids.map((row) => [`${row.seller_id} ${new Date(row.created_at as string).getTime()}`, Number(row.id)]));
  const stamps = planned.flatMap(({ payout, entryIds }) => entryIds.map((id) => ({ id, payout: idOf.get(`${payout.sellerId} ${(payout.createdAt as Date).getTime()}`)! })));
  await db.execute(sql`UPDATE ledger_entries l SET payout_id = v.payout
    FROM jsonb_to_recordset(${JSON.stringify(stamps)}::jsonb) AS v(id integer, payout integer) WHERE l.id = v.id`);
}
