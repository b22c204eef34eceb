import { z } from 'zod';
import { amountSchema, signedAmountSchema } from './money-schemas.js';

/** Payouts: what the platform owes each seller (the ledger) and the payments made to settle it. */
export const PAYOUT_MESSAGES = {
  referenceRequired: 'Enter the payment reference (bank transfer, PayPal or Stripe id)',
  notPending: 'This payout is already paid',
  nothingToPay: 'No seller has a balance to pay out',
  claimChanged: 'Balances changed while the payouts were being made; try again',
  noDetails: 'This seller has not saved payout details for this method yet',
  detailsUnreadable: 'The payout details cannot be opened (sealed with another PAYOUT_DETAILS_SECRET?); ask the seller to enter them again',
  revealLimited: 'Too many payout details revealed. Please wait and try again.',
} as const;

/**
 * A delivered order's earning becomes payable this many days after delivery (DECISIONS.md): time
 * for the buyer to report a parcel that never came or to return it before the seller is paid.
 */
export const EARNINGS_HOLD_DAYS = 7;

export const payoutSchema = z.object({
  id: z.number(),
  sellerId: z.number(),
  businessName: z.string(),
  amount: amountSchema,
  method: z.string(),
  status: z.enum(['pending', 'paid', 'failed']),
  reference: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Where the money goes, masked ("IBAN •••• 3000 (Maya Chen)"): the seller's saved details for the method; null when none. */
  destination: z.string().nullable(),
});
export type Payout = z.output<typeof payoutSchema>;

/**
 * POST /api/admin/payouts/{id}/details: the full details to send a payout to (audited, rate
 * limited). Only the payout method's own details are given.
 */
export const payoutDetailsSchema = z.object({
  payoutId: z.number(),
  sellerId: z.number(),
  businessName: z.string(),
  method: z.string(),
  paypalEmail: z.string().nullable(),
  bankAccount: z.object({
    accountHolder: z.string(),
    iban: z.string().nullable(),
    accountNumber: z.string().nullable(),
    routingNumber: z.string().nullable(),
  }).nullable(),
  stripeAccountId: z.string().nullable(),
});
export type PayoutDetails = z.output<typeof payoutDetailsSchema>;

export const sellerBalanceSchema = z.object({
  sellerId: z.number(),
  businessName: z.string(),
  payoutMethod: z.string(),
  /** The saved details for that method, masked; null when the seller has none yet. */
  payoutDestination: z.string().nullable(),
  /** Payable now: entries not yet in a payout, less those still held (what a payout run would pay). */
  balance: signedAmountSchema,
  /** Earnings (less their reversals) of orders delivered less than EARNINGS_HOLD_DAYS ago. */
  held: signedAmountSchema,
});
export type SellerBalance = z.output<typeof sellerBalanceSchema>;

export const createPayoutsReplySchema = z.object({ payouts: z.array(payoutSchema) });

/** The reference of a payment made by hand; a payout to a seller's Stripe account is sent by the server instead. */
export const markPayoutPaidSchema = z.object({
  reference: z.string().trim().max(255).optional(),
});
export const payoutReferenceSchema = z.object({
  reference: z.string({ error: PAYOUT_MESSAGES.referenceRequired }).trim().min(1, PAYOUT_MESSAGES.referenceRequired).max(255),
});

export const payoutsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['pending', 'paid', 'failed']).optional(),
});

// ---------- ledger views (issue 25) ----------
export const LEDGER_ENTRY_KINDS = ['earning', 'reversal', 'adjustment'] as const;
export const LEDGER_VIEW_LIMITS = { sellerEntries: 50, pageSize: 50, maxPageSize: 200 } as const;

/** One entry of a shop's ledger: an earning, or a reversal with the refund that caused it. */
export const ledgerEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Signed: negative for a reversal. */
  amount: signedAmountSchema,
  /**
   * Of the amount, what the platform's codes paid (decision 020), signed like it: the platform's
   * cost of its promotions. Always sent; optional only so entries written before issue 26 type-check.
   */
  platformAmount: signedAmountSchema.optional(),
  orderId: z.number().nullable(),
  orderNumber: z.string().nullable(),
  /** For a reversal: the refund's reason and where it came from (order, return or dispute). */
  refund: z.object({
    id: z.number(), source: z.enum(['order', 'return', 'dispute']), reason: z.string().nullable(), amount: amountSchema,
  }).nullable(),
  /** The payout that paid (or took) it; null while unpaid. */
  payoutId: z.number().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.output<typeof ledgerEntrySchema>;

/** The seller's own view: what is owed to them and what was paid. */
export const ownPayoutsSchema = z.object({
  /** Payable now; negative while refunds after a payout outweigh later earnings. */
  balance: signedAmountSchema,
  /** Earned on orders delivered less than EARNINGS_HOLD_DAYS ago, payable once the hold ends. */
  held: signedAmountSchema,
  payouts: z.array(payoutSchema),
  /** The shop's newest ledger entries (LEDGER_VIEW_LIMITS.sellerEntries): earnings, and reversals with their refund (issue 25). */
  entries: z.array(ledgerEntrySchema),
});
export type OwnPayouts = z.output<typeof ownPayoutsSchema>;

/** One day of a seller's sales (UTC), for the 30-day chart. */
export const salesDaySchema = z.object({ date: z.string(), orders: z.number(), units: z.number(), revenue: amountSchema });
export const salesDaysSchema = z.array(salesDaySchema);
export type SalesDay = z.output<typeof salesDaySchema>;

/** GET /api/admin/ledger: every shop's entries, newest first, with the shop and the commission a refund gave back. */
export const adminLedgerEntrySchema = ledgerEntrySchema.extend({
  sellerId: z.number(),
  businessName: z.string(),
  /** For a reversal: the platform's commission the refund gave back. */
  commissionReturned: amountSchema.nullable(),
});
export type AdminLedgerEntry = z.output<typeof adminLedgerEntrySchema>;

export const adminLedgerQuerySchema = z.object({
  sellerId: z.coerce.number().int().positive().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(LEDGER_VIEW_LIMITS.maxPageSize).catch(LEDGER_VIEW_LIMITS.pageSize).default(LEDGER_VIEW_LIMITS.pageSize),
});
export const adminLedgerPageSchema = z.object({
  items: z.array(adminLedgerEntrySchema), page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number(),
  /** The sum of platformAmount over every entry the filter matches (all pages): what the platform's codes cost, net of refunds. */
  platformPromotionCost: signedAmountSchema,
});
export type AdminLedgerPage = z.output<typeof adminLedgerPageSchema>;
