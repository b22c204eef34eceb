import { expect, test } from '@playwright/test';

test('unknown routes show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('desktop navigation: categories, sellers and account links', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'T-Shirts' })).toHaveAttribute('href', '/?category=t-shirts');
  await expect(nav.getByRole('link', { name: 'Hoodies' })).toHaveAttribute('href', '/?category=hoodies');
  await expect(nav.getByRole('link', { name: 'Hats' })).toHaveAttribute('href', '/?category=hats');
  await expect(page.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'REGISTER' })).toHaveAttribute('href', '/register');
  await nav.getByRole('link', { name: 'Sellers' }).click();
  await expect(page).toHaveURL(/\/sellers$/);
  await page.getByRole('link', { name: 'Threadline' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('footer links lead to real pages built from the business constants', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Shipping' }).click();
  await expect(page).toHaveURL(/\/shipping$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Free standard shipping on orders over $50.00');

  await footer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('main')).toContainText('the platform takes 15% of each sale and you keep 85%');
  await expect(page.getByRole('main')).toContainText('monthly, via PayPal or bank transfer');

  await footer.getByRole('link', { name: 'Size Guide' }).click();
  for (const size of ['XS', '2XL', '7XL']) await expect(page.getByRole('rowheader', { name: new RegExp(`^${size}`) })).toBeVisible();

  await footer.getByRole('link', { name: 'Become a Seller' }).click();
  await expect(page).toHaveURL(/\/seller\/apply$/);
  await footer.getByRole('link', { name: 'Upload Designs' }).click();
  await expect(page).toHaveURL(/\/seller-dashboard$/);

  for (const path of ['/returns', '/help', '/support', '/contact', '/privacy', '/terms', '/cookies']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  }
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer holds the navigation, traps focus and closes on Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'SIGN IN' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'REGISTER' })).toBeVisible();
    for (let index = 0; index < 12; index++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Hoodies' }).click();
    await expect(page).toHaveURL(/\?category=hoodies$/);
    await expect(drawer).toBeHidden();
  });

  test('no horizontal scrolling on the main screens', async ({ page }) => {
    for (const path of ['/', '/sellers', '/shipping', '/size-guide']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
