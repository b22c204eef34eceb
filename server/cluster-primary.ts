import cluster, { type Worker } from 'node:cluster';
import { openDatabase } from './db/open.js';
import type { Env } from './env.js';
import { prepareData } from './start.js';

/** A worker that dies within this long of its start is not replaced: something is wrong with the setup, not the worker. */
const CRASH_LOOP_MS = 5_000;

/**
 * WEB_CONCURRENCY=N: this process migrates and seeds once, then forks N workers that share the
 * port (node:cluster hands connections round-robin) and the PostgreSQL server. A worker that dies
 * is replaced; SIGTERM and SIGINT stop the workers gracefully, then this process.
 */
export async function runClusterPrimary(env: Env, log: (message: string) => void): Promise<void> {
  const database = await openDatabase(env);
  try {
    await prepareData(env, database, log);
  } finally {
    await database.close();
  }

  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code})`);
    if (lived < CRASH_LOOP_MS) {
      log('a worker died right after starting; not restarting it');
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${startedAt.size} workers`);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < env.WEB_CONCURRENCY; i += 1) fork();
  log(`started ${env.WEB_CONCURRENCY} workers`);
}
