import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../seed/factories.js';
import { categories, products, productVariants } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { CSV_COLUMNS } from '../../../shared/admin-schemas.js';
import { auditCount, auditRows, caller, signedInAdmin } from './admin-test-helpers.js';
import { startTestImageServer, type TestImageServer } from '../media/test-image-server.js';

const header = CSV_COLUMNS.join(',');

describe.each(TEST_DRIVERS)('admin CSV import on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let importCsv: (csvContent: string) => ReturnType<ReturnType<typeof caller>>;
  // Images served on 127.0.0.1, which the import fetches with IMPORT_IMAGES_ALLOW_PRIVATE on.
  let images: TestImageServer;
  let img: string;
  beforeAll(async () => {
    images = await startTestImageServer();
    img = `${images.origin}/img`;
    t = await createTestApp(driver, { IMPORT_IMAGES_ALLOW_PRIVATE: 'true' });
    admin = await signedInAdmin(t);
    const call = caller(t);
    importCsv = (csvContent) => call(admin.cookie, { method: 'POST', url: '/api/admin/import-products', payload: { csvContent } });
  });
  afterAll(async () => {
    await t?.close();
    await images?.close();
  });

  const productCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;

  it('imports quoted fields with commas and quotes inside, a BOM and CRLF, with variants per size and colour', async () => {
    const seller = await createSeller(t.db, { businessName: 'Import Depot' });
    const csv = `\uFEFF${header}\r\n`
      + `"Quote ""Unquote"" Tee","Soft, heavy, boxy",24.50,30,t-shirts,S|M,Black|White,${img}/q.png,"tee|quote",7,true,true,false,${seller.id}\r\n`
      + `Plain Cap,,15,,hats,M,Navy,${img}/c.jpg,,,false,,,\r\n`;
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 2 });

    const [tee] = await t.db.select().from(products).where(eq(products.name, 'Quote "Unquote" Tee'));
    expect(tee).toMatchObject({
      description: 'Soft, heavy, boxy', price: '24.50', originalPrice: '30.00', sizes: ['S', 'M'], colors: ['Black', 'White'],
      tags: ['tee', 'quote'], isActive: true, isFeatured: true, isOnSale: false, sellerId: seller.id, stock: 28, isListed: true,
    });
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, tee!.id));
    expect(variants.map((v) => `${v.size}/${v.color}/${v.stock}`).sort()).toEqual(['M/Black/7', 'M/White/7', 'S/Black/7', 'S/White/7']);
    const [cap] = await t.db.select().from(products).where(eq(products.name, 'Plain Cap'));
    expect(cap).toMatchObject({ sellerId: null, isActive: false, stock: 0, isListed: false });
    const [hats] = await t.db.select().from(categories).where(eq(categories.slug, 'hats'));
    expect(cap!.categoryId).toBe(hats!.id);
    expect((await auditRows(t))[0]).toMatchObject({ action: 'product.import', actorId: admin.admin.id, entityType: 'product', after: { created: 2 } });
    // The imported, assigned product is on the storefront.
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${tee!.id}` })).statusCode).toBe(200);
  });

  it('rejects the whole file when one row is bad, naming its row and column, and writes nothing', async () => {
    const before = { products: await productCount(), audit: await auditCount(t) };
    const hitsBefore = images.totalHits();
    const rows = Array.from({ length: 5 }, (_, i) => `Good Tee ${i},,19.99,,t-shirts,M,Black,${img}/good-${i}.png,,3,,,,`);
    rows.splice(3, 0, `Bad Tee,,19.99,,t-shirts,M,Black,${img}/x.png,,3,,,,424242`);
    rows.push(`Worse Tee,,free,,nope,M,Black,${img}/y.png,,3,,,,`);
    const response = await importCsv([header, ...rows].join('\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Import failed: 2 rows have errors (rows are numbered as in a spreadsheet: the header is row 1)',
      errors: [
        { row: 5, column: 'sellerId', message: 'Seller does not exist' },
        { row: 8, column: 'category', message: 'Category does not exist' },
        { row: 8, column: 'price', message: 'Price must be a positive amount with at most two decimals' },
      ],
    });
    expect(await productCount()).toBe(before.products);
    expect(await auditCount(t)).toBe(before.audit);
    // A file with errors in its text fetches no image.
    expect(images.totalHits()).toBe(hitsBefore);
  });

  it('imports a 2,000-row file in one go, fetching an image the rows share once', async () => {
    const before = await productCount();
    const rows = Array.from({ length: 2000 }, (_, i) =>
      `"Bulk ""${i}"", tee",Batch ${i},${(10 + (i % 50)).toFixed(2)},,${['t-shirts', 'hoodies', 'hats'][i % 3]},S|M|L,Black|White,${img}/bulk.png,bulk,${i % 10},,,,`);
    const response = await importCsv([header, ...rows].join('\n'));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    expect(response.json()).toEqual({ created: 2000 });
    expect(await productCount()).toBe(before + 2000);
    const bulk = await t.db.select({ id: products.id, stock: products.stock }).from(products).where(sql`${products.name} like 'Bulk %'`);
    const variantCount = await t.db.select({ n: sql<number>`count(*)::int` }).from(productVariants)
      .where(inArray(productVariants.productId, bulk.map((p) => p.id)));
    expect(variantCount[0]!.n).toBe(2000 * 6);
    expect(bulk.reduce((sum, p) => sum + p.stock, 0)).toBe(Array.from({ length: 2000 }, (_, i) => (i % 10) * 6).reduce((a, b) => a + b, 0));
    expect(images.hits.get('/img/bulk.png')).toBe(1);
  });

  it('refuses a CSV over 5 MB with 413 and writes nothing', async () => {
    const before = { products: await productCount(), audit: await auditCount(t) };
    const line = `Big Tee,${'x'.repeat(900)},19.99,,t-shirts,M,Black,https://img.example.com/big.png,,1,,,,\n`;
    const sixMegabytes = header + '\n' + line.repeat(Math.ceil((6 * 1024 * 1024) / line.length));
    expectError(await importCsv(sixMegabytes), 413, 'CSV files must be at most 5 MB');
    // Past even the JSON envelope's room: the same answer, before the body is parsed.
    expectError(await importCsv(sixMegabytes.repeat(3)), 413, 'CSV files must be at most 5 MB');
    expect(await productCount()).toBe(before.products);
    expect(await auditCount(t)).toBe(before.audit);
  });

  it('answers 400 to an empty file or a missing csvContent', async () => {
    expectError(await importCsv('   '), 400, 'CSV content is required');
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/import-products', headers: { cookie: admin.cookie }, payload: {} });
    expectError(missing, 400, 'CSV content is required');
  });
});
