// The notification bounds both sides check, kept apart from the schemas (as limits.ts is) so the
// header's bell, on every page, reads its poll interval and cap without loading zod.

export const NOTIFICATION_LIMITS = {
  /** A saved price must fall at least this far (5 %) to be told, in basis points. */
  priceDropBasisPoints: 500,
  favouritesPageSize: 24,
  followingPageSize: 24,
  feedPageSize: 24,
  notificationsPageSize: 20,
  maxPageSize: 50,
  /** The bell shows "99+" past this; counting further costs and tells nothing. */
  unreadCountCap: 99,
  /** One shopper's favourites, follows and waiting alerts: generous, and bounded so fan-outs and the feed are. */
  maxFavourites: 1_000,
  maxFollows: 500,
  maxStockAlerts: 200,
  /** Favourite, follow and alert changes per shopper per hour (tapping a heart on and off included). */
  writesPerHour: 300,
  /** Mark-read calls name at most this many entries. */
  markReadMax: 100,
  /** How often an open tab asks for the unread count (decision 018: polling, visible tabs only). */
  unreadPollMs: 3_000,
} as const;
