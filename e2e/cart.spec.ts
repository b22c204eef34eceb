import { expect, test, type Page } from '@playwright/test';
import { newShopper, registerThroughForm } from './fixtures/accounts';
import { expectToast } from './fixtures/toast';
import { listProducts, priceToCents } from './support/catalog-api';

/** Picks the first size and the first colour on a product page. */
async function chooseSizeAndColor(page: Page) {
  await page.getByRole('group', { name: 'Size' }).locator('label').first().click();
  await page.getByRole('group', { name: 'Colour' }).locator('label').first().click();
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });
const badge = (page: Page) => page.getByTestId('cart-count');

test('a new shopper registers, fills and empties a cart, and signs out', async ({ page }) => {
  test.setTimeout(60_000);
  const shopper = newShopper();
  await registerThroughForm(page, shopper);
  await expect(page).toHaveURL(/\/role-selection$/);
  await page.getByRole('link', { name: /^Customer/ }).click();
  await expect(page).toHaveURL(/\/$/);

  // Browse: the first design of the shop window.
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  await expect(badge(page)).toHaveCount(0);
  const firstCard = page.locator('main a[href^="/product/"]').first();
  await firstCard.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  const productName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const price = priceToCents((await page.getByTestId('price').first().textContent())!);

  await chooseSizeAndColor(page);
  await addToCart.click();
  await expectToast(page, 'Added to cart', 'Item has been added to your cart');
  await expect(badge(page)).toHaveText('1');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  // The drawer: one line at the server's price.
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer.getByRole('link', { name: productName })).toHaveAttribute('href', /\/product\/\d+$/);
  const total = drawer.getByTestId('cart-total');
  await expect(total).toHaveText(`$${(price / 100).toFixed(2)}`);
  await expect(drawer.getByRole('link', { name: 'CHECKOUT' })).toHaveAttribute('href', '/checkout');

  await drawer.getByRole('button', { name: `Increase quantity of ${productName}` }).click();
  await expect(drawer.getByTestId('cart-line-quantity')).toHaveText('Quantity 2');
  await expect(badge(page)).toHaveText('2');
  await expect(total).toHaveText(`$${((price * 2) / 100).toFixed(2)}`);

  await drawer.getByRole('button', { name: `Decrease quantity of ${productName}` }).click();
  await expect(drawer.getByTestId('cart-line-quantity')).toHaveText('Quantity 1');
  await expect(badge(page)).toHaveText('1');
  await expect(total).toHaveText(`$${(price / 100).toFixed(2)}`);

  await drawer.getByRole('button', { name: `Remove ${productName} from cart` }).click();
  await expectToast(page, 'Removed from cart', 'Item has been removed from your cart');
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(drawer.getByText('Add some products to get started!')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  // Again, then clear the whole cart. (Escape would close the toast first: it is the topmost layer.)
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await addToCart.click();
  await expect(badge(page)).toHaveText('1');
  await cartButton(page).click();
  await drawer.getByRole('button', { name: 'Clear cart' }).click();
  await expectToast(page, 'Cart cleared', 'All items have been removed from your cart');
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Sign out: the account is forgotten, the cart with it.
  await page.getByRole('banner').getByRole('button', { name: shopper.firstName }).click();
  await page.getByRole('menuitem', { name: 'LOGOUT' }).click();
  await expectToast(page, 'Logged out', 'You have been successfully logged out.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'SIGN IN' })).toBeVisible();
});

test('decreasing a line of one removes it; two lines add up in the total', async ({ page, request }) => {
  const { products } = await listProducts(request, 'pageSize=24');
  const [first, second] = products.filter((product) => product.sizes.length > 0 && product.colors.length > 0);
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);

  for (const product of [first!, second!]) {
    await page.goto(`/product/${product.id}`);
    await chooseSizeAndColor(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  }
  await expect(badge(page)).toHaveText('2');
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  const sum = priceToCents(`$${first!.price}`) + priceToCents(`$${second!.price}`);
  await expect(drawer.getByTestId('cart-total')).toHaveText(`$${(sum / 100).toFixed(2)}`);

  await drawer.getByRole('button', { name: `Decrease quantity of ${first!.name}` }).click();
  await expectToast(page, 'Removed from cart', 'Item has been removed from your cart');
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer.getByTestId('cart-total')).toHaveText(`$${second!.price}`);
  await expect(badge(page)).toHaveText('1');
});

test.describe('visitors', () => {
  test('Add to Cart asks a visitor to sign in', async ({ page, request }) => {
    const { products } = await listProducts(request);
    const product = products.find((item) => item.sizes.length > 0 && item.colors.length > 0)!;
    await page.goto(`/product/${product.id}`);
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeDisabled();
    await chooseSizeAndColor(page);
    await expect(addToCart).toBeEnabled();
    await addToCart.click();
    await expectToast(page, 'Please sign in', 'You need to sign in to add items to cart');
    await expect(badge(page)).toHaveCount(0);
  });

  test('the cart drawer tells a visitor to sign in', async ({ page }) => {
    await page.goto('/');
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/login');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cart button sits in the header beside the menu', async ({ page }) => {
    await page.goto('/');
    await expect(cartButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
