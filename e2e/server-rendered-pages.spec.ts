import { expect, test, type ConsoleMessage } from '@playwright/test';
import { loginAs } from './fixtures/accounts';
import { expectToast } from './fixtures/toast';
import { getJson, listProducts } from './support/catalog-api';
import { holdScript } from './support/held-script';
import type { Product } from '../shared/catalog-schemas';

/** A product with stock, sizes and colours and at least one image, read from the API as the page does. */
async function someProduct(request: Parameters<typeof listProducts>[0]): Promise<Product> {
  const { products } = await listProducts(request, 'pageSize=50');
  const listed = products.find((item) => item.sizes.length > 0 && item.colors.length > 0 && item.images.length > 0 && item.stock > 0)!;
  return getJson<Product>(request, `/api/products/${listed.id}`);
}

test.describe('pages rendered on the server', () => {
  test('a product page shows its name, price and images with JavaScript disabled', async ({ browser, request }) => {
    const product = await someProduct(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByTestId('price').first()).toContainText(product.price.replace(/\.00$/, ''));
    const image = page.locator('main img').first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  test('hydration logs nothing and add-to-cart works', async ({ page, request }) => {
    const product = await someProduct(request);
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await loginAs(page, 'customer');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) reads.push(request.url());
    });
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // The page came with its data: hydrating it asks the API for none of it again.
    await page.waitForLoadState('networkidle');
    expect(reads.filter((url) => url.includes(`/api/products/${product.id}`) || url.includes('/api/user/me'))).toEqual([]);

    await page.getByRole('group', { name: 'Size' }).locator('label').first().click();
    await page.getByRole('group', { name: 'Colour' }).locator('label').first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Added to cart', 'Item has been added to your cart');
    expect(problems).toEqual([]);
  });

  test('a design search typed before the page hydrates is the one sent', async ({ page }) => {
    const script = await holdScript(page);
    await page.goto('/sellers', { waitUntil: 'commit' });
    const search = page.getByRole('search').getByLabel('Search designs');
    await search.fill('hoodie');
    script.release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/\?search=hoodie$/);
  });

  test('the header keeps its place when the page hydrates on a wide screen', async ({ page }) => {
    // The server knows no screen: a header laid out for a phone until the script read the width
    // lost its second row at hydration, and the whole page moved up.
    const script = await holdScript(page);
    await page.goto('/sellers', { waitUntil: 'commit' });
    const header = page.locator('header');
    await expect(header).toHaveCSS('position', 'sticky');
    const served = await header.boundingBox();
    const search = await page.getByRole('search').boundingBox();
    script.release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    expect(await header.boundingBox()).toEqual(served);
    expect((await page.getByRole('search').boundingBox())?.y).toBe(search?.y);
  });

  test('status codes: product, missing product, unknown shop, listing, private page', async ({ request }) => {
    const product = await someProduct(request);
    expect((await request.get(`/product/${product.id}`)).status()).toBe(200);
    const missing = await request.get('/product/99999999');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Product Not Found');
    expect((await request.get('/product/abc')).status()).toBe(404);
    expect((await request.get('/seller/99999999')).status()).toBe(404);
    expect((await request.get('/no-such-page')).status()).toBe(404);
    expect((await request.get('/?sale=true')).status()).toBe(200);
    expect((await request.get('/sellers')).status()).toBe(200);
    const account = await request.get('/account');
    expect(account.status()).toBe(200);
    expect(await account.text()).toContain('<meta name="robots" content="noindex">');
  });

  test('a product page carries its head: title, canonical, og:title and JSON-LD', async ({ page, request }) => {
    const product = await someProduct(request);
    await page.goto(`/product/${product.id}`);
    await expect(page).toHaveTitle(`${product.name} · Threadline`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${product.id}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('Product');
    // One title: the server's, which the browser's React adopts, not a second one from the app's own <title>.
    expect(await page.locator('title').count()).toBe(1);
    // And it follows the visitor: a page opened in the app sets it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping' }).first().click();
    await expect(page).toHaveTitle('Shipping · Threadline');
  });
});
