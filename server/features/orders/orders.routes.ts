import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/id.js';
import { cancelOrderSchema, orderSchema, ordersPageQuerySchema, shipOrderSchema } from '../../../shared/orders-schemas.js';
import type { OrdersService } from './orders.service.js';
import { actingUser, requireUser } from '../../plugins/guards.js';
import { sendPage } from '../../kernel/paging.js';

const orderReply = { 200: orderSchema };
const pageReply = { 200: z.array(orderSchema) };

/** The buyer's orders, one order for whoever may see it, and the moves of the transitions table (shopper scope). */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/orders', { schema: { querystring: ordersPageQuerySchema, response: pageReply } }, async (request, reply) =>
    sendPage(reply, await orders.listForBuyer((await requireUser(request)).id, request.query)));

  app.get('/api/orders/:id', { schema: { params: idParamsSchema, response: orderReply } }, async (request) =>
    orders.get(await requireUser(request), request.params.id));

  app.post('/api/orders/:id/ship', { schema: { params: idParamsSchema, body: shipOrderSchema, response: orderReply } }, async (request) =>
    orders.move(await actingUser(request), request.params.id, { action: 'ship', ...request.body }));

  app.post('/api/orders/:id/deliver', { schema: { params: idParamsSchema, response: orderReply } }, async (request) =>
    orders.move(await actingUser(request), request.params.id, { action: 'deliver' }));

  app.post('/api/orders/:id/cancel', { schema: { params: idParamsSchema, body: cancelOrderSchema, response: orderReply } }, async (request) =>
    orders.move(await actingUser(request), request.params.id, { action: 'cancel', ...request.body }));
};
