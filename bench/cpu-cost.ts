/**
 * What a request costs the server in CPU time, at one fixed rate well under every capacity (issue 28).
 * On a shared virtual machine a mix's capacity moved two- to four-fold between runs of the same code,
 * because a capacity is set by the slowest 1 % of requests and those wait on the host. CPU time is
 * the work itself: the server's threads' own time, summed, whatever else the machine was doing.
 * Only the app's process is counted: PostgreSQL's server processes are not (a shopper's read is
 * answered from the read model), PGlite's work is (it runs in the app's process).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { openLoop, type Job, type KindResult } from './open-loop.js';

/** Low enough that every mix keeps up on a slow day, so a request's cost is not a backlog's. */
export const CPU_RATE = 400;
const CPU_SECONDS = 6;
/** What the process spends with no request (its timers, workers polling the database) is measured this long, then taken off. */
const IDLE_SECONDS = 2;

/**
 * The time a process's threads have spent on a CPU, in ms, from each thread's schedstat (Linux,
 * nanoseconds: /proc/<pid>/stat counts in 10 ms ticks, too coarse for a bare server's request). Null
 * where it cannot be read. A thread that exits between two readings takes its time with it; node's
 * threads (V8's workers, libuv's pool) last as long as the process.
 */
function cpuMs(pid: number): number | null {
  try {
    let nanoseconds = 0;
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
    }
    return nanoseconds / 1e6;
  } catch {
    return null;
  }
}

/** The CPU ms a process used while `during` ran, and the wall-clock ms that took. */
async function cpuWhile(pid: number, during: () => Promise<unknown>): Promise<{ cpu: number; wall: number } | null> {
  const [cpuBefore, wallBefore] = [cpuMs(pid), performance.now()];
  await during();
  const [cpuAfter, wall] = [cpuMs(pid), performance.now() - wallBefore];
  return cpuBefore === null || cpuAfter === null ? null : { cpu: cpuAfter - cpuBefore, wall };
}

/**
 * The server's CPU time per request in µs over `CPU_SECONDS` at `CPU_RATE`, less what it spends
 * idle over the same time; null where it cannot be read. The idle reading comes a second after the
 * capacity search, once its last probe's backlog is worked off.
 */
export async function cpuPerRequest(base: string, serverPid: number, jobs: () => Job): Promise<number | null> {
  await sleep(1000);
  const idle = await cpuWhile(serverPid, () => sleep(IDLE_SECONDS * 1000));
  await openLoop(base, CPU_RATE, 1, jobs);
  let result: KindResult | undefined;
  const loaded = await cpuWhile(serverPid, async () => {
    [result] = await openLoop(base, CPU_RATE, CPU_SECONDS, jobs);
  });
  if (!idle || !loaded || !result?.jobs) return null;
  return ((loaded.cpu - (idle.cpu * loaded.wall) / idle.wall) * 1000) / result.jobs;
}
