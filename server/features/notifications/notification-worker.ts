import type { FastifyBaseLogger } from 'fastify';
import type { NotificationEventKind } from '../../../shared/notification-schemas.js';
import type { Db } from '../../db/client.js';
import { createDrainLoop } from '../../kernel/drain-loop.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import { tellNobody, type BatchOutcome, type FanOutBatch } from './fan-out-audience.js';
import { fanOutNewDrop } from './fan-out-new-drop.js';
import { fanOutPriceDrop } from './fan-out-price-drop.js';
import { fanOutRestock } from './fan-out-restock.js';
import { claimNextEvent, moveEvent } from './notification-events.repo.js';
import type { UnsubscribeCodes } from './unsubscribe-codes.js';

/** The channel the event triggers NOTIFY (migration 0017). */
export const NOTIFICATION_EVENTS_CHANNEL = 'notification_events';
/** Every instance looks anyway this often: a NOTIFY lost with a dropped listener, an instance that died mid-event. */
export const NOTIFICATION_POLL_MS = 5_000;
/** Shoppers told per transaction (decision 018). */
export const FAN_OUT_BATCH_SIZE = 1_000;

const FAN_OUTS: Record<NotificationEventKind, (batch: FanOutBatch) => Promise<BatchOutcome>> = {
  restock: fanOutRestock,
  price_drop: fanOutPriceDrop,
  new_drop: fanOutNewDrop,
};

/**
 * Tells the audiences of the events the triggers write (decision 018), in the background of every
 * instance. One batch is one transaction: claim the oldest unfinished event no one else holds,
 * tell the next `batchSize` of its audience in order, move its cursor, queue its mails, commit.
 * An instance that dies loses only its open batch, which the next claimer does again; nothing it
 * did is kept, so nobody is told twice. Mails are handed over after the commit, one at a time.
 */
export function createNotificationWorker(deps: {
  db: Db; mailer: Mailer; log: Pick<FastifyBaseLogger, 'error'>; unsubscribe: UnsubscribeCodes; batchSize?: number;
}) {
  const { db, mailer, log } = deps;
  const batchSize = deps.batchSize ?? FAN_OUT_BATCH_SIZE;
  const letterhead = { link: mailer.link, codes: deps.unsubscribe };
  /** One batch of the oldest free event; null when no event is left that nobody holds. */
  async function runBatch(): Promise<{ eventId: number; told: number } | null> {
    const done = await db.transaction(async (tx) => {
      const event = await claimNextEvent(tx);
      if (!event) return null;
      const fanOut = FAN_OUTS[event.kind] as ((batch: FanOutBatch) => Promise<BatchOutcome>) | undefined;
      const outcome = fanOut ? await fanOut({ tx, event, batchSize, letterhead }) : tellNobody(event);
      const mails: QueuedMail[] = outcome.mails.length > 0 ? await mailer.queueMany(tx, outcome.mails) : [];
      await moveEvent(tx, event.id, outcome);
      return { eventId: event.id, told: outcome.told, mails };
    });
    if (!done) return null;
    mailer.deliverInTurn(done.mails);
    return { eventId: done.eventId, told: done.told };
  }

  const fanOuts = createDrainLoop(async () => (await runBatch())?.told ?? null, { log, failure: 'notification fan-out failed; the batch is retried' });

  return {
    /** A NOTIFY or the timer: start, or have the run under way look again when it ends. */
    wake: fanOuts.wake,
    start(intervalMs = NOTIFICATION_POLL_MS) {
      fanOuts.start(intervalMs);
    },
    /** Runs until no event is left that another instance does not hold; answers how many shoppers this call told. */
    drain: () => fanOuts.drain(),
    stop: fanOuts.stop,
  };
}

export type NotificationWorker = ReturnType<typeof createNotificationWorker>;
