import type { Db } from '../../db/client.js';
import { conflict, invalidData, unauthorized } from '../../errors.js';
import { ACCOUNT_AREA_MESSAGES } from '../../../shared/account-area-schemas.js';
import { composeMail } from '../mail/mail-layout.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import { hashToken, isWellFormedToken, newToken } from '../../kernel/tokens.js';
import { consumeAccountToken, insertAccountToken, spendAccountTokens } from './account-tokens.repo.js';
import { hitAccountLimit, tooManyMails, type AccountAreaLimits } from './account-limits.js';
import { findUserById, markEmailVerified } from './users.repo.js';

export const VERIFICATION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A link to one of the site's pages that takes a mailed token (`?token=` is redacted in the outbox). */
export function accountLink(origin: string, page: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${page}?token=${token}`;
}

export interface VerifiableUser {
  id: number;
  email: string;
  username: string;
  firstName: string | null;
  emailVerified?: boolean;
}

export const greetingOf = (user: Pick<VerifiableUser, 'firstName' | 'username'>) => `Hi ${user.firstName || user.username},`;

/**
 * Email verification (issue 22): a link at sign-up, at a seller application and on request from
 * the account area. Nothing waits for it; the account area shows the state and the admin sees it
 * when reviewing an application (users.email_verified).
 */
export function createEmailVerification(deps: { db: Db; mailer: Mailer; linkOrigin: string; limits: AccountAreaLimits; now?: () => Date }) {
  const { db, mailer, linkOrigin, limits } = deps;
  const now = deps.now ?? (() => new Date());

  /** Stores a new link for the user's current address and queues its mail, inside `tx`; older links are spent. */
  async function queue(tx: Db, user: VerifiableUser): Promise<QueuedMail> {
    const token = newToken();
    const issuedAt = now();
    await spendAccountTokens(tx, user.id, 'verify_email', issuedAt);
    await insertAccountToken(tx, {
      id: hashToken(token), userId: user.id, purpose: 'verify_email', email: user.email,
      expiresAt: new Date(issuedAt.getTime() + VERIFICATION_LINK_LIFETIME_MS),
    });
    return mailer.queue(tx, composeMail({
      to: user.email,
      subject: 'Confirm your Threadline email address',
      greeting: greetingOf(user),
      paragraphs: [
        'Please confirm that this is your email address, so we can reach you about your orders and your account.',
        'The link works once, for 7 days. If you did not create a Threadline account, ignore this email.',
      ],
      action: { label: 'Confirm your email', url: accountLink(linkOrigin, '/verify-email', token) },
    }));
  }

  return {
    queue,
    deliver: (queued: QueuedMail) => mailer.deliver(queued),

    /** The account area's resend button. */
    async resend(userId: number): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      if (user.emailVerified) throw conflict(ACCOUNT_AREA_MESSAGES.alreadyVerified);
      await hitAccountLimit(limits.mails, userId, tooManyMails);
      mailer.deliver(await db.transaction((tx) => queue(tx, user)));
    },

    /** Opens a link: the address it was sent to is verified, if it is still the account's. */
    async verify(token: string): Promise<void> {
      if (!isWellFormedToken(token)) throw invalidData(ACCOUNT_AREA_MESSAGES.invalidEmailLink);
      await db.transaction(async (tx) => {
        const link = await consumeAccountToken(tx, hashToken(token), 'verify_email', now());
        // A link sent to an address the account has since left proves nothing about the new one.
        if (!link || !(await markEmailVerified(tx, link.userId, link.email))) throw invalidData(ACCOUNT_AREA_MESSAGES.invalidEmailLink);
      });
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
