import { formatPrice } from '@shared/money';
import type { PromotionKind, PromotionReply, PromotionState, ScheduledSaleStatus } from '@shared/promotion-schemas';

/** "15% off", "12.5% off", "$5.00 off": a promotion's value as its owner reads it. */
export function formatPromotionValue(kind: PromotionKind, value: string): string {
  if (kind === 'fixed') return `${formatPrice(value)} off`;
  return `${trimPercent(value)}% off`;
}

/** "15.00" -> "15", "12.50" -> "12.5": a percent without the zeros the API pads it with. */
export function trimPercent(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** "3 / 10" with a limit, "3 used" without one. */
export function formatUses(usedCount: number, usageLimit: number | null): string {
  return usageLimit === null ? `${usedCount} used` : `${usedCount} / ${usageLimit}`;
}

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const show = (iso: string) => moment.format(new Date(iso));

/** The window in the reader's time zone: "Always", "From …", "Until …", "… to …". */
export function formatWindow(startsAt: string | null, endsAt: string | null): string {
  if (startsAt && endsAt) return `${show(startsAt)} to ${show(endsAt)}`;
  if (startsAt) return `From ${show(startsAt)}`;
  if (endsAt) return `Until ${show(endsAt)}`;
  return 'Always';
}

/** A promotion's scope in words: whole shop or cart, or how many products or shops it is limited to. */
export function formatScope(promotion: Pick<PromotionReply, 'fundedBy' | 'productIds' | 'sellerIds'>): string {
  const parts: string[] = [];
  if (promotion.sellerIds?.length) parts.push(count(promotion.sellerIds.length, 'shop'));
  if (promotion.productIds?.length) parts.push(count(promotion.productIds.length, 'product'));
  if (parts.length) return parts.join(', ');
  return promotion.fundedBy === 'platform' ? 'Whole cart' : 'Whole shop';
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const PROMOTION_STATE_LABELS: Record<PromotionState, string> = {
  scheduled: 'Scheduled', active: 'Active', expired: 'Expired', used_up: 'Used up',
};

export const SALE_STATUS_LABELS: Record<ScheduledSaleStatus, string> = {
  scheduled: 'Scheduled', live: 'Live', ended: 'Ended',
};
