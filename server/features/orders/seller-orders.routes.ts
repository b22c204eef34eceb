import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heldStockReplySchema, orderSchema, ordersPageQuerySchema } from '../../../shared/orders-schemas.js';
import { sendPage } from '../../kernel/paging.js';
import { actingSeller } from '../../plugins/guards.js';
import type { OrdersService } from './orders.service.js';

/** A shop's orders and the stock its unpaid orders hold (seller scope). */
export const sellerOrdersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/seller/orders', { schema: { querystring: ordersPageQuerySchema, response: { 200: z.array(orderSchema) } } }, async (request, reply) =>
    sendPage(reply, await orders.listForSeller((await actingSeller(request)).sellerId, request.query)));

  app.get('/api/seller/held-stock', { schema: { response: { 200: heldStockReplySchema } } }, async (request) =>
    orders.heldStockForSeller((await actingSeller(request)).sellerId));
};
