import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Product } from '../shared/catalog-schemas';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newShopper, ownClientAddress } from './fixtures/accounts';
import { adminSignIn } from './fixtures/admin';
import { expectToast } from './fixtures/toast';
import { listProductsWithVariants } from './support/catalog-api';

test.use(ownClientAddress(22));

const SHOTS = process.env.E2E_SHOTS_DIR;
const ADDRESS = {
  'Full name': 'Sam Receiver', 'Address line 1': '7 Canal Walk', City: 'Bristol', 'State / region': 'Avon',
  'Postal code': 'BS1 5DB', Country: 'United Kingdom', Phone: '+44 117 496 0000',
};

/** A screenshot of the card at a phone's and a desktop's width, when E2E_SHOTS_DIR asks for them. */
async function shoot(page: Page, card: Locator, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [[390, 844], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext(ownClientAddress(22))).newPage();
  expect((await page.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } })).status()).toBe(200);
  return page;
}

/** The demo seller's (Concrete Saints) product with a size and colour in stock. */
async function saintsProduct(page: Page): Promise<{ product: Product; variant: Product['variants'][number] }> {
  const products = await listProductsWithVariants(page.request, 'pageSize=48&sort=newest');
  const product = products.find((candidate) => candidate.seller?.businessName === 'Concrete Saints' && candidate.variants.some((variant) => variant.stock >= 1))!;
  expect(product, 'a Concrete Saints product in stock').toBeTruthy();
  return { product, variant: product.variants.find((variant) => variant.stock >= 1)! };
}

const refundLine = (amount: string, reason: string) => new RegExp(`^Refunded \\${amount} by Threadline · .+ · ${reason}$`);

test('a refund, seen by the buyer, the seller and the admin, with its mail; the bank details are real from the start', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const shopper = newShopper();
  const registered = await page.request.post('/api/register', {
    data: { username: shopper.username, email: shopper.email, password: shopper.password, firstName: shopper.firstName, lastName: shopper.lastName },
  });
  expect(registered.status()).toBe(201);
  const { product, variant } = await saintsProduct(page);
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1, size: variant.size, color: variant.color } })).ok()).toBe(true);

  // Checkout by bank transfer (the default): the confirmation names the account, the amount and the reference.
  await page.goto('/checkout');
  const form = page.getByRole('main').locator('form');
  for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
  const number = page.url().split('/').pop()!;
  await expect(page.getByText(new RegExp(`to DEMO ACCOUNT, NOT A REAL BANK \\(do not send money\\): Threadline Demo, IBAN XX00 DEMO 0000 0000 00 with the reference ${number}`))).toBeVisible();
  await expect(page.getByText('we will email you our bank details')).toHaveCount(0);

  const [order] = (await (await page.request.get('/api/orders')).json()) as Array<{ id: number; number: string; total: string }>;
  expect(order!.number).toBe(`${number}-1`);
  const total = `$${order!.total}`;

  // The transfer arrives, the seller ships and delivers.
  const admin = await (await browser.newContext(ownClientAddress(22))).newPage();
  await adminSignIn(admin);
  expect((await admin.request.post(`/api/admin/orders/${order!.id}/mark-paid`)).status()).toBe(200);
  const seller = await signedInPage(browser, DEMO_ACCOUNTS.seller.email);
  await seller.goto('/seller-dashboard?tab=orders&orderStatus=processing');
  await seller.getByRole('article', { name: `Order ${order!.number}` }).getByRole('button', { name: 'Ship' }).click();
  const shipDialog = seller.getByRole('dialog', { name: `Ship order ${order!.number}` });
  await expect(shipDialog).toContainText('USPS, UPS, FedEx, DHL: the buyer gets a tracking link. Any other carrier: the number only.');
  await shipDialog.getByLabel('Carrier').fill('UPS');
  await shipDialog.getByLabel('Tracking number').fill('1ZREFUND1');
  await shoot(seller, shipDialog, 'seller-ship-dialog');
  await shipDialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(shipDialog).toHaveCount(0);
  expect((await seller.request.post(`/api/orders/${order!.id}/deliver`)).status()).toBe(200);

  // The admin refunds it from the control panel.
  await admin.goto('/admin-dashboard?tab=orders&orderStatus=delivered');
  const adminCard = admin.getByRole('article', { name: `Order ${order!.number}` });
  await adminCard.getByRole('button', { name: 'Refund' }).click();
  const dialog = admin.getByRole('dialog', { name: `Refund order ${order!.number}` });
  await dialog.getByLabel('Reason').fill('Returned: wrong fit');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expectToast(admin, `Order ${order!.number} updated`);
  await expect(adminCard.getByTestId('timeline-refund')).toHaveText(refundLine(total, 'Returned: wrong fit'));
  await expect(adminCard.getByTestId('order-refunded')).toHaveText(`−${total}`);
  await expect(adminCard.getByTestId('order-commission')).toHaveText('Reversed');
  await expect(adminCard.getByTestId('order-seller-net')).toHaveText('$0.00');
  await expect(adminCard.getByRole('listitem').filter({ hasText: /^Delivered/ })).toHaveCount(1);
  await shoot(admin, adminCard, 'admin-refunded-order');

  // The seller sees the same.
  await seller.goto('/seller-dashboard?tab=orders&orderStatus=delivered');
  const sellerCard = seller.getByRole('article', { name: `Order ${order!.number}` });
  await expect(sellerCard.getByTestId('timeline-refund')).toHaveText(refundLine(total, 'Returned: wrong fit'));
  await expect(sellerCard.getByTestId('order-commission')).toHaveText('Reversed');
  await expect(sellerCard.getByTestId('order-seller-net')).toHaveText('$0.00');
  await shoot(seller, sellerCard, 'seller-refunded-order');

  // The buyer: the refund, the tracking link, and no seller's terms.
  await page.goto('/account/orders');
  const buyerCard = page.getByRole('article', { name: `Order ${order!.number}` });
  await expect(buyerCard.getByTestId('timeline-refund')).toHaveText(refundLine(total, 'Returned: wrong fit'));
  await expect(buyerCard.getByTestId('order-refunded')).toHaveText(`−${total}`);
  await expect(buyerCard.getByTestId('order-commission')).toHaveCount(0);
  await expect(buyerCard.getByRole('link', { name: /Track parcel at UPS/ })).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1ZREFUND1');
  await shoot(page, buyerCard, 'buyer-refunded-order');

  // And its mail, as the outbox keeps it, after every other mail of the order.
  // The account's own mails (the sign-up's address check) are not the order's.
  const mails = ((await (await admin.request.get(`/api/admin/mail?to=${encodeURIComponent(shopper.email)}`)).json()) as Array<{ subject: string; text: string }>)
    .filter((mail) => mail.subject.includes(number));
  expect(mails.map((mail) => mail.subject)).toEqual([
    `Refund for your order ${order!.number}`,
    `Your order ${order!.number} was delivered`,
    `Your order ${order!.number} has shipped`,
    `Payment received for your order ${order!.number}`,
    `Your Threadline order ${number}`,
  ]);
  expect(mails[0]!.text).toContain(`We are refunding ${total} for your order ${order!.number} from Concrete Saints, by bank transfer to the account you paid from.`);
  expect(mails[0]!.text).toContain('Reason: Returned: wrong fit');
  expect(mails[2]!.text).toContain('Track your parcel: https://www.ups.com/track?tracknum=1ZREFUND1');
  expect(mails[4]!.text).toContain('IBAN XX00 DEMO 0000 0000 00');
  await admin.context().close();
  await seller.context().close();
});
