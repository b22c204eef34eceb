import type { Db } from '../../db/client.js';
import { AppError, invalidData, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';
import type { TextSealer } from '../../kernel/sealed-text.js';
import { RateLimitedError, type RateLimiter } from '../../plugins/rate-limit.js';
import type { Mailer } from '../mail/mailer.js';
import type { StripeGateway } from '../payments/stripe-gateway.js';
import { toCents } from '../../../shared/money.js';
import type { BankPayoutDetails } from '../../../shared/payout-details.js';
import { PAYOUT_MESSAGES, type OwnPayouts, type Payout, type PayoutDetails } from '../../../shared/payout-schemas.js';
import { payoutSentMail } from './payout-mails.js';
import {
  createPayoutsForBalances, findPayout, findSealedPayoutDetails, markPayoutPaid, pageOfPayouts, payoutsOfSeller, payoutsWithStatus,
  sellerBalances, unpaidBalance,
} from './payouts.repo.js';
import { sellerLedgerEntries } from './ledger-views.repo.js';

/** Revealing payout details: enough for a day of payouts by hand, too few to copy every seller's bank account. */
export const PAYOUT_REVEAL_RATE_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 };

export interface PayoutsDeps {
  db: Db;
  stripe: StripeGateway | null;
  mailer: Mailer;
  /** Opens the sellers' sealed payout details (PAYOUT_DETAILS_SECRET). */
  payoutSealer: TextSealer;
  /** PAYOUT_REVEAL_RATE_LIMIT per admin. */
  revealLimit: RateLimiter;
  /** Where the mail's link points (PUBLIC_ORIGIN). */
  linkOrigin: string;
  now?: () => Date;
}

/** Creating payouts from the ledger and settling them (admin), and a seller's own view. */
export function createPayoutsService(deps: PayoutsDeps) {
  const { db, stripe, mailer, payoutSealer, revealLimit, linkOrigin } = deps;
  const now = deps.now ?? (() => new Date());

  /** A payout to a seller who takes Stripe and has a connected account is sent as a transfer. */
  async function sendThroughStripe(found: NonNullable<Awaited<ReturnType<typeof findPayout>>>): Promise<string | null> {
    if (!stripe || found.payout.method !== 'stripe' || !found.stripeAccountId) return null;
    return stripe.transfer({
      id: found.payout.id, amountCents: toCents(found.payout.amount), destination: found.stripeAccountId,
      description: `Threadline payout ${found.payout.id} to ${found.payout.businessName}`,
    });
  }

  return {
    balances: () => sellerBalances(db, now()),

    async create(actor: AuditActor & { id: number }): Promise<Payout[]> {
      return db.transaction(async (tx) => {
        const created = await createPayoutsForBalances(tx, actor.id, now());
        if (!created.length) throw new AppError('conflict', PAYOUT_MESSAGES.nothingToPay);
        for (const payout of created) {
          await recordAudit(tx, actor, { action: 'payout.create', entityType: 'payout', entityId: payout.id, after: { sellerId: payout.sellerId, amount: payout.amount } });
        }
        return created;
      });
    },

    list: (query: { page: number; pageSize: number; status?: string }) => pageOfPayouts(db, payoutsWithStatus(query.status), query),

    async markPaid(actor: AuditActor, id: number, given: string | undefined): Promise<Payout> {
      const found = await findPayout(db, id);
      if (!found) throw notFound('Payout');
      if (found.payout.status !== 'pending') throw new AppError('conflict', PAYOUT_MESSAGES.notPending);
      // Stripe's idempotency key is the payout: two admins pressing at once make one transfer.
      const reference = (await sendThroughStripe(found)) ?? given;
      if (!reference) throw invalidData(PAYOUT_MESSAGES.referenceRequired);
      const paid = { ...found.payout, status: 'paid' as const, reference, paidAt: now().toISOString() };
      const mail = await db.transaction(async (tx) => {
        if (!(await markPayoutPaid(tx, id, reference, now()))) throw new AppError('conflict', PAYOUT_MESSAGES.notPending);
        await recordAudit(tx, actor, {
          action: 'payout.mark_paid', entityType: 'payout', entityId: id, before: { status: 'pending' },
          after: { status: 'paid', reference, destination: found.payout.destination },
        });
        return mailer.queue(tx, payoutSentMail(found.ownerEmail, paid, linkOrigin));
      });
      mailer.deliver(mail);
      return (await findPayout(db, id))!.payout;
    },

    /**
     * The full details a payout is sent to, for the admin about to send it. Each reveal is
     * counted against the admin's limit first and audited in the transaction that reads them,
     * so no details are shown without their audit row.
     */
    async revealDetails(actor: AuditActor & { id: number }, id: number): Promise<PayoutDetails> {
      const hit = await revealLimit.hit(`admin:${actor.id}`);
      if (!hit.allowed) throw new RateLimitedError(PAYOUT_MESSAGES.revealLimited, hit.retryAfterMs);
      return db.transaction(async (tx) => {
        const found = await findSealedPayoutDetails(tx, id);
        if (!found) throw notFound('Payout');
        const open = (sealed: string | null) => {
          if (sealed === null) throw new AppError('conflict', PAYOUT_MESSAGES.noDetails);
          const text = payoutSealer.open(sealed);
          if (text === null) throw new AppError('conflict', PAYOUT_MESSAGES.detailsUnreadable);
          return text;
        };
        const details: PayoutDetails = {
          payoutId: found.payoutId, sellerId: found.sellerId, businessName: found.businessName, method: found.method,
          paypalEmail: null, bankAccount: null, stripeAccountId: null,
        };
        if (found.method === 'paypal') details.paypalEmail = open(found.paypalSealed);
        else if (found.method === 'bank_transfer') {
          const bank = JSON.parse(open(found.bankSealed)) as BankPayoutDetails;
          details.bankAccount = 'iban' in bank
            ? { accountHolder: bank.accountHolder, iban: bank.iban, accountNumber: null, routingNumber: null }
            : { accountHolder: bank.accountHolder, iban: null, accountNumber: bank.accountNumber, routingNumber: bank.routingNumber };
        } else if (found.method === 'stripe') {
          if (!found.stripeAccountId) throw new AppError('conflict', PAYOUT_MESSAGES.noDetails);
          details.stripeAccountId = found.stripeAccountId;
        }
        await recordAudit(tx, actor, {
          action: 'payout.reveal_details', entityType: 'payout', entityId: id, after: { sellerId: found.sellerId, method: found.method },
        });
        return details;
      });
    },

    async ownPayouts(sellerId: number): Promise<OwnPayouts> {
      const [{ balance, held }, page, entries] = await Promise.all([
        unpaidBalance(db, sellerId, now()), pageOfPayouts(db, payoutsOfSeller(sellerId), { page: 1, pageSize: 20 }),
        // Issue 25: the shop's newest entries, refunds' reversals among them.
        sellerLedgerEntries(db, sellerId),
      ]);
      return { balance, held, payouts: page.rows, entries };
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
