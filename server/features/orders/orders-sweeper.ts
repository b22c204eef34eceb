import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob } from '../../kernel/periodic-job.js';
import type { Db } from '../../db/client.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import type { UnsubscribeCodes } from '../notifications/unsubscribe-codes.js';
import type { ExpiredPayment, PaymentCanceller } from '../payments/payment-canceller.js';
import { applyOrderMove } from './order-moves.js';
import { lockExpiredOrders } from './order-transitions.repo.js';
import { queuePaymentReminders } from './payment-reminders.js';
import { DEMO_BANK_TRANSFER_DETAILS } from '../../env.js';

export const SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;
export const EXPIRED_REASON = 'Payment not received in time';

/**
 * Cancels unpaid orders past their expiry: the system's cancel of the transitions table, through
 * the same move as anyone's (stock back, timeline, mail), with the payment expired. Each batch locks its
 * orders with SKIP LOCKED, so several app instances sweeping at once share the work instead of
 * waiting on or repeating each other; the unique release movement makes a repeat harmless anyway.
 * A checkout left with nothing to pay has its payment expired (the cancel's own effect), and
 * cancelled at the provider after the commit.
 *
 * Before that, a day ahead, it reminds each buyer of an unpaid bank transfer once
 * (payment-reminders.ts), with the account, amount and reference again.
 */
export function createOrdersSweeper(deps: {
  db: Db; mailer: Mailer; unsubscribeCodes: UnsubscribeCodes; log: Pick<FastifyBaseLogger, 'error'>; cancelPayments?: PaymentCanceller;
  bankTransferDetails?: string;
}) {
  const { db, mailer, unsubscribeCodes, log } = deps;
  const bankTransferDetails = deps.bankTransferDetails ?? DEMO_BANK_TRANSFER_DETAILS;

  async function sweepBatch(now: Date): Promise<{ swept: number; mails: QueuedMail[]; payments: ExpiredPayment[] }> {
    return db.transaction(async (tx) => {
      const expired = await lockExpiredOrders(tx, now, BATCH);
      const mails: QueuedMail[] = [];
      const payments: ExpiredPayment[] = [];
      for (const { id, ...seen } of expired) {
        const moved = await applyOrderMove(tx, { mailer, unsubscribeCodes, now }, {
          id, seen, actor: 'system', actorUserId: null, input: { action: 'cancel', reason: EXPIRED_REASON },
        });
        if (!moved) continue;
        mails.push(...moved.mails);
        if (moved.expiredPayment) payments.push(moved.expiredPayment);
      }
      return { swept: expired.length, mails, payments };
    });
  }

  async function remind(now: Date): Promise<void> {
    for (;;) {
      const mails = await db.transaction((tx) => queuePaymentReminders(tx, { mailer, bankTransferDetails, now, limit: BATCH }));
      for (const mail of mails) mailer.deliver(mail);
      if (mails.length < BATCH) return;
    }
  }

  /** Reminds, then sweeps until no expired order is left that nobody else holds; answers how many it cancelled. */
  async function sweep(now = new Date()): Promise<number> {
    await remind(now);
    let total = 0;
    for (;;) {
      const { swept, mails, payments } = await sweepBatch(now);
      for (const mail of mails) mailer.deliver(mail);
      await deps.cancelPayments?.(payments);
      total += swept;
      if (swept < BATCH) return total;
    }
  }

  const job = createPeriodicJob(sweep, { log, failure: 'order expiry sweep failed' });

  return {
    sweep,
    start: (intervalMs = SWEEP_INTERVAL_MS) => job.start(intervalMs),
    stop: () => job.stop(),
  };
}

export type OrdersSweeper = ReturnType<typeof createOrdersSweeper>;
