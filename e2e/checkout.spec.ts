import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Product } from '../shared/catalog-schemas';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newShopper, registerThroughForm } from './fixtures/accounts';
import { expectToast } from './fixtures/toast';
import { getJson, listProductsWithVariants } from './support/catalog-api';

const ADDRESS = {
  'Full name': 'Robin Tester', 'Address line 1': '12 Market Street', City: 'Leeds', 'State / region': 'West Yorkshire',
  'Postal code': 'LS1 4AP', Country: 'United Kingdom', Phone: '+44 113 496 0000',
};

/** Two listed products from two different sellers, each with a size and colour in stock. */
async function productsOfTwoSellers(request: APIRequestContext): Promise<[Product, Product]> {
  const products = await listProductsWithVariants(request, 'pageSize=48');
  const inStock = products.filter((product) => product.sellerId !== null && product.variants.some((variant) => variant.stock >= 2));
  const first = inStock[0]!;
  const second = inStock.find((product) => product.sellerId !== first.sellerId)!;
  expect(second, 'two sellers with stock in the demo catalogue').toBeTruthy();
  return [first, second];
}

const stockedVariant = (product: Product) => product.variants.find((variant) => variant.stock >= 2)!;

async function addThroughProductPage(page: Page, product: Product) {
  const variant = stockedVariant(product);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('group', { name: 'Size' }).getByText(variant.size, { exact: true }).click();
  await page.getByRole('group', { name: 'Colour' }).getByText(variant.color, { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to cart', 'Item has been added to your cart');
}

async function fillAddress(page: Page) {
  const form = page.getByRole('main').locator('form');
  for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label, { exact: true }).fill(value);
}

const variantStockOf = async (request: APIRequestContext, product: Product) => {
  const { size, color } = stockedVariant(product);
  const fresh = await getJson<Product>(request, `/api/products/${product.id}`);
  return fresh.variants.find((variant) => variant.size === size && variant.color === color)!.stock;
};

test('a shopper checks out two sellers by bank transfer and finds both orders', async ({ page }) => {
  test.setTimeout(90_000);
  const [first, second] = await productsOfTwoSellers(page.request);
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);
  await addThroughProductPage(page, first);
  await addThroughProductPage(page, second);

  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('quote-seller')).toHaveCount(2);
  await expect(page.getByText(/more from .+ for free shipping/).first()).toBeVisible();

  // The shared schema's messages, not the browser's.
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();

  await fillAddress(page);
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();

  await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
  const number = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Order ${number} is placed`);
  await expect(page.getByTestId('payment-reference')).toHaveText(number);
  await expect(page.getByText(`Transfer ${total}`)).toBeVisible();
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Awaiting payment');
  await expect(cards.first()).toContainText(first.name);
  await expect(cards.nth(1)).toContainText(second.name);

  await page.getByRole('link', { name: 'All your orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { name: `Checkout ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  // The cart was emptied by the checkout.
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a buyer cancels an unshipped order and the stock comes back', async ({ page }) => {
  test.setTimeout(90_000);
  // Not a product the other tests buy: their orders would move its stock under this test.
  const products = await listProductsWithVariants(page.request, 'pageSize=48');
  const product = products.filter((candidate) => candidate.sellerId !== null && candidate.variants.some((v) => v.stock >= 2)).at(-1)!;
  const variant = stockedVariant(product);
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);
  const added = await page.request.post('/api/cart', { data: { productId: product.id, quantity: 2, size: variant.size, color: variant.color } });
  expect(added.status()).toBe(201);
  const before = await variantStockOf(page.request, product);

  await page.goto('/checkout');
  await fillAddress(page);
  await page.locator('label', { hasText: /^Express/ }).click();
  await expect(page.getByRole('radio', { name: /Express/ })).toBeChecked();
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
  await expect.poll(() => variantStockOf(page.request, product)).toBe(before - 2);

  await page.goto('/account/orders');
  const card = page.getByTestId('order-card').first();
  await card.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel order/ });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Ordered the wrong size');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('Ordered the wrong size');
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect.poll(() => variantStockOf(page.request, product)).toBe(before);
});

test('a visitor sent to sign in comes back to the checkout', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?next=(%2F|\/)checkout$/);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.customer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('a demo payment is declined, then paid, and the orders move on', async ({ page }) => {
  test.setTimeout(90_000);
  const products = await listProductsWithVariants(page.request, 'pageSize=48');
  const product = products.filter((candidate) => candidate.sellerId !== null && candidate.variants.some((v) => v.stock >= 2)).at(-2)!;
  const variant = stockedVariant(product);
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1, size: variant.size, color: variant.color } })).status()).toBe(201);

  await page.goto('/checkout');
  await fillAddress(page);
  await page.locator('label', { hasText: /^Demo payment/ }).click();
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
  const panel = page.getByRole('region', { name: 'Demo payment: no money moves' });
  await expect(panel).toBeVisible();
  const card = page.getByTestId('order-card');
  await expect(card).toContainText('Awaiting payment');

  await panel.getByRole('button', { name: 'Decline' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Your payment was declined. You can try again.');
  await expect(card).toContainText('Payment declined');
  await expect(card).toContainText('Awaiting payment');

  await panel.getByRole('button', { name: 'Pay' }).click();
  await expect(panel).toContainText('No payment is awaited for this checkout.');
  await expect(card).toContainText('Paid, being prepared');
  await expect(card.locator('header')).toContainText('Paid');
});
