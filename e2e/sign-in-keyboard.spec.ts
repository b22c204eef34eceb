import { expect, test, type Locator } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './fixtures/accounts';

const SHOTS = '/work/shots/accounts';
const outlineOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).outlineStyle);

test.describe('keyboard-only sign-in', () => {
  test('Tab goes email, password, SIGN IN, then "Forgot password?"; Enter signs in', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('main').getByRole('button', { name: 'SIGN IN', exact: true });
    const forgot = page.getByRole('link', { name: 'Forgot password?' });

    // From the top of the page, by keyboard alone: the skip link, then into the main content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    while (!(await email.evaluate((node) => node === document.activeElement))) await page.keyboard.press('Tab');

    await page.keyboard.type(DEMO_ACCOUNTS.customer.email);
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    expect(await outlineOf(submit)).not.toBe('none');
    await page.keyboard.press('Tab');
    await expect(forgot).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/login-keyboard-desktop.png` });
    await page.keyboard.press('Shift+Tab');
    await expect(submit).toBeFocused();
    await expect(email).toHaveValue(DEMO_ACCOUNTS.customer.email);
    await expect(password).toHaveValue(DEMO_PASSWORD);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: DEMO_ACCOUNTS.customer.firstName })).toBeVisible();
  });

  test('Enter in the password field signs in too', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(DEMO_ACCOUNTS.customer.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the focus frame shows for the keyboard, not after a click', async ({ page }) => {
    await page.goto('/product/1');
    const tabs = page.getByRole('tab');
    const shipping = tabs.filter({ hasText: 'Shipping' });
    await shipping.click();
    await expect(shipping).toBeFocused();
    expect(await outlineOf(shipping)).toBe('none');
    await page.keyboard.press('ArrowLeft');
    const reviews = tabs.filter({ hasText: 'Reviews' });
    await expect(reviews).toBeFocused();
    expect(await outlineOf(reviews)).not.toBe('none');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sign-in form in keyboard order on a phone', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(DEMO_ACCOUNTS.customer.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('button', { name: 'SIGN IN', exact: true })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/login-keyboard-phone.png` });
  });
});
