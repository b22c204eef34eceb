import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/id.js';
import {
  createPayoutsReplySchema, markPayoutPaidSchema, payoutDetailsSchema, payoutSchema, payoutsQuerySchema, sellerBalanceSchema,
} from '../../../shared/payout-schemas.js';
import { sendPage } from '../../kernel/paging.js';
import { actingAdmin } from '../../plugins/guards.js';
import type { PayoutsService } from './payouts.service.js';

/** Admins pay sellers what the ledger owes them (admin scope). */
export const adminPayoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  app.get('/api/admin/payouts/balances', { schema: { response: { 200: z.array(sellerBalanceSchema) } } }, async () => payouts.balances());

  app.get('/api/admin/payouts', { schema: { querystring: payoutsQuerySchema, response: { 200: z.array(payoutSchema) } } }, async (request, reply) =>
    sendPage(reply, await payouts.list(request.query)));

  app.post('/api/admin/payouts', { schema: { response: { 201: createPayoutsReplySchema } } }, async (request, reply) =>
    reply.status(201).send({ payouts: await payouts.create(await actingAdmin(request)) }));

  app.post('/api/admin/payouts/:id/mark-paid', { schema: { params: idParamsSchema, body: markPayoutPaidSchema, response: { 200: payoutSchema } } }, async (request) =>
    payouts.markPaid(await actingAdmin(request), request.params.id, request.body?.reference));

  // POST: each reveal writes an audit row and counts against a limit; the reply is never cached.
  app.post('/api/admin/payouts/:id/details', { schema: { params: idParamsSchema, response: { 200: payoutDetailsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return payouts.revealDetails(await actingAdmin(request), request.params.id);
  });
};
