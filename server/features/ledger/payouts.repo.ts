import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { disputes, ledgerEntries, orders, payouts, returns, sellers, users } from '../../db/schema/index.js';
import { OPEN_RETURN_STATUSES } from '../../../shared/return-transitions.js';
import { AppError } from '../../errors.js';
import { EARNINGS_HOLD_DAYS, PAYOUT_MESSAGES, type Payout } from '../../../shared/payout-schemas.js';
import { fromCents, toSignedCents } from '../../../shared/money.js';
import { maskStripeAccount } from '../../../shared/payout-details.js';
import { countAll, readPage } from '../../kernel/paging.js';

/** The masked forms of where a seller is paid: never the sealed details. */
const destinationColumns = {
  paypal: sellers.payoutPaypalMasked, bankTransfer: sellers.payoutBankMasked, stripeAccountId: sellers.stripeAccountId,
};
type Destinations = { paypal: string | null; bankTransfer: string | null; stripeAccountId: string | null };

/** Where a payout by `method` goes, masked, from the seller's saved details; null when there are none. */
export function destinationFor(method: string, saved: Destinations): string | null {
  if (method === 'paypal') return saved.paypal && `PayPal ${saved.paypal}`;
  if (method === 'bank_transfer') return saved.bankTransfer;
  if (method === 'stripe') return saved.stripeAccountId && `Stripe ${maskStripeAccount(saved.stripeAccountId)}`;
  return null;
}

const payoutColumns = { payout: payouts, businessName: sellers.businessName, destinations: destinationColumns };

function toPayout(row: { payout: typeof payouts.$inferSelect; businessName: string; destinations: Destinations }): Payout {
  const { payout } = row;
  return {
    id: payout.id, sellerId: payout.sellerId, businessName: row.businessName, amount: payout.amount, method: payout.method,
    status: payout.status as Payout['status'], reference: payout.reference, createdAt: payout.createdAt.toISOString(),
    paidAt: payout.paidAt?.toISOString() ?? null, destination: destinationFor(payout.method, row.destinations),
  };
}

const DAY_MS = 86_400_000;

/**
 * Whether an unpaid entry may be paid at `at`: an order's earning (and its reversals, which share
 * its fate) only once the order was delivered EARNINGS_HOLD_DAYS ago and while no return or dispute
 * on it is open (DECISIONS.md); an entry of no order at once.
 */
function payableAt(at: Date): SQL {
  const deliveredBy = new Date(at.getTime() - EARNINGS_HOLD_DAYS * DAY_MS).toISOString();
  return sql`(${ledgerEntries.orderId} is null or (exists (
    select 1 from ${orders} where ${orders.id} = ${ledgerEntries.orderId} and ${orders.deliveredAt} <= ${deliveredBy}::timestamptz)
    and not exists (select 1 from ${returns} where ${returns.orderId} = ${ledgerEntries.orderId} and ${inArray(returns.status, [...OPEN_RETURN_STATUSES])})
    and not exists (select 1 from ${disputes} where ${disputes.orderId} = ${ledgerEntries.orderId} and ${disputes.status} = 'open')))`;
}

/**
 * The balances shown, summed in SQL. A payout run sums the same entries (unpaid, `payableAt`) in
 * cents in JS instead, because a payout must equal exactly the rows it stamps, which it reads under
 * a row lock (an aggregate cannot take `for update`). Both sums are exact, one rule picks the rows,
 * and ledger-sums.api.test.ts holds the balance shown equal to the payout made.
 */
const unpaidSums = (at: Date) => ({
  balance: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${payableAt(at)}), 0)`,
  held: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where not ${payableAt(at)}), 0)`,
});

/** Sellers with something payable or held, largest payable first. */
export async function sellerBalances(db: Db, at: Date) {
  const { balance, held } = unpaidSums(at);
  const rows = await db
    .select({
      sellerId: sellers.id, businessName: sellers.businessName, payoutMethod: sellers.payoutMethod, destinations: destinationColumns,
      balance: sql<string>`${balance}::numeric(12,2)::text`, held: sql<string>`${held}::numeric(12,2)::text`,
    })
    .from(ledgerEntries).innerJoin(sellers, eq(sellers.id, ledgerEntries.sellerId))
    .where(isNull(ledgerEntries.payoutId))
    .groupBy(sellers.id)
    .having(sql`${balance} > 0 or ${held} > 0`)
    .orderBy(desc(balance), desc(held), asc(sellers.id));
  return rows.map(({ destinations, ...row }) => ({ ...row, payoutDestination: destinationFor(row.payoutMethod, destinations) }));
}

export async function unpaidBalance(db: Db, sellerId: number, at: Date): Promise<{ balance: string; held: string }> {
  const { balance, held } = unpaidSums(at);
  const [row] = await db.select({ balance: sql<string>`${balance}::numeric(12,2)::text`, held: sql<string>`${held}::numeric(12,2)::text` })
    .from(ledgerEntries).where(and(eq(ledgerEntries.sellerId, sellerId), isNull(ledgerEntries.payoutId)));
  return row ?? { balance: '0.00', held: '0.00' };
}

/**
 * One payout per seller whose payable entries sum above zero (held ones wait for a later run). The
 * payable unpaid entries are locked first; stamping them with the payout id is the claim, so a
 * second run, even at the same moment, finds them taken and pays nothing twice. A seller whose
 * reversals outweigh their earnings keeps the entries for later.
 */
export async function createPayoutsForBalances(tx: Db, createdBy: number, at: Date): Promise<Payout[]> {
  const unpaid = await tx.select({ id: ledgerEntries.id, sellerId: ledgerEntries.sellerId, amount: ledgerEntries.amount })
    .from(ledgerEntries).where(and(isNull(ledgerEntries.payoutId), payableAt(at))).orderBy(asc(ledgerEntries.sellerId), asc(ledgerEntries.id))
    .for('update');
  const bySeller = new Map<number, { ids: number[]; cents: number }>();
  for (const entry of unpaid) {
    const seller = bySeller.get(entry.sellerId) ?? { ids: [], cents: 0 };
    seller.ids.push(entry.id);
    seller.cents += toSignedCents(entry.amount);
    bySeller.set(entry.sellerId, seller);
  }
  const owed = [...bySeller].filter(([, { cents }]) => cents > 0);
  if (!owed.length) return [];
  const shops = new Map((await tx.select({ id: sellers.id, payoutMethod: sellers.payoutMethod, businessName: sellers.businessName, destinations: destinationColumns })
    .from(sellers).where(inArray(sellers.id, owed.map(([sellerId]) => sellerId)))).map((shop) => [shop.id, shop]));
  const created: Payout[] = [];
  for (const [sellerId, { ids, cents }] of owed) {
    const seller = shops.get(sellerId);
    const [payout] = await tx.insert(payouts).values({ sellerId, amount: fromCents(cents), method: seller!.payoutMethod, createdBy }).returning();
    const claimed = await tx.update(ledgerEntries).set({ payoutId: payout!.id })
      .where(and(inArray(ledgerEntries.id, ids), isNull(ledgerEntries.payoutId))).returning({ amount: ledgerEntries.amount });
    // The lock above means the stamp takes every entry read; if it ever did not, the payout would
    // not equal what it covers, so nothing is written at all.
    if (claimed.reduce((sum, entry) => sum + toSignedCents(entry.amount), 0) !== cents) throw new AppError('conflict', PAYOUT_MESSAGES.claimChanged);
    created.push(toPayout({ payout: payout!, businessName: seller!.businessName, destinations: seller!.destinations }));
  }
  return created;
}

export async function pageOfPayouts(db: Db, where: SQL | undefined, page: { page: number; pageSize: number }) {
  const found = await readPage(page, {
    rows: (limit, offset) => db.select(payoutColumns).from(payouts).innerJoin(sellers, eq(sellers.id, payouts.sellerId)).where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(payouts).where(where),
  });
  return { ...found, rows: found.rows.map(toPayout) };
}

/** A payout, with what settling it needs: the seller's Stripe account and who to tell. */
export async function findPayout(db: Db, id: number) {
  const [row] = await db.select({ ...payoutColumns, stripeAccountId: sellers.stripeAccountId, ownerEmail: users.email })
    .from(payouts).innerJoin(sellers, eq(sellers.id, payouts.sellerId)).innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(payouts.id, id));
  return row ? { payout: toPayout(row), stripeAccountId: row.stripeAccountId, ownerEmail: row.ownerEmail } : null;
}

/** The sealed details a payout is sent to (revealing them is audited by the service). */
export async function findSealedPayoutDetails(db: Db, id: number) {
  const [row] = await db.select({
    payoutId: payouts.id, sellerId: payouts.sellerId, method: payouts.method, businessName: sellers.businessName,
    paypalSealed: sellers.payoutPaypalSealed, bankSealed: sellers.payoutBankSealed, stripeAccountId: sellers.stripeAccountId,
  }).from(payouts).innerJoin(sellers, eq(sellers.id, payouts.sellerId)).where(eq(payouts.id, id));
  return row ?? null;
}

/** Pending -> paid, once: of two admins marking it at the same moment, one gets the row. */
export async function markPayoutPaid(tx: Db, id: number, reference: string, at: Date): Promise<boolean> {
  const rows = await tx.update(payouts).set({ status: 'paid', reference, paidAt: at })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending'))).returning({ id: payouts.id });
  return rows.length === 1;
}

export const payoutsOfSeller = (sellerId: number) => eq(payouts.sellerId, sellerId);
export const payoutsWithStatus = (status?: string) => (status ? eq(payouts.status, status) : undefined);
