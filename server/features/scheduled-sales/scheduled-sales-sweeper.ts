import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CatalogChanges } from '../../kernel/reply-cache.js';
import { createPeriodicJob } from '../../kernel/periodic-job.js';
import { endSale, startSale } from './sale-moves.js';
import { dueSaleMoves } from './scheduled-sales.repo.js';

export const SALE_SWEEP_INTERVAL_MS = 1_000;
const BATCH = 50;

/**
 * Starts and ends scheduled sales on time, on every instance (decision 020). Each tick is one
 * query over the two partial indexes; it also returns what falls due before the next tick, and a
 * timer is set for that moment, so a sale starts within milliseconds of its time rather than up to
 * a second late. Each start or end is its own transaction behind a conditional claim
 * (sale-moves.ts), so instances sweeping at once apply each exactly once.
 */
export function createScheduledSalesSweeper(deps: { db: Db; catalogWrites: CatalogChanges; log: Pick<FastifyBaseLogger, 'error'>; intervalMs?: number }) {
  const { db, catalogWrites, log } = deps;
  const intervalMs = deps.intervalMs ?? SALE_SWEEP_INTERVAL_MS;
  let soon: NodeJS.Timeout | null = null;
  let stopped = false;
  let inFlight: Promise<unknown> | null = null;

  /** Applies every move due at `now`; answers how many sales it started and ended. */
  async function sweep(now = new Date()): Promise<{ started: number; ended: number; next: Date | null }> {
    let started = 0;
    let ended = 0;
    for (;;) {
      const moves = await dueSaleMoves(db, new Date(now.getTime() + intervalMs), BATCH);
      const due = moves.filter((move) => move.at <= now);
      let appliedNow = 0;
      for (const move of due) {
        const applied = await db.transaction((tx) => (move.move === 'start' ? startSale(tx, move.id, now) : endSale(tx, move.id, now)));
        if (!applied) continue;
        appliedNow += 1;
        if (move.move === 'start') started += 1;
        else ended += 1;
      }
      // This instance's caches now; the others hear catalog_changed at the commit.
      if (appliedNow > 0) catalogWrites.invalidate();
      const later = moves.filter((move) => move.at > now);
      // Another instance took the rest, or none is left.
      if (due.length < BATCH || appliedNow === 0) {
        return { started, ended, next: later.length ? new Date(Math.min(...later.map((move) => move.at.getTime()))) : null };
      }
    }
  }

  /** One sweep at a time on this instance; then a timer for what falls due before the next tick. */
  function run(): Promise<unknown> {
    inFlight ??= sweep().then(({ next }) => {
      if (next && !stopped) {
        if (soon) clearTimeout(soon);
        // A few milliseconds late rather than early: a timer that fires before the moment finds nothing due.
        soon = setTimeout(() => { soon = null; void run(); }, Math.max(0, next.getTime() - Date.now()) + 5);
        soon.unref();
      }
    }).catch((error: unknown) => {
      log.error({ error: (error as Error).message }, 'scheduled sale sweep failed');
    }).finally(() => { inFlight = null; });
    return inFlight;
  }

  const job = createPeriodicJob(run, { log, failure: 'scheduled sale sweep failed' });
  return {
    sweep,
    start: () => job.start(intervalMs),
    async stop() {
      stopped = true;
      if (soon) clearTimeout(soon);
      await job.stop();
      await inFlight;
    },
  };
}

export type ScheduledSalesSweeper = ReturnType<typeof createScheduledSalesSweeper>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts and ends scheduled sales (every second; tests call it directly). */
    scheduledSalesSweeper: ScheduledSalesSweeper;
  }
}
