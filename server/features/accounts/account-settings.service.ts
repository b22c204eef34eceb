import type { Db } from '../../db/client.js';
import { conflict, invalidData, notFound, unauthorized } from '../../errors.js';
import { ACCOUNT_MESSAGES, type PublicUser } from '../../../shared/account-schemas.js';
import {
  ACCOUNT_AREA_MESSAGES, type AccountSession, type EmailChangeInput, type PasswordChangeInput, type ProfileUpdateInput,
} from '../../../shared/account-area-schemas.js';
import { composeMail } from '../mail/mail-layout.js';
import type { Mailer } from '../mail/mailer.js';
import { hashPassword } from '../../kernel/password.js';
import { deleteUserSession, deleteUserSessions, listUserSessions } from '../../kernel/session.repo.js';
import { hashToken, isWellFormedToken, newToken } from '../../kernel/tokens.js';
import { violatedUniqueConstraint } from '../../kernel/unique-violation.js';
import { toPublicUser } from './accounts.service.js';
import { checkCurrentPassword } from './account-password-check.js';
import { consumeAccountToken, insertAccountToken, spendAccountTokens } from './account-tokens.repo.js';
import { hitAccountLimit, tooManyMails, type AccountAreaLimits } from './account-limits.js';
import { accountLink, greetingOf } from './email-verification.js';
import { spendUserResetTokens } from './password-reset.repo.js';
import { findUserCredentialsById, isEmailTaken, updateEmail, updatePassword, updateProfile } from './users.repo.js';

export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What the account area shows of a session: a handle to end it by, never its stored id. */
export const sessionHandleOf = (sessionId: string) => hashToken(sessionId).slice(0, 32);

const invalidLink = () => invalidData(ACCOUNT_AREA_MESSAGES.invalidEmailLink);

/** The signed-in person's own account (issue 22): profile, password, email and signed-in devices. */
export function createAccountSettingsService(deps: {
  db: Db; mailer: Mailer; linkOrigin: string; limits: AccountAreaLimits; now?: () => Date;
}) {
  const { db, mailer, linkOrigin, limits } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async updateProfile(userId: number, input: ProfileUpdateInput): Promise<PublicUser> {
      const row = await updateProfile(db, userId, input);
      if (!row) throw unauthorized();
      return toPublicUser(row);
    },

    /**
     * Sets a new password after checking the current one, spends outstanding reset links and
     * ends every other session: whoever else was signed in is out. This device stays signed in.
     */
    async changePassword(userId: number, currentSessionId: string, input: PasswordChangeInput): Promise<void> {
      const user = await checkCurrentPassword(db, limits, userId, input.currentPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const queued = await db.transaction(async (tx) => {
        await updatePassword(tx, userId, passwordHash);
        await spendUserResetTokens(tx, userId, now());
        await deleteUserSessions(tx, userId, currentSessionId);
        return mailer.queue(tx, composeMail({
          to: user.email,
          subject: 'Your Threadline password was changed',
          greeting: greetingOf(user),
          paragraphs: [
            'The password of your Threadline account was just changed, and every other device was signed out.',
            'If this was not you, reset your password now and contact support.',
          ],
          action: { label: 'Reset your password', url: `${linkOrigin.replace(/\/+$/, '')}/forgot-password` },
        }));
      });
      mailer.deliver(queued);
    },

    /**
     * Mails a link to the new address; the account keeps its email until the link is opened.
     * The current password is asked for, so an open session alone cannot take the account over.
     */
    async requestEmailChange(userId: number, input: EmailChangeInput): Promise<void> {
      const user = await checkCurrentPassword(db, limits, userId, input.password);
      if (input.email === user.email) throw invalidData(ACCOUNT_AREA_MESSAGES.emailUnchanged);
      if (await isEmailTaken(db, input.email)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      await hitAccountLimit(limits.mails, userId, tooManyMails);
      const token = newToken();
      const issuedAt = now();
      const queued = await db.transaction(async (tx) => {
        await spendAccountTokens(tx, userId, 'change_email', issuedAt);
        await insertAccountToken(tx, {
          id: hashToken(token), userId, purpose: 'change_email', email: input.email,
          expiresAt: new Date(issuedAt.getTime() + EMAIL_CHANGE_LINK_LIFETIME_MS),
        });
        return mailer.queue(tx, composeMail({
          to: input.email,
          subject: 'Confirm your new Threadline email address',
          greeting: greetingOf(user),
          paragraphs: [
            `You asked to move your Threadline account from ${user.email} to this address.`,
            'Open the link within 24 hours to confirm it; until then your account keeps its current address. If you did not ask for this, ignore this email.',
          ],
          action: { label: 'Confirm your new email', url: accountLink(linkOrigin, '/confirm-email', token) },
        }));
      });
      mailer.deliver(queued);
    },

    /**
     * Opens the link sent to the new address: the account moves to it, verified, and the old
     * address is told. Reset links mailed to the old address stop working.
     */
    async confirmEmailChange(token: string): Promise<void> {
      if (!isWellFormedToken(token)) throw invalidLink();
      const changedAt = now();
      let queued;
      try {
        queued = await db.transaction(async (tx) => {
          const link = await consumeAccountToken(tx, hashToken(token), 'change_email', changedAt);
          if (!link) throw invalidLink();
          // Deleted accounts are deactivated too: neither may move.
          const user = await findUserCredentialsById(tx, link.userId);
          if (!user || !user.isActive) throw invalidLink();
          await updateEmail(tx, link.userId, link.email);
          await spendAccountTokens(tx, link.userId, 'verify_email', changedAt);
          await spendUserResetTokens(tx, link.userId, changedAt);
          return mailer.queue(tx, composeMail({
            to: user.email,
            subject: 'Your Threadline email address was changed',
            greeting: greetingOf(user),
            paragraphs: [
              `Your Threadline account now uses ${link.email}. Mail about your account and orders goes there from now on.`,
              'If this was not you, contact support at once.',
            ],
          }));
        });
      } catch (error) {
        // Someone took the address between the request and the click: the unique index decides.
        if (violatedUniqueConstraint(error) !== null) throw conflict(ACCOUNT_MESSAGES.emailTaken);
        throw error;
      }
      mailer.deliver(queued);
    },

    async sessions(userId: number, currentSessionId: string | null): Promise<AccountSession[]> {
      const rows = await listUserSessions(db, userId, now());
      return rows.map((row) => ({
        id: sessionHandleOf(row.id),
        device: row.device,
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    /** Signs one of the user's devices out, by the handle the list gave. */
    async endSession(userId: number, handle: string): Promise<void> {
      const rows = await listUserSessions(db, userId, now());
      const session = rows.find((row) => sessionHandleOf(row.id) === handle);
      if (!session || !(await deleteUserSession(db, userId, session.id))) throw notFound('Session');
    },

    /** Signs every device out but this one. */
    endOtherSessions(userId: number, currentSessionId: string): Promise<number> {
      return deleteUserSessions(db, userId, currentSessionId);
    },
  };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
