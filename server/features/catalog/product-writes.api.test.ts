import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { cartItems, products, productVariants, uploads } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { PRODUCT_MESSAGES } from '../../../shared/product-schemas.js';
import { PRODUCT_WRITE_MESSAGES } from './product-writes.service.js';

const IMAGE = 'https://images.example.com/tee.webp';

describe.each(TEST_DRIVERS)('product writes API on %s', (driver) => {
  let t: TestApp;
  let categoryId: number;
  let admin: { id: number; cookie: string };
  let customer: { id: number; cookie: string };

  beforeAll(async () => {
    t = await createTestApp(driver);
    categoryId = (await createCategory(t.db)).id;
    const adminUser = await createUser(t.db, { role: 'admin' });
    admin = { id: adminUser.id, cookie: await sessionCookieFor(t.db, adminUser.id) };
    const customerUser = await createUser(t.db);
    customer = { id: customerUser.id, cookie: await sessionCookieFor(t.db, customerUser.id) };
  });
  afterAll(async () => {
    await t?.close();
  });

  async function shop() {
    const seller = await createSeller(t.db);
    return { seller, userId: seller.userId, cookie: await sessionCookieFor(t.db, seller.userId) };
  }
  async function uploaded(userId: number): Promise<string> {
    const objectPath = `/objects/products/${randomUUID()}`;
    await t.db.insert(uploads).values({
      userId, uploadKey: `incoming/${randomUUID()}`, maxBytes: 1024, expiresAt: new Date(Date.now() + 60_000), usedAt: new Date(), objectPath,
    });
    return objectPath;
  }
  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    name: 'Midnight Tee', description: 'Heavy cotton.', price: '29.99', categoryId, images: [IMAGE],
    sizes: ['M', 'S'], colors: ['Black', 'White'], stock: 4, tags: ['tee'], ...overrides,
  });
  const call = (cookie: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
  const create = (cookie: string | null, payload: unknown) => call(cookie, { method: 'POST', url: '/api/products', payload: payload as object });
  const update = (cookie: string | null, id: number | string, payload: unknown) =>
    call(cookie, { method: 'PUT', url: `/api/products/${id}`, payload: payload as object });
  const remove = (cookie: string | null, id: number | string) => call(cookie, { method: 'DELETE', url: `/api/products/${id}` });
  const row = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
  const variantRows = (id: number) =>
    t.db.select({ size: productVariants.size, color: productVariants.color, stock: productVariants.stock })
      .from(productVariants).where(eq(productVariants.productId, id)).orderBy(productVariants.id);

  it('creates a product in the seller\'s own shop with stock for every size and colour, shown at once', async () => {
    const a = await shop();
    // A visitor's cached list, before the write.
    expect((await call(null, { method: 'GET', url: `/api/products?seller=${a.seller.id}` })).json()).toEqual([]);
    const response = await create(a.cookie, newProduct({ isFeatured: true, rating: '5.00', stockSecretField: 1 }));
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      sellerId: a.seller.id, name: 'Midnight Tee', price: '29.99', sizes: ['S', 'M'], colors: ['Black', 'White'],
      stock: 16, rating: '0.00', isActive: true, isFeatured: true, tags: ['tee'], category: { id: categoryId },
      variants: [
        { size: 'S', color: 'Black', stock: 4 }, { size: 'S', color: 'White', stock: 4 },
        { size: 'M', color: 'Black', stock: 4 }, { size: 'M', color: 'White', stock: 4 },
      ],
    });
    const list = (await call(null, { method: 'GET', url: `/api/products?seller=${a.seller.id}` })).json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([product.id]);
    // A list carries a card's summary; the variants come with the product's own reply.
    expect(list[0]).not.toHaveProperty('variants');
    const detail = (await call(null, { method: 'GET', url: `/api/products/${product.id}` })).json();
    expect(detail.variants).toEqual(product.variants);
    // Searchable by its words at once (the search trigger ran).
    const found = (await call(null, { method: 'GET', url: '/api/products?search=midnight' })).json();
    expect(found.map((p: { id: number }) => p.id)).toContain(product.id);
  });

  it('takes stock per size and colour from variants', async () => {
    const a = await shop();
    const response = await create(a.cookie, newProduct({ stock: undefined, variants: [{ size: 'M', color: 'black', stock: 3 }] }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().stock).toBe(3);
    expect(await variantRows(response.json().id)).toEqual([
      { size: 'S', color: 'Black', stock: 0 }, { size: 'S', color: 'White', stock: 0 },
      { size: 'M', color: 'Black', stock: 3 }, { size: 'M', color: 'White', stock: 0 },
    ]);
  });

  it('refuses a seller creating in another shop, a customer and a visitor, creating nothing', async () => {
    const a = await shop();
    const b = await shop();
    expectError(await create(a.cookie, newProduct({ sellerId: b.seller.id, name: 'Sneaky' })), 403, PRODUCT_WRITE_MESSAGES.notYourProduct);
    expectError(await create(customer.cookie, newProduct({ name: 'Sneaky' })), 403, PRODUCT_WRITE_MESSAGES.sellersOnly);
    expectError(await create(null, newProduct({ name: 'Sneaky' })), 401, 'Please sign in');
    expectError(await create(null, { nonsense: true }), 401, 'Please sign in');
    expect(await t.db.select().from(products).where(eq(products.name, 'Sneaky'))).toHaveLength(0);
    // Naming one's own shop is fine.
    expect((await create(a.cookie, newProduct({ sellerId: a.seller.id }))).statusCode).toBe(201);
  });

  it('lets an admin create for any shop or unassigned, and refuses an unknown shop', async () => {
    const a = await shop();
    const forShop = await create(admin.cookie, newProduct({ sellerId: a.seller.id }));
    expect(forShop.json().sellerId).toBe(a.seller.id);
    const unassigned = await create(admin.cookie, newProduct());
    expect(unassigned.json()).toMatchObject({ sellerId: null, seller: null });
    expectError(await create(admin.cookie, newProduct({ sellerId: 2_000_000_000 })), 400, PRODUCT_WRITE_MESSAGES.sellerUnknown);
  });

  it.each([
    [{ name: '  ' }, PRODUCT_MESSAGES.nameRequired],
    [{ name: undefined }, PRODUCT_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(201) }, PRODUCT_MESSAGES.nameTooLong],
    [{ description: 'x'.repeat(5001) }, PRODUCT_MESSAGES.descriptionTooLong],
    [{ price: '' }, PRODUCT_MESSAGES.priceRequired],
    [{ price: undefined }, PRODUCT_MESSAGES.priceRequired],
    [{ price: '0' }, PRODUCT_MESSAGES.priceFormat],
    [{ price: '12.345' }, PRODUCT_MESSAGES.priceFormat],
    [{ price: '-5' }, PRODUCT_MESSAGES.priceFormat],
    [{ originalPrice: 'abc' }, PRODUCT_MESSAGES.originalPriceFormat],
    [{ originalPrice: '29.99' }, PRODUCT_MESSAGES.originalPriceAbovePrice],
    [{ categoryId: undefined }, PRODUCT_MESSAGES.categoryRequired],
    [{ categoryId: 2_000_000_000 }, PRODUCT_MESSAGES.categoryUnknown],
    [{ images: [] }, PRODUCT_MESSAGES.imagesRequired],
    [{ images: undefined }, PRODUCT_MESSAGES.imagesRequired],
    [{ images: Array.from({ length: 11 }, () => IMAGE) }, PRODUCT_MESSAGES.imagesTooMany],
    [{ images: ['http://images.example.com/tee.webp'] }, PRODUCT_MESSAGES.imageFormat],
    [{ images: ['javascript:alert(1)'] }, PRODUCT_MESSAGES.imageFormat],
    [{ images: [`/objects/products/${randomUUID()}`] }, PRODUCT_MESSAGES.imageFormat],
    [{ sizes: [] }, PRODUCT_MESSAGES.sizesRequired],
    [{ sizes: ['XXXXL'] }, PRODUCT_MESSAGES.sizeUnknown],
    [{ colors: [] }, PRODUCT_MESSAGES.colorsRequired],
    [{ colors: ['  '] }, PRODUCT_MESSAGES.colorLength],
    [{ colors: ['x'.repeat(31)] }, PRODUCT_MESSAGES.colorLength],
    [{ colors: ['Black', 'black'] }, PRODUCT_MESSAGES.colorDuplicate],
    [{ stock: -1 }, PRODUCT_MESSAGES.stockRange],
    [{ stock: 100_001 }, PRODUCT_MESSAGES.stockRange],
    [{ stock: 1.5 }, PRODUCT_MESSAGES.stockRange],
    [{ variants: [{ size: 'XL', color: 'Black', stock: 1 }] }, PRODUCT_MESSAGES.variantUnknown],
    [{ variants: [{ size: 'M', color: 'Black', stock: 1 }, { size: 'M', color: 'BLACK', stock: 2 }] }, PRODUCT_MESSAGES.variantDuplicate],
    [{ tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, PRODUCT_MESSAGES.tagsTooMany],
    [{ tags: [''] }, PRODUCT_MESSAGES.tagLength],
  ])('refuses %j with 400 "%s" and creates nothing', async (override, message) => {
    const a = await shop();
    expectError(await create(a.cookie, newProduct(override)), 400, message);
    expect(await t.db.select().from(products).where(eq(products.sellerId, a.seller.id))).toHaveLength(0);
  });

  it("accepts images this seller uploaded, refuses another user's, and lets an admin use the shop owner's", async () => {
    const a = await shop();
    const own = await uploaded(a.userId);
    const others = await uploaded((await createUser(t.db)).id);
    expect((await create(a.cookie, newProduct({ images: [own, IMAGE] }))).statusCode).toBe(201);
    expectError(await create(a.cookie, newProduct({ images: [own, others] })), 400, PRODUCT_MESSAGES.imageFormat);
    const byAdmin = await create(admin.cookie, newProduct({ sellerId: a.seller.id, images: [own, await uploaded(admin.id)] }));
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expectError(await create(admin.cookie, newProduct({ sellerId: a.seller.id, images: [others] })), 400, PRODUCT_MESSAGES.imageFormat);
  });

  it('updates only the fields sent, keeps variant stock across size changes and sets every combination from stock', async () => {
    const a = await shop();
    const product = (await create(a.cookie, newProduct({ variants: [{ size: 'M', color: 'Black', stock: 7 }], stock: undefined }))).json();
    const priced = await update(a.cookie, product.id, { price: '24.50', originalPrice: '35.00', isActive: false });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({ price: '24.50', originalPrice: '35.00', isActive: false, description: 'Heavy cotton.', tags: ['tee'], stock: 7 });

    const resized = (await update(a.cookie, product.id, { sizes: ['M', 'L'] })).json();
    expect(resized.variants).toEqual([
      { size: 'M', color: 'Black', stock: 7 }, { size: 'M', color: 'White', stock: 0 },
      { size: 'L', color: 'Black', stock: 0 }, { size: 'L', color: 'White', stock: 0 },
    ]);
    // A size added before the others is listed in size order.
    const widened = (await update(a.cookie, product.id, { sizes: ['XS', 'M', 'L'] })).json();
    expect(widened.variants.map((v: { size: string; color: string }) => `${v.size}/${v.color}`))
      .toEqual(['XS/Black', 'XS/White', 'M/Black', 'M/White', 'L/Black', 'L/White']);
    const restocked = (await update(a.cookie, product.id, { stock: 2 })).json();
    expect(restocked.stock).toBe(12);
    expect((await row(product.id))!.stock).toBe(12);
    // Cross-field rules run on the product as it would be saved.
    expectError(await update(a.cookie, product.id, { originalPrice: '20.00' }), 400, PRODUCT_MESSAGES.originalPriceAbovePrice);
    expectError(await update(a.cookie, product.id, { variants: [{ size: 'S', color: 'Black', stock: 1 }] }), 400, PRODUCT_MESSAGES.variantUnknown);
    expectError(await update(a.cookie, product.id, { categoryId: 2_000_000_000 }), 400, PRODUCT_MESSAGES.categoryUnknown);
    expect((await row(product.id))!.price).toBe('24.50');
  });

  it("refuses another seller's product, a customer and a visitor on PUT and DELETE; unknown ids answer 404", async () => {
    const a = await shop();
    const b = await shop();
    const product = (await create(a.cookie, newProduct())).json();
    const before = await row(product.id);
    for (const [cookie, status, message] of [
      [b.cookie, 403, PRODUCT_WRITE_MESSAGES.notYourProduct],
      [customer.cookie, 403, PRODUCT_WRITE_MESSAGES.sellersOnly],
      [null, 401, 'Please sign in'],
    ] as const) {
      expectError(await update(cookie, product.id, { price: '1.00' }), status, message);
      expectError(await remove(cookie, product.id), status, message);
    }
    // A seller cannot move their product into another shop either.
    expectError(await update(a.cookie, product.id, { sellerId: b.seller.id }), 403, PRODUCT_WRITE_MESSAGES.notYourProduct);
    expect(await row(product.id)).toEqual(before);
    expectError(await update(a.cookie, 2_000_000_000, { price: '1.00' }), 404, 'Product not found');
    expectError(await remove(a.cookie, 2_000_000_000), 404, 'Product not found');
    expectError(await remove(a.cookie, 'abc'), 400, 'Must be a positive whole number');
  });

  it('lets an admin edit, reassign and delete any product', async () => {
    const a = await shop();
    const b = await shop();
    const product = await createProduct(t.db, { categoryId, sellerId: a.seller.id });
    const moved = await update(admin.cookie, product.id, { sellerId: b.seller.id, name: 'Moved Tee' });
    expect(moved.json()).toMatchObject({ sellerId: b.seller.id, name: 'Moved Tee' });
    expect((await remove(admin.cookie, product.id)).statusCode).toBe(204);
    expect(await row(product.id)).toBeUndefined();
  });

  it("lets a seller keep images already on their product, whoever uploaded them", async () => {
    const a = await shop();
    const adminsImage = await uploaded(admin.id);
    const product = (await create(admin.cookie, newProduct({ sellerId: a.seller.id, images: [adminsImage] }))).json();
    const response = await update(a.cookie, product.id, { images: [adminsImage, IMAGE] });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('deletes a product from every cart and its variants with it', async () => {
    const a = await shop();
    const product = (await create(a.cookie, newProduct())).json();
    for (const shopper of [customer, admin]) {
      const added = await call(shopper.cookie, { method: 'POST', url: '/api/cart', payload: { productId: product.id, size: 'M', color: 'Black' } });
      expect(added.statusCode, added.body).toBe(201);
    }
    const response = await remove(a.cookie, product.id);
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toHaveLength(0);
    expect(await variantRows(product.id)).toHaveLength(0);
    expect((await call(customer.cookie, { method: 'GET', url: '/api/cart' })).json()).toEqual([]);
    expect((await call(null, { method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
  });

  it('deletes when the call says application/json but sends no body, as many clients do', async () => {
    const a = await shop();
    const product = (await create(a.cookie, newProduct())).json();
    const response = await call(a.cookie, {
      method: 'DELETE', url: `/api/products/${product.id}`, headers: { 'content-type': 'application/json' }, payload: '',
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await row(product.id)).toBeUndefined();
  });

  it("shows a seller all of their own products, inactive ones included, and nobody else's hidden ones", async () => {
    const a = await shop();
    const b = await shop();
    const hidden = (await create(a.cookie, newProduct({ isActive: false }))).json();
    const own = (await call(a.cookie, { method: 'GET', url: `/api/products?seller=${a.seller.id}` })).json();
    expect(own.map((p: { id: number }) => p.id)).toEqual([hidden.id]);
    expect(own[0].stock).toBe(16);
    expect((await call(a.cookie, { method: 'GET', url: `/api/products/${hidden.id}` })).statusCode).toBe(200);
    expect((await call(b.cookie, { method: 'GET', url: `/api/products?seller=${a.seller.id}` })).json()).toEqual([]);
    expect((await call(null, { method: 'GET', url: `/api/products/${hidden.id}` })).statusCode).toBe(404);
  });
});
