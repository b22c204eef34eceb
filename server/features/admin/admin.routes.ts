import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { adminLoginSchema, adminMeReplySchema } from '../../../shared/admin-schemas.js';
import { createAdminAuthService } from './admin-auth.service.js';
import { adminApplicationRoutes } from './admin-applications.routes.js';
import { adminDashboardRoutes } from './admin-dashboard.routes.js';
import { adminOnly } from './admin-guard.js';
import { createAdminOverviewService } from './admin-overview.service.js';
import { adminProductRoutes } from './admin-products.routes.js';
import { createAdminProductsService } from './admin-products.service.js';
import { adminSellerRoutes } from './admin-sellers.routes.js';
import { createAdminSellersService } from './admin-sellers.service.js';
import { adminSessionRoutes } from './admin-session.routes.js';
import { adminUserRoutes } from './admin-users.routes.js';
import { createAdminUsersService } from './admin-users.service.js';
import { createProductImportService } from './product-import.service.js';

/** The administration API (issue 8): the sign-in, then everything else behind the admin guard. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const auth = createAdminAuthService({ db, limits: app.authRateLimits });
  const sellersService = createAdminSellersService(db);

  app.post('/api/admin/login', { schema: { body: adminLoginSchema, response: { 200: adminMeReplySchema } } }, async (request, reply) => {
    const user = await auth.signIn(request.body, request.ip);
    await app.startSession(reply, user.id);
    return { user };
  });

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', adminOnly);
    await guarded.register(adminSessionRoutes, { auth });
    await guarded.register(adminDashboardRoutes, { overview: createAdminOverviewService(db) });
    await guarded.register(adminUserRoutes, { users: createAdminUsersService(db) });
    await guarded.register(adminSellerRoutes, { sellers: sellersService });
    await guarded.register(adminApplicationRoutes, { sellers: sellersService });
    await guarded.register(adminProductRoutes, { products: createAdminProductsService(db), importer: createProductImportService(db) });
  });
};
