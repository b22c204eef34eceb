import { fromCents, percentOf, type BasisPoints } from './money.js';
import { PROMOTION_MESSAGES, type PromotionFunder, type PromotionKind } from './promotion-limits.js';

/**
 * The arithmetic of codes (decision 020), in integer cents. A shop's code takes its discount off
 * that shop's lines only; then a platform code takes its discount off what is left of the lines
 * in its scope, split across the seller orders in proportion to their subtotals and within each
 * order across its lines, by largest remainder, so every split adds up to the cent.
 */

/** A code as the quote reads it: the promotion, and the uses left overall and for this shopper. */
export interface CodeRule {
  promotionId: number;
  code: string;
  fundedBy: PromotionFunder;
  /** The shop of a shop code; null for a platform code. */
  sellerId: number | null;
  kind: PromotionKind;
  /** Basis points for a percent, cents for a fixed amount. */
  value: number;
  minSubtotalCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  productIds: number[] | null;
  /** Platform codes: the shops in scope, null for all. */
  sellerIds: number[] | null;
  /** Null: no limit. */
  usesLeft: number | null;
  customerUsesLeft: number | null;
}

export interface DiscountLine {
  sellerId: number;
  businessName: string;
  productId: number;
  lineTotalCents: number;
}

export interface LineDiscount {
  shopDiscountCents: number;
  platformDiscountCents: number;
}

export interface AppliedCodeAmount {
  promotionId: number;
  code: string;
  fundedBy: PromotionFunder;
  /** The whole discount of the code across the cart. */
  amountCents: number;
  /** Its share on each seller order. */
  perSeller: Map<number, number>;
}

export interface CodeDiscounts {
  /** One per input line, in the same order. */
  lines: LineDiscount[];
  applied: AppliedCodeAmount[];
  notApplied: { promotionId: number; code: string; reason: string }[];
}

/**
 * Splits `total` cents in proportion to `weights` (whole, non-negative): each share is rounded
 * down, and the cents left go one each to the largest remainders (the earlier on a tie), so the
 * shares add up to the total exactly and none is more than its weight when the total is not.
 */
export function largestRemainder(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** What a code takes off `baseCents`: a percent rounded half up, or a fixed amount capped at the base. */
export function codeAmount(kind: PromotionKind, value: number, baseCents: number): number {
  if (baseCents <= 0) return 0;
  return kind === 'percent' ? Math.min(baseCents, percentOf(baseCents, value as BasisPoints)) : Math.min(value, baseCents);
}

/** Why a code takes nothing off now, or null when it applies: its window and its uses. */
export function unavailableReason(rule: CodeRule, now: Date): string | null {
  if (rule.startsAt && now < rule.startsAt) return PROMOTION_MESSAGES.notStarted;
  if (rule.endsAt && now >= rule.endsAt) return PROMOTION_MESSAGES.expired;
  if (rule.usesLeft !== null && rule.usesLeft <= 0) return PROMOTION_MESSAGES.usedUp;
  if (rule.customerUsesLeft !== null && rule.customerUsesLeft <= 0) return PROMOTION_MESSAGES.alreadyUsed;
  return null;
}

const inScope = (rule: CodeRule, line: DiscountLine) =>
  (rule.fundedBy === 'seller' ? line.sellerId === rule.sellerId : rule.sellerIds === null || rule.sellerIds.includes(line.sellerId))
  && (rule.productIds === null || rule.productIds.includes(line.productId));

/** The lines whose subtotal a code's minimum counts: all of its shop's lines, or the platform code's lines in scope. */
function minimumBase(rule: CodeRule, lines: DiscountLine[]): { cents: number; where: string } {
  if (rule.fundedBy === 'seller') {
    const shop = lines.filter((line) => line.sellerId === rule.sellerId);
    return { cents: shop.reduce((sum, line) => sum + line.lineTotalCents, 0), where: `${shop[0]?.businessName ?? 'this shop'} items` };
  }
  const counted = lines.filter((line) => inScope(rule, line));
  return { cents: counted.reduce((sum, line) => sum + line.lineTotalCents, 0), where: rule.sellerIds ? 'items from the shops this code is for' : 'your cart' };
}

/**
 * Applies the shopper's codes to the cart's lines: every shop code first (one per shop: a second
 * for the same shop is ignored), then one platform code on what the shop codes left.
 */
export function applyCodes(lines: DiscountLine[], rules: CodeRule[], now: Date): CodeDiscounts {
  const discounts: LineDiscount[] = lines.map(() => ({ shopDiscountCents: 0, platformDiscountCents: 0 }));
  const result: CodeDiscounts = { lines: discounts, applied: [], notApplied: [] };
  const shopsDone = new Set<number>();
  let platformDone = false;
  const ordered = [...rules.filter((rule) => rule.fundedBy === 'seller'), ...rules.filter((rule) => rule.fundedBy === 'platform')];

  for (const rule of ordered) {
    if (rule.fundedBy === 'seller' ? shopsDone.has(rule.sellerId!) : platformDone) continue;
    const refuse = (reason: string) => result.notApplied.push({ promotionId: rule.promotionId, code: rule.code, reason });
    const unavailable = unavailableReason(rule, now);
    if (unavailable) { refuse(unavailable); continue; }
    const eligible = lines.map((line, index) => ({ line, index })).filter(({ line }) => inScope(rule, line));
    if (!eligible.length) { refuse(PROMOTION_MESSAGES.noItems); continue; }
    const minimum = minimumBase(rule, lines);
    if (rule.minSubtotalCents !== null && minimum.cents < rule.minSubtotalCents) {
      refuse(PROMOTION_MESSAGES.minimum(`$${fromCents(rule.minSubtotalCents)}`, minimum.where));
      continue;
    }

    // What each eligible line still costs: a platform code counts what the shop's code left.
    const left = eligible.map(({ index, line }) => line.lineTotalCents - discounts[index]!.shopDiscountCents);
    const amount = codeAmount(rule.kind, rule.value, left.reduce((a, b) => a + b, 0));
    if (amount === 0) { refuse(PROMOTION_MESSAGES.noItems); continue; }

    const perSeller = new Map<number, number>();
    if (rule.fundedBy === 'seller') {
      largestRemainder(amount, left).forEach((share, at) => { discounts[eligible[at]!.index]!.shopDiscountCents += share; });
      perSeller.set(rule.sellerId!, amount);
      shopsDone.add(rule.sellerId!);
    } else {
      // First across the seller orders by their subtotals in scope, then within each across its lines.
      const sellers = [...new Set(eligible.map(({ line }) => line.sellerId))];
      const sellerBases = sellers.map((sellerId) => eligible.reduce((sum, { line }, at) => sum + (line.sellerId === sellerId ? left[at]! : 0), 0));
      largestRemainder(amount, sellerBases).forEach((sellerShare, s) => {
        const sellerId = sellers[s]!;
        perSeller.set(sellerId, sellerShare);
        const own = eligible.map((entry, at) => ({ ...entry, left: left[at]! })).filter(({ line }) => line.sellerId === sellerId);
        largestRemainder(sellerShare, own.map((entry) => entry.left)).forEach((share, at) => { discounts[own[at]!.index]!.platformDiscountCents += share; });
      });
      platformDone = true;
    }
    result.applied.push({ promotionId: rule.promotionId, code: rule.code, fundedBy: rule.fundedBy, amountCents: amount, perSeller });
  }
  return result;
}

/**
 * A share of a line's discount for `units` of its `quantity` after `unitsBefore` were refunded: the
 * shares of every partial refund of a line add up to its whole discount.
 */
export function unitsShare(discountCents: number, quantity: number, unitsBefore: number, units: number): number {
  return Math.floor((discountCents * (unitsBefore + units)) / quantity) - Math.floor((discountCents * unitsBefore) / quantity);
}

/**
 * What a refund of `units` of an order line gives back to the buyer (the line's price less its
 * discounts, pro rata) and how much of that line's platform discount returns to the platform.
 */
export function refundedGoods(
  line: { unitPriceCents: number; quantity: number; shopDiscountCents: number; platformDiscountCents: number },
  unitsBefore: number,
  units: number,
): { paidCents: number; platformDiscountCents: number } {
  const listCents = line.unitPriceCents * units;
  const shop = unitsShare(line.shopDiscountCents, line.quantity, unitsBefore, units);
  const platform = unitsShare(line.platformDiscountCents, line.quantity, unitsBefore, units);
  return { paidCents: listCents - shop - platform, platformDiscountCents: platform };
}
