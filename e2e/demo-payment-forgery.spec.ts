import { expect, test } from '@playwright/test';
import { newShopper, ownClientAddress, registerThroughForm } from './fixtures/accounts';
import { listProductsWithVariants } from './support/catalog-api';

// It creates accounts: from an address of its own, clear of the run's shared sign-up limit.
test.use(ownClientAddress(3));

const ADDRESS = {
  'Full name': 'Robin Tester', 'Address line 1': '12 Market Street', City: 'Leeds', 'State / region': 'West Yorkshire',
  'Postal code': 'LS1 4AP', Country: 'United Kingdom', Phone: '+44 113 496 0000',
};

// Security review 2, finding 2: a fractional `t` and a missing or empty `v1` compared two empty
// signatures as equal, so anyone could pay someone else's demo checkout.
test('forged demo webhooks sent while a shopper pays leave the order awaiting payment; the real Pay still pays', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  const products = await listProductsWithVariants(page.request, 'pageSize=48');
  const product = products.filter((candidate) => candidate.sellerId !== null && candidate.variants.some((v) => v.stock >= 2)).at(-3)!;
  const variant = product.variants.find((candidate) => candidate.stock >= 2)!;
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1, size: variant.size, color: variant.color } })).status()).toBe(201);

  await page.goto('/checkout');
  const form = page.getByRole('main').locator('form');
  for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.locator('label', { hasText: /^Demo payment/ }).click();
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
  const checkoutNumber = page.url().split('/').pop()!;
  const card = page.getByTestId('order-card');
  await expect(card).toContainText('Awaiting payment');

  // Someone else, with no session, who only knows (or guesses) the checkout number.
  const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const now = Math.floor(Date.now() / 1000);
  const event = JSON.stringify({ id: `evt_forged_${checkoutNumber}`, type: 'payment.succeeded', checkoutNumber });
  for (const [signature, body] of [[`t=${now}.5`, event], [`t=${now}.25,v1=`, event], [`t=${now}.5`, '{not json']] as const) {
    const forged = await stranger.post('/api/payments/demo/webhook', {
      headers: { 'content-type': 'application/json', 'demo-signature': signature }, data: body,
    });
    expect(forged.status(), signature).toBe(400);
    expect(await forged.json()).toEqual({ message: 'Invalid payment event signature' });
  }
  await stranger.dispose();

  await page.reload();
  await expect(card).toContainText('Awaiting payment');
  await expect(card).not.toContainText('Paid, being prepared');

  const panel = page.getByRole('region', { name: 'Demo payment: no money moves' });
  await panel.getByRole('button', { name: 'Pay' }).click();
  await expect(panel).toContainText('No payment is awaited for this checkout.');
  await expect(card).toContainText('Paid, being prepared');
});
