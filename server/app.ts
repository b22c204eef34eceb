import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { CatalogCache } from './features/catalog/catalog-cache.js';
import { catalogRoutes } from './features/catalog/catalog.routes.js';
import { createCatalogService } from './features/catalog/catalog.service.js';
import { mediaRoutes } from './features/media/media.routes.js';
import { sellerRoutes } from './features/sellers/sellers.routes.js';
import { createSellersService } from './features/sellers/sellers.service.js';
import { registerClientApp } from './plugins/client-app.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSameOriginGuard } from './plugins/same-origin.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSessions } from './plugins/session.js';
import type { ObjectStorage } from './storage/storage.js';

export interface AppDependencies {
  env: Env;
  database: Database;
  storage: ObjectStorage;
  /** Where the built client lives; absent in API tests. */
  clientDir?: string;
}

export const DEFAULT_CLIENT_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../dist/client');

export async function buildApp({ env, database, storage, clientDir }: AppDependencies): Promise<FastifyInstance> {
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerSecurityHeaders(app, { production });
  registerSameOriginGuard(app, { publicOrigin: env.PUBLIC_ORIGIN });
  await app.register(fastifyCookie);
  registerSessions(app, { db: database.db, secureCookies: production });

  const catalogCache = new CatalogCache(env.CATALOG_CACHE_ENTRIES);
  await database.listen('catalog_changed', () => catalogCache.invalidate(), () => catalogCache.invalidate());
  const catalog = createCatalogService(database.db, catalogCache);
  const sellersService = createSellersService(database.db, catalogCache);

  // The map of the API: every route module, in one place.
  await app.register(catalogRoutes, { catalog });
  await app.register(sellerRoutes, { sellersService });
  await app.register(mediaRoutes, { storage });

  await registerClientApp(app, { clientDir: clientDir ?? DEFAULT_CLIENT_DIR });
  return app;
}
