import { loadEnv } from './env.js';
import { prepareMarketplace } from './start.js';

const log = (message: string) => console.log(`[threadline] ${message}`);

let env;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const { app, database } = await prepareMarketplace(env, log);

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
