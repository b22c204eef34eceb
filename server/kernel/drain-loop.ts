import type { FastifyBaseLogger } from 'fastify';

/**
 * A background queue every instance works through (webhook deliveries, notification fan-outs):
 * woken by a NOTIFY or a timer, it runs `step` until `step` answers null (nothing left that no
 * other instance holds). A wake-up during a run makes the run look once more when it ends, so a
 * NOTIFY that arrives mid-run is never lost; a failure is logged and the next wake-up tries again.
 * `step` answers how much it did (deliveries attempted, shoppers told), which runs add up.
 */
export function createDrainLoop(step: (at?: Date) => Promise<number | null>, options: { log: Pick<FastifyBaseLogger, 'error'>; failure: string }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let wokenMeanwhile = false;
  let stopped = false;

  async function runUntilDone(at?: Date): Promise<number> {
    let done = 0;
    do {
      wokenMeanwhile = false;
      while (!stopped) {
        const did = await step(at);
        if (did === null) break;
        done += did;
      }
    } while (wokenMeanwhile && !stopped);
    return done;
  }

  function run(at?: Date): Promise<number> {
    running ??= runUntilDone(at).finally(() => { running = null; });
    return running;
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wokenMeanwhile = true;
      return;
    }
    run().catch((error: unknown) => options.log.error({ error: (error as Error).message }, options.failure));
  }

  return {
    wake,
    /** Looks every `intervalMs` as well, and once now: work left over from before this instance started. */
    start(intervalMs: number) {
      stopped = false;
      timer = setInterval(wake, intervalMs);
      timer.unref();
      wake();
    },
    /**
     * Runs until nothing is left, after the run under way ends (tests, the bench). `at` is the
     * moment to act as of (tests move time); answers how much this call did, not the background's.
     */
    async drain(at?: Date): Promise<number> {
      await running?.catch(() => 0);
      return run(at);
    },
    /** No more runs; waits for the one under way, so the app closes what it uses after it. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}
