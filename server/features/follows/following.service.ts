import type { Db } from '../../db/client.js';
import { AppError, conflict, unauthorized } from '../../errors.js';
import { followingPageSchema, NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '../../../shared/notification-schemas.js';
import type { SessionUser } from '../../kernel/session.repo.js';
import { pageOf } from './follows-paging.js';
import { lockShopperForWrite } from './shopper-lock.repo.js';
import {
  countFollows, deleteFollow, followedSellerIds, followedShopsPage, followersOf, insertFollow, isFollowing, shopIsPublic,
} from './shop-follows.repo.js';

const shopNotFound = () => new AppError('not_found', NOTIFICATION_MESSAGES.shopNotFound);

type FollowState = { sellerId: number; following: boolean; followersCount: number };

/** The shops a shopper follows; the reply's followersCount is the real one after the change. */
export function createFollowingService(db: Db) {
  return {
    async page(userId: number, page: number, limit: number) {
      const { rows, total } = await followedShopsPage(db, userId, page, limit);
      // Parsed here: the shop's createdAt is a one-way transform the reply serializer cannot encode.
      return followingPageSchema.parse(pageOf(rows.map((row) => ({ followedAt: row.followedAt.toISOString(), shop: row.shop })), page, limit, total));
    },

    ids: async (userId: number) => ({ sellerIds: await followedSellerIds(db, userId) }),

    async follow(user: SessionUser, sellerId: number): Promise<FollowState> {
      if (user.sellerId === sellerId) throw conflict(NOTIFICATION_MESSAGES.ownShopFollow);
      return db.transaction(async (tx) => {
        if (!(await lockShopperForWrite(tx, user.id))) throw unauthorized();
        if (!(await shopIsPublic(tx, sellerId))) throw shopNotFound();
        if (!(await isFollowing(tx, user.id, sellerId))) {
          if ((await countFollows(tx, user.id)) >= NOTIFICATION_LIMITS.maxFollows) throw conflict(NOTIFICATION_MESSAGES.tooManyFollows);
          await insertFollow(tx, user.id, sellerId);
        }
        return { sellerId, following: true, followersCount: await followersOf(tx, sellerId) };
      });
    },

    /** Any shop, hidden ones too (a shopper may stop following a shop that closed); not following is fine. */
    async unfollow(userId: number, sellerId: number): Promise<FollowState> {
      return db.transaction(async (tx) => {
        await deleteFollow(tx, userId, sellerId);
        return { sellerId, following: false, followersCount: await followersOf(tx, sellerId) };
      });
    },
  };
}

export type FollowingService = ReturnType<typeof createFollowingService>;
