import { z } from 'zod';
import { amountSchema } from './money-schemas.js';
import { messageSchema } from './message-schemas.js';
import { orderSchema } from './orders-schemas.js';
import { returnSchema } from './return-schemas.js';
import { hasNoBidiControls } from './text.js';

/**
 * Disputes (issue 25, decision 019): the buyer asks the platform to step in on one seller order;
 * an admin decides, refunding (from the seller's balance) or closing in the shop's favour.
 */

export const DISPUTE_REASONS = ['return_refused', 'no_answer', 'not_arrived'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  return_refused: 'The shop refused my return',
  no_answer: 'The shop has not answered',
  not_arrived: 'My order has not arrived',
};

export const DISPUTE_STATUSES = ['open', 'refunded', 'closed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Open', refunded: 'Refunded', closed: "Closed in the shop's favour",
};

export const DISPUTE_OUTCOMES = ['refund', 'close'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_LIMITS = {
  /** A return request or a message about the order left unanswered this long may be disputed (and the sweeper escalates the former). */
  answerDays: 3,
  /** A shipped order not delivered this long after shipping may be disputed. */
  notArrivedDays: 14,
  noteMax: 2_000,
  pageSize: 20,
  maxPageSize: 100,
} as const;

export const DISPUTE_MESSAGES = {
  orderNotFound: 'Order not found',
  disputeNotFound: 'Dispute not found',
  reason: "Reason must be one of: the shop refused my return, the shop has not answered, my order has not arrived",
  noteRequired: 'Please tell us what happened',
  noteMax: `Note must be at most ${DISPUTE_LIMITS.noteMax} characters`,
  decisionNoteRequired: 'Write a note both sides will read',
  bidi: 'Text must not contain text direction control characters',
  alreadyOpen: 'A dispute on this order is already open',
  notRefused: 'A dispute for a refused return needs a return the shop refused',
  notUnanswered: `A dispute for no answer needs a return request or a message about this order left unanswered for ${DISPUTE_LIMITS.answerDays} days`,
  notLate: `A dispute for a missing parcel is possible ${DISPUTE_LIMITS.notArrivedDays} days after the order shipped, if it has not been delivered`,
  notOpen: 'This dispute has already been decided',
  outcome: 'Outcome must be refund or close',
  amount: 'Amount must be an amount like 29.99, more than 0',
  amountTooLarge: 'Refunds on this order cannot add up to more than was paid',
  unpaid: 'This order was never paid; there is nothing to refund',
} as const;

const noBidi = (schema: z.ZodString) => schema.refine(hasNoBidiControls, DISPUTE_MESSAGES.bidi);

/** POST /api/orders/{id}/disputes */
export const openDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: DISPUTE_MESSAGES.reason }),
  note: noBidi(z.string({ error: DISPUTE_MESSAGES.noteRequired }).trim().min(1, DISPUTE_MESSAGES.noteRequired)
    .max(DISPUTE_LIMITS.noteMax, DISPUTE_MESSAGES.noteMax)),
});
export type OpenDisputeInput = z.output<typeof openDisputeSchema>;

/** POST /api/admin/disputes/{id}/decide. `amount` only with a refund; absent, everything not yet refunded. */
export const decideDisputeSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: DISPUTE_MESSAGES.outcome }),
  amount: z.string({ error: DISPUTE_MESSAGES.amount }).trim().regex(/^\d{1,8}(\.\d{1,2})?$/, DISPUTE_MESSAGES.amount).optional(),
  note: noBidi(z.string({ error: DISPUTE_MESSAGES.decisionNoteRequired }).trim().min(1, DISPUTE_MESSAGES.decisionNoteRequired)
    .max(DISPUTE_LIMITS.noteMax, DISPUTE_MESSAGES.noteMax)),
});
export type DecideDisputeInput = z.output<typeof decideDisputeSchema>;

export const disputesQuerySchema = z.object({
  status: z.enum(DISPUTE_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(DISPUTE_LIMITS.maxPageSize).catch(DISPUTE_LIMITS.pageSize).default(DISPUTE_LIMITS.pageSize),
});

export const disputeSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNumber: z.string(),
  sellerId: z.number(),
  businessName: z.string(),
  buyerName: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  note: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  /** Who opened it: the buyer, or the sweeper escalating an unanswered return request. */
  openedBy: z.enum(['buyer', 'system']),
  /** The return it is about, if any. */
  returnId: z.number().nullable(),
  /** What an admin refunded in deciding it; null otherwise. */
  refundAmount: amountSchema.nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** What is left to refund on the order (total less every refund so far). */
  refundableAmount: amountSchema,
  createdAt: z.string(),
});
export type Dispute = z.output<typeof disputeSchema>;

export const disputesPageSchema = z.object({
  items: z.array(disputeSchema), page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number(),
});
export type DisputesPage = z.output<typeof disputesPageSchema>;

/** GET /api/admin/disputes/{id}: everything an admin decides on. Reading it is audited (the conversation is private otherwise). */
export const disputeDetailSchema = z.object({
  dispute: disputeSchema,
  order: orderSchema,
  returns: z.array(returnSchema),
  conversationId: z.number().nullable(),
  /** The order's whole conversation, oldest first. */
  messages: z.array(messageSchema),
});
export type DisputeDetail = z.output<typeof disputeDetailSchema>;

/**
 * GET /api/orders/{id}/disputes (the order's buyer or shop): its disputes, newest first, and the
 * reasons its buyer may open one for now (empty while one is open or none applies).
 */
export const orderDisputesSchema = z.object({
  disputes: z.array(disputeSchema),
  openableReasons: z.array(z.enum(DISPUTE_REASONS)),
});
export type OrderDisputes = z.output<typeof orderDisputesSchema>;

/** The lines a dispute writes in the order's conversation, and its mails (one place for the words). */
export const DISPUTE_TEXTS = {
  escalatedNote: `The shop did not answer this return request within ${DISPUTE_LIMITS.answerDays} days.`,
  openedLine: (reason: DisputeReason, openedBy: 'buyer' | 'system') =>
    `Dispute opened${openedBy === 'system' ? ' by Threadline' : ''}: ${DISPUTE_REASON_LABELS[reason]}. The platform will look into it.`,
  decidedLine: (outcome: DisputeOutcome, amount: string | null, note: string) =>
    `${outcome === 'refund' ? `Dispute decided: ${amount} refunded to the buyer.` : "Dispute closed in the shop's favour."} ${note}`,
  returnClosedLine: (returnId: number) => `Return #${returnId} closed by the dispute's decision.`,
  openedSubject: (orderNumber: string) => `A dispute was opened on order ${orderNumber}`,
  decidedSubject: (orderNumber: string) => `The dispute on order ${orderNumber} was decided`,
} as const;

/** How many admins hear of a new dispute by mail (the rest see it in the queue). */
export const DISPUTE_ADMIN_MAILS_MAX = 10;
