import type { Db } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { RATE_LIMIT_MESSAGES, RateLimitedError, type AuthRateLimits } from '../../plugins/rate-limit.js';
import { ADMIN_MESSAGES, type AdminLoginInput } from '../../../shared/admin-schemas.js';
import { hashPassword, verifyPassword } from '../accounts/password.js';
import { findCredentialsByUsername, findUserRow, markLoggedIn } from './admin-users.repo.js';
import { recordAudit, type AuditActor } from './audit.repo.js';

export interface AdminUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: 'admin' | 'seller' | 'customer';
}

/**
 * The admin sign-in: the same limiters as /api/login (accounts.service.ts), counted per IP and
 * per account (the username here), and the same answer for every failure, so the form tells
 * nobody whether a name exists, belongs to an admin or is deactivated.
 */
export function createAdminAuthService(deps: { db: Db; limits: AuthRateLimits }) {
  const { db, limits } = deps;
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('not the password of anyone'));

  return {
    async signIn(input: AdminLoginInput, ip: string): Promise<AdminUser> {
      const accountKey = `admin:${input.username.toLowerCase()}`;
      const attempts = await limits.signInAttemptsPerIp.hit(ip);
      if (!attempts.allowed) throw new RateLimitedError(RATE_LIMIT_MESSAGES.signIn, attempts.retryAfterMs);
      const byIp = await limits.signInPerIp.hit(ip);
      if (!byIp.allowed) throw new RateLimitedError(RATE_LIMIT_MESSAGES.signIn, byIp.retryAfterMs);
      const byAccount = await limits.signInPerAccount.hit(accountKey);
      if (!byAccount.allowed) {
        await limits.signInPerIp.release(byIp.hitId);
        throw new RateLimitedError(RATE_LIMIT_MESSAGES.signIn, byAccount.retryAfterMs);
      }

      const user = await findCredentialsByUsername(db, input.username);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
      if (!user || !passwordMatches || !user.isActive || user.role !== 'admin') {
        await recordAudit(db, { id: null, username: input.username, ip }, { action: 'admin.login_failed' });
        throw unauthorized(ADMIN_MESSAGES.invalidCredentials);
      }

      await limits.signInPerIp.release(byIp.hitId);
      await limits.signInPerAccount.reset(accountKey);
      await db.transaction(async (tx) => {
        await markLoggedIn(tx, user.id, new Date());
        await recordAudit(tx, { id: user.id, username: user.username, ip }, { action: 'admin.login', entityType: 'user', entityId: user.id });
      });
      return toAdminUser(user);
    },

    async signedOut(actor: AuditActor): Promise<void> {
      await recordAudit(db, actor, { action: 'admin.logout', entityType: 'user', entityId: actor.id });
    },

    async me(userId: number): Promise<AdminUser> {
      const user = await findUserRow(db, userId);
      if (!user) throw unauthorized();
      return toAdminUser(user);
    },
  };
}

function toAdminUser(user: AdminUser): AdminUser {
  return { id: user.id, username: user.username, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
