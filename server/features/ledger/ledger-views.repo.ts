import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerEntries, orders, refunds, sellers } from '../../db/schema/index.js';
import { countAll, readPage } from '../../kernel/paging.js';
import {
  LEDGER_VIEW_LIMITS, type AdminLedgerEntry, type AdminLedgerPage, type LedgerEntry,
} from '../../../shared/payout-schemas.js';

/**
 * The ledger as sellers and admins read it (issue 25): each entry with its order's number and,
 * for a reversal, the refund that caused it, so a refund is seen where the money is counted.
 */
const entryColumns = {
  id: ledgerEntries.id,
  kind: ledgerEntries.kind,
  amount: ledgerEntries.amount,
  platformAmount: ledgerEntries.platformAmount,
  orderId: ledgerEntries.orderId,
  orderNumber: orders.number,
  payoutId: ledgerEntries.payoutId,
  createdAt: ledgerEntries.createdAt,
  refundId: refunds.id,
  refundSource: refunds.source,
  refundReason: refunds.reason,
  refundAmount: refunds.amount,
  refundCommission: refunds.commissionAmount,
  sellerId: ledgerEntries.sellerId,
  businessName: sellers.businessName,
};

function selectEntries(db: Db) {
  return db.select(entryColumns).from(ledgerEntries)
    .innerJoin(sellers, eq(sellers.id, ledgerEntries.sellerId))
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .leftJoin(refunds, eq(refunds.id, ledgerEntries.refundId));
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

function toEntry(row: EntryRow): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind as LedgerEntry['kind'],
    amount: row.amount,
    platformAmount: row.platformAmount,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    refund: row.refundId === null ? null : {
      id: row.refundId, source: row.refundSource!, reason: row.refundReason ?? null, amount: row.refundAmount!,
    },
    payoutId: row.payoutId,
    createdAt: row.createdAt.toISOString(),
  };
}

const NEWEST_FIRST = [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)];

/** The shop's newest entries, for its payouts tab. */
export async function sellerLedgerEntries(db: Db, sellerId: number, limit: number = LEDGER_VIEW_LIMITS.sellerEntries): Promise<LedgerEntry[]> {
  const rows = await selectEntries(db).where(eq(ledgerEntries.sellerId, sellerId)).orderBy(...NEWEST_FIRST).limit(limit);
  return rows.map(toEntry);
}

/** Every shop's entries, newest first, one page; a shop's only with `sellerId`. */
export async function adminLedgerPage(db: Db, query: { sellerId?: number; page: number; limit: number }): Promise<AdminLedgerPage> {
  const where: SQL | undefined = query.sellerId === undefined ? undefined : and(eq(ledgerEntries.sellerId, query.sellerId));
  const [page, [cost]] = await Promise.all([
    readPage({ page: query.page, pageSize: query.limit }, {
      rows: (limit, offset) => selectEntries(db).where(where).orderBy(...NEWEST_FIRST).limit(limit).offset(offset),
      total: db.select({ count: countAll }).from(ledgerEntries).where(where),
    }),
    db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.platformAmount}), 0)::numeric(12,2)::text` }).from(ledgerEntries).where(where),
  ]);
  const items: AdminLedgerEntry[] = page.rows.map((row) => ({
    ...toEntry(row),
    sellerId: row.sellerId,
    businessName: row.businessName,
    commissionReturned: row.refundId === null ? null : row.refundCommission,
  }));
  return {
    items, page: query.page, limit: query.limit, total: page.total, totalPages: Math.max(1, Math.ceil(page.total / query.limit)),
    platformPromotionCost: cost!.sum,
  };
}
