/**
 * The notification fan-out bench on its own (bench/fan-out.ts; `npm run bench` runs the same on
 * its large catalogue): a database of its own on the PostgreSQL server, the demo catalogue, the
 * app, then the measure. Run: node --import tsx bench/notification-fanout.ts
 * Options: --audience N (100000), --products N (10000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/open.js';
import { seedDemo } from '../server/seed/seed.js';
import { createDiskStorage } from '../server/storage/disk-storage.js';
import { notificationsBench } from './fan-out.js';
import { startProcess, stopProcess } from './processes.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const AUDIENCE = option('audience', 100_000);
const PRODUCTS = option('products', 10_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'threadline_fanout_bench';

async function onServer(query: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-fanout-bench-'));
await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
await onServer(`CREATE DATABASE ${DATABASE}`);
const url = new URL(SERVER_URL);
url.pathname = `/${DATABASE}`;
const databaseUrl = url.toString();
let app: Awaited<ReturnType<typeof startProcess>> | null = null;
try {
  const database = await openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DATABASE_POOL_SIZE: 4 });
  await database.migrate();
  await seedDemo(database, createDiskStorage(path.join(dataDir, 'uploads')), { products: PRODUCTS });
  await database.close();
  app = await startProcess(['--import', 'tsx', 'server/server.ts'], {
    NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl,
    BANK_TRANSFER_DETAILS: 'Bench Ltd, IBAN DE89 3704 0044 0532 0130 00',
  });
  const base = `http://127.0.0.1:${app.port}`;
  while ((await fetch(`${base}/api/health`)).status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
  const lines = await notificationsBench(base, databaseUrl, PRODUCTS, AUDIENCE);
  console.log(`\nnotification fan-out bench: ${AUDIENCE} shoppers, ${PRODUCTS} products, PostgreSQL server\n${lines.join('\n')}`);
} finally {
  if (app) await stopProcess(app.child);
  await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}
