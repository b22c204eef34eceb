import type { LedgerEntry } from './payout-schemas.js';

/**
 * Ledger entries in words, for the admin's ledger view and the seller's payouts tab (issue 25):
 * the shapes are `ledgerEntrySchema` / `adminLedgerEntrySchema` in payout-schemas.ts.
 */
export const LEDGER_KIND_LABELS: Record<LedgerEntry['kind'], string> = {
  earning: 'Earning',
  reversal: 'Refund reversal',
  adjustment: 'Adjustment',
};

export const REFUND_SOURCE_LABELS: Record<NonNullable<LedgerEntry['refund']>['source'], string> = {
  order: 'Order refunded',
  return: 'Return',
  dispute: 'Dispute',
};

/** "Paid in payout #12" or "Unpaid": whether the entry has been settled yet. */
export function ledgerPaidLabel(payoutId: number | null): string {
  return payoutId === null ? 'Unpaid' : `Paid in payout #${payoutId}`;
}
