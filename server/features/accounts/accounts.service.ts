import type { Db } from '../../db/client.js';
import { conflict, unauthorized, type AppError } from '../../errors.js';
import { RATE_LIMIT_MESSAGES, RateLimitedError, type AuthRateLimits } from '../../plugins/rate-limit.js';
import {
  ACCOUNT_MESSAGES, type CurrentUser, type LoginInput, type OwnSeller, type PublicUser, type RegisterInput,
} from '../../../shared/account-schemas.js';
import { auditAdminSignIn } from '../admin/audit-actor.js';
import { hashPassword, verifyPassword } from './password.js';
import { violatedUniqueConstraint } from './unique-violation.js';
import {
  findOwnSeller, findTakenIdentity, findUserById, findUserCredentialsByEmail, insertUser, recordLogin,
  type OwnSellerRow, type PublicUserRow,
} from './users.repo.js';

export function toPublicUser(row: PublicUserRow): PublicUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The owner's view of a seller record (ownSellerSchema): dates as ISO strings. */
export function toOwnSeller(row: OwnSellerRow): OwnSeller {
  return { ...row, approvedAt: row.approvedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

/** A unique index refused a new user: which of the two names was taken. */
export function duplicateError(constraint: string | null): AppError {
  return conflict(constraint === 'users_username_lower_key' ? ACCOUNT_MESSAGES.usernameTaken : ACCOUNT_MESSAGES.emailTaken);
}

export function createAccountsService(deps: { db: Db; limits: AuthRateLimits }) {
  const { db, limits } = deps;
  // Checked against when the email is unknown, so a wrong email takes as long as a wrong password.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('not the password of anyone'));

  return {
    async register(input: RegisterInput): Promise<PublicUser> {
      const taken = await findTakenIdentity(db, input.username, input.email);
      if (taken.emailTaken) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      if (taken.usernameTaken) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        return toPublicUser(await insertUser(db, { ...input, passwordHash }));
      } catch (error) {
        // Two sign-ups racing for the same name: the unique indexes decide.
        const constraint = violatedUniqueConstraint(error);
        if (constraint !== null) throw duplicateError(constraint);
        throw error;
      }
    },

    /**
     * Every failure answers the same 401, whether the email is unknown, the password wrong or
     * the account deactivated. Failed attempts count per account and per IP; a success does not
     * count and clears the account's failures. All attempts, successes included, count per IP
     * against a higher cap. IPs count per /64 under IPv6 (rate-limit.ts, ipBucket).
     */
    async signIn(input: LoginInput, clientIp: string): Promise<PublicUser> {
      // Counts successes too and is never taken back: each attempt costs an argon2 check.
      const attempts = await limits.signInAttemptsPerIp.hit(clientIp);
      if (!attempts.allowed) throw new RateLimitedError(RATE_LIMIT_MESSAGES.signIn, attempts.retryAfterMs);
      const byIp = await limits.signInPerIp.hit(clientIp);
      if (!byIp.allowed) throw new RateLimitedError(RATE_LIMIT_MESSAGES.signIn, byIp.retryAfterMs);
      const byAccount = await limits.signInPerAccount.hit(input.email);
      if (!byAccount.allowed) {
        await limits.signInPerIp.release(byIp.hitId);
        throw new RateLimitedError(RATE_LIMIT_MESSAGES.signIn, byAccount.retryAfterMs);
      }

      const user = await findUserCredentialsByEmail(db, input.email);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
      if (!user || !passwordMatches || !user.isActive) throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);

      await limits.signInPerIp.release(byIp.hitId);
      await limits.signInPerAccount.reset(input.email);
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
