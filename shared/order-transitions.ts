import { PAYMENT_TRANSITIONS, type PaymentMethod, type PaymentMove, type PaymentStatus } from './payment-transitions.js';

export { PAYMENT_STATUSES, type PaymentStatus } from './payment-transitions.js';

/**
 * The one order lifecycle table. Each row says who may move an order from where to where, on
 * which payment, and what follows from the move: the server runs exactly these rows (routes, the
 * expiry sweeper and payment events alike, through one move function), and screens show a button
 * only for a row the viewer may take.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const ORDER_ACTIONS = ['markPaid', 'ship', 'deliver', 'cancel', 'refund', 'decline'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * What a move does besides changing the status, in the order the server carries it out:
 * - `addTimelineEvent`: a row in the order's status history;
 * - `releaseStock`: the order's units go back on sale (once per item);
 * - `countUnitsSold` / `uncountUnitsSold`: the products' units sold, up or back down;
 * - `recordEarning`: the seller's net in the ledger (less the seller's part of refunds made before);
 * - `refundPayment`: what is left of the order's total (after any return or dispute refunds) is
 *   recorded to go back to the buyer, once per order, with the ledger's reversal of the seller's
 *   part when the order was earned (payments/refunds.ts);
 * - `expireCheckoutPayment`: once none of the checkout's orders awaits payment, its payment expires
 *   (and is cancelled at the provider after the commit), so a card confirmed later is not charged;
 * - `notifyBuyer`: an entry in the buyer's notification centre (paid, shipped, delivered,
 *   cancelled), when their order-update switch is on (decision 018);
 * - `mail…`: the mail that tells the buyer (or, for a paid order, the seller), through the outbox:
 *   every state an order reaches is told to its buyer, and a paid one to its seller. The paid,
 *   shipped, delivered and cancelled mails follow the buyer's order-update email switch; money
 *   owed or returned (the confirmation, reminders, refunds) is always mailed.
 */
export const ORDER_EFFECTS = [
  'addTimelineEvent', 'releaseStock', 'countUnitsSold', 'uncountUnitsSold', 'recordEarning', 'refundPayment', 'expireCheckoutPayment', 'notifyBuyer',
  'mailSellerNewOrder', 'mailBuyerPaymentReceived', 'mailBuyerShipped', 'mailBuyerDelivered', 'mailBuyerCancelled', 'mailBuyerRefunded', 'mailBuyerPaidTooLate',
] as const;
export type OrderEffect = (typeof ORDER_EFFECTS)[number];

export type OrderMoveField = 'carrier' | 'trackingNumber' | 'reason';

export interface OrderTransition {
  action: OrderAction;
  from: OrderStatus;
  to: OrderStatus;
  actors: readonly OrderActor[];
  /** Body fields the move needs. */
  requires: readonly OrderMoveField[];
  /** Only orders paid this way (any way when absent). */
  methods?: readonly PaymentMethod[];
  /** Only while the order's payment is in one of these (any when absent). */
  paymentIn?: readonly PaymentStatus[];
  /** The payment move that comes with it, where the payment's status allows it (payment-transitions.ts). */
  payment?: PaymentMove;
  effects: readonly OrderEffect[];
}

const CANCEL_UNPAID = ['addTimelineEvent', 'releaseStock', 'expireCheckoutPayment', 'notifyBuyer', 'mailBuyerCancelled'] as const;

export const ORDER_TRANSITIONS = [
  // Only a bank transfer is marked received by hand; card and demo payments confirm themselves (a payment event).
  { action: 'markPaid', from: 'pending', to: 'processing', actors: ['admin'], requires: [], methods: ['bank_transfer'], payment: 'pay', effects: ['addTimelineEvent', 'countUnitsSold', 'notifyBuyer', 'mailSellerNewOrder', 'mailBuyerPaymentReceived'] },
  { action: 'markPaid', from: 'pending', to: 'processing', actors: ['system'], requires: [], payment: 'pay', effects: ['addTimelineEvent', 'countUnitsSold', 'notifyBuyer', 'mailSellerNewOrder', 'mailBuyerPaymentReceived'] },
  // A declined payment leaves the order waiting: the shopper may try again until it expires.
  { action: 'decline', from: 'pending', to: 'pending', actors: ['system'], requires: [], payment: 'decline', effects: [] },
  { action: 'ship', from: 'processing', to: 'shipped', actors: ['seller', 'admin'], requires: ['carrier', 'trackingNumber'], effects: ['addTimelineEvent', 'notifyBuyer', 'mailBuyerShipped'] },
  { action: 'deliver', from: 'shipped', to: 'delivered', actors: ['buyer', 'seller', 'admin', 'system'], requires: [], effects: ['addTimelineEvent', 'recordEarning', 'notifyBuyer', 'mailBuyerDelivered'] },
  { action: 'cancel', from: 'pending', to: 'cancelled', actors: ['buyer', 'admin'], requires: ['reason'], effects: CANCEL_UNPAID },
  // The expiry sweeper: the same cancel, and nobody awaits the payment any more.
  { action: 'cancel', from: 'pending', to: 'cancelled', actors: ['system'], requires: ['reason'], payment: 'expire', effects: CANCEL_UNPAID },
  // A paid order cancelled before it ships: stock back, units sold back, money back (by the provider for cards, by hand for transfers).
  { action: 'cancel', from: 'processing', to: 'cancelled', actors: ['buyer', 'seller', 'admin'], requires: ['reason'], payment: 'refund', effects: ['addTimelineEvent', 'releaseStock', 'refundPayment', 'uncountUnitsSold', 'notifyBuyer', 'mailBuyerCancelled'] },
  // A return: the order stays delivered, its money and the seller's earning go back.
  { action: 'refund', from: 'delivered', to: 'delivered', actors: ['admin'], requires: ['reason'], paymentIn: PAYMENT_TRANSITIONS.refund.from, payment: 'refund', effects: ['addTimelineEvent', 'refundPayment', 'uncountUnitsSold', 'mailBuyerRefunded'] },
  // A payment that arrives after its order was cancelled goes back; the timeline already says cancelled.
  { action: 'refund', from: 'cancelled', to: 'cancelled', actors: ['system'], requires: ['reason'], paymentIn: PAYMENT_TRANSITIONS.refundLate.from, payment: 'refundLate', effects: ['refundPayment', 'mailBuyerPaidTooLate'] },
] as const satisfies readonly OrderTransition[];

type Row = (typeof ORDER_TRANSITIONS)[number];

/** What the table reads of an order to decide a move. */
export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
}

const ROWS: readonly OrderTransition[] = ORDER_TRANSITIONS;

/** Why the table refuses a move: nothing leads there from this status, or the payment does not allow it. */
export type MoveRefusal = 'status' | 'paymentMethod' | 'paymentStatus';

/** The row `actor` takes for `action` on `order`, or why there is none. */
export function findTransition(order: OrderState, action: OrderAction, actor: OrderActor): OrderTransition | { refused: MoveRefusal } {
  const rows = ROWS.filter((row) => row.action === action && row.from === order.status && row.actors.includes(actor));
  if (!rows.length) return { refused: 'status' };
  const paidRight = rows.filter((row) => !row.methods || row.methods.includes(order.paymentMethod));
  if (!paidRight.length) return { refused: 'paymentMethod' };
  return paidRight.find((row) => !row.paymentIn || row.paymentIn.includes(order.paymentStatus)) ?? { refused: 'paymentStatus' };
}

export const isRefusal = (found: OrderTransition | { refused: MoveRefusal }): found is { refused: MoveRefusal } => 'refused' in found;

/** The statuses from which `actor` may ever take `action` (empty: never), whatever the payment. */
export function statusesAllowing(action: OrderAction, actor: OrderActor): OrderStatus[] {
  return [...new Set(ROWS.filter((row) => row.action === action && row.actors.includes(actor)).map((row) => row.from))];
}

/** The buttons a screen shows for `order` to a viewer acting as `actor`. */
export function availableActions(order: OrderState, actor: OrderActor): OrderAction[] {
  return [...new Set(ROWS.filter((row) => row.from === order.status && row.actors.includes(actor)).map((row) => row.action))]
    .filter((action) => !isRefusal(findTransition(order, action, actor)));
}

/**
 * An admin's Refund: the move from `order`'s status that gives the money back (a cancel before
 * shipment, a return once delivered), or null where there is none.
 */
export function refundingAction(order: OrderState, actor: OrderActor): OrderAction | null {
  return availableActions(order, actor).find((action) => {
    const row = findTransition(order, action, actor);
    return !isRefusal(row) && row.effects.includes('refundPayment');
  }) ?? null;
}

/** Statuses that hold stock: every status a move with `releaseStock` leaves from. */
export const STOCK_HELD_IN: readonly OrderStatus[] = [
  ...new Set(ROWS.filter((row) => row.effects.includes('releaseStock')).map((row) => row.from)),
];

/** A move as its caller names it: the action and the body fields its rows require. */
export type OrderMoveInput<R extends OrderTransition = Row> = {
  [A in R['action']]: { action: A } & { [F in Extract<R, { action: A }>['requires'][number]]: string };
}[R['action']];

/** The rows some person (not the system) may take: what the API's move URLs accept. */
type PersonRow = Row extends infer R ? (R extends { actors: readonly (infer A)[] } ? (Exclude<A, 'system'> extends never ? never : R) : never) : never;
export type PersonAction = PersonRow['action'];
export type PersonMoveInput = OrderMoveInput<PersonRow>;

/** The URL of each move a person makes; `:id` is the order's. Mark-paid and refund are the admin panel's. */
export const ORDER_MOVE_PATHS: Record<PersonAction, string> = {
  markPaid: '/api/admin/orders/:id/mark-paid',
  ship: '/api/orders/:id/ship',
  deliver: '/api/orders/:id/deliver',
  cancel: '/api/orders/:id/cancel',
  refund: '/api/admin/orders/:id/refund',
};

/** The fields of a move's body, as the table's `requires` lists them (none: no body). */
export function moveBody(move: OrderMoveInput): Partial<Record<OrderMoveField, string>> | undefined {
  const fields = ROWS.find((row) => row.action === move.action)!.requires;
  if (!fields.length) return undefined;
  const values = move as Partial<Record<OrderMoveField, string>>;
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}
