/**
 * The notification fan-out at scale (issue 24, "Scale and safety"), on the PostgreSQL server: a
 * shop with 100,000 followers lists a product, and a size 100,000 shoppers wait for comes back.
 * Measured: (a) the seller's request that fires each (it writes one event row), (b) the time until
 * every follower or waiting shopper is told (the event's finished_at; objective under 60 s), and
 * (c) shoppers' reads (GET /api/products, varied pages, open loop) while the fan-out runs against
 * the same reads idle. Every shopper has the default preferences, so the restock also queues
 * 100,000 mails (the app logs at warn: no mail reaches the log, the outbox has them all).
 *
 * Not part of `npm run bench` (yet). Run: node --import tsx bench/notification-fanout.ts
 * Options: --audience N (100000), --products N (10000, the demo catalogue's size), --rate N (reads
 * a second, 200), --seconds S (of reads each, 10).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../server/db/open.js';
import { SESSION_COOKIE, sessionIdOf } from '../server/plugins/session.js';
import { createCategory, createProduct, createSeller } from '../server/seed/factories.js';
import { seedDemo } from '../server/seed/seed.js';
import { createDiskStorage } from '../server/storage/disk-storage.js';
import { shopperMixes } from './mixes.js';
import { openLoop, type KindResult } from './open-loop.js';
import { startProcess, stopProcess } from './processes.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const AUDIENCE = option('audience', 100_000);
const PRODUCTS = option('products', 10_000);
const RATE = option('rate', 200);
const SECONDS = option('seconds', 10);
const TOLD_WITHIN_MS = 60_000;
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

/** The catalogue (the demo seed), then the shop, its followers and the shoppers waiting for its sold-out size. */
async function prepare(databaseUrl: string, dataDir: string) {
  const database = await openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DATABASE_POOL_SIZE: 4 });
  try {
    await database.migrate();
    let started = performance.now();
    await seedDemo(database, createDiskStorage(path.join(dataDir, 'uploads')), { products: PRODUCTS });
    console.log(`  seeded ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    started = performance.now();
    const { db } = database;
    const seller = await createSeller(db, { businessName: 'Fan-out Bench Studio' });
    const categoryId = (await createCategory(db)).id;
    const product = await createProduct(db, {
      categoryId, sellerId: seller.id, name: 'Bench Hoodie', price: '60.00', sizes: ['S', 'M'], colors: ['Black'],
      variants: [{ size: 'S', color: 'Black', stock: 0 }, { size: 'M', color: 'Black', stock: 5 }],
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // In bulk, as 100,000 shoppers' follows and alerts would have been written over weeks.
      await client.query('BEGIN');
      await client.query(`
        INSERT INTO users (username, password, email, first_name, last_name, email_verified)
        SELECT 'fan_' || g, '!bench-no-sign-in', 'fan.' || g || '@example.test', 'Fan', 'No' || g, true FROM generate_series(1, $1::int) g`, [AUDIENCE]);
      await client.query(`INSERT INTO shop_follows (user_id, seller_id) SELECT id, $1 FROM users WHERE username LIKE 'fan\\_%' ORDER BY id`, [seller.id]);
      await client.query(`
        INSERT INTO stock_alerts (user_id, product_id, size, color)
        SELECT id, $1, 'S', 'Black' FROM users WHERE username LIKE 'fan\\_%' ORDER BY id`, [product.id]);
      await client.query('COMMIT');
      await client.query('ANALYZE');
      const token = randomBytes(32).toString('base64url');
      await client.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [sessionIdOf(token), seller.userId]);
      console.log(`  ${AUDIENCE} shoppers following the shop and waiting for S / Black, written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return { productId: product.id, categoryId, sellerId: seller.id, cookie: `${SESSION_COOKIE}=${token}` };
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

const readLine = (label: string, [result]: KindResult[]) =>
  `  shopper reads ${label.padEnd(22)} ${result!.jobs} at ${RATE}/s  p50 ${result!.p50.toFixed(1)} ms  p99 ${result!.p99.toFixed(1)} ms  max ${result!.max.toFixed(1)} ms  ${result!.errors ? `${result!.errors} errors MISSED` : 'no errors'}`;

/** Sends the seller's write, reads while the fan-out runs, and waits for the event to finish. */
async function fanOut(client: pg.Client, label: string, write: () => Promise<Response>, reads: () => Promise<KindResult[]>) {
  const { rows: [before] } = await client.query<{ id: string }>('SELECT coalesce(max(id), 0) AS id FROM notification_events');
  const sent = performance.now();
  const response = await write();
  const requestMs = performance.now() - sent;
  if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
  const during = reads();
  let event: { id: string; kind: string; told: number; ms: number | null } | undefined;
  while (!event || event.ms === null) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    ({ rows: [event] } = await client.query<{ id: string; kind: string; told: number; ms: number | null }>(`
      SELECT id, kind, told, (extract(epoch FROM finished_at - created_at) * 1000)::float AS ms
      FROM notification_events WHERE id > $1 ORDER BY id LIMIT 1`, [before!.id]));
    if (performance.now() - sent > 10 * TOLD_WITHIN_MS) throw new Error(`${label}: not finished after ${10 * TOLD_WITHIN_MS / 1000} s`);
  }
  const readResult = await during;
  const { rows: [entries] } = await client.query<{ n: number; users: number }>(
    'SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS users FROM notifications WHERE kind = $1', [event.kind === 'restock' ? 'back_in_stock' : 'new_from_shop']);
  const ok = event.ms < TOLD_WITHIN_MS && event.told === AUDIENCE && entries!.n === AUDIENCE && entries!.users === AUDIENCE;
  return [
    `  ${label}: the seller's request ${requestMs.toFixed(1)} ms; ${event.told} told (${entries!.n} entries, ${entries!.users} shoppers) in ${(event.ms / 1000).toFixed(1)} s after the write  ${ok ? `ok (all, once, < ${TOLD_WITHIN_MS / 1000} s)` : 'MISSED'}`,
    readLine(`during ${label}`, readResult),
  ];
}

const report: string[] = [`notification fan-out bench: ${AUDIENCE} shoppers, ${PRODUCTS} products, PostgreSQL server`];
const dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-fanout-bench-'));
await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
await onServer(`CREATE DATABASE ${DATABASE}`);
const url = new URL(SERVER_URL);
url.pathname = `/${DATABASE}`;
const databaseUrl = url.toString();
let app: Awaited<ReturnType<typeof startProcess>> | null = null;
const client = new pg.Client({ connectionString: databaseUrl });
try {
  const shop = await prepare(databaseUrl, dataDir);
  app = await startProcess(['--import', 'tsx', 'server/server.ts'], {
    NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl,
    BANK_TRANSFER_DETAILS: 'Bench Ltd, IBAN DE89 3704 0044 0532 0130 00',
  });
  const base = `http://127.0.0.1:${app.port}`;
  while ((await fetch(`${base}/api/health`)).status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
  await client.connect();
  const browse = shopperMixes(PRODUCTS).find((mix) => mix.name.startsWith('browse'))!;
  let next = 0;
  const reads = () => openLoop(base, RATE, SECONDS, () => ({ kind: 'browse', calls: [{ path: browse.paths[next++ % browse.paths.length]! }] }));
  await reads();
  report.push(readLine('idle', await reads()));
  console.log(report.at(-1));
  const headers = { cookie: shop.cookie, 'content-type': 'application/json' };
  report.push(...await fanOut(client, 'restock', () => fetch(`${base}/api/products/${shop.productId}`, {
    method: 'PUT', headers, body: JSON.stringify({ variants: [{ size: 'S', color: 'Black', stock: 25 }, { size: 'M', color: 'Black', stock: 5 }] }),
  }), reads));
  console.log(report.slice(-2).join('\n'));
  report.push(...await fanOut(client, 'new drop', () => fetch(`${base}/api/products`, {
    method: 'POST', headers,
    body: JSON.stringify({ name: 'Bench Drop Tee', price: '35.00', categoryId: shop.categoryId, images: ['https://images.example.com/drop.webp'], sizes: ['M'], colors: ['Black'], stock: 10 }),
  }), reads));
  console.log(report.slice(-2).join('\n'));
  const { rows: [mails] } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE "to" LIKE 'fan.%'`);
  report.push(`  mails queued in the outbox for the restock: ${mails!.n}`);
  report.push(`  after both, idle again:`);
  report.push(readLine('idle', await reads()));
} finally {
  await client.end().catch(() => undefined);
  if (app) await stopProcess(app.child);
  await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n${report.join('\n')}`);
