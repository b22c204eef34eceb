import { z } from 'zod';
import { productSummarySchema, publicSellerSchema } from './catalog-schemas.js';
import { NOTIFICATION_LIMITS } from './notification-limits.js';

/**
 * Favourites, follows, stock alerts and the notification centre (issue 24, decision 018), for
 * client and server: every message, limit and reply shape once.
 */

export const NOTIFICATION_KINDS = ['back_in_stock', 'price_drop', 'new_from_shop', 'order_update', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  back_in_stock: 'Back in stock',
  price_drop: 'Price drops',
  new_from_shop: 'New from shops you follow',
  order_update: 'Order updates',
  message: 'Messages from shops and buyers',
};

/** What a trigger writes for the background fan-out (migration 0017). */
export const NOTIFICATION_EVENT_KINDS = ['restock', 'price_drop', 'new_drop'] as const;
export type NotificationEventKind = (typeof NOTIFICATION_EVENT_KINDS)[number];

/** The order moves a buyer hears about. */
export const ORDER_UPDATE_STATUSES = ['paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderUpdateStatus = (typeof ORDER_UPDATE_STATUSES)[number];

// Its own zod-free file: the header's bell reads the poll interval on every page (see limits.ts).
export { NOTIFICATION_LIMITS };

export const NOTIFICATION_MESSAGES = {
  productNotFound: 'Product not found',
  shopNotFound: 'Shop not found',
  variantNotFound: 'This product has no such size and colour',
  variantInStock: 'This size and colour is in stock: add it to your cart instead',
  ownShopFollow: "You can't follow your own shop",
  tooManyFavourites: `You can save at most ${NOTIFICATION_LIMITS.maxFavourites} favourites`,
  tooManyFollows: `You can follow at most ${NOTIFICATION_LIMITS.maxFollows} shops`,
  tooManyStockAlerts: `You can wait for at most ${NOTIFICATION_LIMITS.maxStockAlerts} sizes at once`,
  rateLimited: 'Too many changes. Please try again later.',
  markReadInvalid: `Name the notifications to mark read (at most ${NOTIFICATION_LIMITS.markReadMax}), or all`,
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  unsubscribed: 'You will no longer get these emails',
} as const;

const pageQuery = (pageSize: number) => z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIMITS.maxPageSize).catch(pageSize).default(pageSize),
});
export const favouritesQuerySchema = pageQuery(NOTIFICATION_LIMITS.favouritesPageSize);
export const followingQuerySchema = pageQuery(NOTIFICATION_LIMITS.followingPageSize);
export const feedQuerySchema = pageQuery(NOTIFICATION_LIMITS.feedPageSize);
export const notificationsQuerySchema = pageQuery(NOTIFICATION_LIMITS.notificationsPageSize);

const paged = <T extends z.ZodTypeAny>(item: T) => z.object({
  items: z.array(item), page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number(),
});

export const productIdParamsSchema = z.object({ productId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const sellerIdParamsSchema = z.object({ sellerId: z.coerce.number().int().min(1).max(2_147_483_647) });

// ---- Favourites ----------------------------------------------------------------------------

/** What changed since the shopper saved it; `unavailable` (paused, taken down, shop closed) wins. */
export const FAVOURITE_CHANGES = ['unavailable', 'back_in_stock', 'price_lower', 'sold_out'] as const;
export type FavouriteChange = (typeof FAVOURITE_CHANGES)[number];

/** PUT /api/account/favourites/{productId}: the body is optional (price alerts default on). */
export const favouriteInputSchema = z.object({ priceAlerts: z.boolean().default(true) }).default({ priceAlerts: true });

export const favouriteSchema = z.object({
  productId: z.number(),
  savedAt: z.string(),
  savedPrice: z.string(),
  priceAlerts: z.boolean(),
  /** The product as shoppers see it now; null once it is not listed (shown as unavailable, no link). */
  product: productSummarySchema.nullable(),
  /** The name kept for an unavailable product, so the entry still says what it was. */
  name: z.string(),
  changes: z.array(z.enum(FAVOURITE_CHANGES)),
});
export type Favourite = z.infer<typeof favouriteSchema>;
export const favouritesPageSchema = paged(favouriteSchema);

/** PUT and DELETE answer where the product now stands for this shopper. */
/** GET /api/account/favourites/ids: every saved product id (at most maxFavourites), for the hearts on cards. */
export const favouriteIdsSchema = z.object({ productIds: z.array(z.number()) });

export const favouriteStateSchema = z.object({ productId: z.number(), favourite: z.boolean(), priceAlerts: z.boolean() });

// ---- Following -----------------------------------------------------------------------------

export const followedShopSchema = z.object({ followedAt: z.string(), shop: publicSellerSchema });
export const followingPageSchema = paged(followedShopSchema);
/** GET /api/account/following/ids: every followed shop's id, for the Follow buttons. */
export const followingIdsSchema = z.object({ sellerIds: z.array(z.number()) });
export const followStateSchema = z.object({ sellerId: z.number(), following: z.boolean(), followersCount: z.number() });

// ---- Stock alerts --------------------------------------------------------------------------

export const stockAlertInputSchema = z.object({
  size: z.string().trim().min(1).max(8),
  color: z.string().trim().min(1).max(40),
});
export type StockAlertInput = z.infer<typeof stockAlertInputSchema>;
export const stockAlertSchema = z.object({
  productId: z.number(), size: z.string(), color: z.string(), createdAt: z.string(),
  product: productSummarySchema.nullable(), name: z.string(),
});
export const stockAlertListSchema = z.object({ items: z.array(stockAlertSchema) });
export const stockAlertStateSchema = z.object({ productId: z.number(), size: z.string(), color: z.string(), waiting: z.boolean() });

// ---- Feed ----------------------------------------------------------------------------------

/** GET /api/account/feed: the newest listed products of the shops the shopper follows. */
export const feedPageSchema = paged(productSummarySchema);

// ---- Notifications -------------------------------------------------------------------------

/** What an entry says, fixed when it is written (a renamed product keeps the old name in old entries). */
export const notificationDataSchema = z.object({
  productName: z.string().optional(),
  shopName: z.string().optional(),
  size: z.string().optional(),
  color: z.string().optional(),
  oldPrice: z.string().optional(),
  newPrice: z.string().optional(),
  /** new_from_shop: the day's drops, newest first (at most 10 kept) and how many in all. */
  productIds: z.array(z.number()).optional(),
  productCount: z.number().optional(),
  orderStatus: z.enum(ORDER_UPDATE_STATUSES).optional(),
  /** order_update: the order's number as the buyer knows it (TL-...). */
  orderNumber: z.string().optional(),
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  trackingUrl: z.string().optional(),
  /** message: the conversation, who wrote last and the start of what they wrote. */
  conversationId: z.number().optional(),
  senderName: z.string().optional(),
  excerpt: z.string().optional(),
  /** message: the side the reader is on, which decides where the entry leads. */
  messageTo: z.enum(['buyer', 'seller']).optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The sentence shown, written by the server. */
  title: z.string(),
  body: z.string(),
  /** Where the entry leads, inside the app (`/product/12`, `/seller/3`, `/account/orders`: client paths.ts). */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  data: notificationDataSchema,
});
export type NotificationEntry = z.infer<typeof notificationSchema>;
export const notificationsPageSchema = paged(notificationSchema).extend({ unread: z.number() });
export const unreadCountSchema = z.object({ unread: z.number() });

/** POST /api/account/notifications/read: some (`ids`) or all (`all: true`). */
const markReadInvalid = { error: NOTIFICATION_MESSAGES.markReadInvalid };
// Every part says the same words: zod reports the closest option's own issue, not the union's.
export const markReadInputSchema = z.union([
  z.object({ all: z.literal(true, markReadInvalid) }),
  z.object({
    ids: z.array(z.number(markReadInvalid).int(markReadInvalid).min(1, markReadInvalid), markReadInvalid)
      .min(1, markReadInvalid).max(NOTIFICATION_LIMITS.markReadMax, markReadInvalid),
  }),
], markReadInvalid);
export type MarkReadInput = z.infer<typeof markReadInputSchema>;

// ---- Preferences ---------------------------------------------------------------------------

export const NOTIFICATION_CHANNELS = ['inApp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
const channels = z.object({ inApp: z.boolean(), email: z.boolean() });
export const notificationPreferencesSchema = z.object({
  back_in_stock: channels,
  price_drop: channels,
  new_from_shop: channels,
  order_update: channels,
  message: channels,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  back_in_stock: { inApp: true, email: true },
  price_drop: { inApp: true, email: true },
  new_from_shop: { inApp: true, email: true },
  order_update: { inApp: true, email: true },
  message: { inApp: true, email: true },
};
/** PUT takes any part of it; what is left out stays. */
export const notificationPreferencesInputSchema = z.object({
  back_in_stock: channels.partial().optional(),
  price_drop: channels.partial().optional(),
  new_from_shop: channels.partial().optional(),
  order_update: channels.partial().optional(),
  message: channels.partial().optional(),
});
export type NotificationPreferencesChange = z.input<typeof notificationPreferencesInputSchema>;

/**
 * POST /api/notifications/unsubscribe?code=: a mail's one-click link (no sign-in). `code`, not
 * `token`: it turns off one kind of mail and nothing else, so unlike reset tokens it is not redacted
 * from the outbox record, where support (and the end-to-end test) read it.
 */
export const unsubscribeQuerySchema = z.object({
  code: z.string({ error: NOTIFICATION_MESSAGES.unsubscribeInvalid })
    .min(1, NOTIFICATION_MESSAGES.unsubscribeInvalid).max(200, NOTIFICATION_MESSAGES.unsubscribeInvalid),
});
export const unsubscribeReplySchema = z.object({ kind: z.enum(NOTIFICATION_KINDS), message: z.string() });

/** Whether a new price is a drop worth telling against the price last told (integer cents, 5 %). */
export function isToldDrop(alertPriceCents: number, newPriceCents: number): boolean {
  return newPriceCents * 10_000 <= alertPriceCents * (10_000 - NOTIFICATION_LIMITS.priceDropBasisPoints);
}
