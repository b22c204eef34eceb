/** A worker that dies within this long of its start died early: its setup failed, or it was cut at once. */
export const EARLY_DEATH_MS = 5_000;
/** Restart delays after early deaths in a row: 1 s, 2 s, 4 s ... up to this. */
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** This many early deaths within the window, and the primary gives up (exits 1) for a supervisor to act. */
export const MAX_EARLY_DEATHS = 5;
const WINDOW_MS = 60_000;

export type RestartDecision = { restartInMs: number } | { giveUp: string };

/**
 * When to replace a worker that died. One that ran for a while is replaced at once. One that died
 * early is replaced after a delay that doubles with each early death in a row, so a database blip
 * does not leave the shop short of workers, while a setup that can never work does not fork in a
 * tight loop. After MAX_EARLY_DEATHS within a minute the primary gives up: running on fewer
 * workers in silence is worse than exiting non-zero for the supervisor (systemd, Docker) to see.
 */
export function createWorkerRestarts(now: () => number = Date.now) {
  let earlyDeaths: number[] = [];
  let inARow = 0;
  return {
    afterDeath(livedMs: number): RestartDecision {
      if (livedMs >= EARLY_DEATH_MS) {
        inARow = 0;
        return { restartInMs: 0 };
      }
      const at = now();
      earlyDeaths = [...earlyDeaths.filter((time) => at - time < WINDOW_MS), at];
      if (earlyDeaths.length >= MAX_EARLY_DEATHS) {
        return { giveUp: `${earlyDeaths.length} workers died within ${EARLY_DEATH_MS / 1000} s of starting in the last ${WINDOW_MS / 1000} s` };
      }
      inARow += 1;
      return { restartInMs: Math.min(FIRST_DELAY_MS * 2 ** (inARow - 1), MAX_DELAY_MS) };
    },
  };
}
