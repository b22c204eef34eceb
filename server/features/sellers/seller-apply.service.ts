import type { Db } from '../../db/client.js';
import { conflict, invalidData, unauthorized } from '../../errors.js';
import { ACCOUNT_MESSAGES } from '../../../shared/account-schemas.js';
import {
  applicantAccountSchema, SELLER_MESSAGES, type SellerApplication, type SellerApplyReply,
  type SignedInSellerApplicationInput,
} from '../../../shared/seller-schemas.js';
import { duplicateError, toOwnSeller, toPublicUser } from '../accounts/accounts.service.js';
import type { EmailVerification } from '../accounts/email-verification.js';
import { hashPassword } from '../../kernel/password.js';
import type { SessionUser } from '../../kernel/session.repo.js';
import { violatedUniqueConstraint } from '../../kernel/unique-violation.js';
import { findOwnSeller, findTakenIdentity, findUserById, insertUser } from '../accounts/users.repo.js';
import type { CatalogChanges } from '../../kernel/reply-cache.js';
import { approveApplication } from './seller-accounts.js';
import { isShopNameTaken, shopNameConflict, shopNameTaken } from './shop-names.js';
import {
  findApplicationOfUser, hasSellerRecord, insertApplication, type ApplicationRow,
} from './seller-applications.repo.js';

function toApplication(row: ApplicationRow): SellerApplication {
  return { ...row, createdAt: row.createdAt.toISOString(), reviewedAt: row.reviewedAt?.toISOString() ?? null };
}

/** A unique index refused the write: the same answers as the checks made before it. */
function uniqueConflict(error: unknown) {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === null) return null;
  if (constraint === 'seller_applications_user_id_key') return conflict(SELLER_MESSAGES.alreadyApplied);
  if (constraint === 'sellers_user_id_key') return conflict(SELLER_MESSAGES.alreadySeller);
  return shopNameConflict(error) ?? duplicateError(constraint);
}

/** The account a visitor's application creates: checked and hashed before the transaction opens. */
async function newApplicantAccount(db: Db, body: unknown) {
  const parsed = applicantAccountSchema.safeParse(body);
  if (!parsed.success) throw invalidData(parsed.error.issues[0]?.message ?? 'Invalid request');
  const account = parsed.data;
  const taken = await findTakenIdentity(db, account.username, account.email);
  if (taken.emailTaken) throw conflict(ACCOUNT_MESSAGES.emailTaken);
  if (taken.usernameTaken) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
  return { username: account.username, email: account.email, passwordHash: await hashPassword(account.password) };
}

export function createSellerApplyService(deps: { db: Db; autoApprove: boolean; cache: CatalogChanges; verification?: EmailVerification }) {
  const { db, autoApprove, cache, verification } = deps;

  return {
    /**
     * A visitor's application creates the account and the application in one transaction; a
     * signed-in user applies as themselves. With SELLER_AUTO_APPROVE the same transaction
     * approves it, so there is never an approved application without its shop.
     */
    async apply(
      sessionUser: SessionUser | null,
      input: SignedInSellerApplicationInput,
      rawBody: unknown,
    ): Promise<SellerApplyReply> {
      const account = sessionUser ? null : await newApplicantAccount(db, rawBody);
      if (sessionUser) {
        if (await hasSellerRecord(db, sessionUser.id)) throw conflict(SELLER_MESSAGES.alreadySeller);
        if (await findApplicationOfUser(db, sessionUser.id)) throw conflict(SELLER_MESSAGES.alreadyApplied);
      }
      // Told now, not when an admin approves: the shop's name is taken. Two applications at once
      // both pass here; the approval's insert then refuses the second (shopNameConflict).
      if (await isShopNameTaken(db, input.businessName)) throw shopNameTaken();
      let outcome: { userId: number; approved: boolean; verificationMail: Awaited<ReturnType<EmailVerification['queue']>> | null };
      try {
        outcome = await db.transaction(async (tx) => {
          const id = account ? (await insertUser(tx, { ...account, firstName: null, lastName: null })).id : sessionUser!.id;
          const applicationId = await insertApplication(tx, id, input);
          const approval = autoApprove ? await approveApplication(tx, applicationId, null) : null;
          // An unverified applicant gets the verification link with the application (issue 22).
          const applicant = await findUserById(tx, id);
          const verificationMail = verification && applicant && !applicant.emailVerified ? await verification.queue(tx, applicant) : null;
          return { userId: id, approved: approval !== null, verificationMail };
        });
      } catch (error) {
        throw uniqueConflict(error) ?? error;
      }
      // A new approved shop shows in the public seller directory at once on this instance.
      const { userId, approved, verificationMail } = outcome;
      if (verificationMail) verification?.deliver(verificationMail);
      if (approved) cache.invalidate();
      const [user, seller, application] = await Promise.all([
        findUserById(db, userId), findOwnSeller(db, userId), findApplicationOfUser(db, userId),
      ]);
      if (!user || !application) throw unauthorized();
      return { user: toPublicUser(user), seller: seller && toOwnSeller(seller), application: toApplication(application) };
    },

    async application(userId: number): Promise<{ application: SellerApplication | null }> {
      const row = await findApplicationOfUser(db, userId);
      return { application: row && toApplication(row) };
    },

  };
}

export type SellerApplyService = ReturnType<typeof createSellerApplyService>;
