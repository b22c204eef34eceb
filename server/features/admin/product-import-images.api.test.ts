import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, uploads } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { CSV_COLUMNS, csvTemplate } from '../../../shared/admin-schemas.js';
import { storeImage, variantKey } from '../media/image-variants.js';
import { startTestImageServer, type TestImageServer } from '../media/test-image-server.js';
import { auditCount, caller, signedInAdmin } from './admin-test-helpers.js';

const header = CSV_COLUMNS.join(',');
const row = (name: string, images: string) => `"${name}",,24.00,,t-shirts,M|L,Black,${images},,3,,,,`;

/** Variant files stored under products/ (the disk driver may leave an image's empty folder behind). */
function storedProductImages(t: TestApp): string[] {
  try {
    return readdirSync(path.join(t.env.DATA_DIR, 'uploads', 'products'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe.each(TEST_DRIVERS)('CSV import fetches its images on %s (issue 22)', (driver) => {
  let images: TestImageServer;
  let img: string;
  let t: TestApp;
  let importCsv: (csvContent: string) => ReturnType<ReturnType<typeof caller>>;
  let adminId: number;
  beforeAll(async () => {
    images = await startTestImageServer();
    img = `${images.origin}/img`;
    t = await createTestApp(driver, { IMPORT_IMAGES_ALLOW_PRIVATE: 'true' });
    const admin = await signedInAdmin(t);
    adminId = admin.admin.id;
    const call = caller(t);
    importCsv = (csvContent) => call(admin.cookie, { method: 'POST', url: '/api/admin/import-products', payload: { csvContent } });
  });
  afterAll(async () => {
    await t?.close();
    await images?.close();
  });

  const productCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;

  it('stores a fetched image as the same WebP variants as an upload, once per URL, recorded as the admin\'s upload', async () => {
    const response = await importCsv([header, row('Fetched Tee', `${img}/fetched.png|${img}/back.jpg`), row('Fetched Twin', `${img}/fetched.png`)].join('\n'));
    expect(response.statusCode, response.body).toBe(201);
    expect(images.hits.get('/img/fetched.png')).toBe(1);

    const [tee] = await t.db.select().from(products).where(eq(products.name, 'Fetched Tee'));
    const [twin] = await t.db.select().from(products).where(eq(products.name, 'Fetched Twin'));
    expect(tee!.images).toHaveLength(2);
    expect(tee!.images.every((image) => /^\/objects\/products\/[0-9a-f-]{36}$/.test(image))).toBe(true);
    expect(twin!.images).toEqual([tee!.images[0]]);

    const card = await t.app.inject({ method: 'GET', url: `${tee!.images[0]}?variant=card` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    const full = await sharp(card.rawPayload).metadata();
    expect(full.format).toBe('webp');
    for (const variant of ['full', 'card', 'thumb'] as const) {
      expect(await t.storage.exists(variantKey(tee!.images[1]!.slice('/objects/'.length), variant))).toBe(true);
    }
    const recorded = await t.db.select().from(uploads).where(eq(uploads.userId, adminId));
    expect(recorded.map((u) => u.objectPath).sort()).toEqual([...tee!.images].sort());
    expect(recorded.every((u) => u.usedAt !== null && (u.storedBytes ?? 0) > 0 && u.purpose === 'image')).toBe(true);
  });

  it('refuses the whole file when an image cannot be fetched, naming row and column, and keeps none of its images', async () => {
    const before = { products: await productCount(), audit: await auditCount(t), stored: storedProductImages(t).length };
    const csv = [
      header,
      row('Good One', `${img}/good-one.png`),
      row('Missing One', `${images.origin}/missing.png`),
      row('Page One', `${images.origin}/page.html`),
      row('Huge One', `${images.origin}/huge.png`),
      row('Fake One', `${images.origin}/fake.png`),
      row('Good Two', `${img}/good-two.jpg`),
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Import failed: 4 rows have errors (rows are numbered as in a spreadsheet: the header is row 1)',
      errors: [
        { row: 3, column: 'images', message: `Could not fetch the image ${images.origin}/missing.png (the server answered 404)` },
        { row: 4, column: 'images', message: `Could not fetch the image ${images.origin}/page.html (it is not an image (text/html))` },
        { row: 5, column: 'images', message: `Could not fetch the image ${images.origin}/huge.png (it is larger than 10 MB)` },
        { row: 6, column: 'images', message: `Could not fetch the image ${images.origin}/fake.png (only JPEG, PNG, WebP, AVIF or GIF images are allowed)` },
      ],
    });
    // The good rows' images were fetched, then deleted with the failed import.
    expect(images.hits.get('/img/good-one.png')).toBe(1);
    expect(storedProductImages(t)).toHaveLength(before.stored);
    expect(await productCount()).toBe(before.products);
    expect(await auditCount(t)).toBe(before.audit);
  });

  it('uses the shop\'s own images, by object path or by its own address, without fetching; an unknown one is an error', async () => {
    const own = await storeImage(t.storage, await sharp({ create: { width: 50, height: 50, channels: 3, background: '#f00' } }).png().toBuffer());
    const other = await storeImage(t.storage, await sharp({ create: { width: 50, height: 50, channels: 3, background: '#0f0' } }).png().toBuffer());
    const hitsBefore = images.totalHits();
    // app.inject's requests come to http://localhost:80: the template's addresses are on that origin.
    const template = csvTemplate([`http://localhost:80${own}`, other]);
    const response = await importCsv(template);
    expect(response.statusCode, response.body).toBe(201);
    const [tee] = await t.db.select().from(products).where(eq(products.name, 'Concrete Skyline Tee'));
    const [hoodie] = await t.db.select().from(products).where(eq(products.name, 'Midnight "Static" Hoodie'));
    expect(tee!.images).toEqual([own]);
    expect(hoodie!.images).toEqual([other]);
    expect(images.totalHits()).toBe(hitsBefore);

    const unknown = '/objects/products/00000000-0000-4000-8000-000000000000';
    const refused = await importCsv([header, row('Ghost Tee', unknown)].join('\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ row: 2, column: 'images', message: `There is no image at ${unknown} in this shop's media` }]);
  });
});

describe.each(TEST_DRIVERS)('CSV import without IMPORT_IMAGES_ALLOW_PRIVATE on %s', (driver) => {
  let images: TestImageServer;
  let t: TestApp;
  beforeAll(async () => {
    images = await startTestImageServer();
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
    await images?.close();
  });

  it('refuses loopback and private image addresses without requesting them, and http addresses', async () => {
    const admin = await signedInAdmin(t);
    const port = new URL(images.origin).port;
    const csv = [header, row('Loopback Tee', `https://127.0.0.1:${port}/img/a.png`), row('Named Tee', `https://localhost:${port}/img/b.png`),
      row('Metadata Tee', 'https://169.254.169.254/latest/meta-data.png')].join('\n');
    const response = await caller(t)(admin.cookie, { method: 'POST', url: '/api/admin/import-products', payload: { csvContent: csv } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 2, column: 'images', message: `Could not fetch the image https://127.0.0.1:${port}/img/a.png (the address is private or local)` },
      { row: 3, column: 'images', message: `Could not fetch the image https://localhost:${port}/img/b.png (the address is private or local)` },
      { row: 4, column: 'images', message: 'Could not fetch the image https://169.254.169.254/latest/meta-data.png (the address is private or local)' },
    ]);
    const http = await caller(t)(admin.cookie, {
      method: 'POST', url: '/api/admin/import-products', payload: { csvContent: [header, row('Plain Tee', `${images.origin}/img/c.png`)].join('\n') },
    });
    expect(http.statusCode).toBe(400);
    expect(http.json().errors).toEqual([{ row: 2, column: 'images', message: 'Each image must be an uploaded image or an https:// URL' }]);
    expect(images.connections()).toBe(0);
  });
});
