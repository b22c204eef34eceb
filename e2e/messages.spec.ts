import { expect, test } from '@playwright/test';
import { MESSAGE_MESSAGES } from '../shared/message-schemas';
import { uniqueTag } from './fixtures/admin';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './fixtures/accounts';
import { demoSellerWithProduct, headerUnread, messagingVisitor } from './fixtures/messages';
import { ok, pageFrom } from './fixtures/reviews';
import { shootBoth } from './fixtures/shots';
import { expectToast } from './fixtures/toast';

/**
 * Issue 25, messages: a shopper asks a shop about a product (through sign-in and back), the seller
 * sees the header's badge, answers from the dashboard's Messages tab, the shopper sees the answer
 * and "Seen"; a message is reported and an admin resolves the report; a blocked buyer cannot send.
 */
test('a shopper asks a shop about a product; the seller answers; Seen, Report and Block', async ({ browser }) => {
  test.setTimeout(120_000);
  const { seller, product } = await demoSellerWithProduct(browser, 81);
  const { page, register } = await messagingVisitor(browser, 82);

  // A visitor is sent to sign in and comes back with the intent, which opens the conversation.
  await page.goto(`/product/${product.id}`);
  await page.getByTestId('product-shop').getByTestId('message-shop-button').click();
  await expect(page).toHaveURL(/\/login\?next=/);
  const next = decodeURIComponent(new URL(page.url()).searchParams.get('next') ?? '');
  expect(next).toBe(`/product/${product.id}?message=1`);
  await register();
  await page.goto(next);
  await expect(page).toHaveURL(/\/account\/messages\/\d+$/);
  await expect(page.getByTestId('conversation-product')).toContainText(product.name);

  // The seller is looking at the shop's front page when the question arrives.
  await seller.goto('/');
  await expect(seller.getByTestId('messages-header-link')).toBeVisible();
  const before = await headerUnread(seller);

  const question = `Does it run small? ${uniqueTag('q')}\nI am usually an M.`;
  await page.getByTestId('message-input').fill(question);
  await expect(page.getByText(`${question.length} / 2,000`)).toBeVisible();
  await page.getByTestId('message-send').click();
  const mine = page.getByTestId('message-item').filter({ hasText: 'Does it run small?' });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('I am usually an M.');
  await expect(page.getByTestId('message-input')).toHaveValue('');

  await expect.poll(() => headerUnread(seller), { timeout: 5_000, intervals: [250] }).toBeGreaterThan(before);

  // The seller opens the Messages tab and the conversation, which is unread, and answers.
  await seller.goto('/seller-dashboard?tab=messages');
  const item = seller.getByTestId('conversation-item').filter({ hasText: 'Does it run small?' });
  await expect(item.getByTestId('conversation-unread')).toHaveText('1');
  await item.click();
  await expect(seller).toHaveURL(/tab=messages&conversation=\d+/);
  await expect(seller.getByTestId('message-item').filter({ hasText: 'I am usually an M.' })).toBeVisible();
  await expect(item.getByTestId('conversation-unread')).toHaveCount(0);
  const answer = `True to size, take your usual M. ${uniqueTag('a')}`;
  await seller.getByTestId('message-input').fill(answer);
  await seller.getByTestId('message-send').click();
  await expect(seller.getByTestId('message-item').filter({ hasText: answer })).toBeVisible();

  // The shopper's open thread shows the answer, and "Seen" under their question.
  await expect(page.getByTestId('message-item').filter({ hasText: answer })).toBeVisible({ timeout: 10_000 });
  await expect(mine.getByTestId('message-read-receipt')).toHaveText('Seen', { timeout: 10_000 });
  await shootBoth(page, page.getByTestId('conversation-thread'), 'conversation-buyer');
  await shootBoth(seller, seller.getByTestId('conversation-thread'), 'conversation-seller');

  // Reporting a message of the shop (never one's own).
  await expect(mine.getByTestId('message-report')).toHaveCount(0);
  await page.getByTestId('message-item').filter({ hasText: answer }).getByTestId('message-report').click();
  const reason = `Testing the report flow ${uniqueTag('r')}`;
  await page.getByTestId('message-report-reason').fill(reason);
  await page.getByTestId('message-report-submit').click();
  await expectToast(page, 'Message reported');

  // The shop blocks the buyer in this pre-sale thread: the buyer's next message is refused.
  await seller.getByTestId('block-buyer').click();
  await expect(seller.getByTestId('block-buyer')).toHaveText('Unblock');
  await page.getByTestId('message-input').fill('Hello again?');
  await page.getByTestId('message-send').click();
  await expectToast(page, 'Message not sent', MESSAGE_MESSAGES.blocked);
  await expect(page.getByTestId('message-item').filter({ hasText: 'Hello again?' })).toHaveCount(0);
  await expect(page.getByTestId('message-input')).toHaveValue('Hello again?');

  // Unblocked, they can write again.
  await seller.getByTestId('block-buyer').click();
  await expect(seller.getByTestId('block-buyer')).toHaveText('Block buyer');
  await page.getByTestId('message-send').click();
  await expect(page.getByTestId('message-item').filter({ hasText: 'Hello again?' })).toBeVisible();

  // The inbox lists it, newest first, with the product as context.
  await page.goto('/account/messages');
  await expect(page.getByTestId('conversation-item').first()).toContainText(product.name);

  // An admin reads the reported message in the control panel, and resolves the report.
  const admin = await pageFrom(browser, 83);
  await ok(await admin.request.post('/api/admin/login', { data: { username: DEMO_ACCOUNTS.admin.username, password: DEMO_PASSWORD } }));
  await admin.goto('/admin-dashboard?tab=messages');
  const entry = admin.getByTestId('message-report-entry').filter({ hasText: reason });
  await expect(entry).toContainText(answer);
  await expect(entry).toContainText('Concrete Saints');
  await shootBoth(admin, admin.getByRole('tabpanel'), 'message-reports-admin');
  await entry.getByRole('button', { name: 'Mark resolved' }).click();
  await expectToast(admin, 'Report resolved');
  await expect(entry).toHaveCount(0);
});
