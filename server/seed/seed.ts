import { randomUUID } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { products, productVariants, uploads, type UploadPurpose } from '../db/schema/index.js';
import { createCategory, createMissingVariants, createSeller, createUser, productValues } from './factories.js';
import type { ObjectStorage } from '../storage/storage.js';
import { storeImageVariants } from '../features/media/image-variants.js';
import { productArtSvg } from './art/product-art.js';
import { storeDemoDrawing } from './demo-images.js';
import { renderSellerCover, renderSellerLogo } from './seller-art.js';
import {
  ADJECTIVES_BY_KIND, DEMO_CATEGORIES, DEMO_SELLERS, DESCRIPTION_LINES_BY_KIND, GARMENT_COLORS, NAME_NOUNS, PRICE_RANGES,
  PRINT_NAMES, SHOP_WORDS, SIZE_RUNS, TAGS, type GarmentKind,
} from './demo-content.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoShopOwner } from './demo-accounts.js';
import { demoPayoutDetails } from './demo-payouts.js';
import { createDemoBuyers, demoAddress } from './demo-buyers.js';
import { recordPastPayoutRuns } from './demo-payout-runs.js';
import { REVIEWED_PRODUCTS_MAX, seedDemoReviews, type DemoProduct } from './demo-reviews.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoAfterSale } from './demo-after-sale.js';
import { seedDemoPromotions } from './demo-promotions.js';
import { seededRandom, type Random } from './random.js';
import { fromCents } from '../../shared/money.js';

export interface SeedOptions {
  products?: number;
  log?: (message: string) => void;
}

/**
 * Each of the demo's products has drawings of its own (issue 22: no two share an image). A larger
 * catalogue (the benchmark's) reuses these designs in turn rather than draw thousands.
 */
const DEMO_PRODUCTS = 144;
/** Drawn at this size: the product page's full image; 1200 would cost twice the start-up time. */
const ART_SIZE = 900;
/** One product in this many also gets a drawing of its back. */
const BACK_VIEW_EVERY = 4;
/** Buyers' photos are smaller than the listing's drawings. */
const REVIEW_PHOTO_SIZE = 480;
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

interface Design {
  kind: GarmentKind;
  color: string;
  word: string;
  pattern: number;
  hatStyle?: 'cap' | 'beanie';
  images: string[];
}

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

/** NIGHT RUN -> Night Run; a word without vowels (MVP, G) is an acronym and stays as it is. */
const titleCase = (words: string) => words.split(' ')
  .map((word) => (/[AEIOUY]/.test(word) ? `${word.charAt(0)}${word.slice(1).toLowerCase()}` : word)).join(' ');

/** What the drawing shows, in words: beanies carry a woven patch or knitted letters, not a print. */
function artwork(design: Design): string {
  if (design.hatStyle === 'beanie') return design.pattern % 3 === 2 ? `knitted letters reading ${design.word}` : `a woven patch reading ${design.word}`;
  return `a ${PRINT_NAMES[design.pattern]} print reading ${design.word}`;
}

/**
 * One design per product: its shop's accent and one of its shop's words, a colour and a print
 * no other product of the same kind has. The drawings are made two at a time.
 */
async function drawDesigns(
  storage: ObjectStorage, random: Random, stored: StoredBytes, count: number,
  slot: (index: number) => { kind: GarmentKind; shop: (typeof DEMO_SELLERS)[number] },
): Promise<Design[]> {
  const taken = new Set<string>();
  const designs: Design[] = [];
  const jobs: Array<() => Promise<void>> = [];
  for (let i = 0; i < count; i++) {
    const { kind, shop } = slot(i);
    let design: Omit<Design, 'images'>;
    let key: string;
    do {
      const hatStyle = kind === 'hat' ? (random.chance(0.25) ? 'beanie' : 'cap') : undefined;
      design = { kind, color: random.pick(GARMENT_COLORS).name, word: random.pick(SHOP_WORDS[shop.businessName]), pattern: random.int(0, 9), hatStyle };
      key = `${kind} ${design.hatStyle} ${design.color} ${design.word} ${design.pattern}`;
    } while (taken.has(key));
    taken.add(key);
    const views = Math.floor(i / DEMO_CATEGORIES.length) % BACK_VIEW_EVERY === 0 ? (['front', 'back'] as const) : (['front'] as const);
    const entry: Design = { ...design, images: new Array<string>(views.length) };
    designs.push(entry);
    const garmentColor = GARMENT_COLORS.find((c) => c.name === design.color)!.hex;
    views.forEach((view, v) => jobs.push(async () => {
      const svg = productArtSvg({
        kind, garmentColor, accentColor: shop.accent, graphic: design.word, pattern: design.pattern, view, hatStyle: design.hatStyle, size: ART_SIZE,
      });
      const { objectPath, bytes } = await storeDemoDrawing(storage, svg);
      stored.set(objectPath, bytes);
      entry.images[v] = objectPath;
    }));
  }
  await inPairs(jobs);
  return designs;
}

/**
 * A buyer's photo of what they received: the garment from the side the listing shows least (its
 * back, or its front when the listing has both), smaller, stored in the buyer's own folder.
 */
async function drawReviewPhoto(storage: ObjectStorage, stored: StoredBytes, design: Design, businessName: string): Promise<string> {
  const shop = DEMO_SELLERS.find((s) => s.businessName === businessName)!;
  const svg = productArtSvg({
    kind: design.kind, garmentColor: GARMENT_COLORS.find((c) => c.name === design.color)!.hex, accentColor: shop.accent, graphic: design.word,
    pattern: design.pattern, view: design.images.length > 1 ? 'front' : 'back', hatStyle: design.hatStyle, size: REVIEW_PHOTO_SIZE,
  });
  const { objectPath, bytes } = await storeDemoDrawing(storage, svg, 'reviews');
  stored.set(objectPath, bytes);
  return objectPath;
}

/** A price in its category's range: whole dollars, most ending in .99 ($34.99, $35.00). */
function demoPriceCents(random: Random, kind: GarmentKind): number {
  const [low, high] = PRICE_RANGES[kind];
  const dollars = random.int(low + 1, high);
  return dollars * 100 - (random.chance(0.7) ? 1 : 0);
}

/** "Washed Saints Tee": an adjective, the word the print shows, the garment; no two demo products alike. */
function uniqueName(random: Random, names: Set<string>, adjectives: readonly string[], word: string, noun: string): string {
  let name = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    const adjective = random.pick(adjectives.filter((a) => a !== word));
    name = `${adjective} ${word} ${noun}`;
    if (!names.has(name)) break;
  }
  names.add(name);
  return name;
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
  // Product i is of category i % 3 and sold by shop i % 10, as below.
  const designs = await drawDesigns(storage, random, stored, Math.min(productCount, DEMO_PRODUCTS), (i) => ({
    kind: DEMO_CATEGORIES[i % DEMO_CATEGORIES.length]!.kind, shop: DEMO_SELLERS[i % DEMO_SELLERS.length]!,
  }));
  const owned = new Map<string, { userId: number; objectPath: string; purpose: UploadPurpose }>();
  const own = (userId: number, objectPath: string, purpose: UploadPurpose) => owned.set(`${userId} ${objectPath}`, { userId, objectPath, purpose });

  log('creating accounts and shops');
  const admin = await createUser(db, { ...DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, role: 'admin' });
  const shopper = await createUser(db, { ...DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD });
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
  let batch: Array<typeof products.$inferInsert> = [];
  const names = new Set<string>();
  for (let i = 0; i < productCount; i++) {
    const category = categoryRows[i % categoryRows.length]!;
    const seller = sellerRows[i % sellerRows.length]!;
    const design = designs[i % designs.length]!;
    for (const image of design.images) own(seller.userId, image, 'image');
    const priceCents = demoPriceCents(random, category.kind);
    const onSale = random.chance(0.25);
    const ageDays = random.chance(0.12) ? random.next() * 6 : 7 + random.next() * 170;
    const noun = design.hatStyle === 'beanie' ? 'Beanie' : random.pick(NAME_NOUNS[category.kind]);
    const style = design.hatStyle === 'beanie' ? 'beanie' : category.kind;
    const name = uniqueName(random, names, ADJECTIVES_BY_KIND[style], titleCase(design.word), noun);
    const otherColors = random.sample(GARMENT_COLORS.map((c) => c.name).filter((c) => c !== design.color), random.int(1, 3));
    batch.push(productValues({
      categoryId: category.id,
      sellerId: seller.id,
      name,
      description: `${seller.businessName} presents the ${name}: ${artwork(design)}, shown on ${design.color.toLowerCase()}. `
        + random.sample(DESCRIPTION_LINES_BY_KIND[style], 2).join(' '),
      price: fromCents(priceCents),
      originalPrice: onSale ? fromCents(Math.round((priceCents * (1.15 + random.next() * 0.25)) / 100) * 100) : null,
      isOnSale: onSale,
      isFeatured: random.chance(0.15),
      images: design.images,
      sizes: [...random.pick(SIZE_RUNS[category.kind])],
      colors: [design.color, ...otherColors],
      stock: random.int(0, 250),
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

  log('writing demo orders and reviews');
  const kinds = categoryRows.map((category) => category.kind);
  const shopNames = sellerRows.map((seller) => seller.businessName);
  const styles = (i: number) => (designs[i % designs.length]!.hatStyle === 'beanie' ? 'beanie' : kinds[i % kinds.length]!);
  const reviewed = await db.select().from(products).orderBy(asc(products.id)).limit(REVIEWED_PRODUCTS_MAX);
  const demoProducts: DemoProduct[] = reviewed.map((row, i) => ({ ...row, sellerId: row.sellerId!, style: styles(i) }));
  const indexOf = new Map(reviewed.map((row, i) => [row.id, i]));
  const variants = await db.select().from(productVariants).where(inArray(productVariants.productId, reviewed.map((row) => row.id)));
  const buyers = await createDemoBuyers(db);
  await seedDemoReviews(db, {
    products: demoProducts,
    variantIds: new Map(variants.map((v) => [`${v.productId} ${v.size} ${v.color}`, v.id])),
    shops: sellerRows.map((seller) => ({ id: seller.id, userId: seller.userId, businessName: seller.businessName, commissionRate: seller.commissionRate })),
    unratedShopId: sellerRows.at(-1)!.id,
    buyers: buyers.map((buyer) => ({ ...buyer, name: buyer.address.fullName })),
    shopper: { id: shopper.id, name: 'Sam Shopper', address: demoAddress(0, 'Sam Shopper') },
    random: seededRandom(2323),
    now,
    photoOf: async (productId, buyerId) => {
      const index = indexOf.get(productId)!;
      const objectPath = await drawReviewPhoto(storage, stored, designs[index % designs.length]!, shopNames[index % shopNames.length]!);
      own(buyerId, objectPath, 'image');
      return objectPath;
    },
  });
  log('writing follows, favourites and notifications');
  await seedDemoActivity(db, {
    shops: sellerRows.map((seller) => ({ id: seller.id, businessName: seller.businessName, createdAt: seller.createdAt })),
    buyerIds: buyers.map((buyer) => buyer.id), shopperId: shopper.id, random: seededRandom(2424), now,
  });
  // Issue 25 (demo after-sale): conversations, returns, a dispute and a refund, before the payout runs pay the refund's reversal with its earning.
  log('writing conversations, returns and a dispute');
  await seedDemoAfterSale(db, {
    shops: sellerRows.map((seller) => ({ id: seller.id, userId: seller.userId, businessName: seller.businessName, commissionRate: seller.commissionRate })),
    shopper: { id: shopper.id, name: 'Sam Shopper', address: demoAddress(0, 'Sam Shopper') },
    buyers: buyers.map((buyer) => ({ ...buyer, name: buyer.address.fullName })), now,
  });
  // Issue 26 (demo promotions): codes, a discounted checkout and scheduled sales, before the payout runs pay its earnings.
  log('writing promotions and scheduled sales');
  await seedDemoPromotions(db, {
    shops: sellerRows.map((seller) => ({ id: seller.id, userId: seller.userId, businessName: seller.businessName, commissionRate: seller.commissionRate })),
    adminId: admin.id, shopperId: shopper.id, buyer: { ...buyers[2]!, name: buyers[2]!.address.fullName }, now,
  });
  await recordPastPayoutRuns(db, admin.id, now);
  await recordDemoUploads(db, stored, [...owned.values()]);
  // Planner statistics for what was just written: where autovacuum is off or slow to come, a
  // million unanalysed products made each read-model chunk a hash join over the whole table (issue 28).
  await db.execute(sql`ANALYZE`);
  log('demo data loaded');
}
