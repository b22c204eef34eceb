import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { cartItems, savedAddresses } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { ADDRESS, postCheckout, sellerWithProduct, shopperWithCart } from '../orders/orders-test-helpers.js';
import { ADDRESS_MESSAGES, MAX_SAVED_ADDRESSES } from '../../../shared/address-schemas.js';
import { ORDER_MESSAGES } from '../../../shared/orders-schemas.js';

const HOME = { ...ADDRESS, fullName: 'Sam Rivera', line1: '12 Court St', line2: '', city: 'Brooklyn', region: 'NY', postalCode: '11201', country: 'United States', phone: '+1 718 555 0100' };
const WORK = { ...HOME, line1: '1 Main St', postalCode: '11202' };

describe.each(TEST_DRIVERS)('saved addresses API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function person() {
    const user = await createUser(t.db);
    return { user, cookie: await sessionCookieFor(t.db, user.id) };
  }
  const call = (cookie: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
  const list = (cookie: string) => call(cookie, { method: 'GET', url: '/api/addresses' });
  const create = (cookie: string | null, payload: object) => call(cookie, { method: 'POST', url: '/api/addresses', payload });
  const update = (cookie: string, id: number, payload: object) => call(cookie, { method: 'PUT', url: `/api/addresses/${id}`, payload });
  const setDefault = (cookie: string, id: number) => call(cookie, { method: 'POST', url: `/api/addresses/${id}/default` });
  const remove = (cookie: string, id: number) => call(cookie, { method: 'DELETE', url: `/api/addresses/${id}` });
  const defaults = async (cookie: string) => ((await list(cookie)).json() as { id: number; isDefault: boolean }[]).filter((a) => a.isDefault).map((a) => a.id);

  it('answers 401 to every address call when signed out', async () => {
    for (const options of [
      { method: 'GET', url: '/api/addresses' }, { method: 'POST', url: '/api/addresses', payload: HOME },
      { method: 'PUT', url: '/api/addresses/1', payload: HOME }, { method: 'POST', url: '/api/addresses/1/default' },
      { method: 'DELETE', url: '/api/addresses/1' },
    ] as InjectOptions[]) expectError(await call(null, options), 401, 'Please sign in');
  });

  it('keeps the first address as the default, lists the default first, and moves the default when asked', async () => {
    const { cookie } = await person();
    expect((await list(cookie)).json()).toEqual([]);
    const home = await create(cookie, HOME);
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json()).toEqual({ ...HOME, id: expect.any(Number), isDefault: true, createdAt: expect.any(String) });
    const work = (await create(cookie, WORK)).json();
    expect(work.isDefault).toBe(false);
    expect(await defaults(cookie)).toEqual([home.json().id]);

    const moved = await setDefault(cookie, work.id);
    expect(moved.json()).toMatchObject({ id: work.id, isDefault: true });
    expect((await list(cookie)).json().map((a: { id: number }) => a.id)).toEqual([work.id, home.json().id]);
    expect(await defaults(cookie)).toEqual([work.id]);

    // A new address may ask to be the default; the old one gives way.
    const third = (await create(cookie, { ...WORK, line1: '3 Pier Rd', isDefault: true })).json();
    expect(await defaults(cookie)).toEqual([third.id]);
  });

  it('keeps exactly one default when several first addresses arrive at once', async () => {
    const { cookie } = await person();
    const responses = await Promise.all(Array.from({ length: 5 }, (_, index) => create(cookie, { ...HOME, line1: `${index} Court St` })));
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    expect(await defaults(cookie)).toHaveLength(1);
    // And when several ask to be the default at once.
    const ids = responses.map((response) => response.json().id as number);
    for (const response of await Promise.all(ids.map((id) => setDefault(cookie, id)))) expect(response.statusCode).toBe(200);
    expect(await defaults(cookie)).toHaveLength(1);
  });

  it('validates with the checkout address rules', async () => {
    const { cookie } = await person();
    expectError(await create(cookie, { ...HOME, city: '  ' }), 400, ORDER_MESSAGES.cityRequired);
    expectError(await create(cookie, { ...HOME, phone: 'call me' }), 400, ORDER_MESSAGES.phoneInvalid);
  });

  it('edits an address, and unticking the default leaves it the default (there is always one)', async () => {
    const { cookie } = await person();
    const home = (await create(cookie, HOME)).json();
    const edited = await update(cookie, home.id, { ...HOME, line2: 'Apt 4', isDefault: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ line2: 'Apt 4', isDefault: true });
    const work = (await create(cookie, WORK)).json();
    expect((await update(cookie, work.id, { ...WORK, isDefault: true })).json().isDefault).toBe(true);
    expect(await defaults(cookie)).toEqual([work.id]);
  });

  it('hands the default to the newest address left when the default is deleted', async () => {
    const { cookie } = await person();
    const home = (await create(cookie, HOME)).json();
    const work = (await create(cookie, WORK)).json();
    const third = (await create(cookie, { ...WORK, line1: '3 Pier Rd' })).json();
    expect((await remove(cookie, home.id)).statusCode).toBe(204);
    expect(await defaults(cookie)).toEqual([third.id]);
    expect((await remove(cookie, work.id)).statusCode).toBe(204);
    expect(await defaults(cookie)).toEqual([third.id]);
    expect((await remove(cookie, third.id)).statusCode).toBe(204);
    expect((await list(cookie)).json()).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses per person`, async () => {
    const { cookie } = await person();
    for (let index = 0; index < MAX_SAVED_ADDRESSES; index += 1) {
      expect((await create(cookie, { ...HOME, line1: `${index} Court St` })).statusCode).toBe(201);
    }
    expectError(await create(cookie, { ...HOME, line1: 'One too many' }), 409, ADDRESS_MESSAGES.tooMany);
    expect((await list(cookie)).json()).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('never reads, edits, defaults or deletes someone else\'s address: it is not found', async () => {
    const owner = await person();
    const other = await person();
    const home = (await create(owner.cookie, HOME)).json();
    await create(other.cookie, WORK);
    expectError(await update(other.cookie, home.id, { ...HOME, fullName: 'Mallory' }), 404, 'Address not found');
    expectError(await setDefault(other.cookie, home.id), 404, 'Address not found');
    expectError(await remove(other.cookie, home.id), 404, 'Address not found');
    expect((await list(other.cookie)).json().map((a: { id: number }) => a.id)).not.toContain(home.id);
    const [row] = await t.db.select().from(savedAddresses).where(eq(savedAddresses.id, home.id));
    expect(row).toMatchObject({ fullName: HOME.fullName, isDefault: true });
  });

  it('saves the checkout address when ticked, once, as the default of an empty book; a refused checkout saves nothing', async () => {
    const { product } = await sellerWithProduct(t.db, { price: '60.00', stock: 1 });
    const { cookie } = await shopperWithCart(t.db, [{ productId: product.id, quantity: 2 }]);
    // Two wanted, one in stock: refused, and the address is not kept.
    const refused = await postCheckout(t, cookie, '120.00', { body: { shippingAddress: HOME, saveAddress: true } });
    expect(refused.statusCode).toBe(409);
    expect((await list(cookie)).json()).toEqual([]);

    const second = await sellerWithProduct(t.db, { price: '60.00', stock: 5 });
    const buyer = await shopperWithCart(t.db, [{ productId: second.product.id }]);
    const placed = await postCheckout(t, buyer.cookie, '60.00', { body: { shippingAddress: HOME, saveAddress: true } });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await list(buyer.cookie)).json()).toEqual([{ ...HOME, id: expect.any(Number), isDefault: true, createdAt: expect.any(String) }]);

    // The same address again is not kept twice; an unticked checkout keeps nothing.
    await t.db.insert(cartItems).values({ userId: buyer.user.id, productId: second.product.id, quantity: 1, size: 'M', color: 'Black' });
    expect((await postCheckout(t, buyer.cookie, '60.00', { body: { shippingAddress: HOME, saveAddress: true } })).statusCode).toBe(201);
    await t.db.insert(cartItems).values({ userId: buyer.user.id, productId: second.product.id, quantity: 1, size: 'M', color: 'Black' });
    expect((await postCheckout(t, buyer.cookie, '60.00', { body: { shippingAddress: WORK } })).statusCode).toBe(201);
    expect((await list(buyer.cookie)).json()).toHaveLength(1);
  });

  it('places a ticked checkout even when the address book is full, keeping the book as it was', async () => {
    const { product } = await sellerWithProduct(t.db, { price: '60.00', stock: 5 });
    const { cookie } = await shopperWithCart(t.db, [{ productId: product.id }]);
    for (let index = 0; index < MAX_SAVED_ADDRESSES; index += 1) await create(cookie, { ...WORK, line1: `${index} Main St` });
    const placed = await postCheckout(t, cookie, '60.00', { body: { shippingAddress: HOME, saveAddress: true } });
    expect(placed.statusCode, placed.body).toBe(201);
    const book = (await list(cookie)).json() as { line1: string }[];
    expect(book).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(book.map((address) => address.line1)).not.toContain(HOME.line1);
  });
});
