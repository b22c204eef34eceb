import { expect, test } from '@playwright/test';
import { getSellers, listProducts } from './support/catalog-api';
import { holdScript } from './support/held-script';

test.describe('seller page', () => {
  test('shows the shop with real figures and its products', async ({ page, request }) => {
    const sellers = await getSellers(request);
    const seller = sellers.find((item) => item.productCount > 0)!;
    const { products } = await listProducts(request, `seller=${seller.id}&sort=newest`);
    await page.goto(`/seller/${seller.id}`);

    await expect(page.getByRole('heading', { level: 1, name: seller.businessName })).toBeVisible();
    await expect(page.getByText(seller.specialty || 'Street Fashion Designer').first()).toBeVisible();
    await expect(page.getByText(`Since ${new Date(seller.createdAt).getFullYear()}`)).toBeVisible();
    const rating = page.getByTestId('seller-rating');
    if (seller.totalReviews === 0) await expect(rating).toHaveText('New');
    else await expect(rating).toContainText(Number(seller.rating).toFixed(1));
    await expect(page.getByText('2.1K')).toHaveCount(0);
    // Issue 24: Follow is real now and the figure is the shop's real count. Issue 25: Message shop is real too.
    await expect(page.getByTestId('followers-count')).toHaveText(`${seller.followersCount.toLocaleString('en-US')} ${seller.followersCount === 1 ? 'follower' : 'followers'}`);
    await expect(page.getByRole('button', { name: `Follow ${seller.businessName}` })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('message-shop-button')).toHaveText(/Message shop/);

    await expect(page.getByRole('tab', { name: `Products (${seller.productCount})` })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: `Reviews (${seller.totalReviews})` })).toBeVisible();
    await expect
      .poll(() => page.getByTestId('product-card').locator('h3').allTextContents())
      .toEqual(products.map((product) => product.name));

    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(`About ${seller.businessName}`);
  });

  test('an unknown seller says so', async ({ page }) => {
    await page.goto('/seller/999999');
    await expect(page.getByRole('heading', { name: 'Seller Not Found' })).toBeVisible();
    await expect(page.getByText("The seller you're looking for doesn't exist.")).toBeVisible();
  });
});

test.describe('vendor directory', () => {
  test('search narrows the list, no match says so, CLEAR SEARCH restores it', async ({ page, request }) => {
    const sellers = await getSellers(request);
    const target = sellers[0]!;
    await page.goto('/sellers');
    await expect(page.getByRole('link', { name: 'Become a vendor' })).toHaveAttribute('href', '/seller/apply');
    const list = page.getByRole('list', { name: 'Vendors' });
    await expect(list.getByTestId('seller-card')).toHaveCount(sellers.length);

    const word = target.businessName.split(' ')[0]!;
    await page.getByLabel('Search vendors').fill(word.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word.toLowerCase())}`));
    await expect(list.getByTestId('seller-card').filter({ hasText: target.businessName })).toBeVisible();

    await page.getByLabel('Search vendors').fill('zzqx-no-such-vendor');
    await expect(page.getByRole('heading', { name: 'NO VENDORS FOUND' })).toBeVisible();
    await expect(page.getByText('No underground vendors match your search criteria')).toBeVisible();
    await page.getByRole('button', { name: 'CLEAR SEARCH' }).click();
    await expect(page.getByLabel('Search vendors')).toHaveValue('');
    await expect(page).toHaveURL(/\/sellers$/);
    await expect(list.getByTestId('seller-card')).toHaveCount(sellers.length);
  });

  test('a term typed before the page hydrates is searched', async ({ page, request }) => {
    const sellers = await getSellers(request);
    const target = sellers.at(-1)!;
    const word = target.businessName.split(' ')[0]!.toLowerCase();
    const script = await holdScript(page);
    await page.goto('/sellers', { waitUntil: 'commit' });
    await page.getByLabel('Search vendors').fill(word);
    script.release();
    await expect(page).toHaveURL(new RegExp(`\\?search=${encodeURIComponent(word)}$`));
    await expect(page.getByLabel('Search vendors')).toHaveValue(word);
    const cards = page.getByRole('list', { name: 'Vendors' }).getByTestId('seller-card');
    await expect(cards.filter({ hasText: target.businessName })).toBeVisible();
    await expect(cards).not.toHaveCount(sellers.length);
  });

  test('sorting by name lists the vendors A-Z', async ({ page, request }) => {
    const byName = await getSellers(request, 'sort=name');
    // The page is rendered on the server. Its script is held back until the choice is made, so the
    // shopper picks before it hydrates (as on a slow phone): the choice must still be acted on.
    const script = await holdScript(page);
    await page.goto('/sellers', { waitUntil: 'commit' });
    await page.getByLabel('Sort by').selectOption({ label: 'Name A-Z' });
    script.release();
    await expect(page).toHaveURL(/\?sort=name$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await expect
      .poll(() => page.getByTestId('seller-card').locator('h3').allTextContents())
      .toEqual(byName.map((seller) => seller.businessName));
  });

  test('pages through the directory with the X-Total-Count the API gives', async ({ page, request }) => {
    const sellers = await getSellers(request);
    // The demo has fewer vendors than a page holds: pretend the directory is three pages long.
    const asked: string[] = [];
    await page.route(/\/api\/sellers(\?|$)/, async (route) => {
      asked.push(new URL(route.request().url()).searchParams.get('page') ?? '1');
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-total-count': '60' } });
    });
    // Opened from a link, so the browser asks for the list: opened directly, the server's page
    // would carry it already (issue 27) and there would be no reply to change. So the link is
    // clicked once /help has hydrated: before, it is a plain link that loads the server's page.
    await page.goto('/help');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await page.getByRole('link', { name: 'seller directory' }).click();
    await expect(page.getByRole('status').filter({ hasText: '60 vendors' })).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Vendor pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/sellers\?page=2$/);
    await expect.poll(() => asked).toContain('2');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('Sort by').selectOption({ label: 'Name A-Z' });
    await expect(page).toHaveURL(/\?sort=name$/);
    await expect(page.getByTestId('seller-card')).toHaveCount(sellers.length);
  });
});
