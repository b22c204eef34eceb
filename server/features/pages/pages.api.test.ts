import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createCategory, createProduct, createSeller } from '../../seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionCookieFor } from '../../test/sign-in.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// The shape of the client build's index.html, with its own title and description the renderer replaces.
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Shell description" /><title>Shell title</title>
<script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

/** The server bundle built from today's client sources into a temporary dist/, beside a template index.html. */
async function buildSsr(): Promise<string> {
  const dist = mkdtempSync(path.join(tmpdir(), 'threadline-ssr-'));
  mkdirSync(path.join(dist, 'client'));
  writeFileSync(path.join(dist, 'client', 'index.html'), TEMPLATE);
  await build({
    configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: path.join(dist, 'ssr'), emptyOutDir: true, copyPublicDir: false },
  });
  return dist;
}

const stateOf = (html: string) => {
  const json = /<script type="application\/json" id="threadline-state">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] }) : null;
};
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

let dist: string;
beforeAll(async () => {
  dist = await buildSsr();
}, 120_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe.each(TEST_DRIVERS)('server-rendered pages on %s', (driver) => {
  let t: TestApp;
  let product: { id: number };
  let seller: { id: number; userId: number };
  let hidden: Record<'inactive' | 'takenDown' | 'ofHiddenShop', number>;
  let hiddenShop: { id: number };

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(driver, { PUBLIC_ORIGIN: 'https://shop.example', LOG_LEVEL: 'error' }, { clientDir: path.join(dist, 'client') });
    const hoodies = await createCategory(t.db, { name: 'Hoodies', slug: 'hoodies' });
    seller = await createSeller(t.db, { businessName: 'Concrete </script> Saints' });
    hiddenShop = await createSeller(t.db, { businessName: 'Switched Off', isActive: false });
    product = await createProduct(t.db, {
      name: 'Midnight Fleece Hoodie', categoryId: hoodies.id, sellerId: seller.id, price: '79.00',
      images: ['https://images.example/hoodie-front.jpg'], sizes: ['M'], colors: ['Black'], variants: [{ size: 'M', color: 'Black', stock: 4 }],
    });
    hidden = {
      inactive: (await createProduct(t.db, { name: 'Inactive Tee', categoryId: hoodies.id, sellerId: seller.id, isActive: false })).id,
      takenDown: (await createProduct(t.db, { name: 'Removed Tee', categoryId: hoodies.id, sellerId: seller.id })).id,
      ofHiddenShop: (await createProduct(t.db, { name: 'Hidden Shop Tee', categoryId: hoodies.id, sellerId: hiddenShop.id })).id,
    };
    await t.db.update(products).set({ takenDownAt: new Date(), takeDownReason: 'Counterfeit' }).where(eq(products.id, hidden.takenDown));
  }, 120_000);
  afterAll(() => t.close());

  it('renders a product page with its data, its head and its state, in one reply', async () => {
    const started = performance.now();
    const reply = await get(`/product/${product.id}`);
    const firstMs = performance.now() - started;
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    const html = reply.body;
    // The app's HTML, not the shell: the name, price and image are in #root.
    expect(rootOf(html)).toContain('Midnight Fleece Hoodie');
    expect(rootOf(html)).toContain('$79.00');
    expect(rootOf(html)).toContain('hoodie-front.jpg');
    // The head from renderHead, the template's own title and description gone.
    expect(html).not.toContain('Shell title');
    expect(html).not.toContain('Shell description');
    expect(html).toContain('<title>Midnight Fleece Hoodie · Threadline</title>');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/product/${product.id}">`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('application/ld+json');
    // The reads the page made travel with it: the product and its shop, so hydration asks for nothing.
    const state = stateOf(html);
    const keys = state?.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['products', 'detail', product.id]));
    expect(keys).toContain(JSON.stringify(['sellers', 'detail', seller.id]));
    // The shop's name holds "</script>": the state cannot end its element early.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    const again = performance.now();
    await get(`/product/${product.id}?tab=details`);
    console.info(`[ssr] product page on ${driver}: first ${firstMs.toFixed(1)} ms, warm ${(performance.now() - again).toFixed(1)} ms`);
  });

  it('answers 404 with the not-found page for missing, hidden, taken-down and malformed products', async () => {
    for (const url of [
      '/product/999999', `/product/${hidden.inactive}`, `/product/${hidden.takenDown}`, `/product/${hidden.ofHiddenShop}`, '/product/abc',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
      expect(rootOf(reply.body), url).toContain('Product Not Found');
      expect(reply.body, url).toContain('<meta name="robots" content="noindex">');
      expect(reply.body, url).not.toContain('Removed Tee');
    }
  });

  it('renders a shop, and answers 404 for an unknown or hidden shop and an unknown address', async () => {
    const shop = await get(`/seller/${seller.id}`);
    expect(shop.statusCode).toBe(200);
    expect(rootOf(shop.body)).toContain('Concrete &lt;/script&gt; Saints');
    expect(shop.body).toContain(`<link rel="canonical" href="https://shop.example/seller/${seller.id}">`);
    for (const url of ['/seller/999999', `/seller/${hiddenShop.id}`, '/seller/abc']) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
      expect(rootOf(reply.body), url).toContain('Seller Not Found');
    }
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(rootOf(unknown.body)).toContain('404 Page Not Found');
  });

  it('renders the home page, a listing with its canonical address, the directory and a content page', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(rootOf(home.body)).toContain('Midnight Fleece Hoodie');
    expect(home.body).toContain('"@type":"WebSite"');
    const listing = await get('/?category=hoodies&sort=price_asc&page=1');
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain('<title>Hoodies · Threadline</title>');
    expect(listing.body).toContain('<link rel="canonical" href="https://shop.example/?category=hoodies">');
    const sellers = await get('/sellers');
    expect(sellers.statusCode).toBe(200);
    expect(rootOf(sellers.body)).toContain('Concrete &lt;/script&gt; Saints');
    const shipping = await get('/shipping');
    expect(shipping.statusCode).toBe(200);
    expect(shipping.body).toContain('<title>Shipping · Threadline</title>');
    expect(rootOf(shipping.body)).toContain('Rates and times');
  });

  it('serves private pages as the browser-rendered shell, marked noindex', async () => {
    for (const url of ['/account', '/checkout', '/login', '/seller-dashboard', '/seller/apply']) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain('<meta name="robots" content="noindex">');
      expect(reply.body, url).toContain('<div id="root"></div>');
    }
  });

  it('renders a signed-in visitor their own data, never stores it, and never serves it to a visitor', async () => {
    // PUBLIC_ORIGIN is https: the session cookie is the __Host- one.
    const cookie = `__Host-${await sessionCookieFor(t.db, seller.userId)}`;
    const url = `/product/${product.id}?signed=in`;
    for (let i = 0; i < 2; i++) {
      const reply = await get(url, { cookie });
      expect(reply.headers['cache-control']).toContain('private');
      const me = stateOf(reply.body)?.queries.find((query) => JSON.stringify(query.queryKey).includes('me'));
      expect(me?.state.data).not.toBeNull();
    }
    const visitor = await get(url);
    const me = stateOf(visitor.body)?.queries.find((query) => JSON.stringify(query.queryKey).includes('me'));
    expect(me?.state.data ?? null).toBeNull();
  });

  it('serves the stored visitor page to a cookie that names no session, and renders a real one', async () => {
    const url = `/product/${product.id}?cookie=forged`;
    const stored = vi.spyOn(t.app.catalogCache, 'get');
    try {
      for (const cookie of [`__Host-tl_session=${'A'.repeat(43)}`, '__Host-tl_session=not-a-token', 'tl_session=x']) {
        stored.mockClear();
        const reply = await get(url, { cookie });
        expect(reply.statusCode, cookie).toBe(200);
        expect(reply.headers['cache-control'], cookie).toBe('no-cache');
        expect(stored.mock.calls.map(([key]) => key), cookie).toContain(`page:${url}`);
      }
      stored.mockClear();
      const signedIn = await get(url, { cookie: `__Host-${await sessionCookieFor(t.db, seller.userId)}` });
      expect(signedIn.headers['cache-control']).toBe('private, no-cache');
      expect(stored.mock.calls.map(([key]) => key)).not.toContain(`page:${url}`);
    } finally {
      stored.mockRestore();
    }
  });

  it('sees a catalogue write on the next visitor page once it is announced, cached or not', async () => {
    const url = `/product/${product.id}?cache=check`;
    await get(url);
    expect((await get(url)).body).toContain('Midnight Fleece Hoodie');
    try {
      // Written as another instance would: the page changes when the database's announcement
      // (catalog_changed) arrives, which on a PostgreSQL server is a round trip after the commit.
      await t.db.update(products).set({ name: 'Renamed Fleece Hoodie' }).where(eq(products.id, product.id));
      await expect.poll(async () => (await get(url)).body, { timeout: 5_000 }).toContain('Renamed Fleece Hoodie');
    } finally {
      await t.db.update(products).set({ name: 'Midnight Fleece Hoodie' }).where(eq(products.id, product.id));
    }
    await expect.poll(async () => (await get(url)).body, { timeout: 5_000 }).toContain('Midnight Fleece Hoodie');
  });

  it('answers HEAD like GET', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/product/999999' });
    expect(head.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: `/product/${product.id}` })).statusCode).toBe(200);
  });
});
