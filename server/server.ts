import cluster from 'node:cluster';
import { runClusterPrimary } from './cluster-primary.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { loadEnv } from './env.js';
import { prepareMarketplace } from './start.js';

const isWorker = cluster.isWorker;
const log = (message: string) => console.log(`[threadline${isWorker ? ` ${process.pid}` : ''}] ${message}`);

let env;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  await runClusterPrimary(env, log);
} else {
  const { app, database } = await prepareMarketplace(env, log, { prepared: isWorker }).catch((error: unknown) => {
    // A refusal to share the data directory is the whole story: its message, not a stack trace.
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`[threadline] ${error.message}`);
    process.exit(1);
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    log(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ host: env.HOST, port: env.PORT });
  log(`listening on ${address.replace(/\/\/(0\.0\.0\.0|\[::\])/, '//localhost')}`);
}
