import { describe, expect, it } from 'vitest';
import { createWorkerRestarts, EARLY_DEATH_MS, MAX_EARLY_DEATHS } from './worker-restarts.js';

describe('replacing dead workers', () => {
  it('replaces a worker that ran a while at once', () => {
    const restarts = createWorkerRestarts(() => 0);
    expect(restarts.afterDeath(EARLY_DEATH_MS)).toEqual({ restartInMs: 0 });
    expect(restarts.afterDeath(3_600_000)).toEqual({ restartInMs: 0 });
  });

  it('replaces early deaths after 1 s, 2 s, 4 s, 8 s, then gives up at the fifth within a minute', () => {
    let clock = 0;
    const restarts = createWorkerRestarts(() => clock);
    const delays = [];
    for (let death = 1; death < MAX_EARLY_DEATHS; death++) {
      const decision = restarts.afterDeath(100);
      expect('restartInMs' in decision).toBe(true);
      delays.push((decision as { restartInMs: number }).restartInMs);
      clock += 5_000;
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(restarts.afterDeath(100)).toEqual({ giveUp: '5 workers died within 5 s of starting in the last 60 s' });
  });

  it('forgets early deaths older than a minute, and a worker that lived resets the delay', () => {
    let clock = 0;
    const restarts = createWorkerRestarts(() => clock);
    for (let death = 1; death < MAX_EARLY_DEATHS; death++) restarts.afterDeath(100);
    clock += 61_000;
    expect(restarts.afterDeath(60_000)).toEqual({ restartInMs: 0 });
    expect(restarts.afterDeath(100)).toEqual({ restartInMs: 1_000 });
  });

  it('caps the delay at 30 s', () => {
    let clock = 0;
    const restarts = createWorkerRestarts(() => clock);
    const delays = [];
    for (let death = 0; death < 8; death++) {
      clock += 59_000;
      delays.push((restarts.afterDeath(100) as { restartInMs: number }).restartInMs);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
