import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMeReplySchema } from '../../../shared/admin-schemas.js';
import type { AdminAuthService } from './admin-auth.service.js';
import { adminActor } from './admin-guard.js';

export const adminSessionRoutes: FastifyPluginAsyncZod<{ auth: AdminAuthService }> = async (app, { auth }) => {

  app.post('/api/admin/logout', async (request, reply) => {
    await auth.signedOut(await adminActor(request));
    await app.endSession(request, reply);
    return reply.status(204).send();
  });

  app.get('/api/admin/me', { schema: { response: { 200: adminMeReplySchema } } }, async (request) => {
    const admin = await adminActor(request);
    return { user: await auth.me(admin.id!) };
  });
};
