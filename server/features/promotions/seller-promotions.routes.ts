import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import { promotionListSchema, promotionReplySchema, sellerPromotionInputSchema, shopListQuerySchema } from '../../../shared/promotion-schemas.js';
import { actingSeller } from '../../plugins/guards.js';
import type { PromotionsService } from './promotions.service.js';

/** A shop's own codes (seller scope): newest first, a page at a time; another shop's promotion answers 404. */
export const sellerPromotionRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (app, { promotions }) => {
  app.get('/api/seller/promotions', { schema: { querystring: shopListQuerySchema, response: { 200: promotionListSchema } } }, async (request, reply) => {
    const page = await promotions.shopList((await actingSeller(request)).sellerId, request.query);
    reply.header('x-total-count', String(page.total));
    return { promotions: page.promotions };
  });

  app.post('/api/seller/promotions', { schema: { body: sellerPromotionInputSchema, response: { 201: promotionReplySchema } } }, async (request, reply) =>
    reply.status(201).send(await promotions.shopCreate(await actingSeller(request), request.body)));

  app.put(
    '/api/seller/promotions/:id',
    { schema: { params: idParamsSchema, body: sellerPromotionInputSchema, response: { 200: promotionReplySchema } } },
    async (request) => promotions.shopUpdate((await actingSeller(request)).sellerId, request.params.id, request.body),
  );

  app.delete('/api/seller/promotions/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await promotions.shopDelete((await actingSeller(request)).sellerId, request.params.id);
    return reply.status(204).send();
  });
};
