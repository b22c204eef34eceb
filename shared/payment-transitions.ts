/**
 * The payment status machine, for an order's payment and for a checkout's payment record alike:
 * each move names the statuses it may leave and the one it reaches. Order moves name the payment
 * move they carry (order-transitions.ts); the payment record's writers check the same rows.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Every method a shopper may name; the server says which are available now. */
export const PAYMENT_METHODS = ['bank_transfer', 'stripe', 'demo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How long an unpaid bank transfer holds its stock. */
export const BANK_TRANSFER_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** A card (or demo) payment is made on the spot: stock is held for half an hour, not days. */
export const CARD_PAYMENT_LIFETIME_MS = 30 * 60 * 1000;

export interface PaymentTransition {
  from: readonly PaymentStatus[];
  to: PaymentStatus;
}

export const PAYMENT_TRANSITIONS = {
  /** The money arrived: the provider's success, or an admin marking a transfer received. An expired payment may still succeed (a tab opened before the expiry). */
  pay: { from: ['pending', 'failed', 'expired'], to: 'paid' },
  /** The provider declined: the shopper may try again until the order expires. */
  decline: { from: ['pending', 'failed'], to: 'failed' },
  /** Nobody awaits it any more: its orders expired or were cancelled unpaid. */
  expire: { from: ['pending', 'failed'], to: 'expired' },
  /** Money taken goes back: a paid order cancelled before shipment, or refunded whole (what a return or dispute left of it). */
  refund: { from: ['paid', 'partially_refunded'], to: 'refunded' },
  /** Money that arrived after its order was cancelled goes back. */
  refundLate: { from: ['pending', 'failed', 'expired'], to: 'refunded' },
  /** A checkout's payment that paid some of its orders and went back for the others (cancelled before it arrived). */
  refundPart: { from: ['pending', 'failed', 'expired'], to: 'partially_refunded' },
} as const satisfies Record<string, PaymentTransition>;

export type PaymentMove = keyof typeof PAYMENT_TRANSITIONS;

/** True when a payment in `status` may take `move`. */
export function paymentMayMove(move: PaymentMove, status: PaymentStatus): boolean {
  return (PAYMENT_TRANSITIONS[move].from as readonly PaymentStatus[]).includes(status);
}

/** Where a checkout's payment lands once its provider confirms it: by how many of its orders had to give the money back. */
export function settledPaymentMove(orders: number, refunded: number): PaymentMove {
  return refunded === 0 ? 'pay' : refunded === orders ? 'refundLate' : 'refundPart';
}
