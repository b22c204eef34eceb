import { expect, test, type Browser, type Page } from '@playwright/test';
import { newShopper } from './fixtures/accounts';
import { chooseSoldOutSize, shopWithSoldOutSize } from './fixtures/follows';
import { ok, pageFrom } from './fixtures/reviews';

/**
 * Issue 24, the shopper's side: the heart, Follow and "Tell me when it's back", each done by a
 * visitor through sign-in and back; the favourites and following pages; the home page's feed;
 * the real followers figure on the shop page and in the directory.
 */

/** Screenshots at the phone and desktop sizes when SHOTS_DIR is set (looked at by hand, not compared). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  await expect(page.locator('li[data-variant][data-state="open"]')).toHaveCount(0, { timeout: 10_000 });
  for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 900 }]] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/follows-${name}-${label}.png`, fullPage: label === 'phone' });
  }
  if (size) await page.setViewportSize(size);
}

/** A visitor's page that registers through the API when asked (same context, so the session follows). */
async function visitor(browser: Browser, address: number) {
  const page = await pageFrom(browser, address);
  const shopper = newShopper();
  const register = async () => ok(await page.request.post('/api/register', { data: shopper }), 201);
  return { page, shopper, register };
}

/** Signs in on the /login page the visitor was sent to, and waits to be sent back. */
async function signInHere(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a visitor is sent to sign in by the heart, Follow and the stock alert, each carrying its intent', async ({ browser }) => {
  // A long walk through eight pages: under a loaded CI machine it needs more than the default 30 s.
  test.slow();
  const { productId, sellerId, seller } = await shopWithSoldOutSize(browser, 61);
  const { page } = await visitor(browser, 62);

  await page.goto(`/product/${productId}`);
  const heart = page.getByTestId('favourite-button').first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName('Save to favourites');
  await expect(page.getByTestId('product-shop').getByTestId('follow-button')).toHaveText('Follow');

  // The sold-out size can be chosen: no cart, the alert instead.
  await chooseSoldOutSize(page);
  await expect(page.getByRole('radio', { name: 'M (sold out)' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByText('M / Black is sold out.')).toBeVisible();
  await shoot(page, 'product-visitor');
  await page.getByTestId('stock-alert-button').click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/product/${productId}?stockAlert=${productId}&alertSize=M&alertColor=Black`)}`);

  await page.goto(`/product/${productId}`);
  await page.getByTestId('favourite-button').first().click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/product/${productId}?favourite=${productId}`)}`);

  await page.goto(`/seller/${sellerId}`);
  await expect(page.getByTestId('followers-count')).toHaveText('0 followers');
  await page.getByTestId('follow-button').click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/seller/${sellerId}?follow=${sellerId}`)}`);

  // The account pages ask a visitor to sign in, and come back.
  await page.goto('/account/favourites');
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/account/favourites')}`);
  await page.goto('/account/following');
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/account/following')}`);

  // Visitors get no feed section.
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('feed-section')).toHaveCount(0);
  await page.context().close();
  await seller.context().close();
});

test('the shop\'s owner sees no Follow on their own shop', async ({ browser }) => {
  const { seller, sellerId } = await shopWithSoldOutSize(browser, 63);
  await seller.goto(`/seller/${sellerId}`);
  await expect(seller.getByTestId('followers-count')).toHaveText('0 followers');
  await expect(seller.getByTestId('follow-button')).toHaveCount(0);
  await seller.context().close();
});

test('a shopper saves, follows and waits through sign-in, then keeps them on the account pages and the home feed', async ({ browser }) => {
  test.setTimeout(120_000);
  const { seller, productId, productName, sellerId, businessName } = await shopWithSoldOutSize(browser, 64);
  const { page, shopper, register } = await visitor(browser, 65);
  await register();
  await page.request.post('/api/logout');

  await test.step('the heart through sign-in: back on the product, saved, the address clean', async () => {
    await page.goto(`/product/${productId}`);
    await page.getByTestId('favourite-button').first().click();
    await signInHere(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(`/product/${productId}`);
    await expect(page.getByTestId('favourite-button').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourite-button').first()).toHaveAccessibleName('Remove from favourites');
  });

  await test.step('"Tell me when it\'s back" in one click, with an undo', async () => {
    await chooseSoldOutSize(page);
    await page.getByTestId('stock-alert-button').click();
    const waiting = page.getByTestId('stock-alert-waiting');
    await expect(waiting).toContainText("We'll email you when it's back");
    await shoot(page, 'product-waiting');
    await waiting.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('stock-alert-button')).toBeVisible();
    await page.getByTestId('stock-alert-button').click();
    await expect(page.getByTestId('stock-alert-waiting')).toBeVisible();
  });

  await test.step('Follow on the shop page: the real figure moves with it', async () => {
    await page.goto(`/seller/${sellerId}`);
    const follow = page.getByTestId('follow-button');
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText('Following');
    await expect(page.getByTestId('followers-count')).toHaveText('1 follower');
    await shoot(page, 'seller-following');
  });

  await test.step('the favourites page shows the price drop, the alert switch, the waiting size and Remove', async () => {
    await ok(await seller.request.put(`/api/products/${productId}`, { data: { price: '30.00' } }));
    await page.goto('/account/favourites');
    const item = page.getByTestId('favourite-item').filter({ hasText: productName });
    await expect(item).toBeVisible();
    await expect(item.getByTestId('favourite-change')).toContainText('Price dropped');
    await expect(item.getByTestId('favourite-change')).toContainText('was $40.00, now $30.00');
    const alerts = item.getByRole('switch', { name: 'Price alerts' });
    await expect(alerts).toBeChecked();
    await alerts.click();
    await expect(alerts).not.toBeChecked();
    await page.reload();
    await expect(page.getByTestId('favourite-item').filter({ hasText: productName }).getByRole('switch', { name: 'Price alerts' })).not.toBeChecked();
    await expect(page.getByTestId('stock-alert-item')).toContainText('M / Black');
    await shoot(page, 'favourites');
  });

  await test.step('the following page and the home feed', async () => {
    await page.goto('/account/following');
    await expect(page.getByTestId('followed-shop').filter({ hasText: businessName })).toBeVisible();
    await page.goto('/');
    const feed = page.getByTestId('feed-section');
    await expect(feed.getByRole('heading', { name: 'New from shops you follow' })).toBeVisible();
    await expect(feed.getByTestId('product-card').filter({ hasText: productName })).toBeVisible();
  });

  await test.step('the directory card shows the real figure', async () => {
    await page.goto(`/sellers?search=${encodeURIComponent(businessName)}`);
    await expect(page.getByTestId('seller-card').filter({ hasText: businessName }).getByTestId('followers-count')).toHaveText('1 follower');
  });

  await test.step('Remove empties the page; Unfollow empties the other and the feed goes', async () => {
    await page.goto('/account/favourites');
    await page.getByRole('button', { name: `Remove ${productName} from favourites` }).click();
    await expect(page.getByText('No favourites yet')).toBeVisible();
    await page.goto('/account/following');
    await page.getByRole('button', { name: `Unfollow ${businessName}` }).click();
    await expect(page.getByText('No shops followed yet')).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('feed-section')).toHaveCount(0);
  });
  await page.context().close();
  await seller.context().close();
});
