import type { Db } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import type { AuthRateLimits } from '../../plugins/rate-limit.js';
import { ADMIN_MESSAGES, type AdminLoginInput } from '../../../shared/admin-schemas.js';
import { createSignInGate } from '../accounts/sign-in-gate.js';
import { findCredentialsByUsername, findUserRow, markLoggedIn } from './admin-users.repo.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';

export interface AdminUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: 'admin' | 'seller' | 'customer';
}

/**
 * The admin sign-in: the same gate as /api/login (accounts/sign-in-gate.ts), counted per IP and
 * per account (the username here), and the same answer for every failure, so the form tells
 * nobody whether a name exists, belongs to an admin or is deactivated.
 */
export function createAdminAuthService(deps: { db: Db; limits: AuthRateLimits }) {
  const { db } = deps;
  const gate = createSignInGate(deps.limits);

  return {
    async signIn(input: AdminLoginInput, ip: string): Promise<AdminUser> {
      const attempt = await gate.admit(ip, `admin:${input.username.toLowerCase()}`);
      const user = await findCredentialsByUsername(db, input.username);
      const passwordMatches = await gate.passwordMatches(user?.passwordHash, input.password);
      if (!user || !passwordMatches || !user.isActive || user.role !== 'admin') {
        await recordAudit(db, { id: null, username: input.username, ip }, { action: 'admin.login_failed' });
        throw unauthorized(ADMIN_MESSAGES.invalidCredentials);
      }

      await gate.succeeded(attempt);
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
