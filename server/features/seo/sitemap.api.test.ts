import { eq, sql } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, sellers } from '../../db/schema/index.js';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../plugins/session.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { CONTENT_PAGES, createSitemap, URLS_PER_FILE } from './sitemap.js';

const ORIGIN = 'https://shop.example.com';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

interface Entry { loc: string; lastmod: string | null }

/**
 * The sitemaps.org grammar, line by line and stricter than XML: the declaration, the root with
 * its namespace, one entry a line with an absolute, escaped <loc> and an optional W3C <lastmod>.
 */
function readSitemap(xml: string, root: 'urlset' | 'sitemapindex'): Entry[] {
  const tag = root === 'urlset' ? 'url' : 'sitemap';
  const lines = xml.split('\n');
  expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  expect(lines[1]).toBe(`<${root} xmlns="${NAMESPACE}">`);
  expect(lines.at(-2)).toBe(`</${root}>`);
  expect(lines.at(-1)).toBe('');
  const entry = new RegExp(`^<${tag}><loc>((?:[^<>&"']|&(?:amp|lt|gt|quot|apos);)+)</loc>(?:<lastmod>([^<]+)</lastmod>)?</${tag}>$`);
  return lines.slice(2, -2).map((line) => {
    const match = entry.exec(line);
    if (!match) throw new Error(`Not a sitemap entry: ${line}`);
    const loc = match[1]!.replace(/&amp;/g, '&');
    expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(loc.length).toBeLessThan(2048);
    if (match[2]) expect(match[2]).toMatch(W3C_DATETIME);
    return { loc, lastmod: match[2] ?? null };
  });
}

/** And as an XML parser reads it: well formed, the entries under the namespaced root. */
function parseXml(xml: string, root: string, tag: string): number {
  const document = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror').length).toBe(0);
  expect(document.documentElement.tagName).toBe(root);
  expect(document.documentElement.getAttribute('xmlns')).toBe(NAMESPACE);
  return document.getElementsByTagName(tag).length;
}

const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

describe.each(TEST_DRIVERS)('sitemap and robots.txt on %s', (driver) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(driver, { PUBLIC_ORIGIN: ORIGIN });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function files(): Promise<Entry[][]> {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const listed = readSitemap(index.body, 'sitemapindex');
    return Promise.all(listed.map(async ({ loc }, i) => {
      expect(loc).toBe(`${ORIGIN}/sitemaps/${i + 1}.xml`);
      const file = await get(new URL(loc).pathname);
      expect(file.statusCode).toBe(200);
      return readSitemap(file.body, 'urlset');
    }));
  }
  const locs = async () => (await files()).flat().map((entry) => entry.loc);
  /** What the sitemap must hold before the products, from the database. */
  async function pagesBeforeProducts(): Promise<number> {
    const [row] = await t.db.select({
      categories: sql<number>`(select count(*) from categories where is_active)`.mapWith(Number),
      shops: sql<number>`(select count(*) from sellers s join users u on u.id = s.user_id where s.status = 'approved' and s.is_active and u.is_active)`.mapWith(Number),
    }).from(sql`(select 1) one`);
    return 1 + CONTENT_PAGES.length + row!.categories + 1 + row!.shops;
  }
  const listedProducts = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products).where(eq(products.isListed, true)))[0]!.n;

  it('robots.txt allows the storefront, keeps crawlers out of the API and private areas, and names the sitemap', async () => {
    const reply = await get('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const lines = reply.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/account', '/checkout', '/seller-dashboard', '/admin']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists what shoppers may open, with lastmod from the rows, and nothing hidden', async () => {
    const category = await createCategory(t.db, { name: 'Sitemap Tees', slug: 'sitemap-tees' });
    const hiddenCategory = await createCategory(t.db, { name: 'Retired', slug: 'retired-things', isActive: false });
    const shop = await createSeller(t.db);
    const listed = await createProduct(t.db, { categoryId: category.id, sellerId: shop.id, name: 'Listed Tee' });
    const paused = await createProduct(t.db, { categoryId: category.id, sellerId: shop.id, isActive: false });
    const takenDown = await createProduct(t.db, {
      categoryId: category.id, sellerId: shop.id, takenDownAt: new Date(), takeDownReason: 'Counterfeit',
    });
    const inRetiredCategory = await createProduct(t.db, { categoryId: hiddenCategory.id, sellerId: shop.id });
    const switchedOff = await createSeller(t.db, { status: 'approved', isActive: false });
    const ofSwitchedOff = await createProduct(t.db, { categoryId: category.id, sellerId: switchedOff.id });
    const pending = await createSeller(t.db, { status: 'pending' });
    const deactivatedOwner = await createUser(t.db, { role: 'seller', isActive: false });
    const ofDeactivatedOwner = await createSeller(t.db, { userId: deactivatedOwner.id });
    const unassigned = await createProduct(t.db, { categoryId: category.id, sellerId: null });

    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(parseXml(index.body, 'sitemapindex', 'sitemap')).toBe(1);
    const file = await get('/sitemaps/1.xml');
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = readSitemap(file.body, 'urlset');
    expect(parseXml(file.body, 'urlset', 'url')).toBe(entries.length);
    expect(entries.length).toBe(await pagesBeforeProducts() + await listedProducts());

    const at = (path: string) => entries.find((entry) => entry.loc === `${ORIGIN}${path}`);
    const fresh = (await t.db.select().from(products).where(eq(products.id, listed.id)))[0]!;
    expect(at(`/product/${listed.id}`)?.lastmod).toBe(w3c(fresh.updatedAt));
    expect(at('/')?.lastmod).toBeTruthy();
    expect(at('/sellers')).toBeDefined();
    expect(at('/terms')).toBeDefined();
    expect(at(`/?category=${category.slug}`)?.lastmod).toBe(w3c(fresh.updatedAt));
    const shopRow = (await t.db.select().from(sellers).where(eq(sellers.id, shop.id)))[0]!;
    const newestOfShop = [shopRow.updatedAt, fresh.updatedAt].sort((a, b) => b.getTime() - a.getTime())[0]!;
    expect(at(`/seller/${shop.id}`)?.lastmod).toBe(w3c(newestOfShop));
    // The stream's order: home, content, categories, the directory, shops, products by id.
    expect(entries[0]!.loc).toBe(`${ORIGIN}/`);
    expect(entries.findIndex((e) => e.loc === `${ORIGIN}/sellers`)).toBeLessThan(entries.findIndex((e) => e.loc.includes('/seller/')));
    const productIds = entries.filter((e) => e.loc.includes('/product/')).map((e) => Number(e.loc.split('/').at(-1)));
    expect(productIds).toEqual([...productIds].sort((a, b) => a - b));

    for (const hidden of [paused, takenDown, inRetiredCategory, ofSwitchedOff, unassigned]) expect(at(`/product/${hidden.id}`)).toBeUndefined();
    for (const hidden of [switchedOff, pending, ofDeactivatedOwner]) expect(at(`/seller/${hidden.id}`)).toBeUndefined();
    expect(at(`/?category=${hiddenCategory.slug}`)).toBeUndefined();

    expect((await get('/sitemaps/2.xml')).statusCode).toBe(404);
    for (const url of ['/sitemaps/0.xml', '/sitemaps/one.xml', '/sitemaps/1.json', '/sitemaps/01.xml']) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ message: 'Sitemap file not found' });
    }
  });

  it('shows a product written through the API at once, and drops one hidden by a write elsewhere', async () => {
    const category = await createCategory(t.db);
    const owner = await createUser(t.db, { role: 'seller' });
    await createSeller(t.db, { userId: owner.id });
    const before = await locs(); // built and kept
    const created = await t.app.inject({
      // An https shop reads only the __Host- cookie (docs/decisions/005).
      method: 'POST', url: '/api/products', headers: { cookie: (await sessionCookieFor(t.db, owner.id)).replace(`${SESSION_COOKIE}=`, `${SECURE_SESSION_COOKIE}=`) },
      payload: { name: 'Fresh Drop', description: 'New.', price: '31.00', categoryId: category.id, images: ['https://images.example.com/a.webp'], sizes: ['M'], colors: ['Black'], stock: 3, tags: [] },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect(before).not.toContain(`${ORIGIN}/product/${id}`);
    expect(await locs()).toContain(`${ORIGIN}/product/${id}`);

    // A take-down written straight to the database, as another instance would: its NOTIFY clears ours.
    await t.db.update(products).set({ takenDownAt: new Date(), takeDownReason: 'Copied artwork' }).where(eq(products.id, id));
    await expect.poll(async () => (await locs()).includes(`${ORIGIN}/product/${id}`), { timeout: 5_000, interval: 100 }).toBe(false);

    // And a category switched off the same way.
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, category.id));
    await expect.poll(async () => (await locs()).includes(`${ORIGIN}/?category=${category.slug}`), { timeout: 5_000, interval: 100 }).toBe(false);
  });

  it('cuts 120,000 products into an index and three files of 50,000, 50,000 and the rest', { timeout: 300_000 }, async () => {
    const category = await createCategory(t.db);
    const shop = await createSeller(t.db);
    const bulkStarted = performance.now();
    await t.db.execute(sql`
      INSERT INTO products (seller_id, category_id, name, price, images, sizes, colors)
      SELECT ${shop.id}, ${category.id}, 'Bulk Tee ' || n, 20.00, ARRAY['https://images.example.com/bulk.webp'], ARRAY['M'], ARRAY['Black']
      FROM generate_series(1, 120000) AS n`);
    const bulkMs = performance.now() - bulkStarted;
    const expectedTotal = await pagesBeforeProducts() + await listedProducts();
    expect(expectedTotal).toBeGreaterThan(120_000);
    expect(expectedTotal).toBeLessThanOrEqual(3 * URLS_PER_FILE);

    // Over HTTP, once the insert's NOTIFY has cleared the kept sitemap.
    await expect.poll(async () => readSitemap((await get('/sitemap.xml')).body, 'sitemapindex').length, { timeout: 10_000, interval: 200 }).toBe(3);
    const listed = readSitemap((await get('/sitemap.xml')).body, 'sitemapindex');
    expect(listed.map((entry) => entry.loc)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemaps/${n}.xml`));
    expect(listed.every((entry) => entry.lastmod !== null)).toBe(true);
    const sizes: number[] = [];
    const seen = new Set<string>();
    for (const n of [1, 2, 3]) {
      const reply = await get(`/sitemaps/${n}.xml`);
      expect(reply.statusCode).toBe(200);
      const entries = readSitemap(reply.body, 'urlset');
      sizes.push(entries.length);
      for (const entry of entries) seen.add(entry.loc);
    }
    expect(sizes).toEqual([URLS_PER_FILE, URLS_PER_FILE, expectedTotal - 2 * URLS_PER_FILE]);
    expect(seen.size).toBe(expectedTotal); // no address twice, none left out
    expect((await get('/sitemaps/4.xml')).statusCode).toBe(404);

    // How long a cold build takes: a builder of its own, nothing kept yet.
    const cold = createSitemap({ db: t.db, origin: ORIGIN });
    const started = performance.now();
    await cold.index();
    const indexMs = performance.now() - started;
    const fileMs: number[] = [];
    for (const n of [1, 2, 3]) {
      const fileStarted = performance.now();
      expect(await cold.file(n)).toContain('</urlset>');
      fileMs.push(performance.now() - fileStarted);
    }
    const keptStarted = performance.now();
    await cold.file(2);
    const keptMs = performance.now() - keptStarted;
    console.log(`[sitemap ${driver}] insert 120k: ${bulkMs.toFixed(0)} ms; cold index ${indexMs.toFixed(0)} ms; files ${fileMs.map((ms) => ms.toFixed(0)).join(' / ')} ms; kept file ${keptMs.toFixed(2)} ms`);
  });
});
