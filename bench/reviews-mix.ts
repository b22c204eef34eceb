/**
 * Shoppers reading reviews (issue 23, "Scale"): thousands of products, most with a few reviews,
 * some with hundreds or thousands, read with every sort, star filter, "with photos" and pages
 * 1-3. Measured closed-loop with the other mixes (information) and open-loop at fixed rates,
 * where the objective is one product's first reviews page with its summary under 20 ms at p99.
 */
import pg from 'pg';
import { seededRandom, type Random } from '../server/seed/random.js';
import { REVIEW_LIMITS, REVIEW_SORTS } from '../shared/review-schemas.js';
import { openLoop, type Job, type KindResult } from './open-loop.js';
import type { Mix } from './mixes.js';

export interface ReviewedProduct { id: number; reviews: number }

export const FIRST_PAGE_P99_MS = 20;
export const OPEN_LOOP_RATES = [400, 800];
const OPEN_LOOP_SECONDS = 10;
const URLS = 5_000;
const PRODUCTS_READ = 3_000;

/** The listed products and their review counts, as the corpus left them. */
export async function listedProducts(databaseUrl: string): Promise<ReviewedProduct[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; total_reviews: number }>('SELECT id, total_reviews FROM products WHERE is_listed ORDER BY id');
    return rows.map((row) => ({ id: row.id, reviews: row.total_reviews }));
  } finally {
    await client.end();
  }
}

/** Every product with a thousand reviews or more, a few hundred of those with hundreds, and the rest from the long tail, 1 in 10 unreviewed. */
function productsRead(all: ReviewedProduct[], random: Random): ReviewedProduct[] {
  const by = (test: (reviews: number) => boolean) => all.filter((p) => test(p.reviews));
  const hot = by((n) => n >= 1000);
  const many = random.sample(by((n) => n >= 100 && n < 1000), 300);
  const none = random.sample(by((n) => n === 0), PRODUCTS_READ / 10);
  const few = random.sample(by((n) => n > 0 && n < 100), PRODUCTS_READ - hot.length - many.length - none.length);
  return [...hot, ...many, ...few, ...none];
}

/** One reviews page of a product: a sort, sometimes a star filter or photos only, a page there is. */
function listPath(product: ReviewedProduct, random: Random): string {
  const query = [`sort=${random.pick(REVIEW_SORTS)}`];
  if (random.chance(0.25)) query.push(`stars=${random.int(1, 5)}`);
  if (random.chance(0.15)) query.push('withPhotos=true');
  const pages = Math.min(3, Math.max(1, Math.ceil(product.reviews / REVIEW_LIMITS.pageSize)));
  query.push(`page=${random.int(1, pages)}`);
  return `/api/products/${product.id}/reviews?${query.join('&')}`;
}

const summaryPath = (product: ReviewedProduct) => `/api/products/${product.id}/review-summary`;
/** What the product page asks first: the most helpful reviews and the summary. */
const firstPagePath = (product: ReviewedProduct) => `/api/products/${product.id}/reviews`;

/** 5,000 distinct URLs: lists with sorts and filters, and a summary in four. */
export function reviewsMix(all: ReviewedProduct[], seed = 23): Mix {
  const random = seededRandom(seed);
  const read = productsRead(all, random);
  const paths = new Set<string>();
  for (let tries = 0; paths.size < URLS && tries < URLS * 20; tries++) {
    const product = random.pick(read);
    paths.add(random.chance(0.25) ? summaryPath(product) : listPath(product, random));
  }
  return { name: 'reviews: sorts, filters', paths: [...paths] };
}

/** Open-loop jobs: one in three is a product page (first page + summary, together), the rest one other list. */
function jobs(all: ReviewedProduct[], seed: number): () => Job {
  const random = seededRandom(seed);
  const read = productsRead(all, random);
  let n = 0;
  return () => {
    const product = random.pick(read);
    return n++ % 3 === 0
      ? { kind: 'first page + summary', calls: [{ path: firstPagePath(product) }, { path: summaryPath(product) }] }
      : { kind: 'other lists', calls: [{ path: listPath(product, random) }] };
  };
}

const ms = (value: number) => value.toFixed(1).padStart(6);

function line(rate: number, result: KindResult): string {
  const target = result.kind === 'first page + summary'
    ? `p99<${FIRST_PAGE_P99_MS}ms ${result.p99 < FIRST_PAGE_P99_MS ? 'ok' : 'MISSED'}, `
    : '';
  const errors = result.errors ? `${result.errors} errors MISSED` : 'no errors ok';
  return `  open ${String(rate).padStart(4)} req/s  ${result.kind.padEnd(22)} ${String(result.jobs).padStart(6)} jobs  p50 ${ms(result.p50)} ms  p99 ${ms(result.p99)} ms  max ${ms(result.max)} ms  ${target}${errors}`;
}

/**
 * Each rate for 10 s (after 2 s at that rate unmeasured). A job of two calls counts two towards
 * the rate: 3 jobs are 4 requests.
 */
export async function reviewsOpenLoop(base: string, all: ReviewedProduct[]): Promise<string[]> {
  const lines = [`  reviews open loop (fixed arrival rate, latency from when each request was due; ${OPEN_LOOP_SECONDS} s a rate):`];
  for (const [index, rate] of OPEN_LOOP_RATES.entries()) {
    const jobsPerSecond = (rate * 3) / 4;
    const results = await openLoop(base, jobsPerSecond, OPEN_LOOP_SECONDS, jobs(all, index), 2);
    for (const result of results.sort((a, b) => a.kind.localeCompare(b.kind))) {
      lines.push(line(rate, result));
      console.log(lines.at(-1));
    }
  }
  return lines;
}
