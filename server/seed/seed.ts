import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { products, sellers, uploads, type UploadPurpose } from '../db/schema/index.js';
import { createCategory, createMissingVariants, createSeller, createUser, productValues } from './factories.js';
import type { ObjectStorage } from '../storage/storage.js';
import { storeImageVariants } from '../features/media/image-variants.js';
import { renderProductArt } from './art/product-art.js';
import { renderSellerCover, renderSellerLogo } from './seller-art.js';
import {
  DEMO_CATEGORIES, DEMO_SELLERS, DESCRIPTION_LINES, GARMENT_COLORS, GRAPHIC_WORDS, NAME_ADJECTIVES,
  NAME_NOUNS, SIZE_RUNS, TAGS, type GarmentKind,
} from './demo-content.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoShopOwner } from './demo-accounts.js';
import { demoPayoutDetails } from './demo-payouts.js';
import { seededRandom, type Random } from './random.js';
import { fromCents } from '../../shared/money.js';

export interface SeedOptions {
  products?: number;
  log?: (message: string) => void;
}

const DESIGNS_PER_KIND = 8;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** Runs `tasks` two at a time: sharp already uses the other core for each image. */
async function inPairs<T>(tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let index = 0;
  const worker = async () => {
    while (index < tasks.length) {
      const mine = index++;
      results[mine] = await tasks[mine]!();
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

interface Design { color: string; images: string[]; hatStyle?: 'cap' | 'beanie' }

/** Bytes stored per image, so the demo shops' media tabs show real sizes. */
type StoredBytes = Map<string, number>;

async function storeDemoImage(storage: ObjectStorage, png: Buffer, folder: string, stored: StoredBytes): Promise<string> {
  const { objectPath, bytes } = await storeImageVariants(storage, png, { folder });
  stored.set(objectPath, bytes);
  return objectPath;
}

/**
 * The demo shops' images are theirs as if uploaded: their media tabs list them and their
 * products may keep them. Designs are shared between shops, so one image may belong to several.
 */
async function recordDemoUploads(db: Db, stored: StoredBytes, owned: Array<{ userId: number; objectPath: string; purpose: UploadPurpose }>) {
  const now = new Date();
  const rows = owned.map(({ userId, objectPath, purpose }) => ({
    userId, objectPath, purpose, uploadKey: `demo/${randomUUID()}`, maxBytes: stored.get(objectPath) ?? 0,
    storedBytes: stored.get(objectPath) ?? 0, expiresAt: now, usedAt: now,
  }));
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(uploads).values(rows.slice(i, i + BATCH));
}

async function drawDesigns(storage: ObjectStorage, random: Random, stored: StoredBytes): Promise<Record<GarmentKind, Design[]>> {
  const jobs: Array<() => Promise<Design & { kind: GarmentKind }>> = [];
  for (const { kind } of DEMO_CATEGORIES) {
    for (let i = 0; i < DESIGNS_PER_KIND; i++) {
      const color = GARMENT_COLORS[i % GARMENT_COLORS.length]!;
      const accent = random.pick(DEMO_SELLERS).accent;
      const graphic = random.pick(GRAPHIC_WORDS);
      const pattern = random.int(0, 9);
      const hatStyle = kind === 'hat' ? (i % 4 === 3 ? 'beanie' : 'cap') : undefined;
      jobs.push(async () => {
        const images = await Promise.all((['front', 'back'] as const).map(async (view) => {
          const art = await renderProductArt({ kind, garmentColor: color.hex, accentColor: accent, graphic, pattern, view, hatStyle });
          return storeDemoImage(storage, art, 'products', stored);
        }));
        return { kind, color: color.name, images, hatStyle };
      });
    }
  }
  const designs = await inPairs(jobs);
  const byKind = { 't-shirt': [], hoodie: [], hat: [] } as Record<GarmentKind, Design[]>;
  for (const { kind, ...design } of designs) byKind[kind].push(design);
  return byKind;
}

/**
 * Loads the demo marketplace: the documented accounts, ten shops and a catalogue drawn at seed
 * time (no downloads). `products` makes larger catalogues for the benchmark.
 */
export async function seedDemo(database: Database, storage: ObjectStorage, options: SeedOptions = {}): Promise<void> {
  const { db } = database;
  const log = options.log ?? (() => undefined);
  const productCount = options.products ?? 144;
  const random = seededRandom(2026);

  log('drawing product images');
  const stored: StoredBytes = new Map();
  const designs = await drawDesigns(storage, random, stored);
  const owned = new Map<string, { userId: number; objectPath: string; purpose: UploadPurpose }>();
  const own = (userId: number, objectPath: string, purpose: UploadPurpose) => owned.set(`${userId} ${objectPath}`, { userId, objectPath, purpose });

  log('creating accounts and shops');
  await createUser(db, { ...DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, role: 'admin' });
  await createUser(db, { ...DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD });
  const categoryRows = [];
  for (const category of DEMO_CATEGORIES) {
    categoryRows.push({ ...(await createCategory(db, { name: category.name, slug: category.slug, description: category.description })), kind: category.kind });
  }
  const sellerRows = [];
  for (const [index, shop] of DEMO_SELLERS.entries()) {
    const account = index === 0
      ? DEMO_ACCOUNTS.seller
      : { ...demoShopOwner(shop.businessName), firstName: null, lastName: null };
    const user = await createUser(db, { ...account, password: DEMO_PASSWORD, role: 'seller' });
    const [profileImage, coverImage] = await Promise.all([
      renderSellerLogo(shop.businessName, shop.accent).then((png) => storeDemoImage(storage, png, 'sellers', stored)),
      renderSellerCover(shop.businessName, shop.accent).then((png) => storeDemoImage(storage, png, 'sellers', stored)),
    ]);
    own(user.id, profileImage, 'logo');
    own(user.id, coverImage, 'header');
    const createdAt = new Date(Date.now() - (400 - index * 35) * DAY_MS);
    sellerRows.push(await createSeller(db, {
      userId: user.id, businessName: shop.businessName, specialty: shop.specialty, description: shop.description,
      profileImage, coverImage, businessEmail: account.email, commissionRate: '15.00', createdAt, approvedAt: createdAt,
      ...demoPayoutDetails(index, shop.businessName),
    }));
  }

  log(`creating ${productCount} products`);
  const now = Date.now();
  // The last shop is new: no reviews yet, so it shows "New" rather than a made-up rating.
  const unratedSellerId = sellerRows.at(-1)!.id;
  let batch: Array<typeof products.$inferInsert> = [];
  for (let i = 0; i < productCount; i++) {
    const category = categoryRows[i % categoryRows.length]!;
    const seller = sellerRows[i % sellerRows.length]!;
    const design = random.pick(designs[category.kind]);
    for (const image of design.images) own(seller.userId, image, 'image');
    const priceCents = random.int(18, 130) * 100 - 1;
    const onSale = random.chance(0.25);
    const reviews = seller.id === unratedSellerId || random.chance(0.1) ? 0 : random.int(1, 480);
    const ageDays = random.chance(0.12) ? random.next() * 6 : 7 + random.next() * 170;
    const adjective = random.pick(NAME_ADJECTIVES);
    const graphic = random.pick(GRAPHIC_WORDS);
    const noun = design.hatStyle === 'beanie' ? 'Beanie' : random.pick(NAME_NOUNS[category.kind]);
    const otherColors = random.sample(GARMENT_COLORS.map((c) => c.name).filter((c) => c !== design.color), random.int(1, 3));
    batch.push(productValues({
      categoryId: category.id,
      sellerId: seller.id,
      name: `${adjective} ${graphic.charAt(0)}${graphic.slice(1).toLowerCase()} ${noun}`,
      description: `${seller.businessName} presents the ${adjective.toLowerCase()} ${noun.toLowerCase()}. ${random.sample(DESCRIPTION_LINES, 2).join(' ')}`,
      price: fromCents(priceCents),
      originalPrice: onSale ? fromCents(priceCents + random.int(5, 40) * 100) : null,
      isOnSale: onSale,
      isFeatured: random.chance(0.15),
      images: design.images,
      sizes: [...random.pick(SIZE_RUNS[category.kind])],
      colors: [design.color, ...otherColors],
      stock: random.int(0, 250),
      rating: reviews ? (3 + random.next() * 2).toFixed(2) : '0.00',
      totalReviews: reviews,
      tags: random.sample(TAGS, random.int(2, 4)),
      createdAt: new Date(now - ageDays * DAY_MS),
    }));
    if (batch.length === BATCH) {
      await db.insert(products).values(batch);
      batch = [];
    }
  }
  if (batch.length) await db.insert(products).values(batch);
  await createMissingVariants(db);
  await recordDemoUploads(db, stored, [...owned.values()]);

  // A shop's rating is the review-weighted mean of its products' ratings.
  await db.update(sellers).set({
    rating: sql`coalesce((SELECT round(sum(p.rating * p.total_reviews) / nullif(sum(p.total_reviews), 0), 2)
                 FROM ${products} p WHERE p.seller_id = ${sellers.id}), 0)`,
    totalReviews: sql`(SELECT coalesce(sum(p.total_reviews), 0) FROM ${products} p WHERE p.seller_id = ${sellers.id})`,
  }).where(sql`true`);
  log('demo data loaded');
}
