/**
 * Ledger entries as the admin's ledger view and the seller's payouts tab show them (issue 25).
 * The reply shape is the disputes server's (`GET /api/admin/ledger`, `entries` of
 * `GET /api/seller/payouts`); the words for each kind live here once, for both screens.
 */
export const LEDGER_ENTRY_KINDS = ['earning', 'reversal', 'adjustment'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerEntryKind, string> = {
  earning: 'Earning',
  reversal: 'Refund reversal',
  adjustment: 'Adjustment',
};

export const REFUND_SOURCE_LABELS: Record<'order' | 'return' | 'dispute', string> = {
  order: 'Order refunded',
  return: 'Return',
  dispute: 'Dispute',
};

/** "Paid in payout #12" or "Unpaid": whether the entry has been settled yet. */
export function ledgerPaidLabel(payoutId: number | null): string {
  return payoutId === null ? 'Unpaid' : `Paid in payout #${payoutId}`;
}

/**
 * One ledger entry as both screens read it. Written to the disputes server's announced shape
 * while its branch is under way; once its schema lands in payout-schemas.ts this becomes its type.
 */
export interface LedgerEntryView {
  id: number;
  sellerId: number;
  businessName?: string;
  kind: LedgerEntryKind;
  /** Signed: a reversal is negative ("-12.00"). */
  amount: string;
  orderId: number | null;
  orderNumber: string | null;
  refund: { reason: string | null; source: 'order' | 'return' | 'dispute'; commissionAmount: string | null } | null;
  payoutId: number | null;
  createdAt: string;
}

export interface LedgerPage {
  items: LedgerEntryView[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}
