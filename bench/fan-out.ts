/**
 * The notification fan-out at scale (issue 24, "Scale and safety"), on a running app over the
 * PostgreSQL server: a shop with 100,000 followers lists a product, and a size 100,000 shoppers
 * wait for comes back. Measured: (a) the seller's request that fires each (it writes one event
 * row), (b) the time until every follower or waiting shopper is told (the event's finished_at;
 * objective under 60 s, each told once), (c) shoppers' reads (varied catalogue pages, open loop)
 * while the fan-out runs against the same reads idle, and (d) the bell: open tabs polling the
 * unread count (decision 018), open loop. Every shopper keeps the default preferences, so the
 * restock also queues 100,000 mails (the outbox has them; no SMTP in the bench).
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
import { NOTIFICATION_LIMITS } from '../shared/notification-limits.js';
import { shopperMixes } from './mixes.js';
import { openLoop, type KindResult } from './open-loop.js';

export const TOLD_WITHIN_MS = 60_000;
/** Shoppers' reads while a fan-out runs keep the catalogue's objective. */
const READS_P99_MS = 25;
const READS_PER_SECOND = 200;
const READ_SECONDS = 10;
/** Open tabs whose bells poll, each every unreadPollMs: 3,000 tabs are 1,000 requests a second. */
const BELL_TABS = [1_500, 3_000];
const BELL_P99_MS = 20;
const BELL_SESSIONS = 2_000;

export interface FanOutScene { productId: number; categoryId: number; cookie: string; shopperCookies: string[] }

/** The shop, its followers and the shoppers waiting for its sold-out size, written in bulk. */
export async function prepareFanOut(databaseUrl: string, audience: number): Promise<FanOutScene> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-fanout-'));
  const database = await openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DATABASE_POOL_SIZE: 2 });
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    const started = performance.now();
    const { db } = database;
    const seller = await createSeller(db, { businessName: 'Fan-out Bench Studio' });
    const categoryId = (await createCategory(db)).id;
    const product = await createProduct(db, {
      categoryId, sellerId: seller.id, name: 'Bench Hoodie', price: '60.00', sizes: ['S', 'M'], colors: ['Black'],
      variants: [{ size: 'S', color: 'Black', stock: 0 }, { size: 'M', color: 'Black', stock: 5 }],
    });
    await client.connect();
    // In bulk, as 100,000 shoppers' follows and alerts would have been written over weeks.
    await client.query('BEGIN');
    await client.query(`
      INSERT INTO users (username, password, email, first_name, last_name, email_verified)
      SELECT 'fan_' || g, '!bench-no-sign-in', 'fan.' || g || '@example.test', 'Fan', 'No' || g, true FROM generate_series(1, $1::int) g`, [audience]);
    await client.query(`INSERT INTO shop_follows (user_id, seller_id) SELECT id, $1 FROM users WHERE username LIKE 'fan\\_%' ORDER BY id`, [seller.id]);
    await client.query(`
      INSERT INTO stock_alerts (user_id, product_id, size, color)
      SELECT id, $1, 'S', 'Black' FROM users WHERE username LIKE 'fan\\_%' ORDER BY id`, [product.id]);
    const session = async (userId: number) => {
      const token = randomBytes(32).toString('base64url');
      await client.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [sessionIdOf(token), userId]);
      return `${SESSION_COOKIE}=${token}`;
    };
    const cookie = await session(seller.userId);
    const { rows: fans } = await client.query<{ id: number }>(`SELECT id FROM users WHERE username LIKE 'fan\\_%' ORDER BY id LIMIT $1`, [BELL_SESSIONS]);
    const shopperCookies: string[] = [];
    for (const fan of fans) shopperCookies.push(await session(fan.id));
    await client.query('COMMIT');
    await client.query('ANALYZE');
    console.log(`  ${audience} shoppers following a shop and waiting for its sold-out size, written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { productId: product.id, categoryId, cookie, shopperCookies };
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const readLine = (label: string, [result]: KindResult[], objective: boolean) =>
  `    shopper reads ${label.padEnd(20)} ${result!.jobs} at ${READS_PER_SECOND}/s  p50 ${result!.p50.toFixed(1)} ms  p99 ${result!.p99.toFixed(1)} ms  max ${result!.max.toFixed(1)} ms  ${
    result!.errors ? `${result!.errors} errors MISSED` : objective ? (result!.p99 < READS_P99_MS ? `p99 < ${READS_P99_MS} ms ok` : `p99 < ${READS_P99_MS} ms MISSED`) : 'no errors'}`;

/** Sends the seller's write, reads while the fan-out runs, and waits for the event to finish. */
async function fanOut(client: pg.Client, audience: number, label: string, write: () => Promise<Response>, reads: () => Promise<KindResult[]>) {
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
    `SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS users FROM notifications WHERE kind = $1 AND user_id IN (SELECT id FROM users WHERE username LIKE 'fan\\_%')`,
    [event.kind === 'restock' ? 'back_in_stock' : 'new_from_shop']);
  const ok = event.ms < TOLD_WITHIN_MS && event.told === audience && entries!.n === audience && entries!.users === audience;
  return [
    `    ${label}: the seller's request ${requestMs.toFixed(1)} ms; ${event.told} told (${entries!.n} entries, ${entries!.users} shoppers) in ${(event.ms / 1000).toFixed(1)} s after the write  ${ok ? `ok (all, once, < ${TOLD_WITHIN_MS / 1000} s)` : 'MISSED'}`,
    readLine(`during the ${label}`, readResult, true),
  ];
}

/** Open tabs' bells: each polls the unread count of its own shopper, varied across 2,000 sessions. */
async function bellLines(base: string, cookies: string[]): Promise<string[]> {
  const lines = [`    the bell, open loop (each open tab asks every ${NOTIFICATION_LIMITS.unreadPollMs / 1000} s; ${cookies.length} shoppers' sessions):`];
  let next = 0;
  const job = () => ({ kind: 'bell', calls: [{ path: '/api/account/notifications/unread-count', headers: { cookie: cookies[next++ % cookies.length]! } }] });
  for (const tabs of BELL_TABS) {
    const rate = (tabs * 1000) / NOTIFICATION_LIMITS.unreadPollMs;
    const [result] = await openLoop(base, rate, READ_SECONDS, job, 2);
    const ok = result!.errors === 0 && result!.p99 < BELL_P99_MS;
    lines.push(`      ${String(tabs).padStart(5)} tabs = ${rate.toFixed(0).padStart(4)} req/s  p50 ${result!.p50.toFixed(1)} ms  p99 ${result!.p99.toFixed(1)} ms  ${result!.errors} errors  p99 < ${BELL_P99_MS} ms: ${ok ? 'ok' : 'MISSED'}`);
    console.log(lines.at(-1));
  }
  return lines;
}

/** The whole measure on a running app (`base`) over `databaseUrl`, whose catalogue has `products` products. */
export async function notificationsBench(base: string, databaseUrl: string, products: number, audience: number): Promise<string[]> {
  const lines = [`  notifications (decision 018): ${audience} followers of one shop, ${audience} shoppers waiting for one size:`];
  console.log(lines[0]);
  const scene = await prepareFanOut(databaseUrl, audience);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const browse = shopperMixes(products).find((mix) => mix.name.startsWith('browse'))!;
    let next = 0;
    const reads = () => openLoop(base, READS_PER_SECOND, READ_SECONDS, () => ({ kind: 'browse', calls: [{ path: browse.paths[next++ % browse.paths.length]! }] }));
    await reads();
    lines.push(readLine('idle', await reads(), false));
    const headers = { cookie: scene.cookie, 'content-type': 'application/json' };
    lines.push(...await fanOut(client, audience, 'restock', () => fetch(`${base}/api/products/${scene.productId}`, {
      method: 'PUT', headers, body: JSON.stringify({ variants: [{ size: 'S', color: 'Black', stock: 25 }, { size: 'M', color: 'Black', stock: 5 }] }),
    }), reads));
    console.log(lines.slice(-2).join('\n'));
    lines.push(...await fanOut(client, audience, 'new drop', () => fetch(`${base}/api/products`, {
      method: 'POST', headers,
      body: JSON.stringify({ name: 'Bench Drop Tee', price: '35.00', categoryId: scene.categoryId, images: ['https://images.example.com/drop.webp'], sizes: ['M'], colors: ['Black'], stock: 10 }),
    }), reads));
    console.log(lines.slice(-2).join('\n'));
    const { rows: [mails] } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE "to" LIKE 'fan.%'`);
    lines.push(`    mails queued in the outbox for the restock: ${mails!.n}`);
    lines.push(readLine('idle again', await reads(), false));
    lines.push(...await bellLines(base, scene.shopperCookies));
  } finally {
    await client.end().catch(() => undefined);
  }
  return lines;
}
