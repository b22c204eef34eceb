import cluster, { type Worker } from 'node:cluster';
import { openDatabase } from './db/open.js';
import type { Env } from './env.js';
import { prepareData } from './start.js';
import { createWorkerRestarts } from './worker-restarts.js';

/** How long stopping workers may take before this process leaves anyway. */
const STOP_GRACE_MS = 10_000;

/**
 * WEB_CONCURRENCY=N: this process migrates and seeds once, then forks N workers that share the
 * port (node:cluster hands connections round-robin) and the PostgreSQL server. A worker that dies
 * is replaced, with a growing delay if it died right after starting (worker-restarts.ts); after
 * too many such deaths this process stops the rest and exits 1. SIGTERM and SIGINT stop the
 * workers gracefully, then this process.
 */
export async function runClusterPrimary(env: Env, log: (message: string) => void): Promise<void> {
  const database = await openDatabase(env);
  try {
    await prepareData(env, database, log);
  } finally {
    await database.close();
  }

  let stopping = false;
  let exitCode = 0;
  const startedAt = new Map<Worker, number>();
  const restarts = createWorkerRestarts();
  const fork = () => {
    if (!stopping) startedAt.set(cluster.fork(), Date.now());
  };

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log(`${reason}: stopping ${startedAt.size} workers`);
    if (startedAt.size === 0) process.exit(exitCode);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(exitCode), STOP_GRACE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}) after ${lived} ms`);
    const decision = restarts.afterDeath(lived);
    if ('giveUp' in decision) {
      log(`giving up: ${decision.giveUp}; exiting with status 1 so that the service manager restarts or reports it`);
      stop('too many early worker deaths', 1);
      return;
    }
    if (decision.restartInMs === 0) return fork();
    log(`the worker died right after starting; starting another in ${decision.restartInMs / 1000} s`);
    setTimeout(fork, decision.restartInMs);
  });

  process.on('SIGINT', () => stop('SIGINT', 0));
  process.on('SIGTERM', () => stop('SIGTERM', 0));

  for (let i = 0; i < env.WEB_CONCURRENCY; i += 1) fork();
  log(`started ${env.WEB_CONCURRENCY} workers`);
}
