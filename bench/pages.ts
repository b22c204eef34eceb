/**
 * Pages rendered on the server (issue 27, "It must stay fast"): a product page's HTML
 * (`/product/:id`) against its JSON (`/api/products/:id`) under varied load, thousands of distinct
 * listed products, open loop at fixed rates, both in the same run at the same rate; the objective
 * is the HTML's p99 within twice the JSON's. The home page's HTML (`/`) and its first page of
 * products run alongside, at a quarter of that rate each. Every request comes without a session,
 * as a visitor's would, so the shared visitor cache may serve pages as it serves the JSON.
 */
import { seededRandom } from '../server/seed/random.js';
import { openLoop, type Call, type Job, type KindResult } from './open-loop.js';

export const HTML_TO_JSON_P99 = 2;
export const DEFAULT_PAGE_RATES = [100, 200];
const PRODUCT_IDS = 5_000;
const WARM_UP_SECONDS = 2;

const KINDS = {
  productHtml: 'product page HTML',
  productJson: 'product JSON',
  homeHtml: 'home page HTML',
  homeJson: 'home JSON (first page)',
} as const;

// What a browser's address bar and the app's api client send.
const html = (path: string): Call => ({ path, type: 'text/html', headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
const json = (path: string): Call => ({ path, type: 'application/json', headers: { accept: 'application/json' } });

/**
 * Distinct product ids the JSON answers 200 for: the demo catalogue holds a paused product, whose
 * 404 is right. Only the JSON decides, so a page that answers anything but 200 for a product the
 * JSON shows counts as an error below, and asking each JSON once here can only favour the JSON.
 */
async function listedProductIds(base: string, products: number): Promise<number[]> {
  const random = seededRandom(27);
  const candidates = new Set<number>();
  for (let tries = 0; candidates.size < Math.min(PRODUCT_IDS, products) && tries < PRODUCT_IDS * 20; tries++) {
    candidates.add(random.int(1, products));
  }
  const listed: number[] = [];
  const ids = [...candidates];
  for (let i = 0; i < ids.length; i += 50) {
    const answers = await Promise.all(ids.slice(i, i + 50).map(async (id) => ((await fetch(`${base}/api/products/${id}`)).status === 200 ? id : null)));
    listed.push(...answers.filter((id): id is number => id !== null));
  }
  return listed;
}

/** Of every ten jobs: four product pages, four product JSONs (each a random product), one home page, one home JSON. */
function jobs(ids: number[], seed: number): () => Job {
  const random = seededRandom(seed);
  const cycle: Array<() => Job> = [
    ...Array.from({ length: 4 }, () => [
      () => ({ kind: KINDS.productHtml, calls: [html(`/product/${random.pick(ids)}`)] }),
      () => ({ kind: KINDS.productJson, calls: [json(`/api/products/${random.pick(ids)}`)] }),
    ]).flat(),
    () => ({ kind: KINDS.homeHtml, calls: [html('/')] }),
    () => ({ kind: KINDS.homeJson, calls: [json('/api/products')] }),
  ];
  let n = 0;
  return () => cycle[n++ % cycle.length]!();
}

/** Whether the server rendered the product into its page, or answered the client's empty shell. */
async function whatPagesAre(base: string, id: number): Promise<string> {
  const product = await (await fetch(`${base}/api/products/${id}`)).json() as { name: string };
  const productPage = await fetch(`${base}/product/${id}`);
  const page = await productPage.text();
  const jsonBytes = (await (await fetch(`${base}/api/products/${id}`)).arrayBuffer()).byteLength;
  const homeBytes = (await (await fetch(`${base}/`)).arrayBuffer()).byteLength;
  const escaped = product.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
  const rendered = page.includes(product.name) || page.includes(escaped);
  return `  pages: ${rendered ? 'rendered on the server (the product\'s name is in its HTML)' : 'the client shell (the product\'s name is not in its HTML: no server rendering in this build)'}; `
    + `product ${id}: HTML ${(page.length / 1024).toFixed(1)} KB (${productPage.status}, ${productPage.headers.get('content-type')}), JSON ${(jsonBytes / 1024).toFixed(1)} KB; home page HTML ${(homeBytes / 1024).toFixed(1)} KB`;
}

const ms = (value: number) => value.toFixed(1).padStart(6);
const errors = (result: KindResult) => (result.errors ? `${result.errors} errors MISSED` : 'no errors ok');

function kindLine(rate: number, result: KindResult): string {
  return `  open ${String(rate).padStart(4)}/s  ${result.kind.padEnd(24)} ${String(result.jobs).padStart(6)} requests  p50 ${ms(result.p50)} ms  p99 ${ms(result.p99)} ms  max ${ms(result.max)} ms  ${errors(result)}`;
}

/** The objective: HTML p99 within 2x JSON p99, and neither answered with errors (errors are fast). */
function ratioLine(rate: number, label: string, page: KindResult, data: KindResult, objective: boolean): string {
  const ratio = page.p99 / data.p99;
  const clean = page.errors === 0 && data.errors === 0;
  const verdict = !objective ? '(information)'
    : ratio <= HTML_TO_JSON_P99 && clean ? 'ok' : `MISSED${clean ? '' : ' (errors)'}`;
  return `  open ${String(rate).padStart(4)}/s  ${label}: HTML p99 ${page.p99.toFixed(1)} ms / JSON p99 ${data.p99.toFixed(1)} ms = ${ratio.toFixed(2)}x  `
    + `HTML p99 within ${HTML_TO_JSON_P99}x JSON p99 ${verdict}`;
}

/**
 * Each rate (product pages per second, and as many product JSONs) for `seconds`, after
 * WARM_UP_SECONDS at that rate unmeasured, as a running shop has rendered pages before.
 */
export async function pagesOpenLoop(base: string, products: number, rates: number[], seconds: number): Promise<string[]> {
  const ids = await listedProductIds(base, products);
  if (!ids.length) return ['  pages: no listed product found  MISSED'];
  const lines = [
    `  pages open loop (${ids.length} distinct listed products, no session, fixed arrival rate, latency from when each request was due; ${seconds} s a rate; home page and its JSON at a quarter of the rate each):`,
    await whatPagesAre(base, ids[0]!),
  ];
  console.log(lines.join('\n'));
  for (const [index, rate] of rates.entries()) {
    const jobsPerSecond = (rate * 10) / 4;
    const results = new Map((await openLoop(base, jobsPerSecond, seconds, jobs(ids, 100 + index), WARM_UP_SECONDS)).map((r) => [r.kind, r]));
    const kindLines = Object.values(KINDS).map((kind) => kindLine(rate, results.get(kind)!));
    lines.push(
      ...kindLines,
      ratioLine(rate, 'product', results.get(KINDS.productHtml)!, results.get(KINDS.productJson)!, true),
      ratioLine(rate, 'home   ', results.get(KINDS.homeHtml)!, results.get(KINDS.homeJson)!, false),
    );
    console.log(lines.slice(-(kindLines.length + 2)).join('\n'));
  }
  return lines;
}
