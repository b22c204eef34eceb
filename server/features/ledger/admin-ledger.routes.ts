import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { adminLedgerPageSchema, adminLedgerQuerySchema } from '../../../shared/payout-schemas.js';
import { adminLedgerPage } from './ledger-views.repo.js';

/** GET /api/admin/ledger (admin scope): every shop's ledger entries, newest first, refunds' reversals with their commission given back. */
export const adminLedgerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/ledger', { schema: { querystring: adminLedgerQuerySchema, response: { 200: adminLedgerPageSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return adminLedgerPage(db, request.query);
  });
};
