/**
 * The sitemap (issue 27): one stream of the addresses shoppers may open, in a fixed order (home,
 * content pages, categories, the vendor directory, shops, products by id), cut every 50,000 into
 * /sitemaps/<n>.xml files listed by /sitemap.xml. Built from the database on first ask and kept
 * until the catalogue changes (catalog_changed, as the JSON cache).
 */
import type { Db } from '../../db/client.js';
import { categoryPages, newestListedProduct, productPage, productRuns, shopPages, type ProductRun } from './sitemap.repo.js';

/** The protocol's limit per file (sitemaps.org). */
export const URLS_PER_FILE = 50_000;
/** Products read per query while a file is written: keeps each round trip and its rows small. */
const PRODUCTS_PER_READ = 5_000;

/**
 * The content pages (client/src/lib/paths.ts) and when their text last changed: they live in the
 * client bundle, not the database, so the date is written here when one of them is edited.
 */
export const CONTENT_PAGES = ['/shipping', '/returns', '/pricing', '/size-guide', '/help', '/support', '/contact', '/privacy', '/terms', '/cookies'];
export const CONTENT_PAGES_UPDATED = '2026-11-27T07:49:47Z';

interface SitemapUrl {
  path: string;
  lastmod: string | null;
}

interface Plan {
  /** Every address before the products (a few hundred: categories and shops). */
  pages: SitemapUrl[];
  runs: ProductRun[];
  fileCount: number;
}

export interface Sitemap {
  /** The sitemap index. */
  index(): Promise<string>;
  /** File n (from 1), or null when there is no such file. */
  file(n: number): Promise<string | null>;
  /** The catalogue changed: forget what was built. */
  invalidate(): void;
}

export interface SitemapOptions {
  db: Db;
  /** Where the addresses point (env.ts linkOriginOf). */
  origin: string;
  urlsPerFile?: number;
  /** How long a build is kept without a change being heard: the bound of a missed notification. */
  ttlMs?: number;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function newest(dates: (string | null)[]): string | null {
  // W3C datetimes in UTC of one length compare as text.
  return dates.reduce<string | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);
}

export function createSitemap(options: SitemapOptions): Sitemap {
  const { db } = options;
  const origin = options.origin.replace(/\/+$/, '');
  const perFile = options.urlsPerFile ?? URLS_PER_FILE;
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const built = new Map<string, Promise<string | null>>();
  let plan: Promise<Plan> | null = null;
  let generation = 0;
  let builtAt = Date.now();

  const entry = (tag: 'url' | 'sitemap', loc: string, lastmod: string | null) =>
    `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>\n`;

  async function loadPlan(): Promise<Plan> {
    const [catalogueChanged, categories, shops] = await Promise.all([newestListedProduct(db), categoryPages(db), shopPages(db)]);
    const pages: SitemapUrl[] = [
      { path: '/', lastmod: catalogueChanged },
      ...CONTENT_PAGES.map((path) => ({ path, lastmod: CONTENT_PAGES_UPDATED })),
      ...categories.map((category) => ({ path: `/?category=${encodeURIComponent(category.key)}`, lastmod: category.lastmod })),
      { path: '/sellers', lastmod: newest(shops.map((shop) => shop.lastmod)) },
      ...shops.map((shop) => ({ path: `/seller/${shop.key}`, lastmod: shop.lastmod })),
    ];
    const runs = await productRuns(db, pages.length, perFile);
    const fileCount = Math.max(Math.ceil(pages.length / perFile), ...runs.map((run) => run.file + 1));
    return { pages, runs, fileCount };
  }

  const pagesOf = (current: Plan, file: number) => current.pages.slice(file * perFile, (file + 1) * perFile);

  async function buildIndex(): Promise<string> {
    const current = await currentPlan();
    let xml = `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n`;
    for (let file = 0; file < current.fileCount; file++) {
      const run = current.runs.find((candidate) => candidate.file === file);
      const lastmod = newest([...pagesOf(current, file).map((page) => page.lastmod), run?.lastmod ?? null]);
      xml += entry('sitemap', `${origin}/sitemaps/${file + 1}.xml`, lastmod);
    }
    return `${xml}</sitemapindex>\n`;
  }

  async function buildFile(current: Plan, file: number): Promise<string> {
    const parts = [`${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`];
    for (const page of pagesOf(current, file)) parts.push(entry('url', `${origin}${page.path}`, page.lastmod));
    const run = current.runs.find((candidate) => candidate.file === file);
    // Keyset pages through the run, so no read holds more than a few thousand rows.
    for (let afterId = 0; run;) {
      const rows = await productPage(db, run, afterId, PRODUCTS_PER_READ);
      let chunk = '';
      for (const row of rows) chunk += entry('url', `${origin}/product/${row.id}`, row.lastmod);
      parts.push(chunk);
      if (rows.length < PRODUCTS_PER_READ) break;
      afterId = rows[rows.length - 1]!.id;
    }
    parts.push('</urlset>\n');
    return parts.join('');
  }

  function expireIfOld() {
    if (Date.now() - builtAt > ttlMs) invalidate();
  }

  function currentPlan(): Promise<Plan> {
    if (!plan) {
      const started = generation;
      const loading = loadPlan();
      plan = loading;
      // A failed build is not kept: the next ask tries again.
      loading.catch(() => {
        if (generation === started && plan === loading) plan = null;
      });
    }
    return plan;
  }

  /** Built once per generation; a build that started before a change is not kept after it. */
  function cached(key: string, build: () => Promise<string | null>): Promise<string | null> {
    expireIfOld();
    const existing = built.get(key);
    if (existing) return existing;
    const started = generation;
    const building = build();
    built.set(key, building);
    building.catch(() => {
      if (generation === started && built.get(key) === building) built.delete(key);
    });
    return building;
  }

  function invalidate() {
    generation++;
    builtAt = Date.now();
    built.clear();
    plan = null;
  }

  return {
    index: async () => (await cached('index', buildIndex))!,
    async file(n) {
      expireIfOld();
      for (;;) {
        const started = generation;
        const current = await currentPlan();
        // A change while the plan loaded: a file cut by the old plan must not be kept in the new generation.
        if (generation !== started) continue;
        // Only real files are built and kept: any other number asked for costs nothing.
        if (!Number.isSafeInteger(n) || n < 1 || n > current.fileCount) return null;
        return cached(`file:${n}`, () => buildFile(current, n - 1));
      }
    },
    invalidate,
  };
}
