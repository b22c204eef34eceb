import type { NotAppliedCode, OrderCode } from '@shared/promotion-limits';

/** A kept code as its chip names it: "Shop code · Concrete Saints" or "Threadline code". */
export function keptCodeLabel(code: { fundedBy: OrderCode['fundedBy']; businessName: string | null }): string {
  return code.fundedBy === 'platform' || !code.businessName ? 'Threadline code' : `Shop code · ${code.businessName}`;
}

/** Who pays for a code's share of one seller order: that order's shop, or Threadline. */
export function funderName(code: Pick<OrderCode, 'fundedBy'>, businessName: string): string {
  return code.fundedBy === 'platform' ? 'Threadline' : businessName;
}

/** Codes are matched without regard to case (decision 020): "saints10" kept is "SAINTS10" quoted. */
const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Why a kept code takes nothing off now (the quote's words), or null when it applies. */
export function notAppliedReason(code: string, notApplied: readonly NotAppliedCode[] | undefined): string | null {
  return notApplied?.find((each) => sameCode(each.code, code))?.reason ?? null;
}

/**
 * The shop code a newly applied one took the place of: a shopper keeps one code per shop, and the
 * server replaces the old one without a word, so the screen says it.
 */
export function replacedShopCode(
  before: readonly { code: string; fundedBy: OrderCode['fundedBy']; businessName: string | null }[],
  after: readonly { code: string; fundedBy: OrderCode['fundedBy']; businessName: string | null }[],
  applied: string,
): { code: string; businessName: string } | null {
  const now = after.find((each) => sameCode(each.code, applied));
  if (!now || now.fundedBy !== 'seller' || !now.businessName) return null;
  const gone = before.find((each) => each.fundedBy === 'seller' && each.businessName === now.businessName
    && !sameCode(each.code, applied) && !after.some((kept) => sameCode(kept.code, each.code)));
  return gone ? { code: gone.code, businessName: now.businessName } : null;
}

/**
 * Cart lines in the quote's seller orders, in the quote's order, so each order's discount can
 * stand under its own lines; lines the quote does not price (no longer sold) come last, apart.
 */
export function linesByOrder<Line extends { product: { sellerId: number | null; isAvailable: boolean } }, Order extends { sellerId: number }>(
  lines: readonly Line[],
  orders: readonly Order[],
): { orders: { order: Order; lines: Line[] }[]; unpriced: Line[] } {
  const inOrder = (line: Line, sellerId: number) => line.product.isAvailable && line.product.sellerId === sellerId;
  return {
    orders: orders.map((order) => ({ order, lines: lines.filter((line) => inOrder(line, order.sellerId)) })),
    unpriced: lines.filter((line) => !orders.some((order) => inOrder(line, order.sellerId))),
  };
}
