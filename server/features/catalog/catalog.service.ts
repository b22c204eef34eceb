import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import {
  categoryListSchema, catalogStatsSchema, productListSchema, productSchema, type ProductListQuery,
} from '../../../shared/catalog-schemas.js';
import { jsonReply as json, type CachedReply, type CatalogCache } from './catalog-cache.js';
import { countVisibleCatalog, listCategoriesWithCounts } from './categories.repo.js';
import { findProductById, listProducts } from './products.repo.js';
import type { CatalogViewer } from './product-visibility.js';
import { buildSearchQuery } from './search-query.js';

/** Admins see every product; a seller asking for their own shop sees all of it (DECISIONS.md). */
export async function catalogViewer(request: FastifyRequest, ownSellerId?: number): Promise<CatalogViewer> {
  const user = await request.currentUser();
  if (user?.role === 'admin') return { kind: 'admin' };
  if (user?.sellerId != null && (ownSellerId === undefined || ownSellerId === user.sellerId)) {
    return { kind: 'seller', sellerId: user.sellerId };
  }
  return { kind: 'shopper' };
}

export function createCatalogService(db: Db, cache: CatalogCache) {
  // Shoppers' replies are shared by everyone and cached; owners' and admins' never are.
  const cachedFor = (viewer: CatalogViewer, key: string, load: () => Promise<CachedReply>) =>
    viewer.kind === 'shopper' ? cache.get(key, load) : load();

  return {
    listProducts(query: ProductListQuery, viewer: CatalogViewer): Promise<CachedReply> {
      return cachedFor(viewer, `products:${JSON.stringify(query)}`, async () => {
        const tsquery = query.search ? await buildSearchQuery(db, query.search) : null;
        if (query.search?.trim() && !tsquery) return json([], { 'x-total-count': '0' });
        const { rows, total } = await listProducts(db, query, viewer, tsquery);
        return json(productListSchema.parse(rows), { 'x-total-count': String(total) });
      });
    },

    getProduct(id: number, viewer: CatalogViewer): Promise<CachedReply> {
      return cachedFor(viewer, `product:${id}`, async () => {
        const row = await findProductById(db, id, viewer);
        if (!row) throw notFound('Product');
        return json(productSchema.parse(row));
      });
    },

    listCategories(): Promise<CachedReply> {
      return cache.get('categories', async () => json(categoryListSchema.parse(await listCategoriesWithCounts(db))));
    },

    stats(): Promise<CachedReply> {
      return cache.get('stats', async () => json(catalogStatsSchema.parse(await countVisibleCatalog(db))));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
