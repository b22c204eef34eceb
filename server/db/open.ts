import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.js';
import { openPglite, openPostgres, type Database } from './client.js';

/** A PostgreSQL server when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export function openDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  const dataDir = path.join(env.DATA_DIR, 'db');
  mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir);
}
