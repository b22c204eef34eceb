import { z } from 'zod';
import { amountSchema, rateSchema } from './money-schemas.js';
import { isMoneyString } from './money.js';
import { SHIPPING_METHODS } from './order-quote.js';
import { notAppliedCodeSchema, orderCodeSchema } from './promotion-schemas.js';
import { ORDER_ACTIONS, ORDER_ACTORS, ORDER_STATUSES } from './order-transitions.js';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment-transitions.js';

/**
 * Unpaid checkouts one shopper may have at once (DECISIONS.md, "Unpaid holds"): each holds its
 * stock until paid or expired, so without a cap one account could hold a product's whole stock.
 */
export const MAX_UNPAID_CHECKOUTS = 3;

/** Checkout and order payloads and replies, shared by the checkout form and the server. */
export const ORDER_MESSAGES = {
  fullNameRequired: 'Full name is required',
  line1Required: 'Address is required',
  cityRequired: 'City is required',
  regionRequired: 'State or region is required',
  postalCodeRequired: 'Postal code is required',
  countryRequired: 'Country is required',
  phoneInvalid: 'Phone number is required',
  tooLong: 'Must be at most 100 characters',
  shippingMethod: 'Choose standard or express shipping',
  paymentMethod: 'Choose a payment method',
  paymentUnavailable: 'This payment method is not available',
  expectedTotal: 'Expected total must be an amount such as 49.99',
  idempotencyKeyRequired: 'An Idempotency-Key header is required',
  keyReused: 'This Idempotency-Key was used for a different checkout',
  cartEmpty: 'Your cart is empty',
  tooLarge: 'This order is above $99,999,999.99, the most one checkout can carry; please split it into smaller orders',
  priceChanged: 'Prices or shipping changed since your quote; please review the new total',
  unavailable: (names: string[]) => `No longer available: ${names.join(', ')}`,
  outOfStock: (names: string[]) => `Not enough stock: ${names.join(', ')}`,
  tooManyUnpaid: `You already have ${MAX_UNPAID_CHECKOUTS} checkouts awaiting payment. `
    + 'Please pay for or cancel one of them in Your orders before placing a new one.',
  tooManyCheckouts: 'Too many checkout attempts. Please try again later.',
  carrierRequired: 'Carrier is required',
  trackingRequired: 'Tracking number is required',
  reasonRequired: 'Please give a reason',
  notAllowed: 'This order cannot be changed that way now',
  bankTransferOnly: 'Only a bank transfer is marked as received by hand; card and demo payments confirm themselves',
} as const;

const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, ORDER_MESSAGES.tooLong);

export const shippingAddressSchema = z.object({
  fullName: required(ORDER_MESSAGES.fullNameRequired),
  line1: required(ORDER_MESSAGES.line1Required),
  line2: z.string().trim().max(100, ORDER_MESSAGES.tooLong).default(''),
  city: required(ORDER_MESSAGES.cityRequired),
  region: required(ORDER_MESSAGES.regionRequired),
  postalCode: required(ORDER_MESSAGES.postalCodeRequired, 20),
  country: required(ORDER_MESSAGES.countryRequired, 60),
  phone: z.string({ error: ORDER_MESSAGES.phoneInvalid }).trim().regex(/^\+?[\d\s().-]{6,25}$/, ORDER_MESSAGES.phoneInvalid),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const shippingMethodSchema = z.enum(SHIPPING_METHODS, { error: ORDER_MESSAGES.shippingMethod });

export { PAYMENT_METHODS, type PaymentMethod } from './payment-transitions.js';

export const quoteQuerySchema = z.object({ shippingMethod: shippingMethodSchema.default('standard') });

export const checkoutBodySchema = z.object({
  shippingAddress: shippingAddressSchema,
  shippingMethod: shippingMethodSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.paymentMethod }),
  expectedTotal: z.string({ error: ORDER_MESSAGES.expectedTotal }).refine(isMoneyString, ORDER_MESSAGES.expectedTotal),
  /** "Save this address to my account": kept only if the checkout is placed. */
  saveAddress: z.boolean().optional(),
});
export type CheckoutInput = z.output<typeof checkoutBodySchema>;

export const idempotencyKeySchema = z.string().trim().min(1).max(255);

const quoteItemSchema = z.object({
  productId: z.number(), name: z.string(), image: z.string().nullable(), size: z.string(), color: z.string(),
  quantity: z.number(), unitPrice: amountSchema, lineTotal: amountSchema,
});
export const quoteReplySchema = z.object({
  sellers: z.array(z.object({
    sellerId: z.number(), businessName: z.string(), items: z.array(quoteItemSchema),
    subtotal: amountSchema, shippingFee: amountSchema, total: amountSchema, freeShippingRemaining: amountSchema.nullable(),
    /** Codes' discounts on this seller's order (decision 020): `total` is after them. */
    discount: amountSchema,
    codes: z.array(orderCodeSchema),
  })),
  itemsTotal: amountSchema,
  shippingTotal: amountSchema,
  discountTotal: amountSchema,
  grandTotal: amountSchema,
  /** Codes kept on the cart that take nothing off now, each with the reason. */
  notApplied: z.array(notAppliedCodeSchema),
});

export const orderItemSchema = z.object({
  id: z.number(), productId: z.number().nullable(), variantId: z.number().nullable(), productName: z.string(),
  image: z.string().nullable(), quantity: z.number(), price: amountSchema, lineTotal: amountSchema, size: z.string(), color: z.string(),
  /** The line's share of the order's discounts (issue 26); absent in replies stored before it. */
  discount: amountSchema.optional(),
});
export const orderEventSchema = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(), toStatus: z.enum(ORDER_STATUSES), actorRole: z.enum(ORDER_ACTORS), note: z.string().nullable(), createdAt: z.string(),
  /** The move that wrote it: `refund` keeps the status, so the timeline reads it from here. Null for placing the order. */
  action: z.enum(ORDER_ACTIONS).nullable().optional(),
});

/** An order as its buyer, its seller and admins see it: no buyer email, ever. */
export const orderSchema = z.object({
  id: z.number(),
  number: z.string(),
  checkoutId: z.number(),
  checkoutNumber: z.string(),
  sellerId: z.number(),
  businessName: z.string(),
  buyerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  subtotal: amountSchema,
  /**
   * Codes' discounts on the order (decision 020), with who funded each: `total` is what the buyer
   * paid, after them. Absent only in checkout replies stored before issue 26.
   */
  discount: amountSchema.optional(),
  codes: z.array(orderCodeSchema).optional(),
  shippingFee: amountSchema,
  total: amountSchema,
  /** The seller's terms with the platform: null in the buyer's view. */
  commissionRate: rateSchema.nullable(),
  commissionAmount: amountSchema.nullable(),
  sellerNet: amountSchema.nullable(),
  shippingAddress: shippingAddressSchema,
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  expiresAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(orderItemSchema),
  events: z.array(orderEventSchema),
  /**
   * The money given back for this order (a paid order is refunded whole, once), or null. After a
   * refund of a delivered order the seller's earning is reversed: commission and net are no longer
   * taken or paid. Absent only in checkout replies stored before issue 22.
   */
  refund: z.object({ amount: amountSchema, reason: z.string().nullable(), refundedAt: z.string() }).nullable().optional(),
  /**
   * Every refund of the order, oldest first (issue 25: a return or a dispute may refund part of it).
   * `refund` above is then their sum, with the latest reason and time. The parts are the seller's
   * and admins' (null for the buyer): commission given back and what came out of the seller's net.
   */
  refunds: z.array(z.object({
    id: z.number(),
    amount: amountSchema,
    reason: z.string().nullable(),
    source: z.enum(['order', 'return', 'dispute']),
    refundedAt: z.string(),
    commissionAmount: amountSchema.nullable(),
    sellerAmount: amountSchema.nullable(),
    /** The part of the platform's discount that went back to the platform (decision 020); null for the buyer. */
    platformDiscountAmount: amountSchema.nullable().optional(),
  })).optional(),
});
export type OrderReply = z.output<typeof orderSchema>;

/** What the buyer sees: the order without the seller's commission and net. */
export function buyerView(order: OrderReply): OrderReply {
  return {
    ...order, commissionRate: null, commissionAmount: null, sellerNet: null,
    ...(order.refunds ? { refunds: order.refunds.map((refund) => ({ ...refund, commissionAmount: null, sellerAmount: null, platformDiscountAmount: null })) } : {}),
  };
}

/** How the shopper pays for a checkout: instructions for a transfer, a client secret for a card. */
export const paymentSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('bank_transfer'), reference: z.string(), instructions: z.string(),
    /** The account to pay (BANK_TRANSFER_DETAILS) and the amount, as the instructions word them; absent in replies stored before issue 22. */
    payTo: z.string().optional(), amount: amountSchema.optional(),
  }),
  z.object({ method: z.literal('demo'), reference: z.string(), status: z.string() }),
  z.object({ method: z.literal('stripe'), reference: z.string(), status: z.string(), clientSecret: z.string().nullable(), publishableKey: z.string().nullable() }),
]);
export type PaymentReply = z.output<typeof paymentSchema>;

export const paymentMethodsReplySchema = z.object({
  methods: z.array(z.object({ id: z.enum(PAYMENT_METHODS), label: z.string(), description: z.string() })),
});
export type PaymentMethodsReply = z.output<typeof paymentMethodsReplySchema>;

/** Any text up to a checkout number's length: one that names no checkout of the caller's is a 404, not a 400. */
export const checkoutNumberParamsSchema = z.object({ number: z.string().trim().min(1).max(24) });

export const checkoutReplySchema = z.object({
  checkout: z.object({
    id: z.number(), number: z.string(), shippingMethod: z.string(), paymentMethod: z.string(),
    itemsTotal: amountSchema, shippingTotal: amountSchema, grandTotal: amountSchema,
    /** Every code's discount; absent in replies stored before issue 26. */
    discountTotal: amountSchema.optional(), createdAt: z.string(),
  }),
  orders: z.array(orderSchema),
  payment: paymentSchema,
});
export type CheckoutReply = z.output<typeof checkoutReplySchema>;

export const ordersPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(ORDER_STATUSES).optional(),
});

export const shipOrderSchema = z.object({
  carrier: required(ORDER_MESSAGES.carrierRequired, 60),
  trackingNumber: required(ORDER_MESSAGES.trackingRequired),
});
export const cancelOrderSchema = z.object({ reason: required(ORDER_MESSAGES.reasonRequired, 500) });

/** Stock held by one product's unpaid orders, as its seller sees it. */
export const heldStockSchema = z.object({
  productId: z.number(),
  productName: z.string(),
  /** Units taken by orders still awaiting payment. */
  units: z.number(),
  orders: z.number(),
  /** When the first of those orders expires and its units come back, unless paid. */
  firstExpiresAt: z.string().nullable(),
});
export const heldStockReplySchema = z.array(heldStockSchema);
export type HeldStock = z.output<typeof heldStockSchema>;
