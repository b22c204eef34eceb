import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller } from '../../seed/factories.js';
import { products } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { TAKE_DOWN_MESSAGES } from '../../../shared/catalog-schemas.js';
import { ADMIN_MESSAGES } from '../../../shared/admin-schemas.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { findProductById, listProducts } from '../catalog/products.repo.js';
import { auditRows, caller, signedInAdmin } from './admin-test-helpers.js';

const REASON = 'Counterfeit logo: send proof of licence';

/** Security finding 1 (issue 20): a take-down is the admin's own state, which the seller cannot undo. */
describe.each(TEST_DRIVERS)('product take-downs on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let categoryId: number;
  let shop: Awaited<ReturnType<typeof createSeller>>;
  let sellerCookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
    admin = await signedInAdmin(t);
    categoryId = (await createCategory(t.db, { name: 'Jackets', slug: 'jackets' })).id;
    shop = await createSeller(t.db, { businessName: 'Bootleg Club' });
    sellerCookie = await sessionCookieFor(t.db, shop.userId);
  });
  afterAll(async () => {
    await t?.close();
  });

  const visitor = (url: string) => t.app.inject({ method: 'GET', url });
  const takeDown = (id: number, payload: object = { isActive: false, reason: REASON }) =>
    call(admin.cookie, { method: 'PATCH', url: `/api/admin/products/${id}`, payload });
  const sellerPut = (id: number, payload: object) => call(sellerCookie, { method: 'PUT', url: `/api/products/${id}`, payload });
  const stored = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
  /** What a shopper gets by plain SQL, without the read model. */
  const sqlShopperSees = async (id: number) => ({
    byId: (await findProductById(t.db, id, { kind: 'shopper' })) !== null,
    inList: (await listProducts(t.db, { page: 1, pageSize: 100, seller: shop.id }, { kind: 'shopper' }, null)).rows.some((row) => row.id === id),
  });
  const readModelLists = async (id: number) => {
    await t.app.catalogReadModel?.sync();
    const list = await visitor(`/api/products?seller=${shop.id}&pageSize=100`);
    return (list.json() as Array<{ id: number }>).some((row) => row.id === id);
  };

  it('hides the product from shoppers (read model and SQL) and records who, when and why', async () => {
    const product = await createProduct(t.db, { categoryId, sellerId: shop.id, name: 'Bootleg Varsity Jacket' });
    expect(await readModelLists(product.id)).toBe(true);

    const down = await takeDown(product.id);
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json()).toMatchObject({
      id: product.id, isActive: true, takeDown: { reason: REASON, byUsername: admin.admin.username },
    });
    const row = await stored(product.id);
    expect(row).toMatchObject({ isActive: true, isListed: false, takenDownBy: admin.admin.id, takeDownReason: REASON });
    expect(row.takenDownAt).toBeInstanceOf(Date);

    await expect.poll(async () => (await visitor(`/api/products/${product.id}`)).statusCode, { timeout: 3000 }).toBe(404);
    await expect.poll(() => readModelLists(product.id), { timeout: 3000 }).toBe(false);
    expect(await sqlShopperSees(product.id)).toEqual({ byId: false, inList: false });
    expect((await auditRows(t))[0]).toMatchObject({
      action: 'product.take_down', actorId: admin.admin.id, entityType: 'product', entityId: product.id,
      before: { takenDownAt: null, reason: null }, after: { reason: REASON },
    });
    const listed = await call(admin.cookie, { method: 'GET', url: '/api/admin/products?status=taken_down&search=Bootleg%20Varsity' });
    expect(listed.json().map((p: { id: number }) => p.id)).toEqual([product.id]);
  });

  it("refuses the seller's relist with 403 and changes nothing; other edits and pausing still work", async () => {
    const product = await createProduct(t.db, { categoryId, sellerId: shop.id, name: 'Bootleg Coach Jacket', price: '80.00' });
    await takeDown(product.id);
    const auditsBefore = (await auditRows(t)).length;

    expectError(await sellerPut(product.id, { isActive: true }), 403, TAKE_DOWN_MESSAGES.sellerCannotRelist);
    expectError(await sellerPut(product.id, { isActive: true, price: '70.00' }), 403, TAKE_DOWN_MESSAGES.sellerCannotRelist);
    expect(await stored(product.id)).toMatchObject({ price: '80.00', isListed: false, takeDownReason: REASON });
    expect((await visitor(`/api/products/${product.id}`)).statusCode).toBe(404);

    // The seller may fix what the reason says, and pausing a taken-down product is harmless.
    const fixed = await sellerPut(product.id, { description: 'Licensed artwork', isActive: false });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ description: 'Licensed artwork', isActive: false, takeDownReason: REASON });
    expect(fixed.json().takenDownAt).toEqual(expect.any(String));
    expect((await visitor(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await auditRows(t)).length).toBe(auditsBefore);
  });

  it('shows the seller the take-down with its reason in their own replies, and never to shoppers', async () => {
    const product = await createProduct(t.db, { categoryId, sellerId: shop.id, name: 'Bootleg Bomber' });
    const other = await createProduct(t.db, { categoryId, sellerId: shop.id, name: 'Plain Bomber' });
    await takeDown(product.id);

    const own = await call(sellerCookie, { method: 'GET', url: `/api/products?seller=${shop.id}&pageSize=100` });
    const mine = (own.json() as Array<Record<string, unknown>>).find((p) => p.id === product.id);
    expect(mine).toMatchObject({ takeDownReason: REASON, takenDownAt: expect.any(String) });
    expect((own.json() as Array<Record<string, unknown>>).find((p) => p.id === other.id)).toMatchObject({ takenDownAt: null, takeDownReason: null });
    const detail = await call(sellerCookie, { method: 'GET', url: `/api/products/${product.id}` });
    expect(detail.json()).toMatchObject({ takeDownReason: REASON });

    const shopper = await visitor(`/api/products/${other.id}`);
    expect(shopper.statusCode).toBe(200);
    expect(shopper.json()).not.toHaveProperty('takenDownAt');
    expect(shopper.json()).not.toHaveProperty('takeDownReason');
    const list = await visitor(`/api/products?seller=${shop.id}&pageSize=100`);
    for (const row of list.json() as Array<Record<string, unknown>>) expect(row).not.toHaveProperty('takeDownReason');
    // Another shop's seller browsing sees the shopper's reply too.
    const stranger = await createSeller(t.db);
    const theirs = await call(await sessionCookieFor(t.db, stranger.userId), { method: 'GET', url: `/api/products/${other.id}` });
    expect(theirs.json()).not.toHaveProperty('takeDownReason');
  });

  it("only the admin's reinstatement lists it again (audited); a seller's pause is kept", async () => {
    const product = await createProduct(t.db, { categoryId, sellerId: shop.id, name: 'Bootleg Parka' });
    await takeDown(product.id);
    const back = await call(admin.cookie, { method: 'PATCH', url: `/api/admin/products/${product.id}`, payload: { isActive: true } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().takeDown).toBeNull();
    await expect.poll(async () => (await visitor(`/api/products/${product.id}`)).statusCode, { timeout: 3000 }).toBe(200);
    await expect.poll(() => readModelLists(product.id), { timeout: 3000 }).toBe(true);
    expect(await sqlShopperSees(product.id)).toEqual({ byId: true, inList: true });
    expect((await auditRows(t))[0]).toMatchObject({
      action: 'product.reinstate', actorId: admin.admin.id, entityId: product.id, before: { reason: REASON }, after: { takenDownAt: null },
    });
    expect(await stored(product.id)).toMatchObject({ takenDownAt: null, takenDownBy: null, takeDownReason: null });

    // Paused by its seller, then taken down and reinstated: it stays paused, as its seller left it.
    expect((await sellerPut(product.id, { isActive: false })).statusCode).toBe(200);
    await takeDown(product.id);
    await call(admin.cookie, { method: 'PATCH', url: `/api/admin/products/${product.id}`, payload: { isActive: true } });
    expect(await stored(product.id)).toMatchObject({ isActive: false, isListed: false, takenDownAt: null });
    expect((await sellerPut(product.id, { isActive: true })).statusCode).toBe(200);
    expect((await stored(product.id)).isListed).toBe(true);
  });

  it('needs a reason to take down; the seller switch of untouched products works as before', async () => {
    const product = await createProduct(t.db, { categoryId, sellerId: shop.id, name: 'Plain Windbreaker' });
    expectError(await takeDown(product.id, { isActive: false }), 400, ADMIN_MESSAGES.takeDownReasonRequired);
    expectError(await takeDown(product.id, { isActive: false, reason: '   ' }), 400, ADMIN_MESSAGES.takeDownReasonRequired);
    expectError(await takeDown(product.id, { isActive: false, reason: 'x'.repeat(501) }), 400, ADMIN_MESSAGES.takeDownReasonTooLong);
    expect((await stored(product.id)).takenDownAt).toBeNull();

    expect((await sellerPut(product.id, { isActive: false })).statusCode).toBe(200);
    expect((await visitor(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await sellerPut(product.id, { isActive: true })).statusCode).toBe(200);
    await expect.poll(async () => (await visitor(`/api/products/${product.id}`)).statusCode, { timeout: 3000 }).toBe(200);
  });
});
