import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../kernel/audit.repo.js';
import { createDrainLoop } from '../../kernel/drain-loop.js';
import type { TextSealer } from '../../kernel/sealed-text.js';
import { WEBHOOK_LIMITS, type WebhookPayload } from '../../../shared/webhook-schemas.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import type { AddressRules } from './webhook-address.js';
import { sendWebhook, type AttemptResult, type WebhookCall } from './webhook-sender.js';
import { signatureHeader } from './webhook-signature.js';
import { claimDueDeliveries, disableEndpoint, markEndpointHealth, purgeEventsBefore, recordAttempt, type ClaimedDelivery } from './webhooks.repo.js';
import { shopOwnerEmail } from './webhook-owners.repo.js';

/** The channel webhook_emit() notifies (migration 0020). */
export const WEBHOOK_DELIVERIES_CHANNEL = 'webhook_deliveries';
/** Every instance looks anyway this often: retries come due, a NOTIFY is lost, an instance died mid-send. */
export const WEBHOOK_POLL_MS = 15_000;
/** How long a claimed delivery is this instance's: past the receiver's deadline, with room to record it. */
export const WEBHOOK_LEASE_MS = 60_000;
const CLAIM_BATCH = 10;
/** The delivery log is a record of recent work, not an archive: events and their deliveries are kept this long. */
export const WEBHOOK_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;

/** 1 min, 2, 4... up to 6 h, each ±10 % so endpoints that failed together do not all come back at once. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.9 + 0.2 * random()));
}

export const DISABLED_REASON = 'Every delivery failed for 3 days, so deliveries were stopped. Fix the receiver, then turn the endpoint back on.';

/**
 * Sends webhook deliveries in the background of every instance (issue 27): claim due deliveries
 * nobody holds (SKIP LOCKED and a lease), POST each signed, record the outcome. A failure is
 * retried with exponential backoff until 3 days after its first failure; an endpoint that has
 * failed for 3 days is turned off and its owner told (a shop's owner by mail, the platform's
 * admins in the audit trail). Delivery is at least once: an instance that dies between the
 * receiver's answer and recording it leaves the delivery to be sent again after its lease,
 * with the same Threadline-Event-Id for the receiver to drop.
 */
export function createWebhookWorker(deps: {
  db: Db; sealer: TextSealer; mailer: Mailer; rules: AddressRules; log: Pick<FastifyBaseLogger, 'error'>;
  /** The deliveries' clock (tests move it). */
  now?: () => Date;
  send?: (call: WebhookCall, rules: AddressRules) => Promise<AttemptResult>;
}) {
  const { db, sealer, mailer, rules, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const send = deps.send ?? sendWebhook;
  let purgeTimer: NodeJS.Timeout | null = null;

  async function tellOwner(endpoint: ClaimedDelivery['endpoint'], now: Date): Promise<QueuedMail | null> {
    const disabled = await db.transaction(async (tx) => {
      const row = await disableEndpoint(tx, endpoint.id, DISABLED_REASON, now);
      if (!row) return null;
      if (endpoint.sellerId === null) {
        await recordAudit(tx, { id: null, username: 'system', ip: '' }, {
          action: 'webhook.disable', entityType: 'webhook', entityId: endpoint.id, after: { url: endpoint.url, reason: DISABLED_REASON },
        });
        return null;
      }
      const to = await shopOwnerEmail(tx, endpoint.sellerId);
      if (!to) return null;
      return mailer.queue(tx, {
        to,
        subject: 'A webhook endpoint of your shop was turned off',
        text: `Deliveries to ${endpoint.url} have failed for 3 days, so Threadline stopped sending events to it.\n\n`
          + `Fix the receiver, then turn the endpoint back on in your dashboard's Integrations tab: ${mailer.link('/seller-dashboard')}\n`,
      });
    });
    return disabled;
  }

  async function attempt(claim: ClaimedDelivery, now: Date): Promise<void> {
    const secret = claim.endpoint.enabled ? sealer.open(claim.endpoint.sealedSecret) : null;
    let result: AttemptResult;
    if (!claim.endpoint.enabled) result = { ok: false, responseCode: null, error: 'The endpoint is turned off', durationMs: 0 };
    else if (secret === null) result = { ok: false, responseCode: null, error: 'The signing secret could not be read; rotate it', durationMs: 0 };
    else {
      const payload: WebhookPayload = { id: claim.event.id, type: claim.event.type, createdAt: claim.event.createdAt.toISOString(), data: claim.event.data };
      const body = JSON.stringify(payload);
      result = await send({
        url: claim.endpoint.url,
        body,
        headers: {
          'content-type': 'application/json',
          'threadline-event-id': claim.event.id,
          'threadline-signature': signatureHeader(secret, body, now),
        },
      }, rules);
    }
    const firstFailedAt = result.ok ? null : (claim.firstFailedAt ?? now);
    const givingUp = !result.ok && (!claim.endpoint.enabled || now.getTime() - firstFailedAt!.getTime() >= WEBHOOK_LIMITS.retryForMs);
    const failingSince = await db.transaction(async (tx) => {
      const recorded = await recordAttempt(tx, claim, {
        status: result.ok ? 'delivered' : givingUp ? 'failed' : 'pending',
        nextAttemptAt: result.ok || givingUp ? null : new Date(now.getTime() + retryDelayMs(claim.attempts)),
        firstFailedAt, responseCode: result.responseCode, lastError: result.error, durationMs: result.durationMs, now,
      });
      if (!recorded || !claim.endpoint.enabled) return null;
      return markEndpointHealth(tx, claim.endpoint.id, result.ok ? null : now);
    });
    if (failingSince && now.getTime() - failingSince.getTime() >= WEBHOOK_LIMITS.retryForMs) {
      const mail = await tellOwner(claim.endpoint, now);
      if (mail) mailer.deliver(mail);
    }
  }

  /** One batch; answers how many deliveries it attempted, or null when none was due. */
  async function runBatch(now: Date): Promise<number | null> {
    const claimed = await claimDueDeliveries(db, { now, leaseMs: WEBHOOK_LEASE_MS, limit: CLAIM_BATCH });
    await Promise.all(claimed.map((claim) => attempt(claim, now).catch((error: unknown) => {
      log.error({ error: (error as Error).message, delivery: claim.id }, 'webhook delivery failed to record; retried after its lease');
    })));
    return claimed.length === 0 ? null : claimed.length;
  }

  const deliveries = createDrainLoop((at) => runBatch(at ?? clock()), { log, failure: 'webhook deliveries failed; retried on the next round' });

  /** Deletes what is past WEBHOOK_RETENTION_MS; answers how many events went. */
  function purge(now: Date = clock()): Promise<number> {
    return purgeEventsBefore(db, new Date(now.getTime() - WEBHOOK_RETENTION_MS));
  }

  return {
    wake: deliveries.wake,
    purge,
    start(intervalMs = WEBHOOK_POLL_MS) {
      purgeTimer = setInterval(() => {
        purge().catch((error: unknown) => log.error({ error: (error as Error).message }, 'webhook log purge failed; tried again in an hour'));
      }, PURGE_INTERVAL_MS);
      purgeTimer.unref();
      deliveries.start(intervalMs);
    },
    /** Sends every due delivery nobody else holds, as of `at` (tests move time); answers how many this call attempted. */
    drain: deliveries.drain,
    async stop() {
      if (purgeTimer) clearInterval(purgeTimer);
      purgeTimer = null;
      await deliveries.stop();
    },
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
