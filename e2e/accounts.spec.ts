import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginAs, newShopper, registerThroughForm, signInThroughForm } from './fixtures/accounts';
import { expectToast } from './fixtures/toast';

test.describe('register', () => {
  test('the form shows the spec messages under the fields and names fields as the API does', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    const form = page.getByRole('main').locator('form');
    for (const name of ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword']) {
      await expect(form.locator(`input[name="${name}"]`)).toHaveCount(1);
    }
    await expect(form).toHaveAttribute('novalidate', '');

    await form.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    const messages: Array<[label: string, message: string]> = [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Username', 'Username must be at least 3 characters'],
      ['Email', 'Invalid email address'],
      ['Password', 'Password must be at least 6 characters'],
    ];
    for (const [label, message] of messages) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page).toHaveURL(/\/register$/);

    // Everything valid but the confirmation: the message sits on the confirm field.
    const shopper = newShopper();
    await form.getByLabel('First name').fill(shopper.firstName);
    await form.getByLabel('Last name').fill(shopper.lastName);
    await form.getByLabel('Username').fill(shopper.username);
    await form.getByLabel('Email').fill(shopper.email);
    await form.getByLabel('Password', { exact: true }).fill(shopper.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(`${shopper.password}x`);
    await form.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(form.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription("Passwords don't match");
    await expect(form.getByText('First name is required')).toHaveCount(0);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('both passwords have a labelled show/hide button', async ({ page }) => {
    await page.goto('/register');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    await password.fill('hunter22');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(confirm).toHaveAttribute('type', 'text');
  });

  test('links lead to sign-in and the seller application', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('main').getByRole('link', { name: 'Apply as a seller' })).toHaveAttribute('href', '/seller/apply');
  });

  test('a taken email is refused with the server message', async ({ page }) => {
    const shopper = { ...newShopper(), email: DEMO_ACCOUNTS.customer.email };
    await registerThroughForm(page, shopper);
    await expectToast(page, 'Registration failed', 'An account with this email already exists');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('An account with this email already exists');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a new account lands on role selection, signed in', async ({ page }) => {
    const shopper = newShopper();
    await registerThroughForm(page, shopper);
    await expect(page).toHaveURL(/\/role-selection$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${shopper.firstName}` })).toBeVisible();
    await expect(page.getByText('You can change your role later in your account settings.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Seller/ })).toHaveAttribute('href', '/seller/apply');
    await expect(page.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: shopper.firstName })).toBeVisible();
    await page.getByRole('link', { name: /^Customer/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('sign in', () => {
  test('the form validates, links onward and reports a failed sign-in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expect(main.getByRole('link', { name: 'Become a seller' })).toHaveAttribute('href', '/seller/apply');

    await main.getByRole('button', { name: 'SIGN IN', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password must be at least 6 characters');

    await signInThroughForm(page, `nobody-${Date.now()}@example.com`, 'not-the-password');
    await expectToast(page, 'Login failed', 'Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the demo customer goes home and gets the account menu', async ({ page }) => {
    await signInThroughForm(page, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Sam' });
    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['PROFILE', 'ORDERS', 'ACCOUNT', 'BECOME A SELLER', 'LOGOUT']);
    await expect(menu.getByRole('menuitem', { name: 'ORDERS' })).toHaveAttribute('href', '/account/orders');
    await expect(menu.getByRole('menuitem', { name: 'ACCOUNT' })).toHaveAttribute('href', '/account');
    await expect(menu.getByRole('menuitem', { name: 'BECOME A SELLER' })).toHaveAttribute('href', '/seller/apply');
    await menu.getByRole('menuitem', { name: 'PROFILE' }).click();
    await expect(page).toHaveURL(/\/role-selection$/);
    await expect(menu).toBeHidden();

    // Keyboard: Enter opens the menu, arrows move, Escape closes and gives focus back.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'PROFILE' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'ORDERS' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a seller lands on the dashboard and sees SELLER DASHBOARD, not BECOME A SELLER', async ({ page }) => {
    await signInThroughForm(page, DEMO_ACCOUNTS.seller.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/seller-dashboard$/);
    await page.getByRole('banner').getByRole('button', { name: DEMO_ACCOUNTS.seller.firstName }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'SELLER DASHBOARD' })).toHaveAttribute('href', '/seller-dashboard');
    await expect(menu.getByRole('menuitem', { name: 'BECOME A SELLER' })).toHaveCount(0);
  });

  test('an admin signing in at /login is sent to the admin dashboard', async ({ page }) => {
    await signInThroughForm(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });

  test('logout from the menu says so, forgets the account and goes home', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/sellers');
    await page.getByRole('banner').getByRole('button', { name: 'Sam' }).click();
    await page.getByRole('menuitem', { name: 'LOGOUT' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'SIGN IN' })).toBeVisible();
    expect((await page.request.get('/api/user/me')).status()).toBe(401);
  });
});

test.describe('password reset', () => {
  test('asking for a link always gives the same answer', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    const answer = 'If an account exists for that email, we have sent a link to reset the password.';
    await expect(page.getByText(answer)).toBeVisible();

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.seller.email);
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await expect(page.getByText(answer)).toBeVisible();
  });

  test('an unknown or missing token shows the server message', async ({ page }) => {
    const response = await page.goto('/reset-password?token=bogus');
    expect(response!.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
    // The token is read once and taken out of the address bar and history.
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await page.goto('/reset-password');
    await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer shows the account items and logs out', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('heading', { name: 'Account: Sam' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/role-selection');
    await expect(drawer.getByRole('link', { name: 'BECOME A SELLER' })).toHaveAttribute('href', '/seller/apply');
    await expect(drawer.getByRole('link', { name: 'SELLER DASHBOARD' })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(drawer).toBeHidden();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer.getByRole('link', { name: 'SIGN IN' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'REGISTER' })).toBeVisible();
  });
});
