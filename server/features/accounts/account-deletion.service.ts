import type { Db } from '../../db/client.js';
import { conflict } from '../../errors.js';
import { ACCOUNT_AREA_MESSAGES } from '../../../shared/account-area-schemas.js';
import { hashPassword } from '../../kernel/password.js';
import { newToken } from '../../kernel/tokens.js';
import { checkCurrentPassword } from './account-password-check.js';
import type { AccountAreaLimits } from './account-limits.js';
import { anonymiseUser, deleteAccountBelongings, hasOrdersInProgress, lockAccountForDeletion, runsShop } from './account-deletion.repo.js';

/**
 * Deleting an account (DECISIONS.md "Moderation, accounts and money after the sale"): the
 * person's data goes; their orders stay for the sellers' and the tax records, without their
 * name, phone and email. Refused while an order is still in progress (a seller is shipping to
 * them, or a payment or refund is under way), while the account runs a shop (its orders, payouts
 * and products need an owner: support closes the shop first) and for administrators.
 */
export function createAccountDeletionService(deps: { db: Db; limits: AccountAreaLimits; now?: () => Date }) {
  const { db, limits } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async deleteAccount(userId: number, password: string): Promise<void> {
      const user = await checkCurrentPassword(db, limits, userId, password);
      if (user.role === 'admin') throw conflict(ACCOUNT_AREA_MESSAGES.deleteAdmin);
      // A password nobody knows, hashed like any other: the row can never be signed into.
      const unusable = await hashPassword(newToken());
      await db.transaction(async (tx) => {
        await lockAccountForDeletion(tx, userId);
        if (await runsShop(tx, userId)) throw conflict(ACCOUNT_AREA_MESSAGES.deleteRunsShop);
        if (await hasOrdersInProgress(tx, userId)) throw conflict(ACCOUNT_AREA_MESSAGES.deleteOrdersInProgress);
        await deleteAccountBelongings(tx, userId);
        await anonymiseUser(tx, userId, unusable, now());
      });
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
