import type { Db } from '../../db/client.js';
import { AppError, invalidData, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';
import type { StripeGateway } from '../payments/stripe-gateway.js';
import { toCents } from '../../../shared/money.js';
import { PAYOUT_MESSAGES, type OwnPayouts, type Payout } from '../../../shared/payout-schemas.js';
import {
  createPayoutsForBalances, findPayout, markPayoutPaid, pageOfPayouts, payoutsOfSeller, payoutsWithStatus, sellerBalances, unpaidBalance,
} from './payouts.repo.js';

/** Creating payouts from the ledger and settling them (admin), and a seller's own view. */
export function createPayoutsService(deps: { db: Db; stripe: StripeGateway | null; now?: () => Date }) {
  const { db, stripe } = deps;
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
      await db.transaction(async (tx) => {
        if (!(await markPayoutPaid(tx, id, reference, now()))) throw new AppError('conflict', PAYOUT_MESSAGES.notPending);
        await recordAudit(tx, actor, { action: 'payout.mark_paid', entityType: 'payout', entityId: id, before: { status: 'pending' }, after: { status: 'paid', reference } });
      });
      return (await findPayout(db, id))!.payout;
    },

    async ownPayouts(sellerId: number): Promise<OwnPayouts> {
      const [{ balance, held }, page] = await Promise.all([
        unpaidBalance(db, sellerId, now()), pageOfPayouts(db, payoutsOfSeller(sellerId), { page: 1, pageSize: 20 }),
      ]);
      return { balance, held, payouts: page.rows };
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
