import type { Db } from '../../db/client.js';
import { forbidden, invalidData, notFound } from '../../errors.js';
import type { OwnSeller } from '../../../shared/account-schemas.js';
import {
  paymentSettingsIssues, SELLER_MESSAGES, type SellerMediaInput, type SellerSettingsInput,
} from '../../../shared/seller-schemas.js';
import type { TextSealer } from '../../kernel/sealed-text.js';
import { bankColumns, paypalColumns, sealedFromPlain } from './payout-details.js';
import { toOwnSeller } from '../accounts/accounts.service.js';
import { auditAdminAction, isAdminOnOthers, type Acting } from '../../kernel/audit-rule.js';
import { findOwnSellerById } from '../accounts/users.repo.js';
import type { CatalogChanges } from '../../kernel/reply-cache.js';
import { uploadedObjectPaths } from '../media/uploads.repo.js';
import { findSellerForUpdate, findSellerValues, sealPlainPayoutDetails, updateSeller, type SellerChanges } from './seller-settings.repo.js';
import { shopNameConflict } from './shop-names.js';
import { isReservedShopName, shopNameKey } from '../../../shared/shop-names.js';

export const NOT_YOUR_SHOP = 'You can only change your own shop';

const SEALED_FIELDS = ['payoutPaypalSealed', 'payoutBankSealed', 'payoutEmailPaypal', 'payoutBankAccount'] as const;

/** Payout details stay out of the audit trail: it keeps their masked forms and says the sealed ones changed. */
function withoutSecrets(values: Record<string, unknown>): Record<string, unknown> {
  const safe = { ...values };
  for (const field of SEALED_FIELDS) if (field in safe) safe[field] = safe[field] ? '[sealed]' : null;
  return safe;
}

/** Drops the fields the body did not carry, so they keep their stored values. */
function presentOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function createSellerSettingsService(deps: { db: Db; cache: CatalogChanges; payoutSealer: TextSealer }) {
  const { db, cache, payoutSealer } = deps;

  /** The seller record the user may change: their own, or any for an admin. */
  async function ownedSeller(user: Acting, sellerId: number) {
    const seller = await findSellerForUpdate(db, sellerId);
    if (!seller) throw notFound('Seller');
    if (user.role !== 'admin' && seller.userId !== user.id) throw forbidden(NOT_YOUR_SHOP);
    return seller;
  }

  /** Saves the changes; an admin changing someone else's shop is audited in the same transaction. */
  async function saved(user: Acting, seller: { id: number; userId: number }, changes: SellerChanges): Promise<OwnSeller> {
    const sellerId = seller.id;
    const owners = [{ userId: seller.userId, sellerId }];
    await db.transaction(async (tx) => {
      const before = isAdminOnOthers(user, owners) ? await findSellerValues(tx, sellerId, Object.keys(changes) as Array<keyof SellerChanges>) : null;
      await updateSeller(tx, sellerId, changes);
      if (before) {
        await auditAdminAction(tx, user, owners, {
          action: 'seller.update', entityType: 'seller', entityId: sellerId, before: withoutSecrets(before), after: withoutSecrets(changes),
        });
      }
    }).catch((error: unknown) => { throw shopNameConflict(error) ?? error; });
    // The trigger's NOTIFY clears every instance; this one clears now, before the reply.
    cache.invalidate();
    const row = await findOwnSellerById(db, sellerId);
    if (!row) throw notFound('Seller');
    return toOwnSeller(row);
  }

  return {
    async updateSettings(user: Acting, sellerId: number, input: SellerSettingsInput): Promise<OwnSeller> {
      const seller = await ownedSeller(user, sellerId);
      // The ignored gateway credentials arrive as undefined and are dropped with the absent fields.
      const { payoutEmailPaypal, payoutBankDetails, returnPolicy, ...settings } = input;
      const changes: SellerChanges = presentOnly(settings);
      // The return policy (issue 25): only the fields the body carries change.
      if (returnPolicy) {
        Object.assign(changes, presentOnly({
          returnsAccepted: returnPolicy.accepted, returnWindowDays: returnPolicy.windowDays, returnShippingPaidBy: returnPolicy.returnShippingPaidBy,
        }));
      }
      if (changes.businessName !== undefined && shopNameKey(changes.businessName) !== seller.businessNameKey && isReservedShopName(changes.businessName)) {
        throw invalidData(SELLER_MESSAGES.businessNameReserved);
      }
      if (payoutEmailPaypal !== undefined) Object.assign(changes, paypalColumns(payoutSealer, payoutEmailPaypal));
      if (payoutBankDetails !== undefined) Object.assign(changes, bankColumns(payoutSealer, payoutBankDetails));
      // The gateway's rule applies when the gateway or its account changes: a shop that never set
      // them up (the default gateway is stripe, with no account) can still save its profile and payout.
      if (changes.paymentGateway !== undefined || changes.stripeAccountId !== undefined || changes.paypalClientId !== undefined) {
        const [issue] = paymentSettingsIssues({
          paymentGateway: changes.paymentGateway ?? seller.paymentGateway,
          stripeAccountId: changes.stripeAccountId === undefined ? seller.stripeAccountId : changes.stripeAccountId,
          paypalClientId: changes.paypalClientId === undefined ? seller.paypalClientId : changes.paypalClientId,
          hasPaypalEmail: payoutEmailPaypal === undefined ? seller.hasPaypalEmail : payoutEmailPaypal !== null,
        });
        if (issue) throw invalidData(issue);
      }
      if (Object.keys(changes).length === 0) {
        const row = await findOwnSellerById(db, sellerId);
        if (!row) throw notFound('Seller');
        return toOwnSeller(row);
      }
      return saved(user, seller, changes);
    },

    /** Start-up: seals payout details still stored plain (older rows, the demo seed); answers how many. */
    sealPlainPayoutDetails: () => sealPlainPayoutDetails(db, (plain) => sealedFromPlain(payoutSealer, plain)),

    /**
     * A logo or header must be an image this user uploaded (an admin's own uploads or the
     * shop owner's), so nobody can point a shop at someone else's files.
     */
    async updateMedia(user: Acting, sellerId: number, input: SellerMediaInput): Promise<OwnSeller> {
      const seller = await ownedSeller(user, sellerId);
      const uploaders = [...new Set([user.id, ...(user.role === 'admin' ? [seller.userId] : [])])];
      const wanted = [input.logoImageURL, input.coverImageURL].filter((path): path is string => path !== undefined);
      const uploaded = await uploadedObjectPaths(db, uploaders, wanted);
      if (input.logoImageURL !== undefined && !uploaded.has(input.logoImageURL)) throw invalidData(SELLER_MESSAGES.logoFormat);
      if (input.coverImageURL !== undefined && !uploaded.has(input.coverImageURL)) throw invalidData(SELLER_MESSAGES.coverFormat);
      return saved(user, seller, presentOnly({ profileImage: input.logoImageURL, coverImage: input.coverImageURL }));
    },
  };
}

export type SellerSettingsService = ReturnType<typeof createSellerSettingsService>;
