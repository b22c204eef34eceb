import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import { messageReportResolvedSchema, messageReportsPageSchema, messageReportsQuerySchema } from '../../../shared/message-schemas.js';
import { actingAdmin } from '../../plugins/guards.js';
import type { MessageReportsService } from './message-reports.service.js';

/** The admins' queue of reported messages (admin scope). */
export const adminMessageReportRoutes: FastifyPluginAsyncZod<{ reports: MessageReportsService }> = async (app, { reports }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/admin/message-reports', { schema: { querystring: messageReportsQuerySchema, response: { 200: messageReportsPageSchema } } }, async (request) =>
    reports.page(request.query.page, request.query.limit));

  app.post('/api/admin/message-reports/:id/resolve', { schema: { params: idParamsSchema, response: { 200: messageReportResolvedSchema } } }, async (request) =>
    reports.resolve(await actingAdmin(request), request.params.id));
};
