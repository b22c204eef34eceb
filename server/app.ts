import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import { registerApi } from './api-map.js';
import { createRequestServices } from './request-services.js';
// OpenAPI (issue 27, openapi part).
import { registerApiDocs } from './features/api-docs/api-docs.routes.js';
import type { Database } from './db/client.js';
import { linkOriginOf, productionWarnings, type Env } from './env.js';
import { projectRoot } from './project-root.js';
import { CACHE_TTL_MS, CatalogCache, KEPT_CURRENT_TTL_MS } from './kernel/reply-cache.js';
import type { LineSink } from './kernel/buffered-stdout.js';
import { createCatalogService } from './features/catalog/catalog.service.js';
import { createCatalogReadModel, type CatalogReadModel } from './features/catalog/read-model/catalog-read-model.js';
import { createSearchTerms } from './features/catalog/search-query.js';
import { createProductWritesService } from './features/catalog/product-writes.service.js';
import { createUploadRateLimiter } from './features/media/upload-rate-limit.js';
import { createUploadSigner, loadUploadSigningSecret } from './features/media/upload-signing.js';
import { createUploadsService } from './features/media/uploads.service.js';
import { createSellersService } from './features/sellers/sellers.service.js';
import { createSellerApplyService } from './features/sellers/seller-apply.service.js';
import { createSellerSettingsService } from './features/sellers/seller-settings.service.js';
import { createAccountsService } from './features/accounts/accounts.service.js';
import { createPasswordResetService } from './features/accounts/password-reset.service.js';
import { createAccountAreaLimits } from './features/accounts/account-limits.js';
import { createAccountDeletionService } from './features/accounts/account-deletion.service.js';
import { createAccountSettingsService } from './features/accounts/account-settings.service.js';
import { createEmailVerification } from './features/accounts/email-verification.js';
import { redactSecretsInUrl } from './kernel/tokens.js';
import { createCartService } from './features/cart/cart.service.js';
import { createLogTransport, type MailTransport } from './features/mail/mail-transport.js';
import { createMailer } from './features/mail/mailer.js';
import { createTextSealer } from './features/mail/sealed-text.js';
import { loadSecret } from './secrets.js';
import { createCheckoutService } from './features/orders/checkout.service.js';
import { createOrdersService } from './features/orders/orders.service.js';
import { createOrdersSweeper, type OrdersSweeper } from './features/orders/orders-sweeper.js';
import { createPaymentEvents } from './features/orders/payment-events.js';
import { createNotificationDigest, type NotificationDigest } from './features/notifications/digest.js';
import { createUnsubscribeCodes } from './features/notifications/unsubscribe-codes.js';
import { createNotificationWorker, NOTIFICATION_EVENTS_CHANNEL, type NotificationWorker } from './features/notifications/notification-worker.js';
import { createTextSealer as createKernelSealer } from './kernel/sealed-text.js';
import { createDemoPayments } from './features/payments/demo-payments.js';
import { createPaymentCanceller } from './features/payments/payment-canceller.js';
import { createRefundSender } from './features/payments/refund-sender.js';
import type { StripeSettings } from './features/payments/stripe-gateway.js';
// Disputes (issue 25, disputes part).
import { createDisputesService } from './features/disputes/disputes.service.js';
import { createDisputesSweeper } from './features/disputes/disputes-sweeper.js';
// Scheduled sales (issue 26).
import { createScheduledSalesSweeper } from './features/scheduled-sales/scheduled-sales-sweeper.js';
// Webhooks (issue 27, webhooks server): shops' and the platform's endpoints, and the delivery worker.
import { createWebhookWorker, WEBHOOK_DELIVERIES_CHANNEL, type WebhookWorker } from './features/webhooks/webhook-worker.js';
import { createWebhooksService } from './features/webhooks/webhooks.service.js';
import { registerRateLimits, type Clock, type RateLimitName, type RateLimitRule } from './plugins/rate-limit.js';
import { registerCachePolicy } from './plugins/cache-policy.js';
import { registerClientApp } from './plugins/client-app.js';
// Server-rendered pages (issue 27, ssr part)
import { createPageHandler } from './features/pages/page-handler.js';
import { createPageRenderer } from './features/pages/page-renderer.js';
import { registerEmptyJsonBody } from './plugins/empty-json-body.js';
import { registerErrorHandler, sendError } from './plugins/error-handler.js';
import { registerNulCharacterGuard } from './plugins/reject-nul-characters.js';
import { registerSameOriginGuard } from './plugins/same-origin.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSessions } from './plugins/session.js';
import type { ObjectStorage } from './storage/storage.js';
// Sitemap and robots.txt (issue 27, seo).
import { createSitemap } from './features/seo/sitemap.js';

export interface AppDependencies {
  env: Env;
  database: Database;
  storage: ObjectStorage;
  /** Where the built client lives; absent in API tests. */
  clientDir?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LineSink;
  /** How mail leaves; by default SMTP when SMTP_URL is set, else the log. */
  mailTransport?: MailTransport;
  /** The rate limiters' clock (tests move it). */
  rateLimitClock?: Clock;
  /** Other limits than AUTH_RATE_LIMITS (tests about something else that send more requests). */
  rateLimitRules?: Partial<Record<RateLimitName, RateLimitRule>>;
  /** Where the Stripe client sends its calls (tests: a local server). */
  stripeClientOptions?: StripeSettings['clientOptions'];
  /** SERVER_TIMEOUTS, shortened by tests that hold a real socket open past them. */
  serverTimeouts?: Partial<ServerTimeouts>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work the app finishes after replying (reset requests, mail delivery). */
    backgroundWork: { settle(): Promise<void> };
    /** The visitors' catalogue cache (diagnostics and tests). */
    catalogCache: CatalogCache;
    catalogReadModel?: CatalogReadModel;
    /** Cancels unpaid orders past their expiry (every minute; tests call it directly). */
    ordersSweeper: OrdersSweeper;
    /** Mails the daily digest of new drops (every 10 minutes; tests call it directly). */
    notificationDigest: NotificationDigest;
    /** Tells followers, savers and waiting shoppers in the background (decision 018; tests drain it). */
    notificationWorker: NotificationWorker;
    /** Sends webhook deliveries in the background (issue 27; tests drain it). */
    webhookWorker: WebhookWorker;
  }
}

export const SERVER_TIMEOUTS = {
  /** The whole request, headers and body, must arrive within this. */
  requestTimeout: 30_000,
  /**
   * The headers alone must arrive within this. Node wants it below requestTimeout: left at its
   * default (60 s) it is swapped with requestTimeout, and a trickled body then had 60 s, not 30 s.
   */
  headersTimeout: 15_000,
  /**
   * How often Node looks for requests past the two limits above (its default is 30 s, which let a
   * trickled body live up to 89 s): a request is cut at most this long after its limit.
   */
  connectionsCheckingInterval: 2_000,
  /** A socket with no traffic at all is closed after this. */
  connectionTimeout: 60_000,
  /** An idle keep-alive socket waits this long for the next request. */
  keepAliveTimeout: 10_000,
  /**
   * No cap on requests per keep-alive socket (0). With a cap, Node answers 503 to every request a
   * client sends after the `Connection: close` it was told: `npm run bench` measured 60% of its
   * replies as such 503s. Slow and idle clients are bounded by the timeouts above instead.
   */
  maxRequestsPerSocket: 0,
} as const;

export type ServerTimeouts = { -readonly [K in keyof typeof SERVER_TIMEOUTS]: number };

/** A hop count becomes "trust the nearest n hops", which is what proxy-addr does with a number. */
function trustProxyOption(setting: Env['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** One access line per request, with its URL, instead of Fastify's two: half the logging on the hot path. */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export const DEFAULT_CLIENT_DIR = path.join(projectRoot, 'dist/client');

export async function buildApp({
  env, database, storage, clientDir, logStream, mailTransport, rateLimitClock, rateLimitRules, stripeClientOptions, serverTimeouts,
}: AppDependencies): Promise<FastifyInstance> {
  const production = env.NODE_ENV === 'production';
  const { requestTimeout, headersTimeout, connectionsCheckingInterval, ...socketLimits } = { ...SERVER_TIMEOUTS, ...serverTimeouts };
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      // No header reaches the log, so none needs redacting: a request is logged as these four fields,
      // a reply as its status (Fastify's serializer); mail.api.test.ts reads the log for secrets.
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
    logController: new AccessLog(),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Node's own limits are off or generous under Fastify (requestTimeout 0): a body trickled a
    // byte at a time would hold a socket forever. SERVER_TIMEOUTS says why each value. The request
    // limits go to Node when it creates the server: set afterwards, the check interval cannot change.
    ...socketLimits,
    requestTimeout,
    http: { requestTimeout, headersTimeout, connectionsCheckingInterval },
    // A malformed or overlong URL never reaches a route; answer it like every other error.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();
  for (const warning of productionWarnings(env)) app.log.warn(warning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  // Browsers PUT uploads straight to the bucket when the storage driver hands out its own URLs.
  registerSecurityHeaders(app, {
    production, extraConnectOrigins: storage.uploadOrigin ? [storage.uploadOrigin] : [], stripe: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET),
  });
  registerCachePolicy(app);
  registerSameOriginGuard(app, { publicOrigin: env.PUBLIC_ORIGIN });
  registerNulCharacterGuard(app);
  registerEmptyJsonBody(app);
  await app.register(fastifyCookie);
  registerSessions(app, { db: database.db, publicOrigin: env.PUBLIC_ORIGIN });
  // ioredis is loaded only when configured, like the other optional clients below.
  const redis = env.REDIS_URL
    ? (await import('./plugins/redis-client.js')).connectRedis(env.REDIS_URL, (error) => app.log.warn({ err: error }, 'Redis (rate limits) unavailable'))
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const rateLimitStore = { db: database.db, redis: redis ? { client: redis, prefix: env.REDIS_PREFIX } : undefined };
  registerRateLimits(app, rateLimitStore, { clock: rateLimitClock, rules: rateLimitRules });

  // nodemailer and Stripe's client take about 35 MB of memory between them: loaded only when configured.
  const mailer = createMailer({
    db: database.db,
    transport: mailTransport
      ?? (env.SMTP_URL ? (await import('./features/mail/smtp-transport.js')).createSmtpTransport(env.SMTP_URL) : createLogTransport(app.log)),
    from: env.MAIL_FROM,
    linkOrigin: linkOriginOf(env),
    log: app.log,
    sealer: createTextSealer(await loadSecret(env.MAIL_SECRET, env.DATA_DIR, 'mail-secret')),
  });
  const accountAreaLimits = createAccountAreaLimits(rateLimitStore, rateLimitClock);
  const verification = createEmailVerification({ db: database.db, mailer, linkOrigin: linkOriginOf(env), limits: accountAreaLimits });
  const accountArea = {
    verification,
    settings: createAccountSettingsService({ db: database.db, mailer, linkOrigin: linkOriginOf(env), limits: accountAreaLimits }),
    deletion: createAccountDeletionService({ db: database.db, limits: accountAreaLimits }),
  };
  const accounts = createAccountsService({ db: database.db, limits: app.authRateLimits, verification });
  const passwordReset = createPasswordResetService({ db: database.db, mailer, limits: app.authRateLimits, log: app.log });
  app.decorate('backgroundWork', {
    async settle() {
      await passwordReset.settle();
      await mailer.flush();
    },
  });
  const cart = createCartService(database.db);
  const stripe = env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
    ? (await import('./features/payments/stripe-gateway.js')).createStripeGateway({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, publishableKey: env.STRIPE_PUBLISHABLE_KEY, clientOptions: stripeClientOptions })
    : null;
  const sendRefunds = createRefundSender({ db: database.db, stripe, log: app.log });
  // One-click unsubscribe links of notification mails (decision 018): order moves, the fan-out and the digest sign with it.
  const unsubscribeCodes = createUnsubscribeCodes(await loadSecret(env.UNSUBSCRIBE_SECRET, env.DATA_DIR, 'unsubscribe-secret'));
  const paymentEvents = createPaymentEvents({ db: database.db, mailer, sendRefunds, unsubscribeCodes });
  const demoPayments = env.PAYMENTS_DEMO
    ? createDemoPayments({ db: database.db, events: paymentEvents, secret: await loadSecret(undefined, env.DATA_DIR, 'demo-payments-secret') })
    : null;
  const checkout = createCheckoutService({
    db: database.db, mailer, bankTransferDetails: env.BANK_TRANSFER_DETAILS, payments: { demo: env.PAYMENTS_DEMO, stripe }, log: app.log,
  });
  const cancelPayments = createPaymentCanceller({ stripe, log: app.log });
  const orders = createOrdersService({ db: database.db, mailer, sendRefunds, cancelPayments, unsubscribeCodes });
  const ordersSweeper = createOrdersSweeper({
    db: database.db, mailer, log: app.log, cancelPayments, bankTransferDetails: env.BANK_TRANSFER_DETAILS, unsubscribeCodes,
  });
  app.decorate('ordersSweeper', ordersSweeper);
  ordersSweeper.start();
  const notificationDigest = createNotificationDigest({ db: database.db, mailer, unsubscribeCodes, log: app.log });
  app.decorate('notificationDigest', notificationDigest);
  notificationDigest.start();
  const notificationWorker = createNotificationWorker({ db: database.db, mailer, log: app.log, unsubscribe: unsubscribeCodes });
  app.decorate('notificationWorker', notificationWorker);
  await database.listen(NOTIFICATION_EVENTS_CHANNEL, () => notificationWorker.wake(), () => notificationWorker.wake());
  notificationWorker.start();
  // The sweeper and reset requests may still be queueing mail: stop them before the mailer closes.
  app.addHook('onClose', async () => {
    await notificationWorker.stop();
    await ordersSweeper.stop();
    await notificationDigest.stop();
    await passwordReset.settle();
    await mailer.close();
  });
  // Disputes (issue 25, disputes part): the service, and the sweeper escalating unanswered return requests; its onClose hook, added after the one that closes the mailer, runs before it (hooks run last-added first).
  const disputes = createDisputesService({ db: database.db, mailer, sendRefunds });
  const disputesSweeper = createDisputesSweeper({ db: database.db, mailer, disputes, log: app.log });
  app.decorate('disputesSweeper', disputesSweeper);
  disputesSweeper.start();
  app.addHook('onClose', () => disputesSweeper.stop());
  // Webhooks (issue 27, webhooks server): the worker's onClose hook, added after the mailer's, runs before it.
  const webhookSealer = createKernelSealer(await loadSecret(env.WEBHOOKS_SECRET, env.DATA_DIR, 'webhooks-secret'), 'threadline webhook secrets');
  const webhookRules = { allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK };
  const webhookWorker = createWebhookWorker({ db: database.db, sealer: webhookSealer, mailer, rules: webhookRules, log: app.log });
  app.decorate('webhookWorker', webhookWorker);
  await database.listen(WEBHOOK_DELIVERIES_CHANNEL, () => webhookWorker.wake(), () => webhookWorker.wake());
  webhookWorker.start();
  app.addHook('onClose', () => webhookWorker.stop());
  const webhooks = createWebhooksService({ db: database.db, sealer: webhookSealer, rules: webhookRules, wakeWorker: () => webhookWorker.wake() });
  const uploads = createUploadsService({
    db: database.db, storage, signer: createUploadSigner(await loadUploadSigningSecret(env)), publicOrigin: env.PUBLIC_ORIGIN, log: app.log,
    quota: { maxImages: env.UPLOAD_QUOTA_IMAGES, maxBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024 },
    slotRate: createUploadRateLimiter({ db: database.db, redis: redis ? { client: redis, prefix: env.REDIS_PREFIX } : undefined }, env.UPLOADS_PER_HOUR, rateLimitClock),
  });
  uploads.start();
  app.addHook('onClose', () => uploads.stop());

  const catalogCache = new CatalogCache({
    maxBytes: env.CATALOG_CACHE_MB * 1024 * 1024, maxEntries: env.CATALOG_CACHE_ENTRIES,
    ttlMs: CACHE_TTL_MS[database.driver], keptCurrentTtlMs: KEPT_CURRENT_TTL_MS,
  });
  app.decorate('catalogCache', catalogCache);
  const searchTerms = createSearchTerms(database.db);
  const readModel = env.CATALOG_READ_MODEL
    ? createCatalogReadModel({
      db: database.db, searchTerms, log: app.log, onApplied: () => catalogCache.invalidate(),
      chunkSize: database.driver === 'pglite' ? 500 : 2_000,
    })
    : undefined;
  // Sitemap (issue 27, seo): built from the catalogue, forgotten with the JSON cache.
  const sitemap = createSitemap({ db: database.db, origin: linkOriginOf(env) });
  // Any write to the catalogue, announced by PostgreSQL or made here: shoppers' next read sees it.
  const catalogChanged = () => {
    catalogCache.invalidate();
    sitemap.invalidate(); // issue 27, seo
    // The read model forgets analysed words when the vocabulary grows; without it, on any write.
    if (readModel) readModel.markStale();
    else searchTerms.forget();
  };
  await database.listen('catalog_changed', catalogChanged, catalogChanged);
  if (readModel) {
    readModel.start();
    // A write through this instance (its notification may still be on its way): the next shopper
    // read catches up first, so whoever made the change sees it at once.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') readModel.markStale();
      done(null, payload);
    });
    app.decorate('catalogReadModel', readModel);
    app.addHook('onClose', () => readModel.close());
  }
  const catalog = createCatalogService({ db: database.db, cache: catalogCache, searchTerms, readModel });
  const sellersService = createSellersService(database.db, catalogCache);
  const catalogWrites = { invalidate: catalogChanged };
  const productWrites = createProductWritesService({ db: database.db, cache: catalogWrites });
  // Scheduled sales (issue 26): every instance starts and ends them each second; one claim per move.
  const scheduledSalesSweeper = createScheduledSalesSweeper({ db: database.db, catalogWrites, log: app.log });
  app.decorate('scheduledSalesSweeper', scheduledSalesSweeper);
  scheduledSalesSweeper.start();
  app.addHook('onClose', () => scheduledSalesSweeper.stop());
  const sellerApply = createSellerApplyService({ db: database.db, autoApprove: env.SELLER_AUTO_APPROVE, cache: catalogWrites, verification });
  // Sellers' payout details are sealed at rest (docs/decisions/015); plain ones left from before are sealed now.
  const payoutSealer = createKernelSealer(await loadSecret(env.PAYOUT_DETAILS_SECRET, env.DATA_DIR, 'payout-details-secret'), 'threadline payout details');
  const sellerSettings = createSellerSettingsService({ db: database.db, cache: catalogWrites, payoutSealer });
  const sealedNow = await sellerSettings.sealPlainPayoutDetails();
  if (sealedNow > 0) app.log.info(`sealed the payout details of ${sealedNow} seller(s)`);

  // OpenAPI (issue 27, openapi part): records every route registered from here on, for /api/openapi.json and /api/docs.
  await registerApiDocs(app);
  await registerApi(app, {
    db: database.db, storage, linkOrigin: linkOriginOf(env), mailer, catalogWrites,
    accounts, accountArea, passwordReset, catalog, readModel, productWrites,
    sellersService, sellerApply, sellerSettings, uploads, cart, checkout, orders,
    payments: { events: paymentEvents, demo: demoPayments, stripe },
    disputes, // issue 25, disputes part
    sitemap, // issue 27, seo: sitemap and robots.txt
    webhooks, // issue 27, webhooks server
    ...createRequestServices({
      env, db: database.db, storage, mailer, catalogWrites, cart, stripe, sendRefunds, payoutSealer, unsubscribeCodes,
      authRateLimits: app.authRateLimits, rateLimits: { store: rateLimitStore, clock: rateLimitClock, rules: rateLimitRules },
    }),
  });

  // Server-rendered pages (issue 27, ssr part): null without the ssr build, then the shell as before.
  const pageRenderer = createPageRenderer(app, { clientDir: clientDir ?? DEFAULT_CLIENT_DIR, origin: linkOriginOf(env) });
  await registerClientApp(app, { clientDir: clientDir ?? DEFAULT_CLIENT_DIR, servePage: pageRenderer ? createPageHandler(app, pageRenderer) : undefined });
  return app;
}
