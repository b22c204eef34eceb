import { z } from 'zod';
import { amountSchema } from './money-schemas.js';
import { hasNoBidiControls } from './text.js';
import { RETURN_ACTIONS, RETURN_ACTORS, RETURN_STATUSES } from './return-transitions.js';

export * from './return-transitions.js';

/** Returns (issue 25, decision 019), for client and server: every message, limit and shape once. */

export const RETURN_WINDOWS = [14, 30] as const;
export type ReturnWindow = (typeof RETURN_WINDOWS)[number];
export const RETURN_SHIPPING_PAYERS = ['buyer', 'shop'] as const;
export type ReturnShippingPayer = (typeof RETURN_SHIPPING_PAYERS)[number];

export const RETURN_REASONS = ['doesnt_fit', 'not_as_described', 'damaged', 'changed_mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  doesnt_fit: "Doesn't fit",
  not_as_described: 'Not as described',
  damaged: 'Damaged',
  changed_mind: 'Changed my mind',
};
/** The shop's fault: the original shipping fee goes back too. */
export const SHIPPING_REFUNDED_FOR: readonly ReturnReason[] = ['not_as_described', 'damaged'];

export const RETURN_STATUS_LABELS: Record<(typeof RETURN_STATUSES)[number], string> = {
  requested: 'Return requested',
  accepted: 'Return accepted',
  refused: 'Return refused',
  shipped: 'On its way back',
  refunded: 'Refunded',
  closed: 'Closed by Threadline',
};

export const RETURN_LIMITS = {
  noteMax: 1_000,
  reasonMax: 500,
  instructionsMax: 1_000,
  photosMax: 4,
  carrierMax: 60,
  trackingMax: 100,
  pageSize: 20,
  maxPageSize: 100,
} as const;

export const RETURN_MESSAGES = {
  returnNotFound: 'Return not found',
  orderNotFound: 'Order not found',
  notDelivered: 'Returns can be requested once the order has been delivered',
  returnsNotAccepted: 'This shop does not accept returns',
  windowOver: (days: number) => `The return window for this order has closed (${days} days after delivery)`,
  itemsRequired: 'Choose at least one item to return',
  itemNotInOrder: 'That item is not part of this order',
  duplicateItem: 'Each item can be listed once',
  quantityTooHigh: 'You cannot return more than you bought (less what is already being returned)',
  quantity: 'Quantity must be a whole number of at least 1',
  reason: 'Reason must be one of: Doesn\'t fit, Not as described, Damaged, Changed my mind',
  noteMax: `Note must be at most ${RETURN_LIMITS.noteMax} characters`,
  photos: `A return can have at most ${RETURN_LIMITS.photosMax} photos`,
  photoPath: 'Photos must be images you uploaded',
  bidi: 'Text must not contain text direction control characters',
  reasonRequired: 'Please give a reason',
  reasonMax: `Reason must be at most ${RETURN_LIMITS.reasonMax} characters`,
  instructionsMax: `Instructions must be at most ${RETURN_LIMITS.instructionsMax} characters`,
  carrierRequired: 'Carrier is required',
  trackingRequired: 'Tracking number is required',
  restockRequired: 'Say whether the items go back into stock',
  moveRefused: (status: string) => `This return is ${status.toLowerCase()}; that step is not possible now`,
  changedMeanwhile: 'This return changed meanwhile; reload it and try again',
  policyWindow: 'Return window must be 14 or 30 days',
  policyPayer: 'Return shipping is paid by the buyer or the shop',
  refundTooLarge: 'Refunds on this order cannot add up to more than was paid',
  /** Additive (returns server): the order was refunded whole already, so nothing is left to return. */
  alreadyRefunded: 'This order has been refunded in full; there is nothing left to return',
  /** A party to the return asked for a step the other side takes (the shop accepts, the buyer ships). */
  otherSidesStep: 'That step is for the other party of this return',
  /** An admin reads returns; the steps are the buyer's and the shop's (an admin ends a return by deciding a dispute). */
  adminReadOnly: 'Admins read returns; they decide them through a dispute',
} as const;

/** The shop's policy, in shop replies and on PUT /api/sellers/{id} (every field optional there). */
export const returnPolicySchema = z.object({
  accepted: z.boolean(),
  windowDays: z.union([z.literal(14), z.literal(30)], { error: RETURN_MESSAGES.policyWindow }),
  returnShippingPaidBy: z.enum(RETURN_SHIPPING_PAYERS, { error: RETURN_MESSAGES.policyPayer }),
});
export type ReturnPolicy = z.output<typeof returnPolicySchema>;
export const returnPolicyInputSchema = returnPolicySchema.partial();
export const DEFAULT_RETURN_POLICY: ReturnPolicy = { accepted: true, windowDays: 14, returnShippingPaidBy: 'buyer' };

const noBidi = (schema: z.ZodString) => schema.refine(hasNoBidiControls, RETURN_MESSAGES.bidi);
const photoPathSchema = z.string({ error: RETURN_MESSAGES.photoPath }).regex(/^\/objects\/[A-Za-z0-9/_.-]{1,200}$/, RETURN_MESSAGES.photoPath);
const required = (message: string, max: number, maxMessage: string) =>
  noBidi(z.string({ error: message }).trim().min(1, message).max(max, maxMessage));

/** POST /api/orders/{id}/returns */
export const requestReturnSchema = z.object({
  items: z.array(z.object({
    orderItemId: z.number({ error: RETURN_MESSAGES.itemNotInOrder }).int().min(1).max(2_147_483_647),
    quantity: z.number({ error: RETURN_MESSAGES.quantity }).int(RETURN_MESSAGES.quantity).min(1, RETURN_MESSAGES.quantity).max(10_000, RETURN_MESSAGES.quantityTooHigh),
  }), { error: RETURN_MESSAGES.itemsRequired }).min(1, RETURN_MESSAGES.itemsRequired).max(100, RETURN_MESSAGES.itemsRequired)
    .refine((items) => new Set(items.map((item) => item.orderItemId)).size === items.length, RETURN_MESSAGES.duplicateItem),
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
  note: noBidi(z.string({ error: RETURN_MESSAGES.noteMax }).trim().max(RETURN_LIMITS.noteMax, RETURN_MESSAGES.noteMax)).nullish()
    .transform((note) => note || null),
  photos: z.array(photoPathSchema, { error: RETURN_MESSAGES.photos }).max(RETURN_LIMITS.photosMax, RETURN_MESSAGES.photos).default([]),
});
export type RequestReturnInput = z.output<typeof requestReturnSchema>;
export type RequestReturnForm = z.input<typeof requestReturnSchema>;

/** POST /api/returns/{id}/accept: instructions are optional; without them the buyer reads the default below. */
export const acceptReturnSchema = z.object({
  instructions: noBidi(z.string({ error: RETURN_MESSAGES.instructionsMax }).trim().max(RETURN_LIMITS.instructionsMax, RETURN_MESSAGES.instructionsMax))
    .nullish().transform((text) => text || null),
}).nullish();
export const DEFAULT_RETURN_INSTRUCTIONS = 'Pack the items securely and send them back to the shop with a tracked service, then add the carrier and tracking number here.';
export const refuseReturnSchema = z.object({ reason: required(RETURN_MESSAGES.reasonRequired, RETURN_LIMITS.reasonMax, RETURN_MESSAGES.reasonMax) });
export const shipReturnSchema = z.object({
  carrier: required(RETURN_MESSAGES.carrierRequired, RETURN_LIMITS.carrierMax, RETURN_MESSAGES.carrierRequired),
  trackingNumber: required(RETURN_MESSAGES.trackingRequired, RETURN_LIMITS.trackingMax, RETURN_MESSAGES.trackingRequired),
});
export const receiveReturnSchema = z.object({ restock: z.boolean({ error: RETURN_MESSAGES.restockRequired }) });

export const returnsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(RETURN_LIMITS.maxPageSize).catch(RETURN_LIMITS.pageSize).default(RETURN_LIMITS.pageSize),
  status: z.enum(RETURN_STATUSES).optional().catch(undefined),
});

export const returnItemSchema = z.object({
  orderItemId: z.number(), productId: z.number().nullable(), productName: z.string(), image: z.string().nullable(),
  size: z.string(), color: z.string(), quantity: z.number(), unitPrice: amountSchema, lineTotal: amountSchema,
});
export const returnEventSchema = z.object({
  fromStatus: z.enum(RETURN_STATUSES).nullable(), toStatus: z.enum(RETURN_STATUSES), action: z.enum(RETURN_ACTIONS),
  actorRole: z.enum(RETURN_ACTORS), note: z.string().nullable(), createdAt: z.string(),
});

export const returnSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNumber: z.string(),
  sellerId: z.number(),
  businessName: z.string(),
  buyerName: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  photos: z.array(z.string()),
  items: z.array(returnItemSchema),
  /** What the refund gives back (items, plus the shipping fee when the shop is at fault), as it stands. */
  refundAmount: amountSchema,
  /** The policy when requested: who pays to send it back. */
  returnShippingPaidBy: z.enum(RETURN_SHIPPING_PAYERS),
  instructions: z.string().nullable(),
  refuseReason: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  restocked: z.boolean().nullable(),
  /** The refund made when it was received; null before. */
  refund: z.object({ id: z.number(), amount: amountSchema, createdAt: z.string() }).nullable(),
  /** The moves the viewer may make now (the lifecycle table's rows for their side). */
  actions: z.array(z.enum(RETURN_ACTIONS)),
  /** The dispute opened over this return's order, if any. */
  disputeId: z.number().nullable(),
  events: z.array(returnEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnReply = z.output<typeof returnSchema>;

export const returnsPageSchema = z.object({
  items: z.array(returnSchema), page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number(),
});
export type ReturnsPage = z.output<typeof returnsPageSchema>;

/**
 * GET /api/orders/{id}/returns (the order's buyer or shop): its returns, newest first, and what its
 * buyer may still return now: the units of each item not yet returned or being returned, and until
 * when. `returnable` is null when nothing can be returned (not delivered, window over, no returns
 * accepted: `notReturnableReason` says which, in the words of RETURN_MESSAGES).
 */
export const orderReturnsSchema = z.object({
  policy: returnPolicySchema,
  returnable: z.object({
    until: z.string(),
    items: z.array(z.object({ orderItemId: z.number(), quantity: z.number() })),
  }).nullable(),
  notReturnableReason: z.string().nullable(),
  returns: z.array(returnSchema),
});
export type OrderReturns = z.output<typeof orderReturnsSchema>;
