import type { Db } from '../../db/client.js';
import { invalidData, unauthorized } from '../../errors.js';
import { verifyPassword } from '../../kernel/password.js';
import { ACCOUNT_AREA_MESSAGES } from '../../../shared/account-area-schemas.js';
import { hitAccountLimit, tooManyPasswordChecks, type AccountAreaLimits } from './account-limits.js';
import { findUserCredentialsById } from './users.repo.js';

/**
 * The account area asks for the current password before it changes the password or the email or
 * deletes the account: a session left open on a shared computer is not enough. Wrong passwords
 * count per account like failed sign-ins; a right one gives its hit back.
 */
export async function checkCurrentPassword(db: Db, limits: AccountAreaLimits, userId: number, password: string) {
  const hit = await hitAccountLimit(limits.passwordChecks, userId, tooManyPasswordChecks);
  const user = await findUserCredentialsById(db, userId);
  if (!user || !user.isActive) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidData(ACCOUNT_AREA_MESSAGES.wrongCurrentPassword);
  await limits.passwordChecks.release(hit);
  const { passwordHash: _hash, ...rest } = user;
  return rest;
}
