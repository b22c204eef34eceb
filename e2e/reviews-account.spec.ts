import { expect, test, type Browser, type Page } from '@playwright/test';
import { newShopper, type NewShopper } from './fixtures/accounts';
import { adminSignIn, uniqueTag } from './fixtures/admin';
import { deliveredItem, newShopWithTee, ok, pageFrom } from './fixtures/reviews';
import { pngFile } from './fixtures/seller';
import { expectToast } from './fixtures/toast';

/**
 * Issue 23: a buyer whose order was delivered reviews it with a photo and the fit, from the orders
 * page; the shop answers from its dashboard; another shopper marks it helpful, filters by stars and reports
 * it, and an admin hides it from the control panel's queue, which takes it off the storefront at once.
 */

/** Screenshots at the phone and desktop sizes when SHOTS_DIR is set (looked at by hand, not compared). */
async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  // The page as it stays, not under the toast that a write just showed.
  await expect(page.locator('li[data-variant][data-state="open"]')).toHaveCount(0, { timeout: 10_000 });
  for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 900 }]] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${dir}/reviews-${name}-${label}.png`, fullPage: fullPage && label === 'phone' });
  }
  if (size) await page.setViewportSize(size);
}

/** A new shop with one tee, and a new buyer whose order of it was paid, shipped and delivered. */
async function deliveredOrder(browser: Browser, buyer: NewShopper) {
  const { seller, productId, productName, businessName } = await newShopWithTee(browser, 41, ['M']);
  const shopper = await pageFrom(browser, 42);
  await ok(await shopper.request.post('/api/register', { data: buyer }), 201);
  await deliveredItem(browser, { buyer: shopper, seller, productId, size: 'M', adminAddress: 43 });
  return { seller, shopper, productId, productName, businessName };
}

/** The product's figures as a visitor reads them (the catalogue follows a write within a second). */
async function productFigures(browser: Browser, productId: number) {
  const context = await browser.newContext();
  const product = await ok<{ rating: string; totalReviews: number }>(await context.request.get(`/api/products/${productId}`));
  await context.close();
  return { rating: Number(product.rating), totalReviews: product.totalReviews };
}

test('a buyer reviews a delivered tee with a photo and fit, the shop replies, an admin hides it after a report', async ({ browser }) => {
  test.setTimeout(150_000);
  const buyer = newShopper();
  const { seller, shopper: page, productId, productName, businessName } = await deliveredOrder(browser, buyer);

  // The orders page offers "Write a review" beside the delivered item.
  await page.goto('/account/orders');
  const writeButton = page.getByRole('button', { name: `Write a review of ${productName} (M / Black)` });
  await expect(writeButton).toBeVisible();
  await shoot(page, 'orders-page');
  await writeButton.click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await expect(dialog).toContainText(`${productName} · M / Black`);
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByText('Rating must be a whole number of stars from 1 to 5')).toBeVisible();
  await expect(dialog.getByText('Review must be at least 10 characters')).toBeVisible();

  await dialog.locator('label', { hasText: '4 stars' }).click();
  await dialog.getByLabel('Title (optional)').fill('Heavy and boxy');
  await dialog.getByLabel('Your review').fill('Thick cotton, the print survived ten washes. Size down if you like it fitted.');
  await dialog.getByRole('group', { name: 'Fit (optional)' }).getByText('Runs large', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add photo' }).click();
  const modal = page.getByRole('dialog', { name: 'Add a photo' });
  await modal.locator('input[type="file"]').setInputFiles(await pngFile('worn.png', { r: 230, g: 120, b: 40 }));
  await expect(modal).toBeHidden();
  await expect(dialog.getByTestId('review-photo')).toHaveCount(1);
  await shoot(page, 'dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expectToast(page, 'Review posted');
  await expect(dialog).toBeHidden();
  await expect(writeButton).toHaveCount(0);
  await expect.poll(() => productFigures(browser, productId)).toEqual({ rating: 4, totalReviews: 1 });

  // The account's Reviews tab: nothing left to review, the review with Edit and Delete.
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/account\/reviews$/);
  await expect(page.getByText('Nothing to review right now.', { exact: false })).toBeVisible();
  const mine = page.getByRole('article', { name: `Your review of ${productName}` });
  await expect(mine).toContainText('Heavy and boxy');
  await expect(mine).toContainText('Fit: Runs large');
  await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Delete' })).toBeVisible();
  await shoot(page, 'account-tab');

  // An edit within the 60 days: the form comes back filled in, the change is marked and counted.
  await mine.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your review' });
  await expect(edit.getByLabel('Title (optional)')).toHaveValue('Heavy and boxy');
  await expect(edit.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(edit.getByRole('radio', { name: 'Runs large' })).toBeChecked();
  await expect(edit.getByTestId('review-photo')).toHaveCount(1);
  await edit.locator('label', { hasText: '5 stars' }).click();
  await edit.getByRole('button', { name: 'Save review' }).click();
  await expectToast(page, 'Review updated');
  await expect(mine.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(mine).toContainText('Edited');
  await expect.poll(() => productFigures(browser, productId)).toEqual({ rating: 5, totalReviews: 1 });

  // The shop answers from its dashboard.
  await seller.goto('/seller-dashboard?tab=reviews');
  const shopReview = seller.getByRole('article', { name: new RegExp(`^Review of ${productName} by `) });
  await expect(shopReview).toContainText('Thick cotton, the print survived ten washes.');
  await expect(shopReview).toContainText('Bought M / Black');
  await shopReview.getByRole('button', { name: 'Reply' }).click();
  await shopReview.getByRole('button', { name: 'Post reply' }).click();
  await expect(shopReview.getByText('Reply cannot be empty')).toBeVisible();
  await shopReview.getByLabel('Your public reply').fill('Thanks! The cut is boxy on purpose; the size chart has the flat measurements.');
  await shopReview.getByRole('button', { name: 'Post reply' }).click();
  await expectToast(seller, 'Reply posted');
  await expect(shopReview.getByTestId('shop-reply')).toContainText(`Reply from ${businessName}`);
  await expect(shopReview.getByRole('button', { name: 'Edit reply' })).toBeVisible();
  await shoot(seller, 'dashboard-tab');

  // The buyer sees the reply under their review.
  await page.reload();
  await expect(mine.getByTestId('shop-reply')).toContainText('The cut is boxy on purpose');

  // Another shopper finds it on the product page: marks it helpful, filters by stars, reports it.
  const reporter = await pageFrom(browser, 44);
  await ok(await reporter.request.post('/api/register', { data: newShopper() }), 201);
  await reporter.goto(`/product/${productId}?tab=reviews`);
  const card = reporter.getByTestId('review-card').filter({ hasText: 'Heavy and boxy' });
  await expect(card).toContainText('Verified purchase');
  await expect(card).toContainText('Size M · Black');
  await expect(card).toContainText(`Response from ${businessName}`);
  await card.getByRole('button', { name: 'Helpful (0)' }).click();
  await expect(card.getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute('aria-pressed', 'true');
  await reporter.getByRole('button', { name: '5 stars (1)' }).click();
  await expect(reporter).toHaveURL(/[?&]rstars=5/);
  await expect(reporter.getByTestId('review-card')).toHaveCount(1);
  // A star with no reviews offers nothing to filter.
  await expect(reporter.getByRole('button', { name: '4 stars (0)' })).toBeDisabled();
  const reportReason = `Mentions another shop ${uniqueTag('r')}`;
  await card.getByRole('button', { name: 'Report' }).click();
  const report = reporter.getByRole('dialog', { name: 'Report review' });
  await report.getByLabel('Reason').fill(reportReason);
  await report.getByRole('button', { name: 'Report' }).click();
  await expectToast(reporter, 'Review reported');
  await reporter.context().close();

  const admin = await pageFrom(browser, 45);
  await adminSignIn(admin);
  await admin.goto('/admin-dashboard?tab=reviews');
  const queued = admin.getByRole('article', { name: `Review of ${productName} by ${buyer.username}` });
  await expect(queued).toContainText(reportReason);
  await expect(queued).toContainText('1 open report');
  await shoot(admin, 'admin-queue');
  await queued.getByRole('button', { name: 'Hide' }).click();
  const hide = admin.getByRole('dialog', { name: 'Hide review' });
  await hide.getByRole('button', { name: 'HIDE REVIEW' }).click();
  await expect(hide.getByText('Please give a reason')).toBeVisible();
  await hide.getByLabel('Reason shown to the author').fill('It names another shop');
  await hide.getByRole('button', { name: 'HIDE REVIEW' }).click();
  await expectToast(admin, 'Review hidden');
  await expect.poll(() => productFigures(browser, productId)).toEqual({ rating: 0, totalReviews: 0 });
  // The storefront, as a visitor opens it now: no rating left, and no review listed.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/product/${productId}?tab=reviews`);
  await expect(visitor.getByTestId('product-rating')).toContainText('New');
  await expect(visitor.getByRole('tab', { name: 'Reviews (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(visitor.getByRole('tabpanel')).toContainText('No reviews yet');
  await visitor.context().close();
  await admin.getByRole('group', { name: 'Show' }).getByText('Hidden', { exact: true }).click();
  await expect(queued).toContainText('It names another shop');
  await expect(queued.getByRole('button', { name: 'Restore' })).toBeVisible();

  // The author reads why.
  await page.reload();
  await expect(mine).toContainText('Hidden by Threadline: It names another shop');
  await admin.context().close();
  await seller.context().close();
  await page.context().close();
});
