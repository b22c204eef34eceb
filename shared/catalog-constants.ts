import { basisPoints, fromCents } from './money.js';
import { EXPRESS_SHIPPING_CENTS, FREE_STANDARD_SHIPPING_FROM_CENTS, STANDARD_SHIPPING_CENTS } from './order-quote.js';

export const PRODUCT_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL', '7XL'] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/** Spellings shoppers and CSV files use for sizes, read as the catalogue's own. */
const SIZE_ALIASES: Record<string, ProductSize> = { XXL: '2XL', XXXL: '3XL' };

/** A size as a person, an address or a file spells it ("xxl", " m "), as the catalogue's own; null when it is none. */
export function readSize(raw: string): ProductSize | null {
  const upper = raw.trim().toUpperCase();
  const size = SIZE_ALIASES[upper] ?? upper;
  return PRODUCT_SIZES.find((known) => known === size) ?? null;
}

/** The filter bar offers XS to XXL; its "XXL" is the size 2XL (DECISIONS.md). */
export const FILTER_SIZES: ReadonlyArray<{ label: string; value: ProductSize }> = [
  { label: 'XS', value: 'XS' },
  { label: 'S', value: 'S' },
  { label: 'M', value: 'M' },
  { label: 'L', value: 'L' },
  { label: 'XL', value: 'XL' },
  { label: 'XXL', value: '2XL' },
];

export const PRESET_COLORS = ['Black', 'White', 'Gray', 'Navy', 'Red', 'Pink', 'Green', 'Blue'] as const;

export const PRODUCT_SORTS = ['popular', 'price-low', 'price-high', 'newest', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SELLER_SORTS = ['rating', 'newest', 'oldest', 'name'] as const;
export type SellerSort = (typeof SELLER_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
export const FEATURED_SELLERS_LIMIT = 8;

export const NEW_BADGE_DAYS = 7;
export const CARD_SIZES_SHOWN = 4;
export const MAX_CART_QUANTITY = 10;

/**
 * The words shown to shoppers; the amounts are the ones checkout charges (per seller order), as
 * decimal strings like the API's, for `formatPrice` wherever they are shown.
 */
export const SHIPPING = {
  freeOver: fromCents(FREE_STANDARD_SHIPPING_FROM_CENTS),
  standard: { label: 'Standard', days: '5-7 business days', price: fromCents(STANDARD_SHIPPING_CENTS) },
  express: { label: 'Express', days: '2-3 business days', price: fromCents(EXPRESS_SHIPPING_CENTS) },
  returnDays: 30,
} as const;

/** The platform's share of each sale unless an admin sets a seller's own rate (the sellers table's default). */
const DEFAULT_COMMISSION_RATE = basisPoints(1_500);
export const COMMISSION = {
  defaultRate: DEFAULT_COMMISSION_RATE,
  /** The default split in whole percent, for the texts that state it ("the platform takes 15%"). */
  platformPercent: DEFAULT_COMMISSION_RATE / 100,
  sellerPercent: (10_000 - DEFAULT_COMMISSION_RATE) / 100,
} as const;

export function isNewProduct(createdAt: string, now: Date = new Date()): boolean {
  const ageMs = now.getTime() - new Date(createdAt).getTime();
  return ageMs >= 0 && ageMs < NEW_BADGE_DAYS * 24 * 60 * 60 * 1000;
}
