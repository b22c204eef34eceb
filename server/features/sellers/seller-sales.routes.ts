import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesDaysSchema } from '../../../shared/payout-schemas.js';
import { sellerStatsSchema } from '../../../shared/seller-schemas.js';
import { sellerProductListSchema, sellerProductsQuerySchema } from '../../../shared/seller-tools-schemas.js';
import { sendPage } from '../../kernel/paging.js';
import { actingSeller } from '../../plugins/guards.js';
import type { SellerSalesService } from './seller-sales.service.js';

/** The seller dashboard's figures and its own products list (seller scope). */
export const sellerSalesRoutes: FastifyPluginAsyncZod<{ sales: SellerSalesService }> = async (app, { sales }) => {
  app.get('/api/seller/stats', { schema: { response: { 200: sellerStatsSchema } } }, async (request) =>
    sales.stats((await actingSeller(request)).sellerId));

  app.get('/api/seller/stats/daily', { schema: { response: { 200: salesDaysSchema } } }, async (request, reply) => {
    const { sellerId } = await actingSeller(request);
    reply.header('cache-control', 'private, no-store');
    return sales.dailySales(sellerId);
  });

  // The seller's own products, paged, searched and sorted by the database, with units sold (X-Total-Count).
  app.get('/api/seller/products', { schema: { querystring: sellerProductsQuerySchema, response: { 200: sellerProductListSchema } } }, async (request, reply) => {
    const { sellerId } = await actingSeller(request);
    reply.header('cache-control', 'private, no-store');
    return sendPage(reply, await sales.products(sellerId, request.query));
  });
};
