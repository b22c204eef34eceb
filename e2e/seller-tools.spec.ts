import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Product } from '../shared/catalog-schemas';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginAs, newShopper, ownClientAddress } from './fixtures/accounts';
import { uniqueTag } from './fixtures/admin';
import { pngFile, uploadThroughModal } from './fixtures/seller';
import { expectToast } from './fixtures/toast';
import { listProductsWithVariants } from './support/catalog-api';

const SHOTS = '/work/shots/sellertools';
const VIEWPORTS = [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const;
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.use(ownClientAddress(31));

async function apiAs(browser: Browser, sign: (request: APIRequestContext) => Promise<void>): Promise<APIRequestContext> {
  const context = await browser.newContext(ownClientAddress(31));
  await sign(context.request);
  return context.request;
}

/** A new shopper buys two units of a Concrete Saints product by bank transfer; the admin marks it received. */
async function paidOrderOfTheDemoSeller(browser: Browser, page: Page) {
  const products = await listProductsWithVariants(page.request, 'pageSize=48&sort=newest');
  const product = products.find((candidate: Product) =>
    candidate.seller?.businessName === 'Concrete Saints' && candidate.variants.some((variant) => variant.stock >= 2))!;
  expect(product, 'a Concrete Saints product with stock').toBeTruthy();
  const variant = product.variants.find((candidate) => candidate.stock >= 2)!;
  const buyer = newShopper();
  const shopper = await apiAs(browser, async (request) => {
    const { email, username, password, firstName, lastName } = buyer;
    expect((await request.post('/api/register', { data: { email, username, password, firstName, lastName } })).status()).toBe(201);
  });
  const me = await (await shopper.get('/api/user/me')).json();
  expect((await shopper.post('/api/cart', { data: { userId: me.user.id, productId: product.id, size: variant.size, color: variant.color, quantity: 2 } })).status()).toBe(201);
  const quote = await (await shopper.get('/api/checkout/quote')).json();
  const placed = await shopper.post('/api/checkout', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      shippingAddress: { fullName: 'Pat Parcel', line1: '9 Loading Dock', line2: '', city: 'Leeds', region: 'West Yorkshire', postalCode: 'LS1 4AP', country: 'United Kingdom', phone: '+44 113 496 0000' },
      shippingMethod: 'standard', paymentMethod: 'bank_transfer', expectedTotal: quote.grandTotal,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).orders[0] as { id: number; number: string };
  const admin = await apiAs(browser, async (request) => {
    expect((await request.post('/api/admin/login', { data: { username: DEMO_ACCOUNTS.admin.username, password: DEMO_PASSWORD } })).status()).toBe(200);
  });
  expect((await admin.post(`/api/admin/orders/${order.id}/mark-paid`)).status()).toBe(200);
  return { product, order };
}

test('a seller reads the chart and the best sellers, finds products and orders, and prints a packing slip', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { product, order } = await paidOrderOfTheDemoSeller(browser, page);
  await loginAs(page, 'seller');

  await test.step('the overview: a chart with a summary, a live legend and the table; top products by units sold', async () => {
    await page.setViewportSize(VIEWPORTS[0][1]);
    await page.goto('/seller-dashboard');
    const chart = page.getByRole('img', { name: /^Net revenue per day, .+ in total; best day/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas').first()).toBeVisible();
    const box = (await chart.locator('.u-over').boundingBox())!;
    await page.mouse.move(box.x + box.width - 6, box.y + box.height / 2);
    await expect(chart.locator('.u-legend .u-series').nth(1)).toContainText('$');
    await page.getByText('Day by day').click();
    await expect(page.getByRole('table').getByRole('rowheader').last()).toBeVisible();
    const top = page.getByRole('region', { name: 'Top products' });
    await expect(top.getByTestId('top-product-units').first()).toHaveText(/^\d+ units? sold$/);
    for (const [label, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS}/overview-${label}.png`, fullPage: true });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });

  await test.step('the products tab: server search, sort and units sold on the card', async () => {
    await page.setViewportSize(VIEWPORTS[0][1]);
    await page.goto('/seller-dashboard?tab=products');
    await page.getByRole('searchbox', { name: 'Search your products' }).fill(product.name);
    await expect(page).toHaveURL(/productSearch=/);
    const card = page.getByTestId('seller-product-card').filter({ hasText: product.name }).first();
    await expect(card.getByTestId('units-sold')).toHaveText(/^\d+ units? sold$/);
    await page.getByRole('searchbox', { name: 'Search your products' }).fill('');
    await page.getByLabel('Sort').selectOption('best-selling');
    await expect(page).toHaveURL(/productSort=best-selling/);
    await expect(page.getByTestId('seller-product-card').first().getByTestId('units-sold')).not.toHaveText('0 units sold');
    await page.getByRole('switch', { name: 'Low stock only' }).click();
    await expect(page).toHaveURL(/lowStock=true/);
    for (const [label, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS}/products-${label}.png`, fullPage: true });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });

  await test.step('the orders tab: search by order number, then its packing slip without prices', async () => {
    await page.setViewportSize(VIEWPORTS[0][1]);
    await page.goto('/seller-dashboard?tab=orders');
    await page.getByRole('searchbox', { name: /Search orders/ }).fill(order.number);
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    await page.getByLabel('Sort').selectOption('total-high');
    await expect(page).toHaveURL(/orderSort=total-high/);
    await page.screenshot({ path: `${SHOTS}/orders-desktop.png`, fullPage: true });
    await page.getByRole('link', { name: `Packing slip for order ${order.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/seller-dashboard/orders/${order.id}/packing-slip$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Packing slip' })).toBeVisible();
    await expect(page.getByTestId('slip-number')).toHaveText(order.number);
    await expect(page.getByTestId('slip-ship-to')).toContainText('Pat Parcel');
    await expect(page.getByRole('cell', { name: product.name })).toBeVisible();
    await expect(page.locator('.packing-slip')).not.toContainText('$');
    for (const [label, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS}/packing-slip-${label}.png`, fullPage: true });
    }
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/packing-slip-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
});

test('another seller cannot open the packing slip of a Concrete Saints order', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { order } = await paidOrderOfTheDemoSeller(browser, page);
  const otherShop = await browser.newContext(ownClientAddress(31));
  const response = await otherShop.request.post('/api/login', { data: { email: 'neon.alley@threadline.local', password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  expect((await otherShop.request.get(`/api/seller/orders/${order.id}/packing-slip`)).status()).toBe(404);
  const other = await otherShop.newPage();
  await other.goto(`/seller-dashboard/orders/${order.id}/packing-slip`);
  await expect(other.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible();
  await otherShop.close();
});

test('the product form: defaults, a dropped image made main, the sale preview and the zero-stock warning', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Tools Tee ${uniqueTag('t')}`;
  await loginAs(page, 'seller');
  await page.setViewportSize(VIEWPORTS[0][1]);
  await page.goto('/seller-dashboard?tab=products');
  await page.getByRole('button', { name: 'ADD PRODUCT' }).click();
  const dialog = page.getByRole('dialog', { name: 'ADD PRODUCT' });

  await test.step('a new product starts with category 1, sizes XS-XL and colours Black and White', async () => {
    await expect(dialog.getByLabel('Category')).toHaveValue('1');
    for (const option of ['XS', 'S', 'M', 'L', 'XL', 'Black', 'White']) {
      await expect(dialog.getByRole('button', { name: option, exact: true })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(dialog.getByRole('button', { name: '2XL', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(dialog.getByRole('group', { name: 'Colours' })).toBeVisible();
  });

  await test.step('one image dropped on the upload box, one chosen; the second is made the main one', async () => {
    await dialog.getByRole('button', { name: 'Add image' }).click();
    const modal = page.getByRole('dialog', { name: 'Add image' });
    await expect(modal.getByText('or drop one here')).toBeVisible();
    const dropped = await pngFile('dropped.png', { r: 255, g: 77, b: 77 });
    const dataTransfer = await page.evaluateHandle(({ base64, fileName }) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], fileName, { type: 'image/png' }));
      return transfer;
    }, { base64: dropped.buffer.toString('base64'), fileName: dropped.name });
    await modal.getByTestId('upload-drop-zone').dispatchEvent('drop', { dataTransfer });
    await expect(modal.getByText('Upload complete')).toBeVisible();
    await expect(modal).toBeHidden();
    await dialog.getByRole('button', { name: 'Add image' }).click();
    await uploadThroughModal(page, modal, await pngFile('second.png', { r: 198, g: 255, b: 0 }));
    const first = await dialog.getByRole('img', { name: 'Product image 1' }).getAttribute('src');
    const second = await dialog.getByRole('img', { name: 'Product image 2' }).getAttribute('src');
    await dialog.getByRole('button', { name: 'Make image 2 the main image' }).click();
    await expect(dialog.getByRole('img', { name: 'Product image 1' })).toHaveAttribute('src', second!);
    await expect(dialog.getByRole('img', { name: 'Product image 2' })).toHaveAttribute('src', first!);
    await dialog.getByRole('group', { name: 'Product images' }).screenshot({ path: `${SHOTS}/product-images-desktop.png` });
    await dialog.getByRole('button', { name: 'Move image 1 later' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('img', { name: 'Product image 1' })).toHaveAttribute('src', first!);
  });

  await test.step('the sale preview follows On sale alone', async () => {
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Price', { exact: true }).fill('43.00');
    await dialog.getByLabel('Original price (optional)').fill('50.00');
    const note = dialog.getByTestId('sale-note');
    await expect(note).toContainText('the original price is kept but not shown');
    await expect(note.getByTestId('discount')).toHaveCount(0);
    await dialog.getByRole('switch', { name: 'On sale' }).click();
    await expect(note.getByTestId('discount')).toHaveText('-14%');
    for (const [label, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS}/product-form-${label}.png`, fullPage: false });
    }
    await page.setViewportSize(VIEWPORTS[0][1]);
  });

  await test.step('saving with no stock anywhere asks first; Back to stock keeps the form; Save anyway saves it sold out', async () => {
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    const warning = page.getByRole('dialog', { name: 'No stock' });
    await expect(warning.getByText('Every size and colour has 0 in stock: shoppers will see it sold out. Save anyway?')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/zero-stock-warning-desktop.png` });
    await warning.getByRole('button', { name: 'Back to stock' }).click();
    await expect(warning).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    await expectToast(page, 'Product Added', 'Your product has been successfully added to the marketplace.');
    const card = page.getByTestId('seller-product-card').filter({ hasText: name });
    await expect(card.getByText('Sold out')).toBeVisible();
    await expect(card.getByTestId('discount')).toHaveText('-14%');
  });

  await test.step('clean up', async () => {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Product Deleted');
  });
});
