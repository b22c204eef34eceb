import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminHealthSchema, adminOverviewSchema, auditEntrySchema, auditQuerySchema,
} from '../../../shared/admin-schemas.js';
import type { AdminOverviewService } from './admin-overview.service.js';
import { sendPage } from '../../kernel/paging.js';

/** Overview, health and the audit trail (the portal's Dashboard and Activity tabs). */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ overview: AdminOverviewService }> = async (app, { overview }) => {
  app.get('/api/admin/overview', { schema: { response: { 200: adminOverviewSchema } } }, async () => overview.overview());

  app.get('/api/admin/health', { schema: { response: { 200: adminHealthSchema } } }, async () => overview.health());

  app.get('/api/admin/audit', { schema: { querystring: auditQuerySchema, response: { 200: z.array(auditEntrySchema) } } },
    async (request, reply) => sendPage(reply, await overview.audit(request.query)));

  app.get('/api/admin/audit/actions', { schema: { response: { 200: z.array(z.string()) } } }, async () => overview.auditActions());
};
