/**
 * The one order lifecycle table: the server allows exactly these moves, and screens show a
 * button only for a move the viewer's role may make from the order's status.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const ORDER_ACTIONS = ['markPaid', 'ship', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface OrderTransition {
  action: OrderAction;
  from: OrderStatus;
  to: OrderStatus;
  actors: readonly OrderActor[];
  /** Body fields the move needs. */
  requires: readonly ('carrier' | 'trackingNumber' | 'reason')[];
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { action: 'markPaid', from: 'pending', to: 'processing', actors: ['admin', 'system'], requires: [] },
  { action: 'ship', from: 'processing', to: 'shipped', actors: ['seller', 'admin'], requires: ['carrier', 'trackingNumber'] },
  { action: 'deliver', from: 'shipped', to: 'delivered', actors: ['buyer', 'seller', 'admin', 'system'], requires: [] },
  { action: 'cancel', from: 'pending', to: 'cancelled', actors: ['buyer', 'admin', 'system'], requires: ['reason'] },
  { action: 'cancel', from: 'processing', to: 'cancelled', actors: ['buyer', 'seller', 'admin'], requires: ['reason'] },
];

/** The statuses from which `actor` may take `action` (empty: never). */
export function statusesAllowing(action: OrderAction, actor: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((row) => row.action === action && row.actors.includes(actor)).map((row) => row.from);
}

export function targetOf(action: OrderAction): OrderStatus {
  return ORDER_TRANSITIONS.find((row) => row.action === action)!.to;
}

/** The buttons a screen shows for an order in `status` to a viewer acting as `actor`. */
export function availableActions(status: OrderStatus, actor: OrderActor): OrderAction[] {
  return ORDER_TRANSITIONS.filter((row) => row.from === status && row.actors.includes(actor)).map((row) => row.action);
}

/** Stock goes back when an order is cancelled before it ships. */
export const STOCK_HELD_IN: readonly OrderStatus[] = ['pending', 'processing'];
