import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { cartItems, categories, products, productVariants, sellers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError, signIn } from '../accounts/account-test-helpers.js';
import { PRODUCT_SIZES, PRESET_COLORS } from '../../../shared/catalog-constants.js';

const QUANTITY = 'Quantity must be a whole number from 1 to 10';

describe.each(TEST_DRIVERS)('cart API on %s', (driver) => {
  let t: TestApp;
  let categoryId: number;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let tee: Awaited<ReturnType<typeof createProduct>>;
  let hoodie: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    t = await createTestApp(driver);
    categoryId = (await createCategory(t.db)).id;
    seller = await createSeller(t.db, { businessName: 'Concrete Jungle' });
    tee = await createProduct(t.db, {
      categoryId, sellerId: seller.id, name: 'Skyline Tee', price: '25.00', originalPrice: '40.00', sizes: ['S', 'M', 'L'], colors: ['Black', 'White'],
    });
    hoodie = await createProduct(t.db, { categoryId, sellerId: seller.id, name: 'Night Hoodie', price: '59.99', sizes: ['M', 'XL'], colors: ['Gray'] });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.app.authRateLimits.clear());

  /** A new customer with an empty cart, signed in. */
  async function shopper() {
    const user = await createUser(t.db);
    return { user, cookie: await signIn(t.app, user.email) };
  }

  const call = (cookie: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
  const getCart = (cookie: string) => call(cookie, { method: 'GET', url: '/api/cart' });
  const add = (cookie: string | null, payload: unknown) => call(cookie, { method: 'POST', url: '/api/cart', payload: payload as object });
  const patch = (cookie: string | null, id: number | string, payload: unknown) =>
    call(cookie, { method: 'PATCH', url: `/api/cart/${id}`, payload: payload as object });
  const remove = (cookie: string | null, id: number | string) => call(cookie, { method: 'DELETE', url: `/api/cart/${id}` });
  const clear = (cookie: string | null, userId: number | string) => call(cookie, { method: 'DELETE', url: `/api/cart/user/${userId}` });

  async function linesOf(userId: number) {
    return t.db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(cartItems.id);
  }

  it('answers 401 to every cart call when signed out, before looking at the request', async () => {
    const { user } = await shopper();
    const calls = [
      call(null, { method: 'GET', url: '/api/cart' }),
      add(null, { productId: tee.id, size: 'M', color: 'Black' }),
      add(null, { nonsense: true }),
      patch(null, 1, { quantity: 2 }),
      patch(null, 'abc', { quantity: 2 }),
      remove(null, 1),
      clear(null, user.id),
      call('tl_session=not-a-real-session', { method: 'GET', url: '/api/cart' }),
    ];
    for (const response of await Promise.all(calls)) expectError(response, 401, 'Please sign in');
  });

  it('adds a line and lists it with the product, its current price and its seller', async () => {
    const { user, cookie } = await shopper();
    const response = await add(cookie, { userId: user.id, productId: tee.id, size: 'M', color: 'Black', quantity: 2 });
    expect(response.statusCode).toBe(201);
    const line = response.json();
    expect(line).toEqual({
      id: expect.any(Number),
      userId: user.id,
      productId: tee.id,
      quantity: 2,
      size: 'M',
      color: 'Black',
      createdAt: expect.any(String),
      stock: expect.any(Number),
      product: {
        id: tee.id,
        name: 'Skyline Tee',
        price: '25.00',
        originalPrice: '40.00',
        images: tee.images,
        sizes: ['S', 'M', 'L'],
        colors: ['Black', 'White'],
        isActive: true,
        isAvailable: true,
        sellerId: seller.id,
        seller: { id: seller.id, businessName: 'Concrete Jungle' },
      },
    });
    const list = await getCart(cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json()).toEqual([line]);
  });

  it('defaults the quantity to 1 and matches sizes and colours in any case, storing the product spelling', async () => {
    const { user, cookie } = await shopper();
    const response = await add(cookie, { userId: null, productId: hoodie.id, size: 'xl', color: ' gray ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ quantity: 1, size: 'XL', color: 'Gray' });
    expect(await linesOf(user.id)).toHaveLength(1);
  });

  it('raises the quantity of a repeated add on the same line, capped at 10', async () => {
    const { user, cookie } = await shopper();
    expect((await add(cookie, { productId: tee.id, size: 'L', color: 'White', quantity: 4 })).json().quantity).toBe(4);
    expect((await add(cookie, { productId: tee.id, size: 'L', color: 'White', quantity: 5 })).json().quantity).toBe(9);
    const capped = await add(cookie, { productId: tee.id, size: 'l', color: 'white', quantity: 7 });
    expect(capped.statusCode).toBe(201);
    expect(capped.json().quantity).toBe(10);
    // A different size or colour is another line.
    await add(cookie, { productId: tee.id, size: 'S', color: 'White' });
    const lines = await linesOf(user.id);
    expect(lines.map((l) => [l.size, l.color, l.quantity])).toEqual([['L', 'White', 10], ['S', 'White', 1]]);
  });

  it('keeps one line under concurrent adds of the same product, size and colour', async () => {
    const { user, cookie } = await shopper();
    const responses = await Promise.all(Array.from({ length: 5 }, () => add(cookie, { productId: hoodie.id, size: 'M', color: 'Gray', quantity: 3 })));
    for (const response of responses) expect(response.statusCode).toBe(201);
    const lines = await linesOf(user.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(10);
  });

  it('shows the product price of now, not of when the line was added', async () => {
    const product = await createProduct(t.db, { categoryId, sellerId: seller.id, price: '10.00' });
    const { cookie } = await shopper();
    await add(cookie, { productId: product.id, size: 'S', color: 'Black', quantity: 3 });
    await t.db.update(products).set({ price: '12.34' }).where(eq(products.id, product.id));
    const [line] = (await getCart(cookie)).json();
    expect(line.product.price).toBe('12.34');
  });

  it.each([
    [{ size: 'XXL' }, 'Size XXL is not available for this product'],
    [{ size: 'XS' }, 'Size XS is not available for this product'],
    [{ color: 'Purple' }, 'Colour Purple is not available for this product'],
    [{ quantity: 0 }, QUANTITY],
    [{ quantity: 11 }, QUANTITY],
    [{ quantity: 1.5 }, QUANTITY],
    [{ quantity: '2' }, QUANTITY],
    [{ quantity: -1 }, QUANTITY],
    [{ quantity: null }, QUANTITY],
    [{ size: '' }, 'Please choose a size'],
    [{ size: undefined }, 'Please choose a size'],
    [{ color: '   ' }, 'Please choose a colour'],
    [{ productId: String(0) }, 'Product id must be a positive whole number'],
    [{ productId: undefined }, 'Product id must be a positive whole number'],
    [{ productId: 1.5 }, 'Product id must be a positive whole number'],
    [{ userId: 'me' }, 'User id must be a positive whole number'],
  ])('refuses %j with 400 "%s" and adds nothing', async (override, message) => {
    const { user, cookie } = await shopper();
    expectError(await add(cookie, { productId: tee.id, size: 'M', color: 'Black', quantity: 1, ...override }), 400, message);
    expect(await linesOf(user.id)).toHaveLength(0);
  });

  it('answers 404 for a product that is unknown or not for sale', async () => {
    const pendingSeller = await createSeller(t.db, { status: 'pending' });
    const inactiveSeller = await createSeller(t.db);
    await t.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, inactiveSeller.id));
    const hiddenCategory = await createCategory(t.db, { isActive: false });
    const hidden = [
      await createProduct(t.db, { categoryId, sellerId: seller.id, isActive: false }),
      await createProduct(t.db, { categoryId, sellerId: inactiveSeller.id }),
      await createProduct(t.db, { categoryId, sellerId: pendingSeller.id }),
      await createProduct(t.db, { categoryId, sellerId: null }),
      await createProduct(t.db, { categoryId: hiddenCategory.id, sellerId: seller.id }),
    ];
    const { user, cookie } = await shopper();
    for (const product of hidden) {
      expectError(await add(cookie, { productId: product.id, size: 'S', color: 'Black' }), 404, 'Product not found');
    }
    expectError(await add(cookie, { productId: 2_000_000_000, size: 'S', color: 'Black' }), 404, 'Product not found');
    expect(await linesOf(user.id)).toHaveLength(0);
  });

  it('keeps a line whose product went off sale, marked unavailable', async () => {
    const product = await createProduct(t.db, { categoryId, sellerId: seller.id });
    const { cookie } = await shopper();
    await add(cookie, { productId: product.id, size: 'S', color: 'Black' });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const [line] = (await getCart(cookie)).json();
    expect(line.product).toMatchObject({ isActive: false, isAvailable: false });
    expectError(await add(cookie, { productId: product.id, size: 'S', color: 'Black' }), 404, 'Product not found');
  });

  it('updates a quantity with PATCH and validates it', async () => {
    const { cookie } = await shopper();
    const line = (await add(cookie, { productId: tee.id, size: 'S', color: 'Black' })).json();
    const updated = await patch(cookie, line.id, { quantity: 7 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: line.id, quantity: 7, product: { price: '25.00' } });
    for (const quantity of [0, 11, 2.5, '3', null]) expectError(await patch(cookie, line.id, { quantity }), 400, QUANTITY);
    expectError(await patch(cookie, line.id, {}), 400, QUANTITY);
    expect((await getCart(cookie)).json()[0].quantity).toBe(7);
  });

  it('removes a line with DELETE; a second delete answers 404', async () => {
    const { user, cookie } = await shopper();
    const line = (await add(cookie, { productId: tee.id, size: 'S', color: 'Black' })).json();
    const kept = (await add(cookie, { productId: hoodie.id, size: 'M', color: 'Gray' })).json();
    const response = await remove(cookie, line.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectError(await remove(cookie, line.id), 404, 'Cart item not found');
    expect((await linesOf(user.id)).map((l) => l.id)).toEqual([kept.id]);
  });

  it("clears the user's own cart and nobody else's", async () => {
    const a = await shopper();
    const b = await shopper();
    await add(a.cookie, { productId: tee.id, size: 'S', color: 'Black' });
    await add(a.cookie, { productId: hoodie.id, size: 'M', color: 'Gray' });
    await add(b.cookie, { productId: tee.id, size: 'M', color: 'White' });
    const response = await clear(a.cookie, a.user.id);
    expect(response.statusCode).toBe(204);
    expect(await linesOf(a.user.id)).toHaveLength(0);
    expect(await linesOf(b.user.id)).toHaveLength(1);
    expect((await getCart(a.cookie)).json()).toEqual([]);
  });

  it("never lets user B read or change user A's cart", async () => {
    const a = await shopper();
    const b = await shopper();
    const aLine = (await add(a.cookie, { productId: tee.id, size: 'M', color: 'Black', quantity: 3 })).json();
    const before = await linesOf(a.user.id);

    // B's own cart does not show A's lines.
    expect((await getCart(b.cookie)).json()).toEqual([]);
    // Adding to A's cart by naming A.
    expectError(await add(b.cookie, { userId: a.user.id, productId: tee.id, size: 'S', color: 'White' }), 403, 'You can only change your own cart');
    // A's line: answered like a line that does not exist.
    expectError(await patch(b.cookie, aLine.id, { quantity: 9 }), 404, 'Cart item not found');
    expectError(await remove(b.cookie, aLine.id), 404, 'Cart item not found');
    // A's whole cart.
    expectError(await clear(b.cookie, a.user.id), 403, 'You can only change your own cart');

    expect(await linesOf(a.user.id)).toEqual(before);
    expect(await linesOf(b.user.id)).toHaveLength(0);
    expect((await getCart(a.cookie)).json()).toEqual([aLine]);
  });

  it.each(['abc', '0', '-1', '99999999999', '1.5'])('answers 400 to the line id %s', async (id) => {
    const { user, cookie } = await shopper();
    const message = id === '99999999999' ? 'Is out of range' : 'Must be a positive whole number';
    expectError(await patch(cookie, id, { quantity: 2 }), 400, message);
    expectError(await remove(cookie, id), 400, message);
    expectError(await clear(cookie, id), 400, message.replace('id:', 'userId:'));
    expect(user.id).toBeGreaterThan(0);
  });

  it('answers 404 for a well-formed unknown line id', async () => {
    const { cookie } = await shopper();
    expectError(await patch(cookie, 2_000_000_000, { quantity: 2 }), 404, 'Cart item not found');
    expectError(await remove(cookie, 2_000_000_000), 404, 'Cart item not found');
  });

  it('holds at most 100 different lines, yet still raises an existing one', async () => {
    const many = await createProduct(t.db, { categoryId, sellerId: seller.id, sizes: [...PRODUCT_SIZES], colors: [...PRESET_COLORS, 'Olive', 'Sand'] });
    const { user, cookie } = await shopper();
    const combos = PRODUCT_SIZES.flatMap((size) => [...PRESET_COLORS, 'Olive', 'Sand'].map((color) => ({ size, color })));
    for (const combo of combos.slice(0, 100)) {
      expect((await add(cookie, { productId: many.id, ...combo })).statusCode).toBe(201);
    }
    expectError(await add(cookie, { productId: many.id, ...combos[100]! }), 400, 'Your cart is full; remove something first');
    expect((await add(cookie, { productId: many.id, ...combos[0]! })).json().quantity).toBe(2);
    expect(await linesOf(user.id)).toHaveLength(100);
  });

  it('answers 400 to malformed JSON, 413 to a body over 1 MB, 415 without a JSON content type', async () => {
    const { cookie } = await shopper();
    const json = { 'content-type': 'application/json' };
    expectError(await call(cookie, { method: 'POST', url: '/api/cart', payload: '{"productId":', headers: json }), 400, 'The request body is not valid JSON');
    expectError(await add(cookie, 'not an object'), 415, 'Unsupported content type; send JSON');
    expectError(
      await call(cookie, { method: 'POST', url: '/api/cart', payload: '"just a string"', headers: json }),
      400,
      'Invalid input: expected object, received string',
    );
    const huge = JSON.stringify({ productId: tee.id, size: 'M', color: 'Black', padding: 'x'.repeat(1024 * 1024) });
    expectError(await call(cookie, { method: 'POST', url: '/api/cart', payload: huge, headers: json }), 413, 'The request body is too large');
  });

  it('refuses a cart change from another site with 403', async () => {
    const { user, cookie } = await shopper();
    const evil = { origin: 'https://evil.example' };
    expectError(
      await call(cookie, { method: 'POST', url: '/api/cart', payload: { productId: tee.id, size: 'M', color: 'Black' }, headers: evil }),
      403,
      'Cross-site requests are not allowed',
    );
    expectError(await call(cookie, { method: 'DELETE', url: `/api/cart/user/${user.id}`, headers: evil }), 403, 'Cross-site requests are not allowed');
    expect(await linesOf(user.id)).toHaveLength(0);
    // The app's own origin is fine.
    const own = await call(cookie, {
      method: 'POST', url: '/api/cart', payload: { productId: tee.id, size: 'M', color: 'Black' }, headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(own.statusCode).toBe(201);
  });

  it('never puts the session token in a reply body', async () => {
    const { user, cookie } = await shopper();
    const token = cookie.split('=')[1]!;
    const line = (await add(cookie, { productId: tee.id, size: 'M', color: 'Black' })).json();
    const bodies = [
      (await getCart(cookie)).body,
      (await patch(cookie, line.id, { quantity: 2 })).body,
      (await clear(cookie, user.id)).body,
    ];
    for (const body of bodies) expect(body).not.toContain(token);
  });

  it('refuses more than the chosen size and colour has in stock, counting what the cart holds (409)', async () => {
    const limited = await createProduct(t.db, {
      categoryId, sellerId: seller.id, sizes: ['M', 'L'], colors: ['Black', 'White'],
      variants: [{ size: 'M', color: 'Black', stock: 3 }, { size: 'M', color: 'White', stock: 0 }, { size: 'L', color: 'Black', stock: 12 }],
    });
    const { user, cookie } = await shopper();
    const line = (await add(cookie, { productId: limited.id, size: 'm', color: 'black', quantity: 2 })).json();
    expect(line.quantity).toBe(2);
    expectError(await add(cookie, { productId: limited.id, size: 'M', color: 'Black', quantity: 2 }), 409, 'Only 3 left in M / Black');
    expectError(await add(cookie, { productId: limited.id, size: 'M', color: 'White' }), 409, 'M / White is sold out');
    // A combination with no stock row at all has none.
    expectError(await add(cookie, { productId: limited.id, size: 'L', color: 'White' }), 409, 'L / White is sold out');
    expectError(await patch(cookie, line.id, { quantity: 4 }), 409, 'Only 3 left in M / Black');
    expect((await linesOf(user.id)).map((l) => [l.size, l.color, l.quantity])).toEqual([['M', 'Black', 2]]);
    expect((await patch(cookie, line.id, { quantity: 3 })).json().quantity).toBe(3);
    expectError(await add(cookie, { productId: limited.id, size: 'M', color: 'Black' }), 409, 'Only 3 left in M / Black');
    // Plenty of stock: the cart's own cap of 10 still applies, not the stock.
    expect((await add(cookie, { productId: limited.id, size: 'L', color: 'Black', quantity: 10 })).json().quantity).toBe(10);
    expect((await add(cookie, { productId: limited.id, size: 'L', color: 'Black', quantity: 1 })).json().quantity).toBe(10);
  });

  it('lets a shopper lower a line whose stock shrank after the add, down to what is left', async () => {
    const product = await createProduct(t.db, { categoryId, sellerId: seller.id, sizes: ['S'], colors: ['Black'], variantStock: 5 });
    const { cookie } = await shopper();
    const line = (await add(cookie, { productId: product.id, size: 'S', color: 'Black', quantity: 5 })).json();
    await t.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.productId, product.id));
    expectError(await patch(cookie, line.id, { quantity: 4 }), 409, 'Only 2 left in S / Black');
    expect((await patch(cookie, line.id, { quantity: 2 })).json().quantity).toBe(2);
    await t.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, product.id));
    expectError(await patch(cookie, line.id, { quantity: 1 }), 409, 'S / Black is sold out');
    // Removing is always possible.
    expect((await remove(cookie, line.id)).statusCode).toBe(204);
  });

  it('carries the stock of each line\'s size and colour, as it is now, so the cart can stop its + there', async () => {
    const product = await createProduct(t.db, {
      categoryId, sellerId: seller.id, sizes: ['S', 'M'], colors: ['Black'],
      variants: [{ size: 'S', color: 'Black', stock: 4 }, { size: 'M', color: 'Black', stock: 1 }],
    });
    const { cookie } = await shopper();
    await add(cookie, { productId: product.id, size: 'S', color: 'Black', quantity: 2 });
    const added = (await add(cookie, { productId: product.id, size: 'M', color: 'Black' })).json();
    expect(added.stock).toBe(1);
    // Another buyer takes the last M: the cart says so on its next read.
    await t.db.update(productVariants).set({ stock: 0 }).where(and(eq(productVariants.productId, product.id), eq(productVariants.size, 'M')));
    const lines = (await getCart(cookie)).json();
    expect(lines.map((l: { size: string; quantity: number; stock: number }) => [l.size, l.quantity, l.stock])).toEqual([['S', 2, 4], ['M', 1, 0]]);
  });

  it('treats a category hidden after the add like any unavailable product', async () => {
    const category = await createCategory(t.db);
    const product = await createProduct(t.db, { categoryId: category.id, sellerId: seller.id });
    const { cookie } = await shopper();
    await add(cookie, { productId: product.id, size: 'S', color: 'Black' });
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, category.id));
    expect((await getCart(cookie)).json()[0].product.isAvailable).toBe(false);
  });
});
