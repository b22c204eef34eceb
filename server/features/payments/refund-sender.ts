import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { setRefundReference } from './payments.repo.js';
import type { PendingRefund } from './refunds.js';
import type { StripeGateway } from './stripe-gateway.js';

/**
 * Carries out refunds the database has recorded, after the commit: network calls never run inside
 * a transaction. Card refunds go to Stripe with an idempotency key per refund, so a retry cannot
 * refund twice; bank transfers are refunded by hand and demo payments moved no money.
 */
export function createRefundSender(deps: { db: Db; stripe: StripeGateway | null; log: Pick<FastifyBaseLogger, 'error'> }) {
  return async function sendRefunds(refunds: ReadonlyArray<PendingRefund>): Promise<void> {
    for (const refund of refunds) {
      if (refund.provider !== 'stripe' || !refund.providerRef || !deps.stripe) continue;
      try {
        await setRefundReference(deps.db, refund.refundId, await deps.stripe.refund(refund));
      } catch (error) {
        deps.log.error({ refundId: refund.refundId, error: (error as Error).message }, 'card refund failed; retry it from the Stripe dashboard');
      }
    }
  };
}

export type RefundSender = ReturnType<typeof createRefundSender>;
