import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { publicSellerListSchema, publicSellerSchema, type SellerListQuery } from '../../../shared/catalog-schemas.js';
import { jsonReply as json, type CachedReply, type CatalogCache } from '../catalog/catalog-cache.js';
import { findPublicSeller, listPublicSellers } from './sellers.repo.js';

export function createSellersService(db: Db, cache: CatalogCache) {
  return {
    listPublic(query: SellerListQuery): Promise<CachedReply> {
      return cache.get(`sellers:${JSON.stringify(query)}`, async () =>
        json(publicSellerListSchema.parse(await listPublicSellers(db, query))));
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
