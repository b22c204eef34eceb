import type { Db } from '../../db/client.js';
import { conflict, forbidden, unauthorized, type AppError } from '../../errors.js';
import { ACCOUNT_AREA_MESSAGES } from '../../../shared/account-area-schemas.js';
import type { EmailVerification } from './email-verification.js';
import type { AuthRateLimits } from '../../plugins/rate-limit.js';
import {
  ACCOUNT_MESSAGES, type CurrentUser, type LoginInput, type OwnSeller, type PublicUser, type RegisterInput,
} from '../../../shared/account-schemas.js';
import { auditAdminSignIn } from '../../kernel/audit-rule.js';
import { hashPassword } from '../../kernel/password.js';
import { createSignInGate } from './sign-in-gate.js';
import { violatedUniqueConstraint } from '../../kernel/unique-violation.js';
import {
  findOwnSeller, findTakenIdentity, findUserById, findUserCredentialsByEmail, insertUser, recordLogin,
  type OwnSellerRow, type PublicUserRow,
} from './users.repo.js';

export function toPublicUser(row: PublicUserRow): PublicUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The owner's view of a seller record (ownSellerSchema): dates as ISO strings. */
export function toOwnSeller(row: OwnSellerRow): OwnSeller {
  return {
    ...row, approvedAt: row.approvedAt?.toISOString() ?? null, deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A unique index refused a new user: which of the two names was taken. */
export function duplicateError(constraint: string | null): AppError {
  return conflict(constraint === 'users_username_lower_key' ? ACCOUNT_MESSAGES.usernameTaken : ACCOUNT_MESSAGES.emailTaken);
}

export function createAccountsService(deps: { db: Db; limits: AuthRateLimits; verification: EmailVerification }) {
  const { db, verification } = deps;
  const gate = createSignInGate(deps.limits);

  return {
    async register(input: RegisterInput): Promise<PublicUser> {
      const taken = await findTakenIdentity(db, input.username, input.email);
      if (taken.emailTaken) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      if (taken.usernameTaken) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        // The verification link goes out with the new account (issue 22); nothing waits for it.
        const { user, queued } = await db.transaction(async (tx) => {
          const user = await insertUser(tx, { ...input, passwordHash });
          return { user, queued: await verification.queue(tx, user) };
        });
        verification.deliver(queued);
        return toPublicUser(user);
      } catch (error) {
        // Two sign-ups racing for the same name: the unique indexes decide.
        const constraint = violatedUniqueConstraint(error);
        if (constraint !== null) throw duplicateError(constraint);
        throw error;
      }
    },

    /**
     * An unknown email and a wrong password answer the same 401, by the same path (the decoy
     * hash); only the right password of a deactivated account learns that it is deactivated
     * (403), so nobody can probe which accounts exist or are deactivated without the password.
     * The limits are the sign-in gate's; a deactivated account's attempt counts as a failure.
     */
    async signIn(input: LoginInput, clientIp: string): Promise<PublicUser> {
      const attempt = await gate.admit(clientIp, input.email);
      const user = await findUserCredentialsByEmail(db, input.email);
      const passwordMatches = await gate.passwordMatches(user?.passwordHash, input.password);
      if (!user || !passwordMatches) throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
      if (!user.isActive) throw forbidden(ACCOUNT_AREA_MESSAGES.accountDeactivated);

      await gate.succeeded(attempt);
      await db.transaction(async (tx) => {
        await recordLogin(tx, user.id);
        // An admin may sign in here too (DECISIONS.md "Identity and roles"); the trail still shows it.
        await auditAdminSignIn(tx, user, clientIp, '/api/login');
      });
      const { passwordHash: _hash, isActive: _active, ...publicUser } = user;
      return toPublicUser(publicUser);
    },

    async currentUser(userId: number): Promise<CurrentUser> {
      const [user, seller] = await Promise.all([findUserById(db, userId), findOwnSeller(db, userId)]);
      if (!user) throw unauthorized();
      return {
        user: toPublicUser(user),
        seller: seller && toOwnSeller(seller),
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
