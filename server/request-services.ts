import type { ApiServices } from './api-map.js';
import type { Db } from './db/client.js';
import { linkOriginOf, type Env } from './env.js';
import type { CatalogChanges } from './kernel/reply-cache.js';
import type { TextSealer } from './kernel/sealed-text.js';
import { createAddressesService } from './features/addresses/addresses.service.js';
import { createAdminAuthService } from './features/admin/admin-auth.service.js';
import { createProductImportService } from './features/admin/product-import.service.js';
import type { CartService } from './features/cart/cart.service.js';
import { PRODUCT_WRITE_RATE_LIMIT } from './features/catalog/product-write-limit.js';
import { FOLLOW_WRITE_RATE_LIMIT } from './features/follows/follow-write-limit.js';
import { createFavouritesService } from './features/follows/favourites.service.js';
import { createFeedService } from './features/follows/feed.service.js';
import { createFollowingService } from './features/follows/following.service.js';
import { createStockAlertsService } from './features/follows/stock-alerts.service.js';
import { createPayoutsService, PAYOUT_REVEAL_RATE_LIMIT } from './features/ledger/payouts.service.js';
import type { Mailer } from './features/mail/mailer.js';
import { fetchRemoteImage } from './features/media/remote-image.js';
import { MESSAGE_SEND_RATE_LIMIT } from './features/messages/message-send-limit.js';
import { createMessageReportsService } from './features/messages/message-reports.service.js';
import { createMessagesService } from './features/messages/messages.service.js';
import { createNotificationPreferencesService } from './features/notifications/notification-preferences.service.js';
import { createNotificationsService } from './features/notifications/notifications.service.js';
import type { UnsubscribeCodes } from './features/notifications/unsubscribe-codes.js';
import { createUnsubscribeService } from './features/notifications/unsubscribe.service.js';
import type { RefundSender } from './features/payments/refund-sender.js';
import type { StripeGateway } from './features/payments/stripe-gateway.js';
import { createCartCodesService } from './features/promotions/cart-codes.service.js';
import { CODE_TRIES_PER_IP_RATE_LIMIT, CODE_TRIES_PER_USER_RATE_LIMIT } from './features/promotions/code-tries-limit.js';
import { createPromotionsService } from './features/promotions/promotions.service.js';
import { createReturnsService } from './features/returns/returns.service.js';
import { createReviewModerationService } from './features/reviews/review-moderation.service.js';
import { createReviewReadsService } from './features/reviews/review-reads.service.js';
import { createReviewRepliesService } from './features/reviews/review-replies.service.js';
import { createReviewVotesService, REVIEW_FEEDBACK_RATE_LIMIT } from './features/reviews/review-votes.service.js';
import { REVIEW_WRITE_RATE_LIMIT } from './features/reviews/review-write-limit.js';
import { createReviewsService } from './features/reviews/reviews.service.js';
import { createScheduledSalesService } from './features/scheduled-sales/scheduled-sales.service.js';
import { createSellerSalesService } from './features/sellers/seller-sales.service.js';
import { createRateLimiter, type AuthRateLimits, type Clock, type RateLimitName, type RateLimitRule, type RateLimitStore } from './plugins/rate-limit.js';
import type { ObjectStorage } from './storage/storage.js';

/** The services of the API that start nothing: no timer, no worker, no channel to listen on. */
export type RequestServices = Pick<ApiServices,
  'adminAuth' | 'productImport' | 'productWriteLimit' | 'sales' | 'addresses' | 'returns' | 'payouts' | 'reviews'
  | 'reviewFeedback' | 'follows' | 'notifications' | 'scheduledSales' | 'messages' | 'promotions'>;

/** What they are built from: what buildApp (app.ts) has opened or made first, because its workers use it too. */
export interface RequestServiceDependencies {
  env: Env;
  db: Db;
  storage: ObjectStorage;
  mailer: Mailer;
  catalogWrites: CatalogChanges;
  cart: CartService;
  stripe: StripeGateway | null;
  sendRefunds: RefundSender;
  payoutSealer: TextSealer;
  unsubscribeCodes: UnsubscribeCodes;
  authRateLimits: AuthRateLimits;
  rateLimits: { store: RateLimitStore; clock?: Clock; rules?: Partial<Record<RateLimitName, RateLimitRule>> };
}

/**
 * Builds the request-only services. buildApp keeps the ones whose workers start, stop and listen,
 * where the order of their hooks is read (a worker stops before the mailer it queues to closes).
 */
export function createRequestServices({
  env, db, storage, mailer, catalogWrites, cart, stripe, sendRefunds, payoutSealer, unsubscribeCodes, authRateLimits, rateLimits,
}: RequestServiceDependencies): RequestServices {
  const { store, clock, rules } = rateLimits;
  const limiter = (bucket: string, rule: RateLimitRule) => createRateLimiter(store, bucket, rule, clock);
  return {
    adminAuth: createAdminAuthService({ db, limits: authRateLimits }),
    productImport: createProductImportService({
      db, storage, publicOrigin: env.PUBLIC_ORIGIN, allowHttpImages: env.IMPORT_IMAGES_ALLOW_PRIVATE,
      fetchImage: (url, signal) => fetchRemoteImage(url, { allowPrivate: env.IMPORT_IMAGES_ALLOW_PRIVATE, signal }),
    }),
    productWriteLimit: limiter('productWrites', PRODUCT_WRITE_RATE_LIMIT),
    sales: createSellerSalesService(db),
    addresses: createAddressesService(db),
    // Returns (issue 25): refunds go to the provider after the commit, as a cancel's do.
    returns: createReturnsService({ db, mailer, sendRefunds }),
    payouts: createPayoutsService({
      db, stripe, mailer, payoutSealer, linkOrigin: linkOriginOf(env), revealLimit: limiter('payoutReveals', PAYOUT_REVEAL_RATE_LIMIT),
    }),
    reviews: {
      reads: createReviewReadsService(db),
      writes: createReviewsService({ db, cache: catalogWrites }),
      writeLimit: limiter('reviewWrites', REVIEW_WRITE_RATE_LIMIT),
    },
    reviewFeedback: {
      replies: createReviewRepliesService({ db, mailer }),
      votes: createReviewVotesService({
        db,
        limits: { helpful: limiter('reviewHelpful', REVIEW_FEEDBACK_RATE_LIMIT), reports: limiter('reviewReports', REVIEW_FEEDBACK_RATE_LIMIT) },
      }),
      moderation: createReviewModerationService({ db, mailer, catalog: catalogWrites }),
    },
    follows: {
      favourites: createFavouritesService(db),
      following: createFollowingService(db),
      stockAlerts: createStockAlertsService(db),
      feed: createFeedService(db),
      writeLimit: limiter('followWrites', rules?.followWrites ?? FOLLOW_WRITE_RATE_LIMIT),
    },
    notifications: {
      centre: createNotificationsService({ db }),
      preferences: createNotificationPreferencesService({ db }),
      unsubscribe: createUnsubscribeService({ db, codes: unsubscribeCodes }),
    },
    scheduledSales: createScheduledSalesService({ db, catalogWrites }), // issue 26
    // Messages (issue 25): conversations, their mail through the outbox, and the limiter of sends.
    messages: {
      service: createMessagesService({ db, mailer, unsubscribeCodes }),
      sendLimit: limiter('messageSends', rules?.messageSends ?? MESSAGE_SEND_RATE_LIMIT),
      reports: createMessageReportsService(db),
    },
    // Promotions (issue 26): shop and platform codes, the cart's codes and the limiters of tries.
    promotions: {
      codes: createPromotionsService(db),
      cartCodes: createCartCodesService({ db, cart }),
      tryLimits: {
        perUser: limiter('codeTriesPerUser', rules?.codeTriesPerUser ?? CODE_TRIES_PER_USER_RATE_LIMIT),
        perIp: limiter('codeTriesPerIp', rules?.codeTriesPerIp ?? CODE_TRIES_PER_IP_RATE_LIMIT),
      },
    },
  };
}
