import type { Db } from '../../db/client.js';
import { feedPageSchema } from '../../../shared/notification-schemas.js';
import { findListedProducts } from '../catalog/products.repo.js';
import { feedPageIds, feedTotal } from './feed.repo.js';
import { pageOf } from './follows-paging.js';

/** GET /api/account/feed: the newest listed products of the shops the shopper follows. */
export function createFeedService(db: Db) {
  return {
    /** Parsed here: the products' timestamps are one-way transforms the reply serializer cannot encode. */
    async page(userId: number, page: number, limit: number) {
      const [ids, total] = await Promise.all([feedPageIds(db, userId, page, limit), feedTotal(db, userId)]);
      const byId = new Map((await findListedProducts(db, ids)).map((product) => [product.id, product]));
      // In the page's order; one unlisted between the two reads is left out rather than shown.
      const items = ids.flatMap((id) => byId.get(id) ?? []);
      return feedPageSchema.parse(pageOf(items, page, limit, total));
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
