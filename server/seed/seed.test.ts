import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, sellers } from '../db/schema/index.js';
import { createDiskStorage } from '../storage/disk-storage.js';
import { createTestDatabase } from '../test/test-database.js';
import type { Db } from '../db/client.js';
import type { ObjectStorage } from '../storage/storage.js';
import { variantKey } from '../features/media/image-variants.js';
import { DEMO_CATEGORIES, PRICE_RANGES, SHOP_WORDS } from './demo-content.js';
import { seedDemo } from './seed.js';

// A smaller catalogue than the demo's 144 (drawing costs the time), made by the same rules.
const PRODUCTS = 24;

describe('demo data that rings true (issue 22)', () => {
  let db: Db;
  let storage: ObjectStorage;
  let drop: () => Promise<void>;
  let dir: string;
  let rows: Array<{ name: string; description: string | null; price: string; originalPrice: string | null; images: string[]; slug: string; shop: string }>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'threadline-seed-'));
    const created = await createTestDatabase('pglite');
    db = created.database.db;
    drop = created.drop;
    storage = createDiskStorage(dir);
    await seedDemo(created.database, storage, { products: PRODUCTS });
    rows = await db.select({
      name: products.name, description: products.description, price: products.price, originalPrice: products.originalPrice,
      images: products.images, slug: categories.slug, shop: sellers.businessName,
    }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).innerJoin(sellers, eq(sellers.id, products.sellerId));
  }, 240_000);
  afterAll(async () => {
    await drop?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('gives every product images of its own, stored as variants', async () => {
    expect(rows).toHaveLength(PRODUCTS);
    const all = rows.flatMap((row) => row.images);
    expect(new Set(all).size).toBe(all.length);
    expect(rows.some((row) => row.images.length > 1)).toBe(true);
    for (const image of all.slice(0, 5)) expect(await storage.exists(variantKey(image.slice('/objects/'.length), 'card'))).toBe(true);
  });

  it('names each product after the word its print shows, one of its own shop\'s words', () => {
    for (const row of rows) {
      const word = /reading ([A-Z][A-Z ]*[A-Z])/.exec(row.description ?? '')?.[1];
      expect(word, row.description ?? '').toBeDefined();
      expect(SHOP_WORDS[row.shop as keyof typeof SHOP_WORDS]).toContain(word);
      expect(row.name.toUpperCase()).toContain(word);
    }
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it('prices each product in its category\'s range, a sale price below the one before', () => {
    for (const row of rows) {
      const kind = DEMO_CATEGORIES.find((c) => c.slug === row.slug)!.kind;
      const [low, high] = PRICE_RANGES[kind];
      expect(Number(row.price), `${row.name} ${row.price}`).toBeGreaterThanOrEqual(low);
      expect(Number(row.price), `${row.name} ${row.price}`).toBeLessThanOrEqual(high);
      if (row.originalPrice !== null) expect(Number(row.originalPrice)).toBeGreaterThan(Number(row.price));
    }
  });
});
