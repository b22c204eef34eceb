import type { Db } from '../db/client.js';
import { shopFollows } from '../db/schema/index.js';
import { bulkInsert } from './bulk-insert.js';
import type { Random } from './random.js';

export interface FollowedShop {
  id: number;
  businessName: string;
  createdAt: Date;
}

export interface DemoFollow {
  userId: number;
  sellerId: number;
  createdAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Follows reach back this far, so a shop's "new followers in 30 days" is about a third of them, and varies. */
const FOLLOW_DAYS = 90;
/**
 * How strongly each demo shop draws followers, in DEMO_SELLERS order: the documented seller's
 * Concrete Saints among the most followed, the newest shop (no reviews yet) trailing. Real shops
 * are this uneven.
 */
const SHOP_PULL = [9, 5, 6, 3, 4, 2, 3, 2, 1.5, 1];
/** How many shops a buyer follows: most a couple, a few many. */
const FOLLOW_COUNTS = [1, 2, 3, 4, 5];
const FOLLOW_COUNT_WEIGHTS = [20, 30, 25, 15, 10];

/** Draws `count` distinct items, each in proportion to its weight. */
export function weightedSample<T>(random: Random, items: readonly T[], weights: readonly number[], count: number): T[] {
  const pool = items.map((item, i) => ({ item, weight: weights[i] ?? 1 }));
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) {
    let left = random.next() * pool.reduce((sum, entry) => sum + entry.weight, 0);
    let index = pool.findIndex((entry) => (left -= entry.weight) < 0);
    if (index < 0) index = pool.length - 1;
    chosen.push(pool.splice(index, 1)[0]!.item);
  }
  return chosen;
}

/** A moment between `from` and `to`, never in the future. */
export const between = (random: Random, from: number, to: number) => new Date(Math.min(to, from + random.next() * Math.max(0, to - from)));

/** The demo buyers' follows: a few shops each, the popular ones more often, since some time after each shop opened. */
export function planBuyerFollows(random: Random, buyerIds: readonly number[], shops: readonly FollowedShop[], now: number): DemoFollow[] {
  const follows: DemoFollow[] = [];
  for (const userId of buyerIds) {
    const [count] = weightedSample(random, FOLLOW_COUNTS, FOLLOW_COUNT_WEIGHTS, 1);
    for (const shop of weightedSample(random, shops, shops.map((_, i) => SHOP_PULL[i] ?? 1), count!)) {
      const earliest = Math.max(shop.createdAt.getTime() + DAY_MS, now - FOLLOW_DAYS * DAY_MS);
      follows.push({ userId, sellerId: shop.id, createdAt: between(random, earliest, now - 3_600_000) });
    }
  }
  return follows;
}

/**
 * The demo shopper follows three shops: the one with the most recent drop from a day or two before
 * it (so the centre shows what following brings), and Concrete Saints, where they bought, and one
 * more, both since their last listing (nothing new from them yet).
 */
export function planShopperFollows(
  random: Random, userId: number, shops: readonly FollowedShop[], newestListing: ReadonlyMap<number, number>, now: number,
): DemoFollow[] {
  const newest = (shop: FollowedShop) => newestListing.get(shop.id) ?? 0;
  const [saints, ...others] = shops;
  const byRecentDrop = [...others].sort((a, b) => newest(b) - newest(a));
  const recent = byRecentDrop[0]!;
  const quiet = random.pick(byRecentDrop.slice(1));
  const drop = newest(recent);
  const beforeDrop = drop < now - FOLLOW_DAYS * DAY_MS
    ? between(random, now - 60 * DAY_MS, now - 10 * DAY_MS)
    : new Date(Math.max(recent.createdAt.getTime() + DAY_MS, drop - (1 + random.next()) * DAY_MS));
  // A big catalogue's shops list something every hour: then "after" is the last few hours.
  const afterDrop = (shop: FollowedShop) =>
    between(random, Math.min(Math.max(newest(shop), now - 20 * DAY_MS) + 3_600_000, now - 4 * 3_600_000), now - 3_600_000);
  return [
    { userId, sellerId: saints!.id, createdAt: afterDrop(saints!) },
    { userId, sellerId: recent.id, createdAt: beforeDrop },
    { userId, sellerId: quiet.id, createdAt: afterDrop(quiet) },
  ];
}

/**
 * Writes the follows. The counting trigger keeps shop_follower_counts; the drop trigger fires on
 * product writes only, so follows written after the catalogue announce nothing.
 */
export async function writeFollows(db: Db, follows: readonly DemoFollow[]): Promise<void> {
  for (let i = 0; i < follows.length; i += 1_000) await bulkInsert(db, shopFollows, follows.slice(i, i + 1_000));
}
