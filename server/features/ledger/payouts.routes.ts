import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSeller } from '../../plugins/session.js';
import { adminActor, adminOnly, sendPage } from '../admin/admin-guard.js';
import { idParamsSchema } from '../../../shared/id.js';
import {
  createPayoutsReplySchema, markPayoutPaidSchema, ownPayoutsSchema, payoutSchema, payoutsQuerySchema, sellerBalanceSchema,
} from '../../../shared/payout-schemas.js';
import type { PayoutsService } from './payouts.service.js';

/** Admins pay sellers what the ledger owes them; GET /api/seller/payouts is the seller's own view. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  app.get('/api/seller/payouts', { schema: { response: { 200: ownPayoutsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return payouts.ownPayouts((await requireSeller(request)).sellerId);
  });

  const guarded = { onRequest: adminOnly };
  app.get('/api/admin/payouts/balances', { ...guarded, schema: { response: { 200: z.array(sellerBalanceSchema) } } }, async () => payouts.balances());
  app.get('/api/admin/payouts', { ...guarded, schema: { querystring: payoutsQuerySchema, response: { 200: z.array(payoutSchema) } } }, async (request, reply) =>
    sendPage(reply, await payouts.list(request.query)));
  app.post('/api/admin/payouts', { ...guarded, schema: { response: { 201: createPayoutsReplySchema } } }, async (request, reply) => {
    const actor = await adminActor(request);
    return reply.status(201).send({ payouts: await payouts.create({ ...actor, id: actor.id! }) });
  });
  app.post('/api/admin/payouts/:id/mark-paid', { ...guarded, schema: { params: idParamsSchema, body: markPayoutPaidSchema, response: { 200: payoutSchema } } }, async (request) =>
    payouts.markPaid(await adminActor(request), request.params.id, request.body?.reference));
};
