import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob } from '../../kernel/periodic-job.js';
import type { Db } from '../../db/client.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import { digestMail } from './digest-mail.js';
import {
  claimDigest, digestCandidates, lockUndigestedDrops, mailboxOf, markDigested, markUnwantedDrops,
} from './digest.repo.js';
import type { UnsubscribeCodes } from './unsubscribe-codes.js';
import { unsubscribeFor } from './unsubscribe-links.js';

export const DIGEST_INTERVAL_MS = 10 * 60_000;
/** A shopper gets at most one digest in this long (decision 018: new drops by email, daily). */
export const DIGEST_EVERY_MS = 24 * 60 * 60_000;
const BATCH = 100;
/** Drops one digest takes: a shopper follows at most 500 shops, so a day's are always in. */
const MAX_DROPS = 1_000;

/**
 * The daily digest of new drops, on every instance: every 10 minutes it mails each shopper with
 * undigested new_from_shop entries, new drops by email on and no digest in the last 24 hours.
 * One transaction per shopper locks their drops, claims the digest on the preferences row
 * (compare-and-set: of two instances, one sends), queues the mail and marks the drops, so a crash
 * sends nothing and loses nothing, and no shopper gets two.
 */
export function createNotificationDigest(deps: {
  db: Db; mailer: Mailer; unsubscribeCodes: UnsubscribeCodes; log: Pick<FastifyBaseLogger, 'error'>; now?: () => Date;
}) {
  const { db, mailer, unsubscribeCodes, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function digestOf(userId: number, at: Date): Promise<QueuedMail | null> {
    return db.transaction(async (tx) => {
      const drops = await lockUndigestedDrops(tx, userId, MAX_DROPS);
      if (!drops.length) return null;
      if (!(await claimDigest(tx, userId, at, new Date(at.getTime() - DIGEST_EVERY_MS)))) return null;
      const mailbox = await mailboxOf(tx, userId);
      if (!mailbox) return null;
      const mail = await mailer.queue(tx, digestMail({
        to: mailbox.email, firstName: mailbox.firstName, drops, link: mailer.link,
        unsubscribe: unsubscribeFor(unsubscribeCodes, mailer.link, userId, 'new_from_shop'),
      }));
      await markDigested(tx, drops.map((drop) => drop.id), at);
      return mail;
    });
  }

  /** One batch of shoppers after `after`; answers how many were mailed and where the next batch starts. */
  async function batch(at: Date, after: number): Promise<{ mailed: number; next: number | null }> {
    const userIds = await digestCandidates(db, { after, dueBefore: new Date(at.getTime() - DIGEST_EVERY_MS), limit: BATCH });
    let mailed = 0;
    for (const userId of userIds) {
      const mail = await digestOf(userId, at);
      if (!mail) continue;
      mailer.deliver(mail);
      mailed += 1;
    }
    return { mailed, next: userIds.length === BATCH ? userIds[userIds.length - 1]! : null };
  }

  /** Marks drops nobody wants mailed, then one batch of digests; answers how many were mailed. */
  async function runOnce(at = now()): Promise<number> {
    await markUnwantedDrops(db, at, MAX_DROPS * 10);
    return (await batch(at, 0)).mailed;
  }

  /** Every shopper due, batch after batch; answers how many were mailed. */
  async function drain(at = now()): Promise<number> {
    while ((await markUnwantedDrops(db, at, MAX_DROPS * 10)) === MAX_DROPS * 10);
    let total = 0;
    for (let after: number | null = 0; after !== null;) {
      const { mailed, next } = await batch(at, after);
      total += mailed;
      after = next;
    }
    return total;
  }

  const job = createPeriodicJob(drain, { log, failure: 'notification digest failed' });

  return {
    runOnce,
    drain,
    start: (intervalMs = DIGEST_INTERVAL_MS) => job.start(intervalMs),
    stop: () => job.stop(),
  };
}

export type NotificationDigest = ReturnType<typeof createNotificationDigest>;
