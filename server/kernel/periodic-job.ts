import type { FastifyBaseLogger } from 'fastify';

/**
 * A background job every instance runs on a timer (the orders sweeper, the daily digest): a tick
 * while a run is under way is skipped rather than queued, a failure is logged and the next tick
 * tries again, and `stop` waits for the run under way, so the app closes its mailer after it.
 */
export function createPeriodicJob(run: () => Promise<unknown>, options: { log: Pick<FastifyBaseLogger, 'error'>; failure: string }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    start(intervalMs: number) {
      timer = setInterval(() => {
        if (running) return;
        running = run().catch((error: unknown) => {
          options.log.error({ error: (error as Error).message }, options.failure);
        }).finally(() => { running = null; });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
