import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { CatalogChanges } from '../../kernel/reply-cache.js';
import type { Mailer } from '../mail/mailer.js';
import { adminLoginSchema, adminMeReplySchema } from '../../../shared/admin-schemas.js';
import type { AdminAuthService } from './admin-auth.service.js';
import { adminApplicationRoutes } from './admin-applications.routes.js';
import { adminDashboardRoutes } from './admin-dashboard.routes.js';
import { createAdminOverviewService } from './admin-overview.service.js';
import { adminProductRoutes } from './admin-products.routes.js';
import { createAdminProductsService } from './admin-products.service.js';
import { adminSellerRoutes } from './admin-sellers.routes.js';
import { createAdminSellersService } from './admin-sellers.service.js';
import { adminSessionRoutes } from './admin-session.routes.js';
import { adminUserRoutes } from './admin-users.routes.js';
import { createAdminUsersService } from './admin-users.service.js';
import type { ProductImportService } from './product-import.service.js';

/** The admin sign-in (the scope open to everyone: whoever is not signed in yet). */
export const adminSignInRoutes: FastifyPluginAsyncZod<{ auth: AdminAuthService }> = async (app, { auth }) => {
  app.post('/api/admin/login', { schema: { body: adminLoginSchema, response: { 200: adminMeReplySchema } } }, async (request, reply) => {
    const user = await auth.signIn(request.body, request.ip);
    await app.startSession(reply, user.id);
    return { user };
  });
};

/** The administration panel (issue 8): every other /api/admin/* route of the admin feature (admin scope). */
export interface AdminPanelDeps {
  db: Db;
  auth: AdminAuthService;
  importer: ProductImportService;
  mailer: Mailer;
  /** What an admin's change to a shop or its owner tells this instance's catalogue readers. */
  catalog: CatalogChanges;
  linkOrigin: string;
}

export const adminPanelRoutes: FastifyPluginAsyncZod<AdminPanelDeps> = async (app, { db, auth, importer, mailer, catalog, linkOrigin }) => {
  const sellersService = createAdminSellersService({ db, mailer, catalog, linkOrigin });
  await app.register(adminSessionRoutes, { auth });
  await app.register(adminDashboardRoutes, { overview: createAdminOverviewService(db) });
  await app.register(adminUserRoutes, { users: createAdminUsersService({ db, catalog }) });
  await app.register(adminSellerRoutes, { sellers: sellersService });
  await app.register(adminApplicationRoutes, { sellers: sellersService });
  await app.register(adminProductRoutes, { products: createAdminProductsService(db), importer });
};
