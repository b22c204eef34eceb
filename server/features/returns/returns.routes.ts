import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import {
  acceptReturnSchema, orderReturnsSchema, receiveReturnSchema, refuseReturnSchema, requestReturnSchema, returnSchema, returnsPageSchema,
  returnsQuerySchema, shipReturnSchema,
} from '../../../shared/return-schemas.js';
import { actingSeller, actingUser, requireUser } from '../../plugins/guards.js';
import type { ReturnsService } from './returns.service.js';

const returnReply = { 200: returnSchema };

/**
 * Returns (issue 25), shopper scope: a buyer requests and ships one back, its shop accepts,
 * refuses and receives it; whoever is a party reads it (the service checks ownership).
 */
export const returnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (app, { returns }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post('/api/orders/:id/returns', {
    schema: { params: idParamsSchema, body: requestReturnSchema, response: { 201: returnSchema } },
  }, async (request, reply) => {
    const created = await returns.request(await actingUser(request), request.params.id, request.body);
    return reply.code(201).send(created);
  });

  app.get('/api/orders/:id/returns', { schema: { params: idParamsSchema, response: { 200: orderReturnsSchema } } }, async (request) =>
    returns.forOrder(await requireUser(request), request.params.id));

  app.get('/api/account/returns', { schema: { querystring: returnsQuerySchema, response: { 200: returnsPageSchema } } }, async (request) =>
    returns.listForBuyer(await requireUser(request), request.query));

  app.get('/api/returns/:id', { schema: { params: idParamsSchema, response: returnReply } }, async (request) =>
    returns.get(await requireUser(request), request.params.id));

  app.post('/api/returns/:id/accept', { schema: { params: idParamsSchema, body: acceptReturnSchema, response: returnReply } }, async (request) =>
    returns.move(await actingUser(request), request.params.id, { action: 'accept', instructions: request.body?.instructions ?? null }));

  app.post('/api/returns/:id/refuse', { schema: { params: idParamsSchema, body: refuseReturnSchema, response: returnReply } }, async (request) =>
    returns.move(await actingUser(request), request.params.id, { action: 'refuse', reason: request.body.reason }));

  app.post('/api/returns/:id/ship', { schema: { params: idParamsSchema, body: shipReturnSchema, response: returnReply } }, async (request) =>
    returns.move(await actingUser(request), request.params.id, { action: 'ship', ...request.body }));

  app.post('/api/returns/:id/receive', { schema: { params: idParamsSchema, body: receiveReturnSchema, response: returnReply } }, async (request) =>
    returns.move(await actingUser(request), request.params.id, { action: 'receive', restock: request.body.restock }));
};

/** GET /api/seller/returns (seller scope): the shop's returns, newest first. */
export const sellerReturnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (app, { returns }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  app.get('/api/seller/returns', { schema: { querystring: returnsQuerySchema, response: { 200: returnsPageSchema } } }, async (request) =>
    returns.listForSeller(await actingSeller(request), request.query));
};
