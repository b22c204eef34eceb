import { describe, expect, it, vi } from 'vitest';
import { createDrainLoop } from './drain-loop.js';

const log = { error: vi.fn() };

/** A queue of `items`, taken `perStep` at a time; a step can be held until released. */
function queue(items: number, perStep = 1) {
  const state = { left: items, steps: 0, hold: null as Promise<void> | null };
  // The step decides what it takes, then may be held before it answers: work that arrives
  // meanwhile is what a real step's query did not see.
  const step = async () => {
    state.steps++;
    const taken = Math.min(perStep, state.left);
    if (state.hold) await state.hold;
    if (taken === 0) return null;
    state.left -= taken;
    return taken;
  };
  return { state, step };
}

/** Holds the queue's steps until the returned function is called. */
function hold(state: { hold: Promise<void> | null }): () => void {
  let release = () => {};
  state.hold = new Promise<void>((resolve) => { release = resolve; });
  return release;
}

describe('createDrainLoop', () => {
  it('drains until a step answers null and adds up what the steps did', async () => {
    const { state, step } = queue(5, 2);
    const loop = createDrainLoop(step, { log, failure: 'failed' });
    expect(await loop.drain()).toBe(5);
    expect(state.steps).toBe(4);
    expect(await loop.drain()).toBe(0);
  });

  it('a wake-up during a run makes it look once more when it ends', async () => {
    const { state, step } = queue(0);
    const release = hold(state);
    const loop = createDrainLoop(step, { log, failure: 'failed' });
    loop.wake();
    // The run's step has found nothing; work arrives before it answers, and its NOTIFY wakes the loop.
    state.left = 2;
    loop.wake();
    state.hold = null;
    release();
    await vi.waitFor(() => expect(state.left).toBe(0));
  });

  it('logs a failed run, and the next wake-up runs again', async () => {
    let fail = true;
    const step = vi.fn(async () => {
      if (fail) throw new Error('database gone');
      return null;
    });
    const failing = { error: vi.fn() };
    const loop = createDrainLoop(step, { log: failing, failure: 'the run failed' });
    loop.wake();
    await vi.waitFor(() => expect(failing.error).toHaveBeenCalledWith({ error: 'database gone' }, 'the run failed'));
    fail = false;
    expect(await loop.drain()).toBe(0);
    expect(step).toHaveBeenCalledTimes(2);
  });

  it('stop waits for the run under way, and no run starts after it', async () => {
    const { state, step } = queue(3);
    const release = hold(state);
    const loop = createDrainLoop(step, { log, failure: 'failed' });
    loop.wake();
    const stopped = loop.stop();
    release();
    await stopped;
    const stepsAtStop = state.steps;
    loop.wake();
    expect(await loop.drain()).toBe(0);
    expect(state.steps).toBe(stepsAtStop);
  });
});
