import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { invalidData } from '../../errors.js';
import { RATE_LIMIT_MESSAGES, type AuthRateLimits } from '../../plugins/rate-limit.js';
import { ACCOUNT_MESSAGES } from '../../../shared/account-schemas.js';
import { composeMail } from '../mail/mail-layout.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { hashPassword } from '../../kernel/password.js';
import { consumeResetToken, findUsableResetToken, insertResetToken, spendUserResetTokens } from './password-reset.repo.js';
import { hitIpAndAccount } from './sign-in-gate.js';
import { deleteUserSessions } from '../../kernel/session.repo.js';
import { hashToken, isWellFormedToken, newToken } from '../../kernel/tokens.js';
import { findUserCredentialsByEmail, isUserActive, updatePassword } from './users.repo.js';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

const invalidLink = () => invalidData(ACCOUNT_MESSAGES.invalidResetLink);

export function resetLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/reset-password?token=${token}`;
}

function resetMail(to: string, name: string, link: string): MailMessage {
  return composeMail({
    to,
    subject: 'Reset your Threadline password',
    greeting: `Hi ${name},`,
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your Threadline account. Open this link within 1 hour to choose a new password.',
      'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: link },
  });
}

export function createPasswordResetService(deps: {
  db: Db;
  mailer: Mailer;
  limits: AuthRateLimits;
  log?: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}) {
  const { db, mailer, limits, log } = deps;
  const now = deps.now ?? (() => new Date());
  // Requests whose lookup and mail run after the reply; awaited by settle() (app close, tests).
  const pending = new Set<Promise<void>>();

  async function issueLink(email: string, origin: string): Promise<void> {
    const user = await findUserCredentialsByEmail(db, email);
    if (!user || !user.isActive) return;
    const token = newToken();
    const issuedAt = now();
    const mail = resetMail(user.email, user.firstName || user.username, resetLink(origin, token));
    const queued = await db.transaction(async (tx) => {
      await insertResetToken(tx, { id: hashToken(token), userId: user.id, expiresAt: new Date(issuedAt.getTime() + RESET_LINK_LIFETIME_MS) });
      return mailer.queue(tx, mail);
    });
    mailer.deliver(queued);
  }

  async function userOfUsableToken(token: string): Promise<number> {
    if (!isWellFormedToken(token)) throw invalidLink();
    const found = await findUsableResetToken(db, hashToken(token), now());
    if (!found) throw invalidLink();
    return found.userId;
  }

  return {
    /**
     * The caller always gets the same answer, whether or not the email has an account (no
     * enumeration); the limits count per email, known or not, and per IP. The answer comes
     * before the lookup: a known email's token and mail would otherwise make its reply slower
     * than an unknown one's, which says which emails have accounts.
     */
    async request(email: string, clientIp: string, origin: string): Promise<void> {
      await hitIpAndAccount(limits.passwordResetPerIp, limits.passwordResetPerAccount, clientIp, email, RATE_LIMIT_MESSAGES.passwordReset);

      const work = issueLink(email, origin)
        .catch((error: unknown) => log?.error({ error: (error as Error).message }, 'password reset request failed after the reply'))
        .finally(() => pending.delete(work));
      pending.add(work);
    },

    /** Waits for requests still being worked on after their reply. */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    /** Lets the reset page say "invalid or expired" before anyone types a password. */
    async validate(token: string): Promise<void> {
      await userOfUsableToken(token);
    },

    /** Sets the new password, spends the link and ends every session of the user. */
    async confirm(token: string, password: string): Promise<void> {
      // A cheap look first, so a made-up token costs no password hashing.
      await userOfUsableToken(token);
      const passwordHash = await hashPassword(password);
      const changedAt = now();
      await db.transaction(async (tx) => {
        const consumed = await consumeResetToken(tx, hashToken(token), changedAt);
        if (!consumed || !(await isUserActive(tx, consumed.userId))) throw invalidLink();
        await updatePassword(tx, consumed.userId, passwordHash);
        await spendUserResetTokens(tx, consumed.userId, changedAt);
        await deleteUserSessions(tx, consumed.userId);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
