import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Product } from '../shared/catalog-schemas';
import { newShopper, ownClientAddress, registerThroughForm } from './fixtures/accounts';
import { listProductsWithVariants } from './support/catalog-api';

// It creates accounts: from an address of its own, clear of the run's shared sign-up limit.
test.use(ownClientAddress(2));

const ADDRESS = {
  fullName: 'Robin Tester', line1: '12 Market Street', line2: '', city: 'Leeds', region: 'West Yorkshire',
  postalCode: 'LS1 4AP', country: 'United Kingdom', phone: '+44 113 496 0000',
};
const FORM_LABELS: Record<string, string> = {
  'Full name': ADDRESS.fullName, 'Address line 1': ADDRESS.line1, City: ADDRESS.city, 'State / region': ADDRESS.region,
  'Postal code': ADDRESS.postalCode, Country: ADDRESS.country, Phone: ADDRESS.phone,
};
const REFUSAL = 'You already have 3 checkouts awaiting payment. Please pay for or cancel one of them in Your orders before placing a new one.';

async function addOne(request: APIRequestContext, product: Product) {
  const variant = product.variants.find((candidate) => candidate.stock >= 6)!;
  const added = await request.post('/api/cart', { data: { productId: product.id, quantity: 1, size: variant.size, color: variant.color } });
  expect(added.status()).toBe(201);
}

/** One bank-transfer checkout of whatever is in the cart, through the API the checkout page uses. */
async function checkOutByTransfer(request: APIRequestContext) {
  const quote = await (await request.get('/api/checkout/quote?shippingMethod=standard')).json() as { grandTotal: string };
  const placed = await request.post('/api/checkout', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { shippingAddress: ADDRESS, shippingMethod: 'standard', paymentMethod: 'bank_transfer', expectedTotal: quote.grandTotal },
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

test('a shopper with three unpaid bank transfers is told why a fourth checkout is refused, cancels one and checks out', async ({ page }) => {
  test.setTimeout(90_000);
  // A product the other checkout journeys do not buy, with stock for four orders.
  const products = await listProductsWithVariants(page.request, 'pageSize=48');
  const product = products.filter((candidate) => candidate.sellerId !== null && candidate.variants.some((v) => v.stock >= 6)).at(2)!;
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);
  for (let i = 0; i < 3; i++) {
    await addOne(page.request, product);
    await checkOutByTransfer(page.request);
  }

  await addOne(page.request, product);
  await page.goto('/checkout');
  const form = page.getByRole('main').locator('form');
  for (const [label, value] of Object.entries(FORM_LABELS)) await form.getByLabel(label, { exact: true }).fill(value);
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();

  const refusal = page.getByTestId('checkout-refusal');
  await expect(refusal).toContainText(REFUSAL);
  await expect(page).toHaveURL(/\/checkout$/);
  // Nothing was placed: the cart still holds the line.
  await expect(page.getByTestId('quote-seller')).toHaveCount(1);

  await refusal.getByRole('link', { name: 'Go to your orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByTestId('order-hold')).toContainText('Pay by');
  await cards.first().getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel order/ });
  await dialog.getByLabel('Reason').fill('Paying for the others first');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cards.first()).toContainText('Cancelled');

  await page.goto('/checkout');
  for (const [label, value] of Object.entries(FORM_LABELS)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
});
