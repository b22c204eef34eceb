import { createTestApp } from '../../server/test/test-app.js';
import { createCategory, createProduct, createSeller } from '../../server/db/factories.js';
const t = await createTestApp('pglite', { LOG_LEVEL: 'error' });
const c = await createCategory(t.db, { name: 'Hoodies', slug: 'hoodies' });
const s = await createSeller(t.db, { businessName: 'Neon Alley' });
await createProduct(t.db, { name: 'Zip Hoodie', categoryId: c.id, sellerId: s.id, sizes: ['XL'] });
for (const url of ['/api/products?sizes=XL', '/api/products?search=hoddie', '/api/sellers', `/api/sellers/999`]) {
  const r = await t.app.inject({ url });
  console.log(url, r.statusCode, r.body.slice(0, 300));
}
await t.close();
