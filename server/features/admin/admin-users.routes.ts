import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import {
  activeFlagSchema, adminUserRowSchema, adminUsersQuerySchema, promoteReplySchema, promoteToSellerSchema,
} from '../../../shared/admin-schemas.js';
import { actingAdmin } from '../../plugins/guards.js';
import type { AdminUsersService } from './admin-users.service.js';
import { sendPage } from '../../kernel/paging.js';

export const adminUserRoutes: FastifyPluginAsyncZod<{ users: AdminUsersService }> = async (app, { users }) => {
  app.get('/api/admin/users', { schema: { querystring: adminUsersQuerySchema, response: { 200: z.array(adminUserRowSchema) } } },
    async (request, reply) => sendPage(reply, await users.list(request.query)));

  app.patch('/api/admin/users/:id', { schema: { params: idParamsSchema, body: activeFlagSchema, response: { 200: adminUserRowSchema } } },
    async (request) => users.setActive(await actingAdmin(request), request.params.id, request.body.isActive));

  app.post(
    '/api/admin/users/:id/promote-to-seller',
    { schema: { params: idParamsSchema, body: promoteToSellerSchema, response: { 200: promoteReplySchema } } },
    async (request) => users.promoteToSeller(await actingAdmin(request), request.params.id, request.body.businessName),
  );
};
