import { expect, test, type Page } from '@playwright/test';
import { newShopper, ownClientAddress, registerThroughForm } from './fixtures/accounts';
import { listProductsWithVariants } from './support/catalog-api';

// It creates accounts: from an address of its own, clear of the run's shared sign-up limit.
test.use(ownClientAddress(11));

const HOME = {
  'Full name': 'Sam Rivera', 'Address line 1': '12 Court St', City: 'Brooklyn', 'State / region': 'NY',
  'Postal code': '11201', Country: 'United States', Phone: '+1 718 555 0100',
};

const SHOTS = '/work/shots/shopper';

/** One unit of a product in stock into the signed-in shopper's cart, through the API. */
async function putInCart(page: Page, pick: number) {
  const products = await listProductsWithVariants(page.request, 'pageSize=48');
  const product = products.filter((candidate) => candidate.sellerId !== null && candidate.variants.some((v) => v.stock >= 3)).at(pick)!;
  const variant = product.variants.find((v) => v.stock >= 3)!;
  const added = await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1, size: variant.size, color: variant.color } });
  expect(added.status(), await added.text()).toBe(201);
}

test('a shopper saves an address at checkout and checks out with it the next time', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);

  await test.step('first checkout: a new address, "Save this address to my account" ticked', async () => {
    await putInCart(page, -3);
    await page.goto('/checkout');
    // No saved address yet: the fields, and the tick.
    await expect(page.getByTestId('saved-address-choice')).toHaveCount(0);
    const form = page.getByRole('main').locator('form');
    for (const [label, value] of Object.entries(HOME)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByLabel('Save this address to my account').check();
    await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
    await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
    // The confirmation says where it ships, written the American way.
    const shipTo = page.getByRole('region', { name: 'Shipping to' });
    await expect(shipTo).toContainText('Brooklyn, NY 11201');
    await expect(shipTo).toContainText('12 Court St');
  });

  const saved = (await (await page.request.get('/api/addresses')).json()) as { fullName: string; isDefault: boolean }[];
  expect(saved).toEqual([expect.objectContaining({ fullName: 'Sam Rivera', line1: '12 Court St', isDefault: true })]);

  await test.step('second checkout: the saved address is offered, chosen and used', async () => {
    await putInCart(page, -4);
    await page.goto('/checkout');
    const choice = page.getByTestId('saved-address-choice');
    await expect(choice).toBeVisible();
    await expect(choice.getByRole('radio', { name: /Sam Rivera/ })).toBeChecked();
    await expect(choice).toContainText('12 Court St, Brooklyn, NY 11201, United States');
    // The fields stay folded away until a new address is wanted.
    await expect(page.getByLabel('Address line 1', { exact: true })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/checkout-saved-address-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/checkout-saved-address-desktop.png` });

    await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
    await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
    await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText('Brooklyn, NY 11201');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('awaiting payment');
    await page.screenshot({ path: `${SHOTS}/confirmation-awaiting-desktop.png`, fullPage: true });
  });

  // Placed twice with the same address: still one saved.
  expect(((await (await page.request.get('/api/addresses')).json()) as unknown[]).length).toBe(1);
});

test('the confirmation follows a demo payment: declined without a tick and a way to try again, then paid', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);
  await putInCart(page, -5);
  await page.goto('/checkout');
  const form = page.getByRole('main').locator('form');
  for (const [label, value] of Object.entries({ ...HOME, Country: 'Germany', City: 'Berlin', 'Postal code': '10115', 'State / region': 'Berlin' })) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await page.locator('label', { hasText: /^Demo payment/ }).click();
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
  await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText('10115 Berlin');

  const panel = page.getByRole('region', { name: 'Demo payment: no money moves' });
  await panel.getByRole('button', { name: 'Decline' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Payment declined');
  await expect(page.locator('header[data-state="declined"]')).toBeVisible();
  await expect(page.getByTestId('checkout-state')).toContainText('try the payment again');
  await page.screenshot({ path: `${SHOTS}/confirmation-declined-desktop.png`, fullPage: true });

  await panel.getByRole('button', { name: 'Pay' }).click();
  await expect(heading).toContainText('Thank you!');
  await expect(page.getByTestId('checkout-state')).toHaveText('Payment received');
  await expect(panel).toContainText('Payment received. No payment is awaited for this checkout.');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/confirmation-paid-phone.png`, fullPage: true });
});
