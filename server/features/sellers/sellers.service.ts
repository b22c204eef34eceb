import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { publicSellerListSchema, publicSellerSchema, type SellerListQuery } from '../../../shared/catalog-schemas.js';
import { jsonReply as json, type CachedReply, type CatalogCache } from '../../kernel/reply-cache.js';
import { MAX_CACHED_PAGE } from '../catalog/catalog.service.js';
import { findPublicSeller, listPublicSellers } from './sellers.repo.js';

/** One form for queries with the same answer (see normaliseProductQuery): one cache entry. */
export function normaliseSellerQuery(query: SellerListQuery): SellerListQuery {
  const search = query.search?.trim() || undefined;
  // Featured answers the first few whatever the page: the page is not part of the question.
  if (query.featured) return { search, sort: query.sort ?? 'rating', featured: true, page: 1, pageSize: 1 };
  return { search, sort: query.sort ?? 'rating', featured: query.featured, page: query.page, pageSize: query.pageSize };
}

export function createSellersService(db: Db, cache: CatalogCache) {
  return {
    listPublic(rawQuery: SellerListQuery): Promise<CachedReply> {
      const query = normaliseSellerQuery(rawQuery);
      return cache.get(`sellers:${JSON.stringify(query)}`, async () => {
        const { rows, total } = await listPublicSellers(db, query);
        return json(publicSellerListSchema.parse(rows), { 'x-total-count': String(total) });
      }, { store: query.page <= MAX_CACHED_PAGE });
    },

    getPublic(id: number): Promise<CachedReply> {
      return cache.get(`seller:${id}`, async () => {
        const seller = await findPublicSeller(db, id);
        if (!seller) throw notFound('Seller');
        return json(publicSellerSchema.parse(seller));
      });
    },
  };
}

export type SellersService = ReturnType<typeof createSellersService>;
