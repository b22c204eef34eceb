import type { Db } from '../../db/client.js';
import { AppError, conflict, unauthorized } from '../../errors.js';
import type { z } from 'zod';
import { favouritesPageSchema, NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '../../../shared/notification-schemas.js';
import { findListedProducts } from '../catalog/products.repo.js';
import { favouriteChanges } from './favourite-changes.js';
import {
  countFavourites, deleteFavourite, favouriteProductIds, favouritesPage, findFavourite, insertFavourite, listedProductFacts, setPriceAlerts,
} from './favourites.repo.js';
import { pageOf } from './follows-paging.js';
import { lockShopperForWrite } from './shopper-lock.repo.js';

export const productNotFound = () => new AppError('not_found', NOTIFICATION_MESSAGES.productNotFound);

type FavouritesPage = z.output<typeof favouritesPageSchema>;
type FavouriteState = { productId: number; favourite: boolean; priceAlerts: boolean };

/** A shopper's saved products: the session's own, never anyone else's (no user id in any path). */
export function createFavouritesService(db: Db) {
  return {
    /** Parsed here, not by the route: the product's timestamps are one-way transforms the reply serializer cannot encode. */
    async page(userId: number, page: number, limit: number): Promise<FavouritesPage> {
      const { rows, total } = await favouritesPage(db, userId, page, limit);
      const listed = new Map((await findListedProducts(db, rows.map((row) => row.productId))).map((product) => [product.id, product]));
      const items = rows.map((row) => {
        const product = listed.get(row.productId);
        return {
          productId: row.productId,
          savedAt: row.createdAt.toISOString(),
          savedPrice: row.savedPrice,
          priceAlerts: row.priceAlerts,
          product: product ?? null,
          name: product?.name ?? row.name,
          changes: favouriteChanges(row, product ?? null),
        };
      });
      return favouritesPageSchema.parse(pageOf(items, page, limit, total));
    },

    ids: async (userId: number) => ({ productIds: await favouriteProductIds(db, userId) }),

    /**
     * Saves a listed product at its price and stock now. Saving it again keeps the first save
     * (its price, stock and date); `priceAlerts`, when the request names it, is switched.
     */
    async save(userId: number, productId: number, priceAlerts: boolean | undefined): Promise<FavouriteState> {
      return db.transaction(async (tx) => {
        if (!(await lockShopperForWrite(tx, userId))) throw unauthorized();
        const product = await listedProductFacts(tx, productId);
        if (!product) throw productNotFound();
        const existing = await findFavourite(tx, userId, productId);
        if (existing) {
          if (priceAlerts !== undefined && priceAlerts !== existing.priceAlerts) await setPriceAlerts(tx, userId, productId, priceAlerts);
          return { productId, favourite: true, priceAlerts: priceAlerts ?? existing.priceAlerts };
        }
        if ((await countFavourites(tx, userId)) >= NOTIFICATION_LIMITS.maxFavourites) throw conflict(NOTIFICATION_MESSAGES.tooManyFavourites);
        const alerts = priceAlerts ?? true;
        await insertFavourite(tx, { userId, productId, price: product.price, inStock: product.stock > 0, priceAlerts: alerts });
        return { productId, favourite: true, priceAlerts: alerts };
      });
    },

    /** Listed or not (an unavailable favourite must still go); nothing saved is fine too. */
    async remove(userId: number, productId: number): Promise<FavouriteState> {
      await deleteFavourite(db, userId, productId);
      return { productId, favourite: false, priceAlerts: false };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
