import type { Db } from '../../db/client.js';
import { AppError, unprocessable } from '../../errors.js';
import type { CartLine } from '../../../shared/cart-schemas.js';
import { toCents } from '../../../shared/money.js';
import { applyCodes, type CodeRule, type DiscountLine } from '../../../shared/promotion-math.js';
import { codeKey, PROMOTION_MESSAGES, type CartWithCodes } from '../../../shared/promotion-schemas.js';
import type { CartService } from '../cart/cart.service.js';
import { codeRulesOfCart, countShopperUses, ruleOf, type PromotionRow } from './code-rules.repo.js';
import { dropKeptCodes, findCandidates, hasUsedCode, keepCode, listKeptCodes, lockShopperCodes } from './cart-codes.repo.js';

/** One answer for "no such code", "not for your cart", "not started" and "expired before you used it" (decision 020). */
const invalidCode = () => new AppError('not_found', PROMOTION_MESSAGES.invalid);
const notKept = () => new AppError('not_found', PROMOTION_MESSAGES.notKept);

/** Only lines a shopper may still buy count, as at checkout. */
const isBuyable = (line: CartLine) => line.product.isAvailable && line.product.sellerId !== null;

function discountLineOf(line: CartLine): DiscountLine {
  return {
    sellerId: line.product.sellerId!, businessName: line.product.seller?.businessName ?? '', productId: line.productId,
    lineTotalCents: toCents(line.product.price) * line.quantity,
  };
}

/** A shop code's owner is its shop; every platform code has the one owner. */
const ownerOf = (promotion: { sellerId: number | null }) => promotion.sellerId ?? 0;

type Outcome = { promotion: PromotionRow; refusal: null } | { promotion: PromotionRow; refusal: AppError };

/**
 * The codes a shopper keeps on their cart (decision 020): typed, checked against the cart as the
 * quote will price it, kept one per owner, and listed back only to them.
 */
export function createCartCodesService(deps: { db: Db; cart: CartService; now?: () => Date }) {
  const { db, cart } = deps;
  const now = deps.now ?? (() => new Date());

  async function withCodes(userId: number, items?: CartLine[]): Promise<CartWithCodes> {
    return { items: items ?? await cart.list(userId), codes: await listKeptCodes(db, userId) };
  }

  /**
   * What one candidate does on this cart: applies, or the reason it does not. A code not started,
   * or expired before this shopper ever used it, answers like a code that does not exist. The rest
   * is the quote's own arithmetic, with the shopper's other owners' codes, so that a platform code
   * is judged on what the shop codes leave.
   */
  async function outcomeOf(promotion: PromotionRow, userId: number, lines: DiscountLine[], kept: CodeRule[], at: Date): Promise<Outcome> {
    if (promotion.startsAt && at < promotion.startsAt) return { promotion, refusal: invalidCode() };
    if (promotion.endsAt && at >= promotion.endsAt) {
      return { promotion, refusal: (await hasUsedCode(db, promotion.id, userId)) ? unprocessable(PROMOTION_MESSAGES.expired) : invalidCode() };
    }
    const rule = ruleOf(promotion, await countShopperUses(db, promotion.id, userId));
    const others = kept.filter((other) => ownerOf(other) !== ownerOf(promotion));
    const refused = applyCodes(lines, [...others, rule], at).notApplied.find((code) => code.promotionId === promotion.id);
    return { promotion, refusal: refused ? unprocessable(refused.reason) : null };
  }

  return {
    list: (userId: number) => withCodes(userId),

    /**
     * Keeps every candidate that applies (a platform code and a shop code may share a spelling);
     * when none does, the most telling refusal: a reason (422) before "not valid" (404).
     */
    async apply(userId: number, typed: string): Promise<CartWithCodes> {
      const items = await cart.list(userId);
      const lines = items.filter(isBuyable).map(discountLineOf);
      const candidates = await findCandidates(db, codeKey(typed), [...new Set(lines.map((line) => line.sellerId))]);
      if (!candidates.length) throw invalidCode();
      const at = now();
      const kept = await codeRulesOfCart(db, userId);
      const outcomes: Outcome[] = [];
      for (const promotion of candidates) outcomes.push(await outcomeOf(promotion, userId, lines, kept, at));

      const applying = outcomes.filter((outcome) => outcome.refusal === null).map((outcome) => outcome.promotion);
      if (!applying.length) {
        const refusals = outcomes.map((outcome) => outcome.refusal!);
        throw refusals.find((refusal) => refusal.kind === 'unprocessable') ?? refusals[0]!;
      }
      const keptAny = await db.transaction(async (tx) => {
        await lockShopperCodes(tx, userId);
        let any = false;
        for (const promotion of applying) any = (await keepCode(tx, userId, promotion)) || any;
        return any;
      });
      // Deleted by its owner in the meantime: as if it had never existed.
      if (!keptAny) throw invalidCode();
      return withCodes(userId, items);
    },

    async remove(userId: number, typed: string): Promise<CartWithCodes> {
      if (!(await dropKeptCodes(db, userId, codeKey(typed)))) throw notKept();
      return withCodes(userId);
    },
  };
}

export type CartCodesService = ReturnType<typeof createCartCodesService>;
