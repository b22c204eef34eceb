import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newShopper, ownClientAddress, registerThroughForm } from './fixtures/accounts';
import { uniqueTag } from './fixtures/admin';
import { expectToast } from './fixtures/toast';
import { listProducts, listProductsWithVariants } from './support/catalog-api';

// It creates accounts: from an address of its own, clear of the run's shared sign-up limit.
test.use(ownClientAddress(12));

const SHOTS = '/work/shots/shopper';
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });
const toastItem = (page: Page) => page.locator('li[data-variant]').first();

async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB, 'both on screen').toBeTruthy();
  const overlap = boxA!.x < boxB!.x + boxB!.width && boxB!.x < boxA!.x + boxA!.width
    && boxA!.y < boxB!.y + boxB!.height && boxB!.y < boxA!.y + boxA!.height;
  expect(overlap, 'the toast covers the button').toBe(false);
}

/** A new shop with one design of which exactly one M / Black is left. */
async function lastOneOnSale(browser: Browser, baseURL: string, name: string): Promise<number> {
  const context = await browser.newContext({ baseURL, ...ownClientAddress(12) });
  const applicant = newShopper();
  const applied = await context.request.post('/api/seller/apply', {
    data: {
      username: applicant.username, email: applicant.email, password: applicant.password, businessName: `Last Drop ${name.slice(-8)}`,
      businessDescription: 'One-off prints', businessAddress: '1 Market Street', businessPhone: '+1 555 010 0199',
      businessEmail: applicant.email, portfolioLinks: [], experienceDescription: 'Printing since 2019',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const created = await context.request.post('/api/products', {
    data: { name, price: '30.00', categoryId: 1, images: ['https://images.example.com/tee.webp'], sizes: ['M'], colors: ['Black'], stock: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await context.close();
  return id;
}

/** Someone else, through the API alone, buys the last one. */
async function anotherBuyerTakes(browser: Browser, baseURL: string, productId: number) {
  const context = await browser.newContext({ baseURL, ...ownClientAddress(12) });
  const buyer = newShopper();
  const registered = await context.request.post('/api/register', { data: buyer });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await context.request.post('/api/cart', { data: { productId, size: 'M', color: 'Black' } })).status()).toBe(201);
  const quote = (await (await context.request.get('/api/checkout/quote')).json()) as { grandTotal: string };
  const placed = await context.request.post('/api/checkout', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      shippingAddress: { fullName: 'Kai Other', line1: '2 Elm St', city: 'Austin', region: 'TX', postalCode: '73301', country: 'US', phone: '+1 512 555 0100' },
      shippingMethod: 'standard', paymentMethod: 'bank_transfer', expectedTotal: quote.grandTotal,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  await context.close();
}

test('stock: the server\'s words in the toast, + stops at the stock, and a line sold out meanwhile is marked with Remove', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const name = `Last One ${uniqueTag('edge')} Tee`;
  const productId = await lastOneOnSale(browser, baseURL!, name);
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);

  await page.goto(`/product/${productId}`);
  await page.getByRole('group', { name: 'Size' }).getByText('M', { exact: true }).click();
  await page.getByRole('group', { name: 'Colour' }).getByText('Black', { exact: true }).click();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await addToCart.click();
  await expectToast(page, 'Added to cart', 'Item has been added to your cart');
  await addToCart.click();
  await expectToast(page, 'Failed to add item to cart', 'Only 1 left in M / Black');

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('button', { name: `Increase quantity of ${name}` })).toBeDisabled();
  // The toast stays clear of CHECKOUT.
  await expect(toastItem(page)).toBeVisible();
  await expectApart(toastItem(page), drawer.getByRole('link', { name: 'CHECKOUT' }));
  await page.screenshot({ path: `${SHOTS}/drawer-stock-toast-desktop.png` });
  await drawer.getByRole('button', { name: 'Close' }).click();

  await anotherBuyerTakes(browser, baseURL!, productId);

  // The drawer, read again, says so.
  await page.reload();
  await cartButton(page).click();
  await expect(drawer.getByTestId('cart-stock-note')).toContainText('Sold out');
  await drawer.getByRole('link', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const form = page.getByRole('main').locator('form');
  const address = { 'Full name': 'Robin Tester', 'Address line 1': '1 Main St', City: 'Austin', 'State / region': 'TX', 'Postal code': '73301', Country: 'US', Phone: '+1 512 555 0199' };
  for (const [label, value] of Object.entries(address)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
  await expect(page.getByTestId('checkout-refusal')).toContainText(`Not enough stock: ${name} (M / Black)`);
  const item = page.getByTestId('quote-item').filter({ hasText: name });
  await expect(item.getByTestId('cart-stock-note')).toContainText('Sold out');
  await expectApart(toastItem(page), page.getByRole('button', { name: /^PLACE ORDER/ }));
  await page.screenshot({ path: `${SHOTS}/checkout-sold-out-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/checkout-sold-out-phone.png`, fullPage: true });

  await item.getByRole('button', { name: `Remove ${name} (M / Black)` }).click();
  await expectToast(page, 'Removed from cart', 'Item has been removed from your cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('on a phone, a toast leaves the drawer\'s CHECKOUT clear', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const products = await listProductsWithVariants(request, 'pageSize=48');
  const inStock = products.filter((p) => p.sellerId !== null && p.variants.some((v) => v.stock >= 3));
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);
  for (const product of [inStock.at(-6)!, inStock.at(-7)!]) {
    const variant = product.variants.find((v) => v.stock >= 3)!;
    expect((await page.request.post('/api/cart', { data: { productId: product.id, size: variant.size, color: variant.color } })).status()).toBe(201);
  }
  await page.reload();
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await drawer.getByRole('button', { name: /^Remove .+ from cart$/ }).first().click();
  await expectToast(page, 'Removed from cart', 'Item has been removed from your cart');
  await expect(drawer.getByRole('link', { name: 'CHECKOUT' })).toBeVisible();
  await expectApart(toastItem(page), drawer.getByRole('link', { name: 'CHECKOUT' }));
  await page.screenshot({ path: `${SHOTS}/drawer-toast-phone.png` });
});

test('"Please sign in" offers the sign-in that comes back to the product', async ({ page, request }) => {
  const { products } = await listProducts(request);
  const product = products.find((item) => item.sizes.length > 0 && item.colors.length > 0)!;
  await page.goto(`/product/${product.id}`);
  await page.getByRole('group', { name: 'Size' }).locator('label').first().click();
  await page.getByRole('group', { name: 'Colour' }).locator('label').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Please sign in', 'You need to sign in to add items to cart');
  await page.screenshot({ path: `${SHOTS}/sign-in-toast-desktop.png` });
  await toastItem(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=(%2F|/)product(%2F|/)${product.id}$`));
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.customer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
});

test('the hero\'s SALE 50% shows the sale: the address filters and the results come into view', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'SALE 50%' }).click();
  await expect(page).toHaveURL(/\/\?sale=true$/);
  await expect(page.getByTestId('product-card').first()).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/sale-desktop.png` });
});

for (const width of [360, 390]) {
  test(`a ${width} px phone shows two product columns that still read`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const cards = page.getByTestId('product-card');
    await cards.nth(1).scrollIntoViewIfNeeded();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(second!.x + second!.width).toBeLessThanOrEqual(width);
    await expect(cards.nth(0).getByRole('heading', { level: 3 })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/grid-phone-${width}.png` });
  });
}
