import { expect, test } from '@playwright/test';
import { startTestImageServer, type TestImageServer } from '../server/features/media/test-image-server';
import { adminSignIn, uniqueTag } from './fixtures/admin';
import { expectToast } from './fixtures/toast';

// Issue 22: a CSV import fetches its https images (here from a server on 127.0.0.1, which the e2e
// app allows with IMPORT_IMAGES_ALLOW_PRIVATE, playwright.config.ts) and stores them as uploads.
const HEADER = 'name,description,price,originalPrice,category,sizes,colors,images,tags,stock,isActive,isFeatured,isOnSale,sellerId';

let images: TestImageServer;
test.beforeAll(async () => {
  images = await startTestImageServer();
});
test.afterAll(async () => {
  await images?.close();
});

test('a CSV import stores the image its URL serves, and refuses a file whose image URL fails', async ({ page }) => {
  const tag = uniqueTag('img');
  const goodName = `Fetched ${tag} Tee`;
  await adminSignIn(page);
  await page.goto('/admin-dashboard?tab=import');
  const csv = page.getByLabel('CSV data');
  const importButton = page.getByRole('button', { name: 'IMPORT PRODUCTS' });

  await test.step('an image URL that fails names its row and column; nothing is imported', async () => {
    await csv.fill(
      `${HEADER}\n` +
        `"Kept ${tag} Tee",,28.00,,t-shirts,M|L,Black,${images.origin}/img/${tag}-kept.png,e2e,5,true,false,false,\n` +
        `"Broken ${tag} Tee",,28.00,,t-shirts,M|L,Black,${images.origin}/gone/${tag}.png,e2e,5,true,false,false,\n`,
    );
    await importButton.click();
    await expectToast(page, 'Import Failed', 'Failed to import products. Please check your CSV format.');
    const errors = page.getByRole('list', { name: 'Import errors' });
    await expect(errors).toContainText(`Row 3, column images: Could not fetch the image ${images.origin}/gone/${tag}.png (the server answered 404)`);
    await expect(errors.getByRole('listitem')).toHaveCount(1);
    const none = await page.request.get(`/api/admin/products?search=${encodeURIComponent(tag)}`);
    expect(await none.json()).toEqual([]);
  });

  await test.step('an image served by the test server is fetched and shown as the shop\'s own', async () => {
    await csv.fill(`${HEADER}\n"${goodName}","Heavy cotton",31.50,,t-shirts,S|M|L,Black,${images.origin}/img/${tag}.jpg,e2e,12,true,false,false,\n`);
    await importButton.click();
    await expectToast(page, 'Products Imported', '1 product imported.');
    expect(images.hits.get(`/img/${tag}.jpg`)).toBe(1);

    const listed = await page.request.get(`/api/admin/products?search=${encodeURIComponent(goodName)}`);
    const [product] = (await listed.json()) as Array<{ images: string[] }>;
    expect(product!.images[0]).toMatch(/^\/objects\/products\//);

    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(goodName);
    const thumb = page.getByRole('row').filter({ hasText: goodName }).getByRole('img', { name: goodName });
    await expect(thumb).toHaveAttribute('src', new RegExp(`^${product!.images[0]}`));
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });
});

test('the downloaded template points at the shop\'s own images and imports as downloaded', async ({ page, baseURL }) => {
  await adminSignIn(page);
  await page.goto('/admin-dashboard?tab=import');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'DOWNLOAD TEMPLATE' }).click()]);
  expect(download.suggestedFilename()).toBe('threadline-products-template.csv');
  const template = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const imageAddresses = template.match(/http:\/\/127\.0\.0\.1:\d+\/objects\/products\/[0-9a-f-]+/g) ?? [];
  expect(imageAddresses).toHaveLength(2);
  for (const address of imageAddresses) {
    expect(address.startsWith(`${baseURL}/objects/`)).toBe(true);
    expect((await page.request.get(`${address}?variant=thumb`)).status()).toBe(200);
  }
  const imported = await page.request.post('/api/admin/import-products', { data: { csvContent: template } });
  expect(imported.status(), await imported.text()).toBe(201);
  expect(await imported.json()).toEqual({ created: 2 });
});
