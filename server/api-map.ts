import type { FastifyInstance } from 'fastify';
import { currentUserRoutes, accountsRoutes } from './features/accounts/accounts.routes.js';
import type { AccountsService } from './features/accounts/accounts.service.js';
import { accountAreaRoutes, accountLinkRoutes, type AccountAreaServices } from './features/accounts/account-area.routes.js';
import { passwordResetRoutes } from './features/accounts/password-reset.routes.js';
import type { PasswordResetService } from './features/accounts/password-reset.service.js';
import { followsRoutes, type FollowsServices } from './features/follows/follows.routes.js';
import { adminPanelRoutes, adminSignInRoutes } from './features/admin/admin.routes.js';
import type { ProductImportService } from './features/admin/product-import.service.js';
import type { AdminAuthService } from './features/admin/admin-auth.service.js';
import { addressesRoutes } from './features/addresses/addresses.routes.js';
import type { AddressesService } from './features/addresses/addresses.service.js';
import { cartRoutes } from './features/cart/cart.routes.js';
import type { CartService } from './features/cart/cart.service.js';
import { catalogRoutes } from './features/catalog/catalog.routes.js';
import type { CatalogService } from './features/catalog/catalog.service.js';
import { productWriteRoutes } from './features/catalog/product-writes.routes.js';
import type { ProductWritesService } from './features/catalog/product-writes.service.js';
import type { CatalogReadModel } from './features/catalog/read-model/catalog-read-model.js';
import { adminPayoutsRoutes } from './features/ledger/admin-payouts.routes.js';
import type { PayoutsService } from './features/ledger/payouts.service.js';
import { sellerPayoutsRoutes } from './features/ledger/seller-payouts.routes.js';
import { mailOutboxRoutes } from './features/mail/mail-outbox.routes.js';
import { mediaRoutes } from './features/media/media.routes.js';
import { sellerMediaRoutes } from './features/media/seller-media.routes.js';
import { incomingUploadRoutes, uploadsRoutes } from './features/media/uploads.routes.js';
import type { UploadsService } from './features/media/uploads.service.js';
import { adminOrdersRoutes } from './features/orders/admin-orders.routes.js';
import { checkoutRoutes } from './features/orders/checkout.routes.js';
import type { CheckoutService } from './features/orders/checkout.service.js';
import { ordersRoutes } from './features/orders/orders.routes.js';
import type { OrdersService } from './features/orders/orders.service.js';
import { sellerOrdersRoutes } from './features/orders/seller-orders.routes.js';
import type { DemoPayments } from './features/payments/demo-payments.js';
import type { PaymentEventHandler } from './features/payments/payment-event.js';
import { demoPaymentRoutes, paymentWebhookRoutes } from './features/payments/payments.routes.js';
import type { StripeGateway } from './features/payments/stripe-gateway.js';
import type { ReviewReadsService } from './features/reviews/review-reads.service.js';
import { reviewReadRoutes, reviewWriteRoutes } from './features/reviews/reviews.routes.js';
import type { ReviewsService } from './features/reviews/reviews.service.js';
import { adminReviewRoutes } from './features/reviews/admin-reviews.routes.js';
import { reviewFeedbackRoutes } from './features/reviews/review-feedback.routes.js';
import type { ReviewModerationService } from './features/reviews/review-moderation.service.js';
import type { ReviewRepliesService } from './features/reviews/review-replies.service.js';
import type { ReviewVotesService } from './features/reviews/review-votes.service.js';
import type { NotificationPreferencesService } from './features/notifications/notification-preferences.service.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import type { NotificationsService } from './features/notifications/notifications.service.js';
import { unsubscribeRoutes } from './features/notifications/unsubscribe.routes.js';
import type { UnsubscribeService } from './features/notifications/unsubscribe.service.js';
import { sellerApplicationRoutes, sellerApplyRoutes } from './features/sellers/seller-apply.routes.js';
import type { SellerApplyService } from './features/sellers/seller-apply.service.js';
import { sellerSalesRoutes } from './features/sellers/seller-sales.routes.js';
import type { SellerSalesService } from './features/sellers/seller-sales.service.js';
import { sellerSettingsRoutes } from './features/sellers/seller-settings.routes.js';
import type { SellerSettingsService } from './features/sellers/seller-settings.service.js';
import { sellerRoutes } from './features/sellers/sellers.routes.js';
import type { SellersService } from './features/sellers/sellers.service.js';
// Disputes and ledger views (issue 25, disputes part).
import { adminDisputesRoutes, disputesRoutes } from './features/disputes/disputes.routes.js';
import type { DisputesService } from './features/disputes/disputes.service.js';
import { adminLedgerRoutes } from './features/ledger/admin-ledger.routes.js';
// Messages (issue 25): conversations between buyers and shops.
import { conversationRoutes, sellerConversationRoutes } from './features/messages/messages.routes.js';
import type { MessagesService } from './features/messages/messages.service.js';
import { adminMessageReportRoutes } from './features/messages/admin-message-reports.routes.js';
import type { MessageReportsService } from './features/messages/message-reports.service.js';
// Returns (issue 25, returns server).
import { returnsRoutes, sellerReturnsRoutes } from './features/returns/returns.routes.js';
import type { ReturnsService } from './features/returns/returns.service.js';
// Promotions (issue 26, promotions server).
import { adminPromotionRoutes } from './features/promotions/admin-promotions.routes.js';
import { cartCodeRoutes } from './features/promotions/cart-codes.routes.js';
import type { CartCodesService } from './features/promotions/cart-codes.service.js';
import type { CodeTryLimits } from './features/promotions/code-tries-limit.js';
import type { PromotionsService } from './features/promotions/promotions.service.js';
import { sellerPromotionRoutes } from './features/promotions/seller-promotions.routes.js';
// Scheduled sales (issue 26).
import { sellerScheduledSalesRoutes } from './features/scheduled-sales/scheduled-sales.routes.js';
import type { ScheduledSalesService } from './features/scheduled-sales/scheduled-sales.service.js';
// Webhooks (issue 27, webhooks server).
import { adminWebhookRoutes, sellerWebhookRoutes } from './features/webhooks/webhooks.routes.js';
import type { WebhooksService } from './features/webhooks/webhooks.service.js';
// Sitemap and robots.txt (issue 27, seo).
import { seoRoutes } from './features/seo/seo.routes.js';
import type { Sitemap } from './features/seo/sitemap.js';
import type { Db } from './db/client.js';
import type { Mailer } from './features/mail/mailer.js';
import type { CatalogChanges } from './kernel/reply-cache.js';
import { adminsOnly, sellersOnly, signedInOnly } from './plugins/guards.js';
import type { RateLimiter } from './plugins/rate-limit.js';
import type { ObjectStorage } from './storage/storage.js';

/** What the route modules are handed: built once by buildApp. */
export interface ApiServices {
  db: Db;
  storage: ObjectStorage;
  linkOrigin: string;
  /** Mail of the admin panel's decisions (applications). */
  mailer: Mailer;
  /** A write through this instance that shoppers must see at once: clears its catalogue caches. */
  catalogWrites: CatalogChanges;
  accounts: AccountsService;
  accountArea: AccountAreaServices;
  passwordReset: PasswordResetService;
  adminAuth: AdminAuthService;
  productImport: ProductImportService;
  catalog: CatalogService;
  readModel: CatalogReadModel | undefined;
  productWrites: ProductWritesService;
  productWriteLimit: RateLimiter;
  sellersService: SellersService;
  sellerApply: SellerApplyService;
  sellerSettings: SellerSettingsService;
  sales: SellerSalesService;
  uploads: UploadsService;
  cart: CartService;
  addresses: AddressesService;
  checkout: CheckoutService;
  orders: OrdersService;
  payments: { events: PaymentEventHandler; demo: DemoPayments | null; stripe: StripeGateway | null };
  payouts: PayoutsService;
  reviews: { reads: ReviewReadsService; writes: ReviewsService; writeLimit: RateLimiter };
  /** Replies, helpful votes and reports on reviews, and the admins' moderation of them. */
  reviewFeedback: { replies: ReviewRepliesService; votes: ReviewVotesService; moderation: ReviewModerationService };
  /** Favourites, followed shops, stock alerts and the feed of a shopper (issue 24). */
  follows: FollowsServices;
  /** The notification centre, its preferences, and mails' unsubscribe links (issue 24). */
  notifications: { centre: NotificationsService; preferences: NotificationPreferencesService; unsubscribe: UnsubscribeService };
  /** Disputes over seller orders, decided by admins (issue 25). */
  disputes: DisputesService;
  /** Messages (issue 25): buyer-shop conversations and the limiter of sends. */
  messages: { service: MessagesService; sendLimit: RateLimiter; reports: MessageReportsService };
  /** Returns and their refunds (issue 25). */
  returns: ReturnsService;
  /** Promotions (issue 26): shop and platform codes, the cart's codes and the limiters of tries. */
  promotions: { codes: PromotionsService; cartCodes: CartCodesService; tryLimits: CodeTryLimits };
  /** A shop's scheduled sales (issue 26). */
  scheduledSales: ScheduledSalesService;
  /** Webhooks (issue 27): shops' and the platform's endpoints, deliveries and stock.low thresholds. */
  webhooks: WebhooksService;
  /** The sitemap, built from the catalogue and cleared with it (issue 27, seo). */
  sitemap: Sitemap;
}

/**
 * The map of the API, by audience (docs/decisions/013). A route is guarded by the scope it is
 * registered in: each scope's onRequest hook runs before the body is read, so a route added to a
 * scope cannot forget its guard. A module may narrow its scope further (uploads: sellers and
 * admins), never widen it.
 */
export async function registerApi(app: FastifyInstance, s: ApiServices): Promise<void> {
  // Everyone: the storefront, signing up and in, and calls authorised by a signature instead of a session.
  await app.register(async (everyone) => {
    await everyone.register(catalogRoutes, { catalog: s.catalog, readModel: s.readModel });
    await everyone.register(sellerRoutes, { sellersService: s.sellersService });
    await everyone.register(mediaRoutes, { storage: s.storage });
    await everyone.register(incomingUploadRoutes, { uploads: s.uploads });
    await everyone.register(accountsRoutes, { accounts: s.accounts });
    await everyone.register(accountLinkRoutes, { accountArea: s.accountArea });
    await everyone.register(passwordResetRoutes, { passwordReset: s.passwordReset, linkOrigin: s.linkOrigin });
    await everyone.register(sellerApplyRoutes, { sellerApply: s.sellerApply });
    await everyone.register(adminSignInRoutes, { auth: s.adminAuth });
    await everyone.register(paymentWebhookRoutes, s.payments);
    await everyone.register(reviewReadRoutes, { reads: s.reviews.reads });
    // A mail's unsubscribe link: the signed code authorises it, no session (same-origin.ts lets its POST through).
    await everyone.register(unsubscribeRoutes, { unsubscribe: s.notifications.unsubscribe });
    // Sitemap and robots.txt (issue 27, seo): routes of their own, never the client app's fallback.
    await everyone.register(seoRoutes, { sitemap: s.sitemap, origin: s.linkOrigin });
  });

  // Shoppers: any signed-in account, acting on what is its own (the services check ownership).
  await app.register(async (shopper) => {
    shopper.addHook('onRequest', signedInOnly);
    await shopper.register(currentUserRoutes, { accounts: s.accounts });
    await shopper.register(accountAreaRoutes, { accountArea: s.accountArea });
    await shopper.register(cartRoutes, { cart: s.cart });
    await shopper.register(addressesRoutes, { addresses: s.addresses });
    await shopper.register(checkoutRoutes, { checkout: s.checkout });
    await shopper.register(ordersRoutes, { orders: s.orders });
    await shopper.register(sellerApplicationRoutes, { sellerApply: s.sellerApply });
    await shopper.register(productWriteRoutes, { productWrites: s.productWrites, writeLimit: s.productWriteLimit });
    await shopper.register(sellerSettingsRoutes, { sellerSettings: s.sellerSettings });
    await shopper.register(uploadsRoutes, { uploads: s.uploads });
    await shopper.register(reviewWriteRoutes, { reviews: s.reviews.writes, reads: s.reviews.reads, writeLimit: s.reviews.writeLimit });
    await shopper.register(reviewFeedbackRoutes, { replies: s.reviewFeedback.replies, votes: s.reviewFeedback.votes });
    await shopper.register(followsRoutes, s.follows);
    await shopper.register(notificationsRoutes, { notifications: s.notifications.centre, preferences: s.notifications.preferences });
    // Disputes (issue 25): the buyer opens one on their order; the buyer or the shop reads them.
    await shopper.register(disputesRoutes, { disputes: s.disputes });
    // Messages (issue 25): a buyer's conversations, and either party's reads and writes in one.
    await shopper.register(conversationRoutes, { messages: s.messages.service, sendLimit: s.messages.sendLimit });
    // Returns (issue 25): buyers request and ship, shops accept, refuse and receive.
    await shopper.register(returnsRoutes, { returns: s.returns });
    // Promotions (issue 26): the codes a shopper keeps on their cart.
    await shopper.register(cartCodeRoutes, { cartCodes: s.promotions.cartCodes, tryLimits: s.promotions.tryLimits });
    if (s.payments.demo) await shopper.register(demoPaymentRoutes, { checkout: s.checkout, demo: s.payments.demo });
  });

  // Sellers: /api/seller/*, an account with a shop, about its own shop.
  await app.register(async (seller) => {
    seller.addHook('onRequest', sellersOnly);
    await seller.register(sellerSalesRoutes, { sales: s.sales });
    await seller.register(sellerOrdersRoutes, { orders: s.orders });
    await seller.register(sellerPayoutsRoutes, { payouts: s.payouts });
    await seller.register(sellerMediaRoutes, { uploads: s.uploads });
    // Messages (issue 25): the shop's conversations and blocked buyers.
    await seller.register(sellerConversationRoutes, { messages: s.messages.service });
    // Returns (issue 25): the shop's list.
    await seller.register(sellerReturnsRoutes, { returns: s.returns });
    // Promotions (issue 26): the shop's own codes.
    await seller.register(sellerPromotionRoutes, { promotions: s.promotions.codes });
    // Scheduled sales (issue 26).
    await seller.register(sellerScheduledSalesRoutes, { scheduledSales: s.scheduledSales });
    // Webhooks (issue 27): the shop's endpoints and stock.low thresholds.
    await seller.register(sellerWebhookRoutes, { webhooks: s.webhooks });
  });

  // Admins: /api/admin/* but the sign-in, whichever feature serves it; every action audited.
  await app.register(async (admin) => {
    admin.addHook('onRequest', adminsOnly);
    await admin.register(adminPanelRoutes, {
      db: s.db, auth: s.adminAuth, mailer: s.mailer, catalog: s.catalogWrites, linkOrigin: s.linkOrigin, importer: s.productImport,
    });
    await admin.register(adminOrdersRoutes, { orders: s.orders });
    await admin.register(adminPayoutsRoutes, { payouts: s.payouts });
    await admin.register(mailOutboxRoutes, { db: s.db });
    await admin.register(adminReviewRoutes, { moderation: s.reviewFeedback.moderation });
    // Disputes queue and decisions, and the ledger view (issue 25, disputes part).
    await admin.register(adminDisputesRoutes, { disputes: s.disputes });
    await admin.register(adminLedgerRoutes, { db: s.db });
    // Messages (issue 25): the queue of reported messages.
    await admin.register(adminMessageReportRoutes, { reports: s.messages.reports });
    // Promotions (issue 26): platform codes, and every shop's, audited.
    await admin.register(adminPromotionRoutes, { promotions: s.promotions.codes });
    // Webhooks (issue 27): the platform's endpoints, audited.
    await admin.register(adminWebhookRoutes, { webhooks: s.webhooks });
  });
}
