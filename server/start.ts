import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Database } from './db/client.js';
import { openDatabase } from './db/open.js';
import { isCatalogEmpty } from './seed/is-catalog-empty.js';
import type { Env } from './env.js';
import { ensureAdmin } from './features/accounts/admin-bootstrap.js';
import { createStorage, describeStorage } from './storage/create-storage.js';
import { bufferedStdout } from './kernel/buffered-stdout.js';

/**
 * Everything before listening: database, migrations, admin, demo data, then the app. Cluster
 * workers pass `prepared`: their primary has migrated and seeded once for all of them.
 */
export async function prepareMarketplace(
  env: Env, log: (message: string) => void, options: { prepared?: boolean } = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase(env);
  try {
    const storage = options.prepared ? await createStorage(env) : await prepareData(env, database, log);
    const app = await buildApp({ env, database, storage, logStream: bufferedStdout() });
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Migrations, the configured admin and, on an empty catalogue, the demo data. */
export async function prepareData(env: Env, database: Database, log: (message: string) => void) {
  await database.migrate();
  log(`database migrated (${database.driver})`);
  if (env.ADMIN_USERNAME && env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const created = await ensureAdmin(database.db, { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (created) log(`admin ${env.ADMIN_USERNAME} created`);
  }
  const storage = await createStorage(env);
  log(`uploads stored in the ${describeStorage(env)}`);
  if (env.SEED_DEMO && (await isCatalogEmpty(database.db))) {
    // The seed draws its art with sharp: a start on an existing catalogue never loads either.
    const { seedDemo } = await import('./seed/seed.js');
    await seedDemo(database, storage, { log: (message) => log(`seed: ${message}`) });
  }
  return storage;
}
