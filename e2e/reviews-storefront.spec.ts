import { expect, test, type Browser, type Page } from '@playwright/test';
import type { OwnReview } from '../shared/review-schemas';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newShopper } from './fixtures/accounts';
import { deliveredItem, newShopWithTee, ok, pageFrom, uploadImage } from './fixtures/reviews';
import { expectToast } from './fixtures/toast';

/**
 * Issue 23 on the storefront: a product and a shop with no reviews say "New" and "No reviews yet";
 * once delivered buyers have reviewed, the product page's Reviews tab shows the real figures, sorts
 * and filters with the choice kept in the address, a visitor's Helpful goes through sign-in and back,
 * a shopper marks a review helpful and reports another, and the shop's page lists them with its average.
 */

/**
 * Screenshots at the phone and desktop sizes when SHOTS_DIR is set (looked at by hand, not
 * compared): the whole page from the top (sticky parts in place), and the tabs alone.
 */
async function shoot(page: Page, name: string, tabs: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 900 }]] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/reviews-storefront-${name}-${label}.png`, fullPage: true });
    // The sticky header would sit over the tabs in a picture of them alone.
    const unstick = await page.addStyleTag({ content: 'header { position: static !important; }' });
    await page.locator(tabs).screenshot({ path: `${dir}/reviews-storefront-${name}-${label}-tab.png` });
    await unstick.evaluate((style) => (style as Element).remove());
  }
  if (size) await page.setViewportSize(size);
}

/** A new buyer whose order of the tee was paid, shipped and delivered: the order item they may review. */
async function deliveredBuyer(browser: Browser, seller: Page, productId: number, size: string, address: number) {
  const buyer = await pageFrom(browser, address);
  await ok(await buyer.request.post('/api/register', { data: newShopper() }), 201);
  const { orderItemId } = await deliveredItem(browser, { buyer, seller, productId, size, adminAddress: 50 });
  return { buyer, orderItemId };
}

test('the storefront shows real reviews: figures, filters in the address, helpful through sign-in, report, the shop page', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { seller, businessName, productName, productId, sellerId } = await newShopWithTee(browser, 51, ['M', 'L']);

  // Unrated: "New" and "No reviews yet", never a made-up figure. (Another browser: product replies
  // may be kept for 30 seconds by the browser, and this one comes back after the reviews.)
  const early = await (await browser.newContext()).newPage();
  await early.goto(`/product/${productId}`);
  await expect(early.getByTestId('product-rating')).toContainText('New');
  await expect(early.getByTestId('product-rating')).toContainText('No reviews yet');
  await early.getByRole('tab', { name: 'Reviews (0)' }).click();
  await expect(early).toHaveURL(/[?&]tab=reviews/);
  await expect(early.getByRole('tabpanel')).toContainText('No reviews yet');
  await early.goto(`/seller/${sellerId}?tab=reviews`);
  await expect(early.getByTestId('seller-rating')).toHaveText('New');
  await expect(early.getByRole('tab', { name: 'Reviews (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(early.getByRole('tabpanel')).toContainText('No reviews yet');
  await early.context().close();

  // Two delivered buyers review: a five-star with a photo, a two-star; both say it fits true to size.
  const first = await deliveredBuyer(browser, seller, productId, 'M', 52);
  const photo = await uploadImage(first.buyer, 'review', { r: 240, g: 120, b: 160 });
  const praised = await ok<OwnReview>(await first.buyer.request.post(`/api/order-items/${first.orderItemId}/review`, {
    data: { stars: 5, title: 'Heavy and boxy', text: '<b>Thick</b> cotton, the print survived ten washes.', fit: 'true', photos: [photo] },
  }), 201);
  const second = await deliveredBuyer(browser, seller, productId, 'L', 53);
  const panned = await ok<OwnReview>(await second.buyer.request.post(`/api/order-items/${second.orderItemId}/review`, {
    data: { stars: 2, title: 'Collar stretched', text: 'The collar stretched after the first wash.', fit: 'true' },
  }), 201);
  await ok(await seller.request.put(`/api/reviews/${panned.id}/reply`, { data: { text: 'Sorry! Write to us for a replacement.' } }));

  // The product page: the rating links to the reviews with the real figures (the catalogue follows within a second).
  await expect.poll(async () => (await ok<{ totalReviews: number }>(await page.request.get(`/api/products/${productId}`))).totalReviews).toBe(2);
  await page.goto(`/product/${productId}`);
  const rating = page.getByTestId('product-rating');
  await expect(rating).toContainText('3.5');
  await expect(rating).toContainText('(2 reviews)');
  await rating.click();
  await expect(page).toHaveURL(/[?&]tab=reviews/);
  const summary = page.getByTestId('review-summary');
  await expect(summary.getByRole('img', { name: '3.5 out of 5 stars' })).toBeVisible();
  await expect(summary).toContainText('Based on 2 reviews');
  await expect(summary.getByText('5 stars: 1 review (50%)')).toBeAttached();
  await expect(summary.getByText('2 stars: 1 review (50%)')).toBeAttached();
  await expect(page.getByTestId('fit-summary')).toContainText('Most buyers: True to size (100%)');
  const cards = page.getByTestId('review-card');
  await expect(cards).toHaveCount(2);
  const praisedCard = cards.filter({ hasText: 'Heavy and boxy' });
  // The buyer's words as text: the tags are shown, not obeyed.
  await expect(praisedCard).toContainText('<b>Thick</b> cotton, the print survived ten washes.');
  await expect(praisedCard).toContainText('Verified purchase');
  await expect(praisedCard).toContainText('Size M · Black');
  await expect(praisedCard).toContainText('True to size');
  await praisedCard.getByRole('button', { name: 'Open photo 1 of 1' }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 1' }).getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cards.filter({ hasText: 'Collar stretched' })).toContainText(`Response from ${businessName}`);
  await shoot(page, 'product', '#product-tabs');

  // Sorting and filtering live in the address and survive a reload.
  await page.getByLabel('Sort reviews').selectOption('lowest');
  await expect(page).toHaveURL(/[?&]rsort=lowest/);
  await expect(cards.first()).toContainText('Collar stretched');
  await page.getByRole('button', { name: '5 stars (1)' }).click();
  await expect(page).toHaveURL(/[?&]rstars=5/);
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Reviews (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: '5 stars (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Heavy and boxy');
  await page.getByRole('button', { name: '2 stars (1)' }).click();
  await page.getByRole('switch', { name: 'With photos' }).click();
  await expect(page).toHaveURL(/[?&]rphotos=1/);
  await expect(page.getByText('No reviews match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(2);

  // A visitor's Helpful goes to sign in and comes back to the same list.
  const listAddress = new URL(page.url());
  await cards.filter({ hasText: 'Heavy and boxy' }).getByRole('link', { name: 'Helpful (0): sign in to vote' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.customer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === `${listAddress.pathname}${listAddress.search}`);
  const helpful = cards.filter({ hasText: 'Heavy and boxy' }).getByRole('button', { name: 'Helpful (0)' });
  await helpful.click();
  const voted = cards.filter({ hasText: 'Heavy and boxy' }).getByRole('button', { name: 'Helpful (1)' });
  await expect(voted).toHaveAttribute('aria-pressed', 'true');
  await expect(voted).toBeDisabled();

  // Reporting asks for a reason, then the card says it is reported.
  const pannedCard = cards.filter({ hasText: 'Collar stretched' });
  await pannedCard.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report review' });
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Not about the product');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expectToast(page, 'Review reported');
  await expect(pannedCard).toContainText('Reported');

  // The shop's page: its own average, each review naming the tee it is about.
  await page.goto(`/seller/${sellerId}`);
  await page.getByTestId('seller-rating').click();
  await expect(page).toHaveURL(/[?&]tab=reviews/);
  await expect(page.getByTestId('review-summary')).toContainText('Based on 2 reviews');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('link', { name: productName })).toHaveAttribute('href', `/product/${productId}`);
  await shoot(page, 'seller', '#seller-tabs');
  expect(praised.verifiedPurchase).toBe(true);
});
