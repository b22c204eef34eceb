import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import {
  adminApplicationRowSchema, adminApplicationsQuerySchema, approveApplicationSchema, approveReplySchema, rejectApplicationSchema, rejectReplySchema,
} from '../../../shared/admin-schemas.js';
import { actingAdmin } from '../../plugins/guards.js';
import type { AdminSellersService } from './admin-sellers.service.js';
import { sendPage } from '../../kernel/paging.js';

/** Seller applications: the list, APPROVE and REJECT (the spec sends no payload; a note is optional and mailed). */
export const adminApplicationRoutes: FastifyPluginAsyncZod<{ sellers: AdminSellersService }> = async (app, { sellers }) => {

  app.get(
    '/api/admin/seller-applications',
    { schema: { querystring: adminApplicationsQuerySchema, response: { 200: z.array(adminApplicationRowSchema) } } },
    async (request, reply) => sendPage(reply, await sellers.listApplications(request.query)),
  );

  app.post(
    '/api/admin/seller-applications/:id/approve',
    { schema: { params: idParamsSchema, body: approveApplicationSchema, response: { 200: approveReplySchema } } },
    async (request) => sellers.approve(await actingAdmin(request), request.params.id, request.body?.adminNotes || null),
  );

  app.post(
    '/api/admin/seller-applications/:id/reject',
    { schema: { params: idParamsSchema, body: rejectApplicationSchema, response: { 200: rejectReplySchema } } },
    async (request) => sellers.reject(await actingAdmin(request), request.params.id, request.body?.adminNotes || null),
  );
};
