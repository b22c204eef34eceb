import { expect, test } from '@playwright/test';
import { DISPUTE_MESSAGES, DISPUTE_REASON_LABELS } from '../shared/dispute-schemas';
import { DEMO_ACCOUNTS } from './fixtures/accounts';
import { adminSignIn } from './fixtures/admin';
import { deliveredSaintsOrder, dollars, DISPUTES_CLIENT, halfOf, signedInPage } from './fixtures/disputes';
import { shootBoth } from './fixtures/shots';
import { expectToast } from './fixtures/toast';

test.use(DISPUTES_CLIENT);

const REFUSAL = 'Worn and washed: we cannot take it back';
const COMPLAINT = 'It arrived with a torn seam and the shop refused my return.';
const DECISION = 'Half back: the seam is torn, but the tee was worn.';

/**
 * The issue's second journey: a refused return escalated to a dispute that an admin decides.
 * The buyer's and the shop's return screens are the returns helpers'; the queue, the decision and
 * the ledger view are this spec's subject.
 */
test('a refused return becomes a dispute; an admin refunds part of the order, and everyone sees it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const order = await deliveredSaintsOrder(page, browser);
  const item = order.items[0]!;

  // The buyer asks to return the item.
  await page.goto(`/orders/${order.checkoutNumber}`);
  await page.getByTestId('return-request-button').click();
  await page.getByTestId(`return-item-quantity-${item.id}`).fill('1');
  await page.getByTestId('return-reason').selectOption('damaged');
  await page.getByTestId('return-note').fill('The seam on the left shoulder is torn.');
  await page.getByTestId('return-submit').click();
  await expect(page.getByTestId('return-status').first()).toHaveText(/Return requested/);

  // The shop refuses it, with a reason.
  const seller = await signedInPage(browser, DEMO_ACCOUNTS.seller.email);
  await seller.goto('/seller-dashboard?tab=returns');
  const sellerReturn = seller.getByTestId('seller-return-item').filter({ hasText: order.number });
  await sellerReturn.getByTestId('return-refuse').click();
  await seller.getByTestId('return-refuse-reason').fill(REFUSAL);
  await seller.getByTestId('return-refuse-submit').click();
  await expect(sellerReturn.getByTestId('return-status')).toHaveText(/Return refused/);

  // The buyer asks Threadline to step in.
  await page.reload();
  await expect(page.getByTestId('return-status').first()).toHaveText(/Return refused/);
  await page.getByTestId('dispute-open-button').click();
  await page.getByTestId('dispute-reason').selectOption({ label: DISPUTE_REASON_LABELS.return_refused });
  await page.getByTestId('dispute-note').fill(COMPLAINT);
  await page.getByTestId('dispute-submit').click();
  await expect(page.getByTestId('dispute-status').first()).toContainText('Open');

  // An admin finds it in the queue, with the count on the tab.
  const admin = await (await browser.newContext(DISPUTES_CLIENT)).newPage();
  await adminSignIn(admin);
  await admin.goto('/admin-dashboard?tab=disputes');
  await expect(admin.getByTestId('disputes-open-count')).toHaveText(/^[1-9]\d*$/);
  const row = admin.getByTestId('dispute-row').filter({ hasText: order.number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Concrete Saints');
  await expect(row).toContainText(DISPUTE_REASON_LABELS.return_refused);
  await expect(row).toContainText('Opened today');
  await shootBoth(admin, admin.getByRole('tabpanel'), 'disputes-queue');
  await row.getByRole('link').click();
  await expect(admin).toHaveURL(/[?&]tab=disputes&dispute=\d+/);

  // It reads the order, the refused return and the conversation before deciding.
  const panel = admin.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Order' })).toBeVisible();
  await expect(panel).toContainText(`Dispute on ${order.number}`);
  await expect(panel).toContainText(COMPLAINT);
  await expect(panel).toContainText(item.productName);
  await expect(panel.getByRole('listitem', { name: /^Return \d+$/ })).toContainText(REFUSAL);
  await expect(panel.getByRole('list', { name: 'Conversation' })).toContainText(/Dispute opened/i);
  await expect(panel.getByTestId('dispute-refundable')).toHaveText(dollars(order.total));
  await expect(panel.getByTestId('dispute-decide-amount')).toHaveValue(order.total);

  // A note is required; then half the order is refunded, after a confirm step.
  await panel.getByTestId('dispute-decide-submit').click();
  await expect(panel.getByText('Write a note both sides will read')).toBeVisible();
  const part = halfOf(order.total);
  await panel.getByTestId('dispute-decide-outcome').selectOption('refund');
  await panel.getByTestId('dispute-decide-amount').fill(part);
  await panel.getByTestId('dispute-decide-note').fill(DECISION);
  await shootBoth(admin, panel, 'dispute-detail');
  await panel.getByTestId('dispute-decide-submit').click();
  const confirm = admin.getByRole('dialog', { name: 'Confirm the decision' });
  await expect(confirm).toContainText(`Refund ${dollars(part)} to the buyer, of ${dollars(order.total)} still refundable.`);
  await confirm.getByTestId('dispute-decide-confirm').click();
  await expectToast(admin, 'Refund made');
  await expect(panel.getByTestId('dispute-status')).toHaveText('Refunded');
  await expect(panel).toContainText(`Refunded ${dollars(part)} to the buyer`);
  await expect(panel.getByTestId('dispute-decide-submit')).toHaveCount(0);
  await expect(panel).toContainText(DECISION);

  // A second decision is refused: the dispute is decided.
  const disputeId = Number(new URL(admin.url()).searchParams.get('dispute'));
  const again = await admin.request.post(`/api/admin/disputes/${disputeId}/decide`, { data: { outcome: 'close', note: 'Twice' } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(DISPUTE_MESSAGES.notOpen);

  // The ledger view shows the seller's share of it taken back.
  await admin.goto('/admin-dashboard?tab=payouts');
  const reversal = admin.getByTestId('ledger-entry').filter({ hasText: order.number }).and(admin.locator('[data-kind="reversal"]'));
  await expect(reversal).toHaveCount(1);
  await expect(reversal).toContainText('Refund reversal');
  await expect(reversal).toContainText(/-\$\d+\.\d{2}/);
  await expect(reversal).toContainText(DECISION);
  await expect(reversal).toContainText('Unpaid');
  await shootBoth(admin, admin.getByRole('region', { name: 'Ledger' }), 'admin-ledger');

  // The buyer reads the decision in the order's conversation and sees the refund on the order.
  await page.reload();
  const buyerConversation = page.getByTestId('order-conversation');
  if (await buyerConversation.getByTestId('order-conversation-toggle').textContent() !== 'Hide messages') {
    await buyerConversation.getByTestId('order-conversation-toggle').click();
  }
  await expect(buyerConversation).toContainText(DECISION);
  await expect(page.getByTestId('order-refund-line')).toContainText(dollars(part));
  await expect(page.getByTestId('dispute-status').first()).toContainText('Refunded');

  // So does the shop, and its payouts show the negative line with the order number.
  await seller.goto('/seller-dashboard?tab=orders&orderStatus=delivered');
  const sellerConversation = seller.getByRole('article', { name: `Order ${order.number}` }).getByTestId('order-conversation');
  await sellerConversation.getByTestId('order-conversation-toggle').click();
  await expect(sellerConversation).toContainText(DECISION);
  await seller.goto('/seller-dashboard');
  const sellerEntry = seller.getByTestId('payout-entry').filter({ hasText: order.number }).and(seller.locator('[data-kind="reversal"]'));
  await expect(sellerEntry).toHaveCount(1);
  await expect(sellerEntry).toContainText(/-\$\d+\.\d{2}/);

  await admin.context().close();
  await seller.context().close();
});
