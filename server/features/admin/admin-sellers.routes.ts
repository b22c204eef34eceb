import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import { adminSellerRowSchema, adminSellersQuerySchema, updateSellerSchema } from '../../../shared/admin-schemas.js';
import { actingAdmin } from '../../plugins/guards.js';
import type { AdminSellersService } from './admin-sellers.service.js';
import { sendPage } from '../../kernel/paging.js';

export const adminSellerRoutes: FastifyPluginAsyncZod<{ sellers: AdminSellersService }> = async (app, { sellers }) => {
  app.get('/api/admin/sellers', { schema: { querystring: adminSellersQuerySchema, response: { 200: z.array(adminSellerRowSchema) } } },
    async (request, reply) => sendPage(reply, await sellers.list(request.query)));

  app.patch('/api/admin/sellers/:id', { schema: { params: idParamsSchema, body: updateSellerSchema, response: { 200: adminSellerRowSchema } } },
    async (request) => sellers.update(await actingAdmin(request), request.params.id, request.body));
};
