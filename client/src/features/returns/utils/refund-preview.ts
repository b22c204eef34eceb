import { asCents, toCents, type Cents } from '@shared/money';
import { SHIPPING_REFUNDED_FOR, type OrderReturns, type ReturnReason } from '@shared/return-schemas';
import type { OrderReply } from '@shared/orders-schemas';

/** An item of the order the buyer may still send back, and how many of it at most. */
export interface ReturnableLine {
  item: OrderReply['items'][number];
  max: number;
}

/**
 * The order's items the buyer may still return, in the order's own order: the server says how many
 * units of each are left (bought, less what is already returned or being returned); none left, no line.
 */
export function returnableLines(items: OrderReply['items'], returnable: NonNullable<OrderReturns['returnable']>): ReturnableLine[] {
  const left = new Map(returnable.items.map((entry) => [entry.orderItemId, entry.quantity]));
  return items.flatMap((item) => {
    const max = Math.min(left.get(item.id) ?? 0, item.quantity);
    return max > 0 ? [{ item, max }] : [];
  });
}

/** A typed quantity held to 0..max, whole units. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.trunc(value)));
}

export interface RefundPreview {
  itemsCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

/**
 * What a return would give back, as the server will compute it on receipt: the chosen units at the
 * price paid, plus the order's shipping fee when the shop is at fault (not as described, damaged),
 * unless an earlier return of the order already claims it.
 */
export function refundPreview(args: {
  lines: ReadonlyArray<ReturnableLine>;
  quantities: Readonly<Record<number, number>>;
  reason: ReturnReason | '';
  shippingFee: string;
  shippingClaimed: boolean;
}): RefundPreview {
  const itemsCents = args.lines.reduce((sum, line) => sum + toCents(line.item.price) * clampQuantity(args.quantities[line.item.id] ?? 0, line.max), 0);
  const shopAtFault = args.reason !== '' && SHIPPING_REFUNDED_FOR.includes(args.reason);
  const shippingCents = itemsCents > 0 && shopAtFault && !args.shippingClaimed ? toCents(args.shippingFee) : 0;
  return { itemsCents: asCents(itemsCents), shippingCents: asCents(shippingCents), totalCents: asCents(itemsCents + shippingCents) };
}

/** Whether an earlier return of the order, still alive or refunded, already gives the shipping fee back. */
export function shippingClaimed(returns: OrderReturns['returns']): boolean {
  return returns.some((entry) => SHIPPING_REFUNDED_FOR.includes(entry.reason) && entry.status !== 'refused' && entry.status !== 'closed');
}

/** The items of the form as the API takes them: only those with at least one unit. */
export function chosenItems(lines: ReadonlyArray<ReturnableLine>, quantities: Readonly<Record<number, number>>): { orderItemId: number; quantity: number }[] {
  return lines.flatMap((line) => {
    const quantity = clampQuantity(quantities[line.item.id] ?? 0, line.max);
    return quantity > 0 ? [{ orderItemId: line.item.id, quantity }] : [];
  });
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** "12 Dec": the last day returns are accepted, in the reader's time zone. */
export function formatDeadline(iso: string): string {
  return dayMonth.format(new Date(iso));
}

/** The checkout an order belongs to: a seller order is numbered `{checkout number}-{n}` (checkout.service). */
export function checkoutNumberOf(orderNumber: string): string {
  return orderNumber.replace(/-\d+$/, '');
}
