/**
 * Query keys of what a shopper keeps: favourites, followed shops, stock alerts and the feed. All
 * start with `follows`, so a sign-out or a write can refresh the lot with one invalidation.
 */
export const followsKeys = {
  all: ['follows'] as const,
  favouriteIds: ['follows', 'favourites', 'ids'] as const,
  favourites: ['follows', 'favourites'] as const,
  favouritesPage: (page: number) => ['follows', 'favourites', 'page', page] as const,
  followingIds: ['follows', 'following', 'ids'] as const,
  following: ['follows', 'following'] as const,
  followingPage: (page: number) => ['follows', 'following', 'page', page] as const,
  /** A shop's followers as the last follow or unfollow answered (fresher than the cached shop reply). */
  followers: (sellerId: number) => ['follows', 'followers', sellerId] as const,
  stockAlerts: ['follows', 'stock-alerts'] as const,
  feed: ['follows', 'feed'] as const,
};
