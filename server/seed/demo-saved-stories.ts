import type { Random } from './random.js';

/** A demo product as the favourites and alerts plan reads it. */
export interface SavedProduct {
  id: number;
  sellerId: number;
  name: string;
  price: string;
  originalPrice: string | null;
  isFeatured: boolean;
  stock: number;
  totalReviews: number;
  createdAt: Date;
  variants: Array<{ id: number; size: string; color: string; stock: number }>;
}

/**
 * The moments that make favourites show something: which products went on sale and when, which
 * sold out or came back, which one its shop paused. Everything else about a product is as seeded.
 */
export interface SavedStories {
  /** On sale now: the sale began at this moment, the price before it was `originalPrice`. */
  saleStart: Map<number, number>;
  /** Every size sold out at `at`; shoppers wait for some of them. */
  soldOut: { product: SavedProduct; at: number };
  /** One size and colour sold out at `at`; the rest of the product still sells. */
  sizeSoldOut: { product: SavedProduct; variant: SavedProduct['variants'][number]; at: number };
  /** Sold out from `soldOutAt` until `at`, when its shop restocked it and the waiting shoppers were told. */
  restocked: { product: SavedProduct; variant: SavedProduct['variants'][number]; soldOutAt: number; at: number };
  /** Paused by its shop at `at`: its savers see it as unavailable. */
  paused: { product: SavedProduct; at: number };
  /** On sale, for the shopper: one with price alerts on (told), one with them off. */
  toldSale: SavedProduct;
  quietSale: SavedProduct | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 3_600_000;
/** Kept as they are: the storefront's first cards (most reviewed, newest), which the end-to-end tests open. */
const UNTOUCHED_FRONT = 4;

export const isOnSale = (product: SavedProduct) => product.originalPrice !== null && Number(product.originalPrice) > Number(product.price);

/**
 * Picks the products of each story from the listed ones. Only the ones that change (sold out,
 * paused) avoid the storefront's first cards and the documented seller's shop, whose tests
 * expect their stock as seeded.
 */
export function pickStories(random: Random, listed: SavedProduct[], documentedShopId: number, now: number): SavedStories {
  const front = new Set([
    ...[...listed].sort((a, b) => b.totalReviews - a.totalReviews || a.id - b.id).slice(0, UNTOUCHED_FRONT),
    ...[...listed].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, UNTOUCHED_FRONT),
  ].map((product) => product.id));
  const old = (product: SavedProduct, days: number) => product.createdAt.getTime() < now - days * DAY_MS;
  const plain = random.sample(listed.filter((p) => !isOnSale(p) && p.stock > 0 && old(p, 20)), listed.length)
    .sort((a, b) => Number(a.isFeatured) - Number(b.isFeatured));
  const taken = new Set<number>();
  const take = (ok: (product: SavedProduct) => boolean, what: string) => {
    const product = plain.find((p) => !taken.has(p.id) && ok(p));
    if (!product) throw new Error(`The demo catalogue has no product for its ${what} story`);
    taken.add(product.id);
    return product;
  };
  const changeable = (p: SavedProduct) => !front.has(p.id) && p.sellerId !== documentedShopId && p.variants.filter((v) => v.stock > 0).length >= 2;

  const soldOut = take(changeable, 'sold-out');
  const sizeSoldOut = take(changeable, 'size sold out');
  const paused = take(changeable, 'paused');
  const restocked = take((p) => p.variants.some((v) => v.stock > 0), 'restock');
  const restockedAt = now - (8 + random.next() * 6) * HOUR_MS;

  const sales = random.sample(listed.filter((p) => isOnSale(p) && old(p, 5)), listed.length);
  if (!sales.length) throw new Error('The demo catalogue has no product on sale');
  const saleStart = new Map(listed.filter(isOnSale).map((p) => [p.id, p.createdAt.getTime() + (0.3 + random.next() * 0.65) * (now - p.createdAt.getTime())]));
  // The shopper heard of this one's sale yesterday: still unread.
  saleStart.set(sales[0]!.id, now - (18 + random.next() * 6) * HOUR_MS);

  const sizeVariants = sizeSoldOut.variants.filter((v) => v.stock > 0);
  return {
    saleStart,
    soldOut: { product: soldOut, at: now - (1 + random.next() * 5) * DAY_MS },
    sizeSoldOut: { product: sizeSoldOut, variant: sizeVariants.at(-1)!, at: now - (4 + random.next() * 6) * DAY_MS },
    restocked: {
      product: restocked, variant: random.pick(restocked.variants.filter((v) => v.stock > 0)),
      soldOutAt: restockedAt - (6 + random.next() * 8) * DAY_MS, at: restockedAt,
    },
    paused: { product: paused, at: now - (2 + random.next() * 6) * DAY_MS },
    toldSale: sales[0]!,
    quietSale: sales[1] ?? null,
  };
}
