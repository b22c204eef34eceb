import { expect, test } from '@playwright/test';
import { listProducts } from './support/catalog-api';

test.describe('product page', () => {
  test('choosers start empty and Add to Cart waits for a size and a colour', async ({ page, request }) => {
    const { products } = await listProducts(request, 'pageSize=100');
    const product = products.find((item) => item.sizes.length > 0 && item.colors.length > 0)!;
    await page.goto(`/product/${product.id}`);

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    if (product.seller) {
      await expect(page.getByRole('link', { name: product.seller.businessName })).toHaveAttribute(
        'href',
        `/seller/${product.seller.id}`,
      );
    }
    const sizes = page.getByRole('group', { name: 'Size' });
    const colors = page.getByRole('group', { name: 'Colour' });
    await expect(sizes.getByRole('radio')).toHaveCount(product.sizes.length);
    await expect(colors.getByRole('radio')).toHaveCount(product.colors.length);
    for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();

    const quantity = page.getByLabel('Quantity');
    await expect(quantity).toHaveValue('1');
    await expect(quantity.locator('option')).toHaveText(Array.from({ length: 10 }, (_, index) => String(index + 1)));

    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeDisabled();
    await sizes.getByText(product.sizes.at(-1)!, { exact: true }).click();
    await expect(sizes.getByRole('radio', { name: product.sizes.at(-1)! })).toBeChecked();
    await expect(addToCart).toBeDisabled();
    // Keyboard: focus the colour group and choose with the space bar.
    await colors.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await expect(colors.getByRole('radio', { name: product.colors[0]! })).toBeChecked();
    await expect(addToCart).toBeEnabled();
    await expect(page.getByRole('button', { name: /wishlist/i })).toHaveCount(0);

    // Nobody can be signed in yet, so the spec's signed-out answer shows.
    await addToCart.click();
    await expect(page.getByText('Please sign in', { exact: true })).toBeVisible();
    await expect(page.getByText('You need to sign in to add items to cart', { exact: true })).toBeVisible();
  });

  test('sale prices show the original and the discount computed from both', async ({ page, request }) => {
    const { products } = await listProducts(request, 'sale=true&pageSize=100');
    const product = products.find((item) => item.originalPrice && Number(item.originalPrice) > Number(item.price));
    test.skip(!product, 'no discounted product in the demo data');
    const before = Math.round(Number(product!.originalPrice) * 100);
    const now = Math.round(Number(product!.price) * 100);
    const percent = Math.round(((before - now) * 100) / before);
    await page.goto(`/product/${product!.id}`);
    await expect(page.getByTestId('discount')).toHaveText(`-${percent}%`);
    await expect(page.locator('s').first()).toHaveText(`$${product!.originalPrice}`);
  });

  test('tabs: description, reviews with the real count, shipping', async ({ page, request }) => {
    const { products } = await listProducts(request);
    const product = products[0]!;
    await page.goto(`/product/${product.id}`);
    // Shipping is charged per seller order, so the promise is about this seller's items.
    await expect(page.getByText('Free shipping on orders over $50.00 from this seller. Returns within 30 days.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: `Reviews (${product.totalReviews})` }).click();
    if (product.totalReviews === 0) await expect(page.getByRole('tabpanel')).toContainText('No reviews yet');
    else await expect(page.getByRole('tabpanel')).toContainText(`Based on ${product.totalReviews} review`);
    await page.getByRole('tab', { name: 'Shipping' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('5-7 business days, $5.99');
    await expect(panel).toContainText('2-3 business days, $12.99');
    await expect(panel).toContainText('Free on orders over $50.00 from one seller.');
    await expect(panel).toContainText('within 30 days, in original condition with tags attached');
  });

  test('the main image uses the full picture and the thumbnails switch it', async ({ page, request }) => {
    const { products } = await listProducts(request, 'pageSize=100');
    const product = products.find((item) => item.images.length > 1);
    test.skip(!product, 'no product with several images');
    await page.goto(`/product/${product!.id}`);
    const main = page.getByRole('img', { name: product!.name });
    await expect(main).toHaveAttribute('src', product!.images[0]!);
    await page.getByRole('button', { name: `Show image 2 of ${product!.images.length}` }).click();
    await expect(main).toHaveAttribute('src', product!.images[1]!);
  });

  test('an unknown product says so', async ({ page }) => {
    await page.goto('/product/999999');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
    await page.goto('/product/not-a-number');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  });
});
