import { basisPoints, percentOf, type Cents } from './money.js';

/**
 * A scheduled sale's price (decision 020): price × (100 − percent) / 100, rounded half up to the
 * cent, at least $0.01 and never above the price. The server sets it when the sale starts; the
 * seller's form shows it before.
 */
export function salePriceCents(priceCents: number, percent: number): Cents {
  const sale = Math.max(1, percentOf(priceCents, basisPoints((100 - percent) * 100)));
  return Math.min(priceCents, sale) as Cents;
}
