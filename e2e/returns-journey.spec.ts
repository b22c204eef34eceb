import { expect, test } from '@playwright/test';
import type { OrderReply } from '../shared/orders-schemas';
import { RETURN_REASON_LABELS } from '../shared/return-schemas';
import { DEMO_ACCOUNTS } from './fixtures/accounts';
import { adminSignIn } from './fixtures/admin';
import { RETURN_ADDRESS, RETURNS_CLIENT, registerShopper, saintsProduct, signedInPage } from './fixtures/returns';
import { shootBoth } from './fixtures/shots';
import { expectToast } from './fixtures/toast';

test.use(RETURNS_CLIENT);

const QUESTION = 'Hi! Does this run true to size? I am usually an M.';
const INSTRUCTIONS = 'Send it to Concrete Saints, 9 Print Yard, with the order number inside.';

/**
 * The first journey, whole: a buyer asks the shop about sizing before buying, buys (demo
 * payment), the shop ships, the buyer confirms delivery and asks to return it; the shop accepts,
 * the buyer sends it back, the shop marks it received; the refund shows on the buyer's order, in
 * the shop's payouts and in the admin's ledger view.
 */
test('ask, buy, return, refund: the refund reaches the buyer, the shop and the ledger', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await registerShopper(page);
  const { product, variant } = await saintsProduct(page);

  // Before buying: the shop's return policy on the product page, and a question about sizing.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByTestId('return-policy')).toContainText(/Returns accepted within (14|30) days of delivery|does not accept returns/);
  await page.getByTestId('message-shop-button').click();
  await expect(page).toHaveURL(/\/account\/messages\/\d+$/);
  await page.getByTestId('message-input').fill(QUESTION);
  await page.getByTestId('message-send').click();
  await expect(page.getByTestId('message-item').filter({ hasText: QUESTION })).toHaveCount(1);

  // It buys one, paying with the demo provider through the screens.
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1, size: variant.size, color: variant.color } })).ok()).toBe(true);
  await page.goto('/checkout');
  const form = page.getByRole('main').locator('form');
  for (const [label, value] of Object.entries(RETURN_ADDRESS)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.locator('label', { hasText: /^Demo payment/ }).click();
  await page.getByRole('button', { name: /^PLACE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
  const checkoutNumber = page.url().split('/').pop()!;
  const demo = page.getByRole('region', { name: 'Demo payment: no money moves' });
  await demo.getByRole('button', { name: 'Pay' }).click();
  await expect(demo).toContainText('No payment is awaited for this checkout.');
  const [order] = (await (await page.request.get('/api/orders')).json()) as OrderReply[];
  expect(order!.paymentStatus).toBe('paid');
  const item = order!.items[0]!;

  // The shop ships it from its orders tab.
  const seller = await signedInPage(browser, DEMO_ACCOUNTS.seller.email);
  await seller.goto('/seller-dashboard?tab=orders&orderStatus=processing');
  await seller.getByRole('article', { name: `Order ${order!.number}` }).getByRole('button', { name: 'Ship' }).click();
  const shipDialog = seller.getByRole('dialog', { name: `Ship order ${order!.number}` });
  await shipDialog.getByLabel('Carrier').fill('UPS');
  await shipDialog.getByLabel('Tracking number').fill('1ZRETURN1');
  await shipDialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(shipDialog).toHaveCount(0);

  // The buyer confirms delivery; the order now offers a return, with its deadline.
  await page.goto(`/orders/${checkoutNumber}`);
  const card = page.getByRole('article', { name: `Order ${order!.number}`, exact: true });
  await card.getByRole('button', { name: 'I received it' }).click();
  await expect(card.getByTestId('return-request-button')).toBeVisible();
  await expect(card.getByTestId('return-deadline')).toHaveText(/^Returns accepted until \d{1,2} [A-Z][a-z]{2}$/);

  // It asks to return the item: the form shows the refund it would give and who pays to send it back.
  await card.getByTestId('return-request-button').click();
  const dialog = page.getByRole('dialog', { name: `Return items from order ${order!.number}` });
  await expect(dialog.getByTestId(`return-item-quantity-${item.id}`)).toHaveValue('1');
  await dialog.getByTestId('return-submit').click();
  await expect(dialog.getByText('Reason must be one of')).toBeVisible();
  await dialog.getByTestId('return-reason').selectOption('doesnt_fit');
  await dialog.getByTestId('return-note').fill('Runs a size small on me.');
  await expect(dialog.getByTestId('return-refund-preview')).toContainText(`Refund once the shop receives it$${item.price}`);
  await expect(dialog.getByTestId('return-refund-preview')).toContainText(/You pay the return shipping|The shop pays the return shipping/);
  await shootBoth(page, dialog, 'return-request');
  await dialog.getByTestId('return-submit').click();
  await expectToast(page, 'Return requested');
  await expect(card.getByTestId('return-status')).toHaveText('Return requested');

  // The shop sees it waiting on its Returns tab, and accepts with instructions.
  await seller.goto('/seller-dashboard?tab=returns');
  await expect(seller.getByTestId('returns-waiting-count')).toHaveText(/^[1-9]\d*$/);
  const sellerReturn = seller.getByTestId('seller-return-item').filter({ hasText: order!.number });
  await expect(sellerReturn).toContainText(RETURN_REASON_LABELS.doesnt_fit);
  await expect(sellerReturn).toContainText('Runs a size small on me.');
  await sellerReturn.getByTestId('return-accept').click();
  await sellerReturn.getByTestId('return-instructions').fill(INSTRUCTIONS);
  await shootBoth(seller, sellerReturn, 'seller-return');
  await sellerReturn.getByTestId('return-accept-submit').click();
  await expect(sellerReturn.getByTestId('return-status')).toHaveText('Return accepted');
  await expect(sellerReturn.getByTestId('return-receive')).toHaveCount(0);

  // The buyer reads the instructions and sends it back.
  await page.reload();
  await expect(card.getByTestId('return-status')).toHaveText('Return accepted');
  await expect(card.getByTestId('return-shop-instructions')).toContainText(INSTRUCTIONS);
  await card.getByTestId('return-ship-carrier').fill('DHL');
  await card.getByTestId('return-ship-tracking').fill('JD0001RETURN');
  await card.getByTestId('return-ship-submit').click();
  await expect(card.getByTestId('return-status')).toHaveText('On its way back');
  await expect(card.getByTestId('return-ship-submit')).toHaveCount(0);

  // The shop sees the tracking, marks it received and puts it back in stock: the refund is made.
  await seller.reload();
  await expect(sellerReturn.getByTestId('return-tracking')).toContainText('JD0001RETURN');
  await sellerReturn.getByTestId('return-receive').click();
  await expect(sellerReturn.getByTestId('return-receive-refund')).toHaveText(`$${item.price}`);
  await sellerReturn.getByTestId('return-restock').check();
  await sellerReturn.getByTestId('return-receive-submit').click();
  await expect(sellerReturn.getByTestId('return-status')).toHaveText('Refunded');

  // The buyer's order shows the refund line and the refunded sum.
  await page.reload();
  await expect(card.getByTestId('return-status')).toHaveText('Refunded');
  await expect(card.getByTestId('order-refund-line')).toHaveCount(1);
  await expect(card.getByTestId('order-refund-line')).toContainText(`$${item.price}`);
  await expect(card.getByTestId('order-refunded')).toHaveText(`−$${item.price}`);
  await shootBoth(page, card, 'buyer-order-refunded');
  await page.goto('/account/returns');
  await expect(page.getByTestId('return-item').filter({ hasText: order!.number }).getByTestId('return-status')).toHaveText('Refunded');

  // The shop's payouts show the refund taken back from its earning.
  await seller.goto('/seller-dashboard');
  const payoutEntry = seller.getByTestId('payout-entry').filter({ hasText: order!.number }).and(seller.locator('[data-kind="reversal"]'));
  await expect(payoutEntry).toHaveCount(1);
  await expect(payoutEntry).toContainText(/-\$\d+\.\d{2}/);

  // And the admin's ledger view has the reversal.
  const admin = await (await browser.newContext(RETURNS_CLIENT)).newPage();
  await adminSignIn(admin);
  await admin.goto('/admin-dashboard?tab=payouts');
  const ledgerEntry = admin.getByTestId('ledger-entry').filter({ hasText: order!.number }).and(admin.locator('[data-kind="reversal"]'));
  await expect(ledgerEntry).toHaveCount(1);
  await expect(ledgerEntry).toContainText(/-\$\d+\.\d{2}/);

  await admin.context().close();
  await seller.context().close();
});
