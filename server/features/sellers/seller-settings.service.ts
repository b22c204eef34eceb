import type { Db } from '../../db/client.js';
import { forbidden, invalidData, notFound } from '../../errors.js';
import type { OwnSeller } from '../../../shared/account-schemas.js';
import {
  paymentSettingsIssues, SELLER_MESSAGES, type SellerMediaInput, type SellerSettingsInput,
} from '../../../shared/seller-schemas.js';
import { toOwnSeller } from '../accounts/accounts.service.js';
import type { SessionUser } from '../accounts/session.repo.js';
import { findOwnSellerById } from '../accounts/users.repo.js';
import type { CatalogChanges } from '../catalog/catalog-cache.js';
import { uploadedObjectPaths } from '../media/uploads.repo.js';
import { findSellerForUpdate, updateSeller, type SellerChanges } from './seller-settings.repo.js';
import { shopNameConflict } from './shop-names.js';

export const NOT_YOUR_SHOP = 'You can only change your own shop';

/** Drops the fields the body did not carry, so they keep their stored values. */
function presentOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function createSellerSettingsService(deps: { db: Db; cache: CatalogChanges }) {
  const { db, cache } = deps;

  /** The seller record the user may change: their own, or any for an admin. */
  async function ownedSeller(user: SessionUser, sellerId: number) {
    const seller = await findSellerForUpdate(db, sellerId);
    if (!seller) throw notFound('Seller');
    if (user.role !== 'admin' && seller.userId !== user.id) throw forbidden(NOT_YOUR_SHOP);
    return seller;
  }

  async function saved(sellerId: number, changes: SellerChanges): Promise<OwnSeller> {
    await updateSeller(db, sellerId, changes).catch((error: unknown) => { throw shopNameConflict(error) ?? error; });
    // The trigger's NOTIFY clears every instance; this one clears now, before the reply.
    cache.invalidate();
    const row = await findOwnSellerById(db, sellerId);
    if (!row) throw notFound('Seller');
    return toOwnSeller(row);
  }

  return {
    async updateSettings(user: SessionUser, sellerId: number, input: SellerSettingsInput): Promise<OwnSeller> {
      const seller = await ownedSeller(user, sellerId);
      const { paypalClientSecret, ...settings } = input;
      const changes: SellerChanges = presentOnly(settings);
      // Write-only: a blank secret means "keep the stored one" (the form never receives it).
      if (paypalClientSecret) changes.paypalClientSecret = paypalClientSecret;
      const payment = presentOnly({
        paymentGateway: changes.paymentGateway,
        stripeAccountId: changes.stripeAccountId,
        paypalClientId: changes.paypalClientId,
        payoutEmailPaypal: changes.payoutEmailPaypal,
        squareApplicationId: changes.squareApplicationId,
      });
      // The gateway's rules apply when the payment settings change: a shop that never set them
      // up (the default gateway is stripe, with no account) can still save its profile.
      const issue = Object.keys(payment).length > 0 ? paymentSettingsIssues({ ...seller, ...payment })[0] : undefined;
      if (issue) throw invalidData(issue.message);
      return saved(sellerId, changes);
    },

    /**
     * A logo or header must be an image this user uploaded (an admin's own uploads or the
     * shop owner's), so nobody can point a shop at someone else's files.
     */
    async updateMedia(user: SessionUser, sellerId: number, input: SellerMediaInput): Promise<OwnSeller> {
      const seller = await ownedSeller(user, sellerId);
      const uploaders = [...new Set([user.id, ...(user.role === 'admin' ? [seller.userId] : [])])];
      const wanted = [input.logoImageURL, input.coverImageURL].filter((path): path is string => path !== undefined);
      const uploaded = await uploadedObjectPaths(db, uploaders, wanted);
      if (input.logoImageURL !== undefined && !uploaded.has(input.logoImageURL)) throw invalidData(SELLER_MESSAGES.logoFormat);
      if (input.coverImageURL !== undefined && !uploaded.has(input.coverImageURL)) throw invalidData(SELLER_MESSAGES.coverFormat);
      return saved(sellerId, presentOnly({ profileImage: input.logoImageURL, coverImage: input.coverImageURL }));
    },
  };
}

export type SellerSettingsService = ReturnType<typeof createSellerSettingsService>;
