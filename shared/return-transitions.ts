/**
 * The one return lifecycle table (issue 25, decision 019), like the order's: each row says who may
 * move a return from where to where, what the body must carry, and what follows. The server runs
 * exactly these rows, each as one conditional update of the return plus its event, and screens
 * show a button only for a row the viewer may take.
 */
export const RETURN_STATUSES = ['requested', 'accepted', 'refused', 'shipped', 'refunded', 'closed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Still waiting on someone: holds the seller's earning and blocks another return of the same units. */
export const OPEN_RETURN_STATUSES = ['requested', 'accepted', 'shipped'] as const satisfies readonly ReturnStatus[];

export const RETURN_ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type ReturnActor = (typeof RETURN_ACTORS)[number];

export const RETURN_ACTIONS = ['request', 'accept', 'refuse', 'ship', 'receive', 'close'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/**
 * What a move does besides changing the status, in this order:
 * - `addEvent`: a row in the return's history (return_events);
 * - `restock`: when the shop says so on receipt, the units go back on sale (once per return and item);
 * - `uncountUnitsSold`: the shop's units sold go down by the units returned;
 * - `refund`: the items (and the shipping fee for `not_as_described` and `damaged`) go back to the
 *   buyer through the order's payment provider, with the ledger's reversal (payments/refunds.ts);
 * - `postLine`: a line in the order's conversation, which both sides read;
 * - `mailBuyer` / `mailSeller`: the other party hears of it, through the outbox.
 */
export const RETURN_EFFECTS = ['addEvent', 'restock', 'uncountUnitsSold', 'refund', 'postLine', 'mailBuyer', 'mailSeller'] as const;
export type ReturnEffect = (typeof RETURN_EFFECTS)[number];

export type ReturnMoveField = 'instructions' | 'reason' | 'carrier' | 'trackingNumber' | 'restock';

export interface ReturnTransition {
  action: ReturnAction;
  /** Null: the move that creates the return. */
  from: readonly ReturnStatus[] | null;
  to: ReturnStatus;
  actors: readonly ReturnActor[];
  requires: readonly ReturnMoveField[];
  effects: readonly ReturnEffect[];
}

export const RETURN_TRANSITIONS = [
  { action: 'request', from: null, to: 'requested', actors: ['buyer'], requires: [], effects: ['addEvent', 'postLine', 'mailSeller'] },
  { action: 'accept', from: ['requested'], to: 'accepted', actors: ['seller'], requires: ['instructions'], effects: ['addEvent', 'postLine', 'mailBuyer'] },
  { action: 'refuse', from: ['requested'], to: 'refused', actors: ['seller'], requires: ['reason'], effects: ['addEvent', 'postLine', 'mailBuyer'] },
  { action: 'ship', from: ['accepted'], to: 'shipped', actors: ['buyer'], requires: ['carrier', 'trackingNumber'], effects: ['addEvent', 'postLine', 'mailSeller'] },
  // Received and refunded in one move: the refund is what the buyer waits for, and nothing is left to decide.
  { action: 'receive', from: ['shipped'], to: 'refunded', actors: ['seller'], requires: ['restock'], effects: ['addEvent', 'restock', 'uncountUnitsSold', 'refund', 'postLine', 'mailBuyer'] },
  // An admin's dispute decision ends a return still open; its refund, if any, is the dispute's.
  { action: 'close', from: ['requested', 'accepted', 'shipped'], to: 'closed', actors: ['admin'], requires: ['reason'], effects: ['addEvent', 'postLine'] },
] as const satisfies readonly ReturnTransition[];

const ROWS: readonly ReturnTransition[] = RETURN_TRANSITIONS;

/** The row `actor` takes for `action` on a return in `status`, or null when the table has none. */
export function findReturnTransition(status: ReturnStatus | null, action: ReturnAction, actor: ReturnActor): ReturnTransition | null {
  return ROWS.find((row) => row.action === action && row.actors.includes(actor)
    && (row.from === null ? status === null : status !== null && row.from.includes(status))) ?? null;
}

/** The buttons a screen shows for a return in `status` to a viewer acting as `actor`. */
export function availableReturnActions(status: ReturnStatus, actor: ReturnActor): ReturnAction[] {
  return ROWS.filter((row) => row.from?.includes(status) && row.actors.includes(actor)).map((row) => row.action);
}

export const isOpenReturn = (status: ReturnStatus): boolean => (OPEN_RETURN_STATUSES as readonly ReturnStatus[]).includes(status);
