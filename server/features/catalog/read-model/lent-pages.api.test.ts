import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { replyBuffers } from '../../../kernel/reply-buffers.js';
import { createCategory, createProduct, createSeller } from '../../../seed/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TEST_DRIVERS } from '../../../test/test-database.js';

/**
 * A page of products is written into memory lent for that one reply and used again once it is
 * sent (kernel/reply-buffers.ts). A page a visitor asks for again is kept by the reply cache:
 * it must keep its own bytes while other pages reuse the memory it was written in.
 */
describe.each(TEST_DRIVERS)('pages written into lent memory on %s', (driver) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(driver);
    const category = await createCategory(t.db, { name: 'T-Shirts', slug: 't-shirts' });
    const seller = await createSeller(t.db, { businessName: 'Concrete Saints' });
    for (let i = 1; i <= 40; i++) {
      await createProduct(t.db, {
        name: `Lent Page Tee ${i}`, categoryId: category.id, sellerId: seller.id, price: `${10 + i}.00`,
        description: `A heavyweight tee with print number ${i}, screen printed by hand in small runs.`,
      });
    }
    await t.app.catalogReadModel!.ready();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it('keeps a stored page intact while later pages reuse the memory it was written in', async () => {
    const givenBack = vi.spyOn(replyBuffers, 'giveBack');
    const url = '/api/products?sort=price-low';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.length).toBeGreaterThan(8 * 1024);
    // Asked for twice, so the reply cache keeps it.
    expect((await get(url)).body).toBe(first.body);
    for (const sort of ['price-high', 'newest', 'popular', 'rating']) {
      for (const page of [1, 2]) expect((await get(`/api/products?sort=${sort}&page=${page}`)).statusCode).toBe(200);
    }
    expect(givenBack).toHaveBeenCalled();
    expect((await get(url)).body).toBe(first.body);
    expect((JSON.parse(first.body) as Array<{ name: string }>)[0]!.name).toBe('Lent Page Tee 1');
  });
});
