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
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { createAccountsService } from './features/accounts/accounts.service.js';
import { passwordResetRoutes } from './features/accounts/password-reset.routes.js';
import { createPasswordResetService } from './features/accounts/password-reset.service.js';
import { redactSecretsInUrl } from './features/accounts/tokens.js';
import { cartRoutes } from './features/cart/cart.routes.js';
import { createCartService } from './features/cart/cart.service.js';
import { createLogTransport, createSmtpTransport, type MailTransport } from './features/mail/mail-transport.js';
import { createMailer } from './features/mail/mailer.js';
import { registerRateLimits, type Clock } from './plugins/rate-limit.js';
import { registerClientApp } from './plugins/client-app.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerNulCharacterGuard } from './plugins/reject-nul-characters.js';
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
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** How mail leaves; by default SMTP when SMTP_URL is set, else the log. */
  mailTransport?: MailTransport;
  /** The rate limiters' clock (tests move it). */
  rateLimitClock?: Clock;
}

export const DEFAULT_CLIENT_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../dist/client');

export async function buildApp({
  env, database, storage, clientDir, logStream, mailTransport, rateLimitClock,
}: AppDependencies): Promise<FastifyInstance> {
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
      // Reset links are opened as /reset-password?token=...: the token never reaches the log.
      serializers: {
        req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
          method: request.method,
          url: redactSecretsInUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerSecurityHeaders(app, { production });
  registerSameOriginGuard(app, { publicOrigin: env.PUBLIC_ORIGIN });
  registerNulCharacterGuard(app);
  await app.register(fastifyCookie);
  registerSessions(app, { db: database.db });
  registerRateLimits(app, { clock: rateLimitClock });

  const mailer = createMailer({
    db: database.db,
    transport: mailTransport ?? (env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : createLogTransport(app.log)),
    from: env.MAIL_FROM,
    log: app.log,
  });
  app.addHook('onClose', () => mailer.close());
  const accounts = createAccountsService({ db: database.db, limits: app.authRateLimits });
  const passwordReset = createPasswordResetService({ db: database.db, mailer, limits: app.authRateLimits });
  const cart = createCartService(database.db);

  const catalogCache = new CatalogCache(env.CATALOG_CACHE_ENTRIES);
  await database.listen('catalog_changed', () => catalogCache.invalidate(), () => catalogCache.invalidate());
  const catalog = createCatalogService(database.db, catalogCache);
  const sellersService = createSellersService(database.db, catalogCache);

  // The map of the API: every route module, in one place.
  await app.register(catalogRoutes, { catalog });
  await app.register(sellerRoutes, { sellersService });
  await app.register(mediaRoutes, { storage });
  await app.register(accountsRoutes, { accounts });
  await app.register(passwordResetRoutes, { passwordReset, publicOrigin: env.PUBLIC_ORIGIN, production });
  await app.register(cartRoutes, { cart });

  await registerClientApp(app, { clientDir: clientDir ?? DEFAULT_CLIENT_DIR });
  return app;
}
