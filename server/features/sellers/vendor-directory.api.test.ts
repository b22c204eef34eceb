import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller } from '../../seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

/** docs/decisions/014: the vendor directory, featured sellers and the hero count list only shops with something for sale. */
describe.each(TEST_DRIVERS)('the vendor directory on %s', (driver) => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    categoryId = (await createCategory(t.db, { name: 'Caps', slug: 'caps' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const names = async (url: string) => ((await get(url)).json() as Array<{ businessName: string }>).map((s) => s.businessName);

  it('leaves out a shop with no listed product, while its own page still opens', async () => {
    const selling = await createSeller(t.db, { businessName: 'Quillon Selling' });
    await createProduct(t.db, { categoryId, sellerId: selling.id, isFeatured: true });
    const empty = await createSeller(t.db, { businessName: 'Quillon Empty', rating: '5.00', totalReviews: 3 });
    const paused = await createSeller(t.db, { businessName: 'Quillon Paused', rating: '5.00', totalReviews: 3 });
    await createProduct(t.db, { categoryId, sellerId: paused.id, isActive: false, isFeatured: true });
    const takenDown = await createSeller(t.db, { businessName: 'Quillon Taken Down' });
    await createProduct(t.db, { categoryId, sellerId: takenDown.id, isFeatured: true, takenDownAt: new Date(), takeDownReason: 'Counterfeit' });

    expect(await names('/api/sellers?search=quillon')).toEqual(['Quillon Selling']);
    expect((await get('/api/sellers?search=quillon')).headers['x-total-count']).toBe('1');
    expect(await names('/api/sellers?featured=true')).toEqual(['Quillon Selling']);
    expect((await get('/api/stats')).json()).toMatchObject({ sellerCount: 1 });
    for (const shop of [empty, paused, takenDown]) {
      expect((await get(`/api/sellers/${shop.id}`)).json()).toMatchObject({ id: shop.id, productCount: 0 });
    }
  });
});
