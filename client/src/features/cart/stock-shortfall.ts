import type { CartLine } from '@shared/cart-schemas';

export type StockShortfall = { kind: 'soldOut' } | { kind: 'onlyLeft'; left: number };

/**
 * A line wanting more than its size and colour has now (another buyer took it meanwhile): the
 * drawer and the checkout summary mark it so the shopper can remove it or take what is left.
 */
export function stockShortfall(line: Pick<CartLine, 'quantity' | 'stock'> & { product: { isAvailable: boolean } }): StockShortfall | null {
  if (!line.product.isAvailable || line.quantity <= line.stock) return null;
  return line.stock <= 0 ? { kind: 'soldOut' } : { kind: 'onlyLeft', left: line.stock };
}

export const shortfallLabel = (shortfall: StockShortfall) => (shortfall.kind === 'soldOut' ? 'Sold out' : `Only ${shortfall.left} left`);
