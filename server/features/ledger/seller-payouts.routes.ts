import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownPayoutsSchema } from '../../../shared/payout-schemas.js';
import { actingSeller } from '../../plugins/guards.js';
import type { PayoutsService } from './payouts.service.js';

/** A seller's balance, held earnings and payouts (seller scope). */
export const sellerPayoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  app.get('/api/seller/payouts', { schema: { response: { 200: ownPayoutsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return payouts.ownPayouts((await actingSeller(request)).sellerId);
  });
};
