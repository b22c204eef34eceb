import type { favourites, stockAlerts } from '../db/schema/index.js';
import { toCents } from '../../shared/money.js';
import { isToldDrop } from '../../shared/notification-schemas.js';
import { between, weightedSample } from './demo-follows.js';
import { isOnSale, type SavedProduct, type SavedStories } from './demo-saved-stories.js';
import type { Random } from './random.js';

type FavouriteRow = typeof favourites.$inferInsert;
type AlertRow = typeof stockAlerts.$inferInsert;

/** A notification the fan-out sent: who heard, about what, when, with the words of that moment. */
export interface Told {
  userId: number;
  product: SavedProduct;
  at: number;
  oldPrice?: string;
  variant?: { size: string; color: string };
}

export interface SavedPlan {
  favourites: FavouriteRow[];
  /** Still waiting: the size is sold out now. */
  alerts: AlertRow[];
  priceDrops: Told[];
  restocks: Told[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 3_600_000;
/** Favourites reach back this far. */
const SAVED_DAYS = 120;
const BUYER_FAVOURITES = [2, 3, 4, 5, 6, 7];

/**
 * Saves one product for one person as the PUT would have at `savedAt`: the price and stock of that
 * moment, and the price last told (`alertPrice`) as the fan-out would have left it since.
 */
function save(plan: SavedPlan, stories: SavedStories, userId: number, product: SavedProduct, savedAt: number, priceAlerts: boolean) {
  const saleStart = stories.saleStart.get(product.id);
  const beforeSale = isOnSale(product) && saleStart !== undefined && savedAt < saleStart;
  const savedPrice = beforeSale ? product.originalPrice! : product.price;
  const told = beforeSale && priceAlerts && isToldDrop(toCents(savedPrice), toCents(product.price));
  if (told) plan.priceDrops.push({ userId, product, at: saleStart!, oldPrice: savedPrice });
  const { soldOut, restocked } = stories;
  const soldOutThen = (product.id === soldOut.product.id && savedAt >= soldOut.at)
    || (product.id === restocked.product.id && savedAt >= restocked.soldOutAt && savedAt < restocked.at)
    || product.stock === 0;
  plan.favourites.push({
    userId, productId: product.id, savedPrice, savedInStock: !soldOutThen, priceAlerts, alertPrice: told ? product.price : savedPrice,
    createdAt: new Date(savedAt),
  });
}

/** Waiting for a sold-out size since `at`; for the restocked one, told and the alert gone. */
function wait(plan: SavedPlan, stories: SavedStories, userId: number, product: SavedProduct, variant: { size: string; color: string }, at: number) {
  if (product.id === stories.restocked.product.id) plan.restocks.push({ userId, product, variant, at: stories.restocked.at });
  else plan.alerts.push({ userId, productId: product.id, size: variant.size, color: variant.color, createdAt: new Date(at) });
}

/**
 * The demo shopper's eight favourites, one of each change the favourites page shows: a price cut
 * they heard of, one with alerts off, back in stock (they waited for a size and were told), sold
 * out (they wait for a size), paused by its shop (unavailable), and three as saved. They also wait for a
 * size of another product that sold out in that size only.
 */
export function planShopperSaved(plan: SavedPlan, stories: SavedStories, random: Random, userId: number, others: SavedProduct[], now: number) {
  const { soldOut, sizeSoldOut, restocked, paused, toldSale, quietSale } = stories;
  const sinceListed = (product: SavedProduct, until: number, days = 40) =>
    between(random, Math.max(product.createdAt.getTime() + HOUR_MS, until - days * DAY_MS), until).getTime();
  save(plan, stories, userId, toldSale, sinceListed(toldSale, stories.saleStart.get(toldSale.id)! - DAY_MS), true);
  if (quietSale) save(plan, stories, userId, quietSale, sinceListed(quietSale, stories.saleStart.get(quietSale.id)! - HOUR_MS), false);
  const waitedSince = sinceListed(restocked.product, restocked.at - HOUR_MS, (restocked.at - restocked.soldOutAt) / DAY_MS);
  save(plan, stories, userId, restocked.product, waitedSince, true);
  wait(plan, stories, userId, restocked.product, restocked.variant, waitedSince);
  save(plan, stories, userId, soldOut.product, sinceListed(soldOut.product, soldOut.at - DAY_MS), true);
  const size = soldOut.product.variants.find((v) => v.size === 'M') ?? soldOut.product.variants[0]!;
  wait(plan, stories, userId, soldOut.product, size, between(random, soldOut.at, now - HOUR_MS).getTime());
  wait(plan, stories, userId, sizeSoldOut.product, sizeSoldOut.variant, between(random, sizeSoldOut.at, now - HOUR_MS).getTime());
  save(plan, stories, userId, paused.product, sinceListed(paused.product, paused.at - DAY_MS), true);
  for (const product of others) save(plan, stories, userId, product, sinceListed(product, now - HOUR_MS, 60), true);
}

/**
 * The demo buyers' favourites: a few each, the most reviewed and featured products most often,
 * mostly with price alerts on; a few wait for the sold-out sizes (and some were told of the restock).
 */
export function planBuyersSaved(plan: SavedPlan, stories: SavedStories, random: Random, buyerIds: number[], listed: SavedProduct[], now: number) {
  const { soldOut, sizeSoldOut, restocked, paused } = stories;
  const weights = listed.map((p) => 1 + p.totalReviews + (p.isFeatured ? 4 : 0));
  for (const userId of buyerIds) {
    for (const product of weightedSample(random, listed, weights, random.pick(BUYER_FAVOURITES))) {
      // Nobody can save a product once its shop has paused it.
      const until = product.id === paused.product.id ? paused.at - HOUR_MS : now - HOUR_MS;
      const savedAt = between(random, Math.max(product.createdAt.getTime() + HOUR_MS, now - SAVED_DAYS * DAY_MS), until).getTime();
      save(plan, stories, userId, product, savedAt, random.chance(0.85));
    }
  }
  const [a, b, c, d, e, f, g] = random.sample(buyerIds, 7);
  for (const userId of [a!, b!]) {
    const since = between(random, restocked.soldOutAt, restocked.at - HOUR_MS).getTime();
    if (!plan.favourites.some((row) => row.userId === userId && row.productId === restocked.product.id)) save(plan, stories, userId, restocked.product, since, true);
    wait(plan, stories, userId, restocked.product, restocked.variant, since);
  }
  wait(plan, stories, c!, restocked.product, restocked.variant, between(random, restocked.soldOutAt, restocked.at - HOUR_MS).getTime());
  for (const userId of [d!, e!]) wait(plan, stories, userId, soldOut.product, random.pick(soldOut.product.variants), between(random, soldOut.at, now - HOUR_MS).getTime());
  wait(plan, stories, f!, sizeSoldOut.product, sizeSoldOut.variant, between(random, sizeSoldOut.at, now - HOUR_MS).getTime());
  if (!plan.favourites.some((row) => row.userId === g && row.productId === paused.product.id)) {
    save(plan, stories, g!, paused.product, between(random, paused.product.createdAt.getTime() + HOUR_MS, paused.at - HOUR_MS).getTime(), true);
  }
}
