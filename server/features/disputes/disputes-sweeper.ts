import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { createPeriodicJob } from '../../kernel/periodic-job.js';
import type { Mailer } from '../mail/mailer.js';
import { DISPUTE_TEXTS } from '../../../shared/dispute-schemas.js';
import { findOrderForDispute, unansweredReturnRequests } from './disputes.repo.js';
import type { DisputesService } from './disputes.service.js';

export const DISPUTE_SWEEP_INTERVAL_MS = 5 * 60_000;
const BATCH = 50;

/**
 * Escalates return requests a shop left unanswered DISPUTE_LIMITS.answerDays (issue 25): each
 * becomes a `no_answer` dispute opened by the system, with its line and mails, in its own
 * transaction. Several instances sweeping at once open each dispute once: the partial unique
 * index on open disputes makes the second insert do nothing (and write no line or mail), and a
 * request escalated before is never escalated again.
 */
export function createDisputesSweeper(deps: { db: Db; mailer: Mailer; disputes: DisputesService; log: Pick<FastifyBaseLogger, 'error'> }) {
  const { db, mailer, disputes, log } = deps;

  /** Answers how many disputes it opened. */
  async function sweep(now = new Date()): Promise<number> {
    let opened = 0;
    for (;;) {
      const due = await unansweredReturnRequests(db, now, BATCH);
      let openedNow = 0;
      for (const request of due) {
        const result = await db.transaction(async (tx) => {
          const order = await findOrderForDispute(tx, request.orderId);
          if (!order) return null;
          return disputes.openIn(tx, order, { reason: 'no_answer', note: DISPUTE_TEXTS.escalatedNote, returnId: request.id, openedBy: 'system' });
        });
        if (!result) continue;
        openedNow += 1;
        for (const mail of result.mails) mailer.deliver(mail);
      }
      opened += openedNow;
      // Another instance took the rest, or none is left.
      if (due.length < BATCH || openedNow === 0) return opened;
    }
  }

  const job = createPeriodicJob(sweep, { log, failure: 'dispute escalation sweep failed' });
  return {
    sweep,
    start: (intervalMs = DISPUTE_SWEEP_INTERVAL_MS) => job.start(intervalMs),
    stop: () => job.stop(),
  };
}

export type DisputesSweeper = ReturnType<typeof createDisputesSweeper>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Escalates return requests left unanswered into disputes (every 5 minutes; tests call it directly). */
    disputesSweeper: DisputesSweeper;
  }
}
