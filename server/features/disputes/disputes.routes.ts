import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingAdmin, requireUser } from '../../plugins/guards.js';
import { idParamsSchema } from '../../../shared/id.js';
import {
  decideDisputeSchema, disputeDetailSchema, disputeSchema, disputesPageSchema, disputesQuerySchema, openDisputeSchema, orderDisputesSchema,
} from '../../../shared/dispute-schemas.js';
import type { DisputesService } from './disputes.service.js';

/** The order's buyer opens a dispute; the buyer or the shop reads the order's disputes (shopper scope). */
export const disputesRoutes: FastifyPluginAsyncZod<{ disputes: DisputesService }> = async (app, { disputes }) => {
  app.post('/api/orders/:id/disputes', { schema: { params: idParamsSchema, body: openDisputeSchema, response: { 201: disputeSchema } } }, async (request, reply) => {
    reply.code(201);
    return disputes.open(await requireUser(request), request.params.id, request.body);
  });

  app.get('/api/orders/:id/disputes', { schema: { params: idParamsSchema, response: { 200: orderDisputesSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return disputes.ofOrder(await requireUser(request), request.params.id);
  });
};

/** The disputes queue, a dispute's file (its read audited) and the decision (admin scope). */
export const adminDisputesRoutes: FastifyPluginAsyncZod<{ disputes: DisputesService }> = async (app, { disputes }) => {
  app.get('/api/admin/disputes', { schema: { querystring: disputesQuerySchema, response: { 200: disputesPageSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return disputes.list(request.query);
  });

  app.get('/api/admin/disputes/:id', { schema: { params: idParamsSchema, response: { 200: disputeDetailSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return disputes.detail(await actingAdmin(request), request.params.id);
  });

  app.post('/api/admin/disputes/:id/decide', { schema: { params: idParamsSchema, body: decideDisputeSchema, response: { 200: disputeSchema } } }, async (request) =>
    disputes.decide(await actingAdmin(request), request.params.id, request.body));
};
