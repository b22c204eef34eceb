import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Product } from '../shared/catalog-schemas';
import { demoShopOwner } from '../server/seed/demo-accounts';
import { DEMO_SELLERS } from '../server/seed/demo-content';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newShopper, registerThroughForm } from './fixtures/accounts';
import { adminSignIn } from './fixtures/admin';
import { expectToast } from './fixtures/toast';
import { listProductsWithVariants } from './support/catalog-api';

// The parcel goes to someone other than the account holder, so both names can be told apart.
const ADDRESS = {
  'Full name': 'Sam Receiver', 'Address line 1': '7 Canal Walk', City: 'Bristol', 'State / region': 'Avon',
  'Postal code': 'BS1 5DB', Country: 'United Kingdom', Phone: '+44 117 496 0000',
};

/** A product of the demo seller (Concrete Saints) and one of another demo shop, both in stock. */
async function twoShopsProducts(page: Page) {
  const products = await listProductsWithVariants(page.request, 'pageSize=48&sort=newest');
  const inStock = (product: Product) => product.seller !== null && product.variants.some((variant) => variant.stock >= 1);
  const saints = products.find((product) => inStock(product) && product.seller!.businessName === 'Concrete Saints');
  // Another demo shop (other specs open shops of their own, whose owners sign in otherwise).
  const demoShops = new Set<string>(DEMO_SELLERS.map((seller) => seller.businessName));
  const other = products.find((product) => inStock(product) && product.seller!.businessName !== 'Concrete Saints'
    && demoShops.has(product.seller!.businessName));
  expect(saints && other, 'products of two demo shops').toBeTruthy();
  return [saints!, other!] as const;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const response = await page.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return page;
}

/** The shopper's way: the product page, a size and colour in stock, Add to Cart. */
async function addThroughProductPage(page: Page, product: Product) {
  const variant = product.variants.find((candidate) => candidate.stock >= 1)!;
  await page.goto(`/product/${product.id}`);
  await page.getByRole('group', { name: 'Size' }).getByText(variant.size, { exact: true }).click();
  await page.getByRole('group', { name: 'Colour' }).getByText(variant.color, { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to cart', 'Item has been added to your cart');
}

const orderCard = (page: Page, number: string) => page.getByRole('article', { name: `Order ${number}` });

/** The seller sees exactly one order of this checkout, their own, and ships it with tracking. */
async function shipAsSeller(browser: Browser, email: string, checkoutNumber: string, tracking: string) {
  const page = await signedInPage(browser, email);
  await page.goto('/seller-dashboard?tab=orders&orderStatus=processing');
  const ours = page.getByRole('article', { name: new RegExp(`^Order ${checkoutNumber}-\\d$`) });
  await expect(ours).toHaveCount(1);
  await expect(ours.getByTestId('order-buyer')).toHaveText('Robin Tester');
  await expect(ours.locator('address')).toContainText('Sam Receiver');
  await expect(ours.locator('address')).toContainText('7 Canal Walk');
  await expect(ours).not.toContainText('@example.com');
  await expect(ours).toContainText(/Commission \(\d+(\.\d+)?%\)/);
  await expect(ours).toContainText('Seller net');
  // The table lets a seller ship or cancel a paid order, nothing else; the buyer can be written to (issue 25).
  await expect(ours.getByRole('button')).toHaveText(['Ship', 'Cancel order', /Message the buyer/]);
  await ours.getByRole('button', { name: 'Ship' }).click();
  const dialog = page.getByRole('dialog', { name: /^Ship order/ });
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog.getByText('Carrier is required')).toBeVisible();
  await dialog.getByLabel('Carrier').fill('UPS');
  await dialog.getByLabel('Tracking number').fill(tracking);
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto('/seller-dashboard?tab=orders&orderStatus=shipped');
  await expect(page.getByRole('article', { name: new RegExp(`^Order ${checkoutNumber}-\\d$`) })).toContainText(tracking);
  await page.context().close();
}

test('two shops, one checkout: paid by bank transfer, shipped by each seller, tracked by the buyer, earnings held', async ({ page, browser }) => {
  // Two shops, two sellers, a buyer and an admin, each signed in: issue 25's extra panels (messages, returns) make it longer.
  test.setTimeout(180_000);
  const [saints, other] = await twoShopsProducts(page);
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);
  for (const product of [saints, other]) await addThroughProductPage(page, product);

  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('quote-seller')).toHaveCount(2);
  const form = page.getByRole('main').locator('form');
  for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
  const number = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-card')).toHaveCount(2);

  // The admin marks the transfer received, for each seller's order.
  const admin = await (await browser.newContext()).newPage();
  await adminSignIn(admin);
  await admin.goto('/admin-dashboard');
  await admin.getByRole('tab', { name: 'Orders' }).click();
  await admin.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(admin).toHaveURL(/[?&]orderStatus=pending/);
  const shops = [saints, other].map((product) => product.seller!.businessName);
  for (const suffix of ['1', '2']) {
    const card = orderCard(admin, `${number}-${suffix}`);
    await expect(card).toContainText(new RegExp(`From (${shops.join('|')}) ·`));
    await expect(card.getByTestId('order-buyer')).toHaveText('Robin Tester');
    await expect(card).toContainText('Bank transfer');
    await expect(card).toContainText('Payment pending');
    // Shipping waits for the money: pending offers only the transfer and a cancel.
    await expect(card.getByRole('button')).toHaveText(['Mark transfer received', 'Cancel order']);
    await card.getByRole('button', { name: 'Mark transfer received' }).click();
    await expect(card).toHaveCount(0);
  }
  await admin.goto('/admin-dashboard?tab=orders&orderStatus=processing');
  await expect(orderCard(admin, `${number}-1`)).toContainText('Paid, being prepared');
  await admin.context().close();

  await shipAsSeller(browser, DEMO_ACCOUNTS.seller.email, number, `1ZSAINTS${Date.now()}`);
  await shipAsSeller(browser, demoShopOwner(other.seller!.businessName).email, number, `1ZOTHER${Date.now()}`);

  // The buyer sees both orders shipped, with their tracking numbers.
  await page.goto('/account/orders');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  for (const index of [0, 1]) {
    await expect(cards.nth(index)).toContainText('Shipped');
    await expect(cards.nth(index).getByTestId('order-tracking')).toContainText('UPS 1Z');
  }
  await cards.first().getByRole('button', { name: 'I received it' }).click();
  await expect(cards.first().locator('header')).toContainText('Delivered');
  const deliveredFrom = (await cards.first().getByText(/^From /).textContent())!.replace(/^From (.+?) ·.*$/, '$1');

  // The delivered order is the seller's earning, held 7 days after delivery (decision 009): the
  // admin sees it held (mark-paid: ledger.api.test.ts). Whether CREATE PAYOUTS is on is not this
  // shop's to say: a demo earning delivered just under 7 days before the seed becomes payable
  // while the suite runs, so the button's state depends on how long the run has taken.
  const payer = await (await browser.newContext()).newPage();
  await adminSignIn(payer);
  await payer.goto('/admin-dashboard?tab=payouts');
  const owed = payer.getByRole('region', { name: 'Balances owed' }).getByRole('listitem').filter({ hasText: deliveredFrom });
  await expect(owed).toContainText(/\+ \$\d+\.\d{2} held: delivered less than 7 days ago/);
});
