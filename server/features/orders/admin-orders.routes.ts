import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingAdmin, actingUser } from '../../plugins/guards.js';
import { idParamsSchema } from '../../../shared/id.js';
import { cancelOrderSchema, orderSchema, ordersPageQuerySchema } from '../../../shared/orders-schemas.js';
import { packingSlipSchema } from '../../../shared/seller-tools-schemas.js';
import type { OrdersService } from './orders.service.js';
import { sendPage } from '../../kernel/paging.js';

/** Every order, a bank transfer marked received, and refunds, audited (admin scope). */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get('/api/admin/orders', { schema: { querystring: ordersPageQuerySchema, response: { 200: z.array(orderSchema) } } }, async (request, reply) =>
    sendPage(reply, await orders.listAll(request.query)));

  app.get('/api/admin/orders/:id/packing-slip', { schema: { params: idParamsSchema, response: { 200: packingSlipSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return orders.packingSlip(request.params.id, null);
  });

  app.post('/api/admin/orders/:id/refund', { schema: { params: idParamsSchema, body: cancelOrderSchema, response: { 200: orderSchema } } }, async (request) =>
    orders.refund(await actingUser(request), request.params.id, request.body.reason, await actingAdmin(request)));

  app.post('/api/admin/orders/:id/mark-paid', { schema: { params: idParamsSchema, response: { 200: orderSchema } } }, async (request) =>
    orders.move(await actingUser(request), request.params.id, { action: 'markPaid' }, await actingAdmin(request)));
};
