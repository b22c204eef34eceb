import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heldStockReplySchema, orderSchema } from '../../../shared/orders-schemas.js';
import { packingSlipSchema, sellerOrdersQuerySchema } from '../../../shared/seller-tools-schemas.js';
import { idParamsSchema } from '../../../shared/id.js';
import { sendPage } from '../../kernel/paging.js';
import { actingSeller } from '../../plugins/guards.js';
import type { OrdersService } from './orders.service.js';

/** A shop's orders (searched, sorted, with packing slips) and the stock its unpaid orders hold (seller scope). */
export const sellerOrdersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/seller/orders', { schema: { querystring: sellerOrdersQuerySchema, response: { 200: z.array(orderSchema) } } }, async (request, reply) =>
    sendPage(reply, await orders.listForSeller((await actingSeller(request)).sellerId, request.query)));

  app.get('/api/seller/orders/:id/packing-slip', { schema: { params: idParamsSchema, response: { 200: packingSlipSchema } } }, async (request) =>
    orders.packingSlip(request.params.id, (await actingSeller(request)).sellerId));

  app.get('/api/seller/held-stock', { schema: { response: { 200: heldStockReplySchema } } }, async (request) =>
    orders.heldStockForSeller((await actingSeller(request)).sellerId));
};
