/**
 * `npm run bench`: builds a 100,000-product catalogue on the PostgreSQL server and a 10,000-product
 * one on PGlite, starts the app on each, measures each varied mix's open-loop capacity at p99 < 25 ms
 * against a bare node:http server's (bench/capacity.ts) and the CPU time a request costs at one
 * fixed rate, against the bare server's (bench/cpu-cost.ts), drives it with autocannon (50 connections, 10 s a line)
 * and compares it with a bare node:http server answering the first page from memory. The first
 * lines repeat one URL each; the mixes (bench/mixes.ts) send thousands of distinct ones.
 * On the PostgreSQL server it also loads 1,000,000 reviews (bench/review-corpus.ts) and measures
 * reading them (bench/reviews-mix.ts) and 50 concurrent writers on one product (bench/review-writes.ts),
 * then the notification fan-out to 100,000 shoppers and the bell's polling (bench/fan-out.ts).
 * On both it measures product pages' HTML against their JSON, open loop (bench/pages.ts).
 * Options: --products N (both), --duration S, --connections N, --only postgres|pglite, --cache off
 * (no reply cache), --mixes off, --reviews off, --notifications off, --audience N (100000),
 * --pages off|only (only: the pages' lines and nothing else), --page-rates 100,200, --page-seconds S (20),
 * --capacity off|only (only: the capacities at the objective, with memory, and nothing else), --capacity-seconds S (4).
 */
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/open.js';
import { seedDemo } from '../server/seed/seed.js';
import { createDiskStorage } from '../server/storage/disk-storage.js';
import { homePageJavaScript } from './bundle-size.js';
import { residentMb, startProcess, stopProcess } from './processes.js';
import { memoryParts, memoryPartsText } from './memory-parts.js';
import { shopperMixes, type Mix } from './mixes.js';
import { loadReviewCorpus, type CorpusSummary } from './review-corpus.js';
import { listedProducts, reviewsMix, reviewsOpenLoop, type ReviewedProduct } from './reviews-mix.js';
import { reviewWrites } from './review-writes.js';
import { notificationsBench } from './fan-out.js';
import { DEFAULT_PAGE_RATES, pagesOpenLoop } from './pages.js';
import { capacityLine, measureCapacity, P99_OBJECTIVE_MS } from './capacity.js';
import { writeDelay } from './write-delay.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const PRODUCTS = {
  postgres: Number(option('products', '100000')),
  pglite: Number(option('products', '10000')),
};
/** Product pages' HTML against their JSON (bench/pages.ts); `only` runs that section alone, e.g. on a small catalogue. */
const PAGES = option('pages', 'on');
const PAGES_ONLY = PAGES === 'only';
const PAGE_RATES = option('page-rates', DEFAULT_PAGE_RATES.join(',')).split(',').map(Number);
/** Longer than a closed-loop line: a ratio of two p99s needs a few thousand requests of each to be more than one pause's luck. */
const PAGE_SECONDS = Number(option('page-seconds', '20'));
/** Each mix's open-loop capacity at p99 < 25 ms against the bare server's (bench/capacity.ts); `only` runs that alone. */
const CAPACITY = PAGES_ONLY ? 'off' : option('capacity', 'on');
const CAPACITY_ONLY = CAPACITY === 'only';
/** Seconds each capacity probe is measured for (after a second unmeasured at its rate). */
const CAPACITY_SECONDS = Number(option('capacity-seconds', '4'));
const MIXES = PAGES_ONLY || CAPACITY_ONLY ? 'off' : option('mixes', 'on');
const REVIEWS = PAGES_ONLY || CAPACITY_ONLY ? 'off' : option('reviews', 'on');
/** The notification fan-out at 100,000 and the bell's polling (PostgreSQL server only; bench/fan-out.ts). */
const NOTIFICATIONS = PAGES_ONLY || CAPACITY_ONLY ? 'off' : option('notifications', 'on');
const FAN_OUT_AUDIENCE = Number(option('audience', '100000'));
/** Seconds of each mix sent before it is measured: the words a shop's shoppers use are analysed once, then remembered. */
const WARM_UP = 2;
const IDLE_WAIT_S = 45;
const DURATION = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '50'));
const ONLY = option('only', 'both');
const CACHE = option('cache', 'on');
// What `npm start` runs: every request logged at info, unless told otherwise.
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'info';
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The node flags and environment `npm start` runs the server with (package.json): the bench measures that process. */
const START_WORDS = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
const START_FLAGS = START_WORDS.filter((word) => word.startsWith('--'));
const START_ENV = Object.fromEntries(START_WORDS.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]));

interface Endpoint { name: string; path: string; p99Target?: number; ratioTarget?: number }

const ENDPOINTS: Endpoint[] = [
  { name: 'first page', path: '/api/products', p99Target: 25, ratioTarget: 0.25 },
  { name: 'filtered page', path: '/api/products?category=hoodies&sizes=M,L&minPrice=20&maxPrice=90&sort=price-low', p99Target: 25, ratioTarget: 0.25 },
  { name: 'search', path: '/api/products?search=midnight%20hoodie', p99Target: 40 },
  { name: 'typo search', path: '/api/products?search=hoddie', p99Target: 40 },
  { name: 'one product', path: '/api/products/PRODUCT_ID' },
];

interface Measurement { name: string; rps: number; p50: number; p99: number; errors: number }

/** One URL repeated, or, with `paths`, a random one of them for every request. */
async function measure(name: string, url: string, paths?: string[], duration = DURATION): Promise<Measurement> {
  const requests = paths && [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)]! }) }];
  const result = await autocannon({ url, connections: CONNECTIONS, duration, ...(requests ? { requests } : {}) });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function prepareServerDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS threadline_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE threadline_bench');
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = '/threadline_bench';
  return url.toString();
}

async function dropServerDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS threadline_bench WITH (FORCE)');
  await admin.end();
}

async function seed(env: { DATABASE_URL?: string; DATA_DIR: string }, products: number): Promise<void> {
  const started = Date.now();
  const database = await openDatabase({ ...env, DATABASE_POOL_SIZE: 4 });
  await database.migrate();
  await seedDemo(database, createDiskStorage(path.join(env.DATA_DIR, 'uploads')), { products });
  await database.close();
  console.log(`  seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function row(m: Measurement, baseline: Measurement, targets: { p99Target?: number; ratioTarget?: number } = {}): string {
  const ratio = m.rps / baseline.rps;
  const checks = [
    targets.p99Target === undefined ? '' : m.p99 < targets.p99Target ? `p99<${targets.p99Target}ms ok` : `p99<${targets.p99Target}ms MISSED`,
    targets.ratioTarget === undefined ? '' : ratio >= targets.ratioTarget ? `ratio>=${targets.ratioTarget} ok` : `ratio>=${targets.ratioTarget} MISSED`,
    // Error replies are fast: a run with any of them measures the errors, not the shop.
    m.errors ? `${m.errors} errors MISSED` : 'no errors ok',
  ].filter(Boolean).join(', ');
  return `  ${m.name.padEnd(22)} ${m.rps.toFixed(0).padStart(8)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(4)} ms  ${(ratio * 100).toFixed(1).padStart(5)}% of baseline  ${checks}`;
}

async function benchTarget(label: 'postgres' | 'pglite', baselineBody: { current: string | null }): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `threadline-bench-${label}-`));
  const databaseUrl = label === 'postgres' ? await prepareServerDatabase() : undefined;
  const products = PRODUCTS[label];
  const lines: string[] = [`${label === 'postgres' ? 'PostgreSQL server' : 'PGlite (embedded)'}: ${products} products`];
  console.log(`\n== ${lines[0]}`);
  await seed({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, products);
  // Before the app starts: its catalogue read model is built from the ratings the reviews give.
  let corpus: CorpusSummary | null = null;
  let reviewed: ReviewedProduct[] = [];
  if (databaseUrl && REVIEWS === 'on') {
    console.log('  loading the reviews');
    corpus = await loadReviewCorpus(databaseUrl);
    reviewed = await listedProducts(databaseUrl);
    lines.push(`  reviews: ${corpus.reviews} on ${corpus.products} products in ${corpus.orders} delivered orders, loaded in ${corpus.seconds.toFixed(1)} s (figures rebuilt, analyzed)`);
    console.log(lines.at(-1));
  }
  // What `npm start` runs: the server bundle (scripts/build-server.mjs), built at the top.
  const app = await startProcess([...START_FLAGS, 'dist/server/server.js'], {
    ...START_ENV, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL, BANK_TRANSFER_DETAILS: 'Bench Ltd, IBAN DE89 3704 0044 0532 0130 00',
    ...(CACHE === 'off' ? { CATALOG_CACHE_ENTRIES: '0' } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const base = `http://127.0.0.1:${app.port}`;
  const baselineFile = path.join(dataDir, 'first-page.json');
  try {
    const built = Date.now();
    while ((await fetch(`${base}/api/health`)).status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
    console.log(`  app ready (catalogue read model built) ${((Date.now() - built) / 1000).toFixed(1)} s after it listened`);
    const firstPage = await fetch(`${base}/api/products`);
    const firstPageBody = await firstPage.text();
    const productId = (JSON.parse(firstPageBody) as Array<{ id: number }>)[0]!.id;
    if (PAGES_ONLY) {
      lines.push(...(await pagesOpenLoop(base, products, PAGE_RATES, PAGE_SECONDS)));
      return lines;
    }
    const readyMb = residentMb(app.child.pid);
    if (corpus) {
      const hot = await (await fetch(`${base}/api/products/${corpus.hotProductId}`)).json() as { totalReviews?: number };
      const expected = reviewed.find((p) => p.id === corpus.hotProductId)?.reviews;
      lines.push(`  catalogue read model shows the reviews' figures (product ${corpus.hotProductId}: ${hot.totalReviews} reviews)  ${hot.totalReviews === expected ? 'ok' : `MISSED (${expected} in the database)`}`);
      console.log(lines.at(-1));
    }
    // The build's garbage is returned to the system when V8 finds the process idle, 25-30 s after
    // the build ends as measured: idle memory is what the process holds once that has happened.
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_S * 1000));
    const idleMb = residentMb(app.child.pid);
    const idleParts = memoryParts(app.child.pid);
    console.log(`  memory: ${readyMb} MB when ready, ${idleMb} MB after ${IDLE_WAIT_S} s idle`);
    writeFileSync(baselineFile, baselineBody.current ?? firstPageBody);
    baselineBody.current ??= firstPageBody;

    const baselineServer = await startProcess(['bench/baseline-server.mjs', baselineFile], {});
    const baselineBase = `http://127.0.0.1:${baselineServer.port}`;
    const baseline = await measure('node:http baseline', `${baselineBase}/`);
    const bare = CAPACITY === 'off' ? null : await measureCapacity({ base: baselineBase, name: 'bare node:http', paths: ['/'], seed: 1, seconds: CAPACITY_SECONDS, serverPid: baselineServer.child.pid });
    await stopProcess(baselineServer.child);
    lines.push(row(baseline, baseline));

    if (bare) {
      lines.push(`  capacity at p99 < ${P99_OBJECTIVE_MS} ms, open loop (rate doubled, then bisected; ${CAPACITY_SECONDS} s a probe after 1 s at its rate), as a share of the bare server's:`);
      lines.push(capacityLine(bare, bare));
      console.log(lines.at(-1));
      const mixes = await Promise.all(shopperMixes(products).map((m) => listedOnly(base, m)));
      for (const [index, mix] of mixes.entries()) {
        const capacity = await measureCapacity({ base, name: mix.name, paths: mix.paths, seed: 280 + index, seconds: CAPACITY_SECONDS, serverPid: app.child.pid });
        lines.push(capacityLine(capacity, bare, mix.name.includes('one product') ? 0.6 : 0.25));
        console.log(lines.at(-1));
      }
    }
    for (const endpoint of CAPACITY_ONLY ? [] : ENDPOINTS) {
      const url = `${base}${endpoint.path.replace('PRODUCT_ID', String(productId))}`;
      const m = await measure(endpoint.name, url);
      lines.push(row(m, baseline, endpoint));
      console.log(lines.at(-1));
    }
    if (MIXES === 'on') {
      lines.push(`  varied mixes (5,000 distinct URLs each, one picked at random per request; each warmed ${WARM_UP} s first, as a running shop is):`);
      for (const mix of [...(await Promise.all(shopperMixes(products).map((m) => listedOnly(base, m)))), ...(corpus ? [reviewsMix(reviewed)] : [])]) {
        await measure(`${mix.name} (warm-up)`, base, mix.paths, WARM_UP);
        const m = await measure(mix.name, base, mix.paths);
        // The reviews mix, closed loop, is information: its objective is measured open loop below.
        lines.push(row(m, baseline, mix.name.startsWith('reviews') ? {} : { p99Target: 25 }));
        console.log(lines.at(-1));
      }
    }
    if (corpus) {
      lines.push(...(await reviewsOpenLoop(base, reviewed)));
      lines.push(...(await reviewWrites(base, databaseUrl!, corpus.hotProductId)));
    }
    if (PAGES === 'on' && !CAPACITY_ONLY) lines.push(...(await pagesOpenLoop(base, products, PAGE_RATES, PAGE_SECONDS)));
    if (databaseUrl && NOTIFICATIONS === 'on') lines.push(...(await notificationsBench(base, databaseUrl, products, FAN_OUT_AUDIENCE)));
    if (!CAPACITY_ONLY) lines.push(...(await imageCheck(base, firstPageBody)));
    if (databaseUrl) lines.push(await writeDelayAcrossInstances(base, databaseUrl, firstPageBody));
    const afterMb = residentMb(app.child.pid);
    const afterParts = memoryParts(app.child.pid);
    // Right after the last overload probe V8 still holds the heap it grew for it, so the figure
    // follows the rates the machine reached. What the process keeps shows once it has been idle as
    // long as the idle reading waited (issue 28).
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_S * 1000));
    const settledMb = residentMb(app.child.pid);
    const settledParts = memoryParts(app.child.pid);
    const limitMb = label === 'postgres' && products >= 100_000 ? 350 : label === 'pglite' && products <= 10_000 ? 300 : null;
    const memoryCheck = limitMb === null ? ''
      : Math.max(idleMb ?? Infinity, afterMb ?? Infinity) <= limitMb ? `  ok (<= ${limitMb} MB)` : `  MISSED (<= ${limitMb} MB)`;
    lines.push(`  memory: app process RSS ${readyMb ?? '?'} MB when ready (before the build's garbage is collected), ${idleMb ?? '?'} MB idle (${IDLE_WAIT_S} s later), ${afterMb ?? '?'} MB after the endpoints and mixes${memoryCheck}, ${settledMb ?? '?'} MB ${IDLE_WAIT_S} s after them`);
    lines.push(`    by part, idle: ${memoryPartsText(idleParts)}`, `    by part, after: ${memoryPartsText(afterParts)}`, `    by part, ${IDLE_WAIT_S} s after: ${memoryPartsText(settledParts)}`);
  } finally {
    await stopProcess(app.child);
    rmSync(dataDir, { recursive: true, force: true });
    if (label === 'postgres') await dropServerDatabase();
  }
  return lines;
}

/** A second instance on the same database, then a write's delay until both show it (bench/write-delay.ts). */
async function writeDelayAcrossInstances(base: string, databaseUrl: string, firstPageBody: string): Promise<string> {
  const started = Date.now();
  const secondDataDir = mkdtempSync(path.join(tmpdir(), 'threadline-bench-second-'));
  const second = await startProcess([...START_FLAGS, 'dist/server/server.js'], {
    ...START_ENV, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: secondDataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl,
    BANK_TRANSFER_DETAILS: 'Bench Ltd, IBAN DE89 3704 0044 0532 0130 00',
  });
  try {
    const secondBase = `http://127.0.0.1:${second.port}`;
    while ((await fetch(`${secondBase}/api/health`)).status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
    console.log(`  second instance ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const ids = (JSON.parse(firstPageBody) as Array<{ id: number }>).map((p) => p.id);
    const line = await writeDelay(databaseUrl, [base, secondBase], ids);
    console.log(line);
    return line;
  } finally {
    await stopProcess(second.child);
    rmSync(secondDataDir, { recursive: true, force: true });
  }
}

/** The card images a home page shows must be resized WebP of at most 60 KB. */
async function imageCheck(base: string, firstPageBody: string): Promise<string[]> {
  const images = (JSON.parse(firstPageBody) as Array<{ images: string[] }>).map((p) => p.images[0]!).filter((i) => i.startsWith('/objects/'));
  let largest = 0;
  let notWebp = 0;
  for (const image of images) {
    const response = await fetch(`${base}${image}?variant=card`);
    largest = Math.max(largest, (await response.arrayBuffer()).byteLength);
    if (response.headers.get('content-type') !== 'image/webp') notWebp++;
  }
  const ok = largest <= 60 * 1024 && notWebp === 0;
  return [`  card images: ${images.length} checked, largest ${(largest / 1024).toFixed(1)} KB, ${notWebp} not WebP  ${ok ? 'ok' : 'MISSED (<= 60 KB WebP)'}`];
}

/**
 * A mix of product pages by random id keeps the ids that answer 200: the demo catalogue holds a
 * paused product (the favourites page's "Unavailable" story), whose 404 is right, not an error.
 */
async function listedOnly(base: string, mix: Mix): Promise<Mix> {
  if (!mix.name.includes('random id')) return mix;
  const kept: string[] = [];
  for (let i = 0; i < mix.paths.length; i += 50) {
    const answers = await Promise.all(mix.paths.slice(i, i + 50).map(async (p) => ((await fetch(`${base}${p}`)).status === 200 ? p : null)));
    kept.push(...answers.filter((p): p is string => p !== null));
  }
  return { ...mix, paths: kept };
}

function bundleLine(): string {
  if (!existsSync('dist/client/index.html')) {
    spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const { files, gzipBytes } = homePageJavaScript('dist/client');
  const kb = gzipBytes / 1024;
  return `home page initial JavaScript: ${kb.toFixed(1)} KB gzipped in ${files.length} files  ${kb <= 130 ? 'ok (<= 130 KB)' : 'MISSED (<= 130 KB)'}`;
}

const report: string[] = [`npm run bench: ${CONNECTIONS} connections, ${DURATION} s per endpoint, catalogue cache ${CACHE}, log level ${LOG_LEVEL}, app started with ${[...Object.entries(START_ENV).map(([name, value]) => `${name}=${value}`), ...START_FLAGS].join(' ') || 'no node flags'}, baseline = bare node:http with the first page from memory`];
const baselineBody = { current: null as string | null };
// What `npm start` serves: the client, the server-rendering bundle and the server, as `npm run build` makes them.
if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
if (ONLY !== 'pglite') report.push(...(await benchTarget('postgres', baselineBody)));
if (ONLY !== 'postgres') report.push(...(await benchTarget('pglite', baselineBody)));
report.push(bundleLine());
console.log(`\n${report.join('\n')}`);
