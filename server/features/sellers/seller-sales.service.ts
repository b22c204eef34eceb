import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { SellerStats } from '../../../shared/seller-schemas.js';
import { withIsoDates } from '../../kernel/paging.js';
import { isLowStock, type SellerProduct, type SellerProductsQuery } from '../../../shared/seller-tools-schemas.js';
import { favouritesCountsOf } from '../catalog/favourite-counts.repo.js';
import { sellerDailySales, sellerProductsPage, sellerStats } from './seller-sales.repo.js';

/** A shop's own figures for its dashboard: products, orders, revenue and units, overall and by day. */
export function createSellerSalesService(db: Db) {
  return {
    async stats(sellerId: number): Promise<SellerStats> {
      const figures = await sellerStats(db, sellerId);
      if (!figures) throw notFound('Seller');
      return figures;
    },

    /** The last 30 days, one row per UTC day, for the overview's chart. */
    dailySales: (sellerId: number) => sellerDailySales(db, sellerId, 30, new Date()),

    /** GET /api/seller/products: the products tab's page (search, sort) and the overview's top products (best-selling). */
    async products(sellerId: number, query: SellerProductsQuery): Promise<{ rows: SellerProduct[]; total: number }> {
      const page = await sellerProductsPage(db, sellerId, query);
      const saves = await favouritesCountsOf(db, page.rows.map((row) => row.id));
      return {
        ...page,
        rows: page.rows.map((row) => ({ ...withIsoDates(row), lowStock: isLowStock(row), favouritesCount: saves.get(row.id) ?? 0 })),
      };
    },
  };
}

export type SellerSalesService = ReturnType<typeof createSellerSalesService>;
