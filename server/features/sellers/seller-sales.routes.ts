import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesDaysSchema } from '../../../shared/payout-schemas.js';
import { sellerStatsSchema } from '../../../shared/seller-schemas.js';
import { actingSeller } from '../../plugins/guards.js';
import type { SellerSalesService } from './seller-sales.service.js';

/** The seller dashboard's figures (seller scope). */
export const sellerSalesRoutes: FastifyPluginAsyncZod<{ sales: SellerSalesService }> = async (app, { sales }) => {
  app.get('/api/seller/stats', { schema: { response: { 200: sellerStatsSchema } } }, async (request) =>
    sales.stats((await actingSeller(request)).sellerId));

  app.get('/api/seller/stats/daily', { schema: { response: { 200: salesDaysSchema } } }, async (request, reply) => {
    const { sellerId } = await actingSeller(request);
    reply.header('cache-control', 'private, no-store');
    return sales.dailySales(sellerId);
  });
};
