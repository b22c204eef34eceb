import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.js';
import { createCategory, createMissingVariants, createProduct, createSeller } from '../seed/factories.js';
import { categories, products, productVariants } from './schema/index.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/test-database.js';

describe.each(TEST_DRIVERS)('reference data and variant stock (%s)', (driver) => {
  let test: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    test = await createTestDatabase(driver);
    db = test.database.db;
  });
  afterAll(() => test.drop());

  it('a fresh database has the three categories of the spec', async () => {
    const rows = await db.select({ name: categories.name, slug: categories.slug }).from(categories).orderBy(categories.id);
    expect(rows).toEqual([
      { name: 'T-Shirts', slug: 't-shirts' },
      { name: 'Hoodies', slug: 'hoodies' },
      { name: 'Hats', slug: 'hats' },
    ]);
  });

  it('keeps a product\'s stock as the sum of its variants through insert, update and delete', async () => {
    const category = await createCategory(db);
    const seller = await createSeller(db);
    const product = await createProduct(db, {
      categoryId: category.id,
      sellerId: seller.id,
      sizes: ['S', 'M'],
      colors: ['Black'],
      variants: [{ size: 'S', color: 'Black', stock: 3 }, { size: 'M', color: 'Black', stock: 4 }],
    });
    expect(product.stock).toBe(7);

    await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, product.id));
    const stockOf = async () => (await db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0]!.stock;
    expect(await stockOf()).toBe(0);

    await db.insert(productVariants).values({ productId: product.id, size: 'L', color: 'Black', stock: 5 });
    expect(await stockOf()).toBe(5);
    await db.delete(productVariants).where(eq(productVariants.productId, product.id));
    expect(await stockOf()).toBe(0);
  });

  it('spreads an existing stock over the sizes and colours, keeping the sum', async () => {
    const category = await createCategory(db);
    const [bulk] = await db.insert(products)
      .values({ categoryId: category.id, name: 'Bulk tee', price: '20.00', sizes: ['S', 'M', 'L'], colors: ['Black', 'White'], stock: 10 })
      .returning();
    await createMissingVariants(db);
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, bulk!.id));
    expect(variants).toHaveLength(6);
    expect(variants.reduce((sum, v) => sum + v.stock, 0)).toBe(10);
    expect(Math.max(...variants.map((v) => v.stock)) - Math.min(...variants.map((v) => v.stock))).toBeLessThanOrEqual(1);
  });
  it('announces a stock change that keeps the total, so other instances drop their cached sizes', async () => {
    const category = await createCategory(db);
    const seller = await createSeller(db);
    const product = await createProduct(db, {
      categoryId: category.id,
      sellerId: seller.id,
      sizes: ['S', 'M'],
      colors: ['Black'],
      variants: [{ size: 'S', color: 'Black', stock: 3 }, { size: 'M', color: 'Black', stock: 0 }],
    });
    const announced: string[] = [];
    await test.database.listen('catalog_changed', (payload) => announced.push(payload));
    await db.transaction(async (tx) => {
      await tx.update(productVariants).set({ stock: 0 }).where(and(eq(productVariants.productId, product.id), eq(productVariants.size, 'S')));
      await tx.update(productVariants).set({ stock: 3 }).where(and(eq(productVariants.productId, product.id), eq(productVariants.size, 'M')));
    });
    await expect.poll(() => announced).toContain('product_variants');
  });
});
