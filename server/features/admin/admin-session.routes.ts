import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMeReplySchema } from '../../../shared/admin-schemas.js';
import type { AdminAuthService } from './admin-auth.service.js';
import { actingAdmin } from '../../plugins/guards.js';

export const adminSessionRoutes: FastifyPluginAsyncZod<{ auth: AdminAuthService }> = async (app, { auth }) => {

  app.post('/api/admin/logout', async (request, reply) => {
    await auth.signedOut(await actingAdmin(request));
    await app.endSession(request, reply);
    return reply.status(204).send();
  });

  app.get('/api/admin/me', { schema: { response: { 200: adminMeReplySchema } } }, async (request) => {
    const admin = await actingAdmin(request);
    return { user: await auth.me(admin.id!) };
  });
};
