import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { projectRoot } from '../project-root.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';
import { releaseClientsOnConnectionLoss } from './pool-release.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Notify = (payload: string) => void;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  /** Subscribes to a NOTIFY channel; onReconnect fires when notifications may have been missed. */
  listen(channel: string, onNotify: Notify, onReconnect?: () => void): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(projectRoot, 'server/db/migrations');
// Typo-tolerant search looks for words this similar (pg_trgm's % operator); see catalog search.
export const TRIGRAM_THRESHOLD = 0.2;

/**
 * PGlite's PostgreSQL keeps its defaults (128 MB of shared buffers and more), all of it in the
 * process's WebAssembly memory, which never shrinks: about 250 MB. Shoppers are answered from
 * the catalogue read model, so the database needs far less cache; these settings bring PGlite to
 * about 100 MB (measured in the issue 10 note).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'work_mem=4MB', 'maintenance_work_mem=16MB', 'temp_buffers=1MB', 'wal_buffers=1MB'];

/**
 * Creating a data directory (initdb) grows the WebAssembly memory to about 450 MB for good, so a
 * new directory is created by a short-lived process and only then opened here.
 */
async function createPgliteDataDir(dataDir: string): Promise<void> {
  const script = `import { PGlite } from '@electric-sql/pglite';
    import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
    const client = await PGlite.create(process.argv[1], { extensions: { pg_trgm } });
    await client.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dataDir], { cwd: projectRoot });
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Beside the directory, not in it: a new directory must be empty for initdb.
  const unlock = dataDir ? lockDataDir(`${dataDir}.lock`, dataDir) : () => undefined;
  let client: PGlite;
  try {
    if (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) await createPgliteDataDir(dataDir);
    client = await PGlite.create(dataDir ?? 'memory://', {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
    });
  } catch (error) {
    unlock();
    throw error;
  }
  await client.exec(`SET pg_trgm.similarity_threshold = ${TRIGRAM_THRESHOLD}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    async listen(channel, onNotify) {
      await client.listen(channel, onNotify);
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const options = `-c pg_trgm.similarity_threshold=${TRIGRAM_THRESHOLD}`;
  const pool = new pg.Pool({ connectionString, max: poolSize, options });
  // A client that loses its connection emits 'error'; unheard, that ends the process. The pool
  // listens only while a client is idle, so each client gets its own listener for the time it is
  // checked out (a transaction): its pending or next query fails instead, and the request with it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  releaseClientsOnConnectionLoss(pool);
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  const listeners: pg.Client[] = [];
  let closed = false;

  async function connectListener(channel: string, onNotify: Notify, onReconnect?: () => void): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => onNotify(message.payload ?? ''));
    client.on('error', () => {
      const index = listeners.indexOf(client);
      if (index >= 0) listeners.splice(index, 1);
      client.end().catch(() => undefined);
      if (closed) return;
      onReconnect?.();
      setTimeout(() => {
        if (!closed) connectListener(channel, onNotify, onReconnect).catch(() => onReconnect?.());
      }, 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    listeners.push(client);
  }

  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      await migratePostgres(drizzlePostgres(pool), { migrationsFolder });
    },
    listen: connectListener,
    async close() {
      closed = true;
      await Promise.all(listeners.map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
