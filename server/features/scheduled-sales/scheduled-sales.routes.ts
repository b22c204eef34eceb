import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import { scheduledSaleInputSchema, scheduledSaleListSchema, scheduledSaleReplySchema, shopListQuerySchema } from '../../../shared/promotion-schemas.js';
import { actingSeller } from '../../plugins/guards.js';
import type { ScheduledSalesService } from './scheduled-sales.service.js';

/** A shop's scheduled sales (seller scope, issue 26): `/api/seller/sales`. */
export const sellerScheduledSalesRoutes: FastifyPluginAsyncZod<{ scheduledSales: ScheduledSalesService }> = async (app, { scheduledSales }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // One page, latest start first, with the count of all the shop's sales in X-Total-Count.
  app.get('/api/seller/sales', { schema: { querystring: shopListQuerySchema, response: { 200: scheduledSaleListSchema } } }, async (request, reply) => {
    const { sales, total } = await scheduledSales.list(await actingSeller(request), request.query);
    reply.header('x-total-count', String(total));
    return { sales };
  });

  app.post('/api/seller/sales', { schema: { body: scheduledSaleInputSchema, response: { 201: scheduledSaleReplySchema } } }, async (request, reply) =>
    reply.code(201).send(await scheduledSales.create(await actingSeller(request), request.body)));

  app.put('/api/seller/sales/:id', {
    schema: { params: idParamsSchema, body: scheduledSaleInputSchema, response: { 200: scheduledSaleReplySchema } },
  }, async (request) => scheduledSales.update(await actingSeller(request), request.params.id, request.body));

  app.delete('/api/seller/sales/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await scheduledSales.remove(await actingSeller(request), request.params.id);
    return reply.code(204).send();
  });
};
