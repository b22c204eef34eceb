import { expect, test, type Page } from '@playwright/test';
import { getCategories, getStats, listProducts, priceToCents } from './support/catalog-api';

const cards = (page: Page) => page.getByTestId('product-card');
const cardNames = (page: Page) => cards(page).locator('h3').allTextContents();
const shownPrices = async (page: Page) =>
  (await cards(page).getByTestId('price').allTextContents()).map(priceToCents);

async function waitForResults(page: Page) {
  await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
}

test.describe('home', () => {
  test('hero shows the spec texts and the real artist and design counts', async ({ page, request }) => {
    const stats = await getStats(request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'The underground streetwear marketplace' })).toBeVisible();
    await expect(page.getByText('LIMITED TIME OFFER')).toBeVisible();
    await expect(page.getByRole('link', { name: 'SALE 50%' })).toHaveAttribute('href', '/?sale=true');
    await expect(page.getByRole('link', { name: 'SHOP NOW' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'BECOME A SELLER' }).first()).toHaveAttribute('href', '/seller/apply');
    const claims = page.getByRole('list', { name: 'Threadline in numbers' });
    await expect(claims).toContainText(`${stats.sellerCount.toLocaleString('en-US')} artists`);
    await expect(claims).toContainText(`${stats.productCount.toLocaleString('en-US')} designs`);
    await expect(claims).toContainText('24/7 culture');
    await expect(claims).toContainText('100% authentic');
    await expect(claims).not.toContainText('500+');
  });

  test('category tiles and filter checkboxes carry the real counts', async ({ page, request }) => {
    const categories = await getCategories(request);
    await page.goto('/');
    const tiles = page.getByTestId('category-tile');
    await expect(tiles).toHaveCount(categories.length);
    for (const category of categories) {
      const tile = tiles.filter({ hasText: category.name });
      await expect(tile).toContainText('View collection');
      await expect(tile).toContainText(`${category.productCount} design`);
      await expect(tile).toHaveAttribute('href', `/?category=${category.slug}`);
      await expect(page.getByRole('checkbox', { name: new RegExp(`^${category.name}`) })).toBeVisible();
      await expect(page.locator(`label[for="${category.slug}"]`)).toContainText(`(${category.productCount})`);
    }
    await expect(page.getByText('(1240)')).toHaveCount(0);
  });

  test('filtering by category writes the address and shows only that category', async ({ page, request }) => {
    const hoodies = await listProducts(request, 'category=hoodies');
    expect(hoodies.total).toBeGreaterThan(0);
    await page.goto('/');
    await waitForResults(page);
    await page.getByRole('checkbox', { name: /^Hoodies/ }).check();
    await expect(page).toHaveURL(/\?category=hoodies$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Hoodies' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(
      `${hoodies.total} design${hoodies.total === 1 ? '' : 's'}`,
    );
    await expect.poll(() => cardNames(page)).toEqual(hoodies.products.map((product) => product.name));

    // Only the first chosen category is sent and kept in the address.
    await page.getByRole('checkbox', { name: /^Hats/ }).check();
    await expect(page).toHaveURL(/\?category=hoodies$/);
    await page.getByRole('checkbox', { name: /^Hoodies/ }).uncheck();
    await expect(page).toHaveURL(/\?category=hats$/);
  });

  test('filtering by size sends 2XL for XXL', async ({ page, request }) => {
    const xxl = await listProducts(request, 'sizes=2XL');
    await page.goto('/');
    await waitForResults(page);
    await page.getByRole('group', { name: 'Size' }).getByText('XXL', { exact: true }).click();
    await expect(page).toHaveURL(/\?sizes=2XL$/);
    await expect.poll(() => cardNames(page)).toEqual(xxl.products.map((product) => product.name));
    for (const product of xxl.products) expect(product.sizes).toContain('2XL');
    await page.getByRole('group', { name: 'Size' }).getByText('All Sizes').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a price range keeps every shown price inside it', async ({ page }) => {
    await page.goto('/');
    await waitForResults(page);
    await page.getByLabel('Minimum price').fill('20');
    await page.getByLabel('Maximum price').fill('40');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/\?minPrice=20&maxPrice=40$/);
    await expect(page.getByRole('button', { name: 'Remove filter $20.00 – $40.00' })).toBeVisible();
    await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const cents of prices) {
      expect(cents).toBeGreaterThanOrEqual(2000);
      expect(cents).toBeLessThanOrEqual(4000);
    }
  });

  test('sorting by price, low to high, orders page 1 ascending', async ({ page }) => {
    await page.goto('/');
    await waitForResults(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/\?sort=price-low$/);
    await expect.poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.every((cents, index) => index === 0 || prices[index - 1]! <= cents);
    }).toBe(true);
    const ascending = await shownPrices(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    await expect(page).toHaveURL(/\?sort=price-high$/);
    await expect.poll(async () => (await shownPrices(page))[0]).toBeGreaterThan(ascending[0]!);
  });

  test('Clear Filters empties categories, sizes and price but keeps search and sort', async ({ page }) => {
    await page.goto('/?category=hoodies&search=hoodie&sizes=M&minPrice=1&maxPrice=500&sort=price-low');
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await expect(page).toHaveURL(/\/\?search=hoodie&sort=price-low$/);
    await expect(page.getByRole('checkbox', { name: /^Hoodies/ })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'All Sizes' })).toBeChecked();
    await expect(page.getByLabel('Minimum price')).toHaveValue('');
  });

  test('search from the navigation, forgiving a typo', async ({ page, request }) => {
    const expected = await listProducts(request, 'search=hoddie');
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.products[0]!.category.slug).toBe('hoodies');
    await page.goto('/sellers');
    const search = page.getByPlaceholder('SEARCH DESIGNS...');
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/sellers$/);
    await search.fill('hoddie');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/\?search=hoddie$/);
    await expect(page.getByRole('heading', { name: 'Results for “hoddie”' })).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(expected.products.map((product) => product.name));
  });

  test('search terms are URL-encoded', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder('SEARCH DESIGNS...').fill('black & white');
    await page.getByPlaceholder('SEARCH DESIGNS...').press('Enter');
    await expect(page).toHaveURL(/\/\?search=black(%20|\+)%26(%20|\+)white$/);
  });

  test('pagination is real and driven by the address', async ({ page, request }) => {
    const all = await listProducts(request);
    const pages = Math.ceil(all.total / 24);
    test.skip(pages < 2, 'the demo catalogue fits on one page');
    const second = await listProducts(request, 'page=2');
    await page.goto('/?page=2');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: `Page ${pages}` })).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(second.products.map((product) => product.name));
    await pagination.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => cardNames(page)).toEqual(all.products.map((product) => product.name));
    await expect(cards(page)).toHaveCount(24);
    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
  });

  test('an empty result says so and offers to clear the filters', async ({ page }) => {
    await page.goto('/?minPrice=99999&category=hats');
    await expect(page.getByRole('heading', { name: 'No designs found' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Clear Filters' }).last().click();
    await expect(page).toHaveURL(/\/$/);
    await waitForResults(page);
  });

  test('product cards link to their page with the card image', async ({ page, request }) => {
    const { products } = await listProducts(request);
    const first = products[0]!;
    await page.goto('/');
    const card = cards(page).first();
    await expect(card).toHaveAttribute('href', `/product/${first.id}`);
    const image = card.getByRole('img', { name: first.name });
    await expect(image).toHaveAttribute('width', /\d+/);
    if (first.images[0]?.startsWith('/objects/')) await expect(image).toHaveAttribute('src', /variant=card/);
    const sizes = card.getByRole('list', { name: 'Sizes' }).getByRole('listitem');
    const shown = Math.min(first.sizes.length, 4) + (first.sizes.length > 4 ? 1 : 0);
    await expect(sizes).toHaveCount(shown);
    if (first.sizes.length > 4) await expect(sizes.last()).toHaveText(`+${first.sizes.length - 4}`);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/product/${first.id}$`));
  });

  test('featured sellers link to their shops and to the directory', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured sellers' });
    await expect(section.getByTestId('seller-card').first()).toBeVisible();
    await expect(section.getByTestId('seller-card').first()).toHaveAttribute('href', /^\/seller\/\d+$/);
    await section.getByRole('link', { name: 'View All Sellers' }).click();
    await expect(page).toHaveURL(/\/sellers$/);
  });
});
