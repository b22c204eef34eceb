import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newShopper, signInThroughForm } from './fixtures/accounts';
import { expectToast } from './fixtures/toast';

/*
 * The account area's journeys that read mail (verification, email change) run against an app of
 * their own, started here without demo data and with info logs: without SMTP the app writes each
 * mail, link included, to its log, and this spec reads the links from there as a person reads their
 * inbox. The shared e2e app logs only warnings, so its mail cannot be read.
 */
const SHOTS = '/work/shots/accounts';
let app: ChildProcess | undefined;
let origin = '';
let dataDir = '';
const logLines: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The newest link to `page` mailed to `email`, as the log shows it. */
async function mailedLink(email: string, page: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(() => {
    const found = logLines.filter((line) => line.includes('mail-outbox') && line.includes(`"to":"${email}"`))
      .map((line) => line.match(new RegExp(`https?://[^\\s"\\\\]+${page}\\?token=[A-Za-z0-9_-]{43}`))?.[0])
      .filter(Boolean);
    link = found.at(-1);
    return link;
  }, { message: `a ${page} link mailed to ${email}`, timeout: 15_000 }).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test.describe('the account area, with mail', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-account-e2e-'));
    app = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', SEED_DEMO: 'false',
        PUBLIC_ORIGIN: origin, PAYMENTS_DEMO: 'false',
        // A production start without demo data must name the bank account shoppers pay into.
        BANK_TRANSFER_DETAILS: 'Threadline Test Ltd, IBAN DE89 3704 0044 0532 0130 00',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [app.stdout!, app.stderr!]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        logLines.push(...lines);
      });
    }
    await expect.poll(async () => {
      try {
        return (await fetch(`${origin}/api/categories`)).status;
      } catch {
        return 0;
      }
    }, { timeout: 100_000, intervals: [500] }).toBe(200);
  });

  test.afterAll(() => {
    app?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function registered(page: Page) {
    const shopper = newShopper();
    const response = await page.request.post(`${origin}/api/register`, {
      data: { username: shopper.username, email: shopper.email, password: shopper.password, firstName: shopper.firstName, lastName: shopper.lastName },
    });
    expect(response.status()).toBe(201);
    return shopper;
  }

  test('verify the email, change the password (other devices signed out) and the email (by the link sent to it)', async ({ page, browser }) => {
    const shopper = await registered(page);
    await page.goto(`${origin}/account`);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${shopper.firstName}` })).toBeVisible();
    const emailSection = page.getByRole('region', { name: 'Email' });
    await expect(emailSection.getByText('Not verified')).toBeVisible();

    // The sign-up mail's link, opened once.
    await page.goto(`${origin}${await mailedLink(shopper.email, '/verify-email')}`);
    await expect(page.getByText('Your email address is verified.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(emailSection.getByText('Verified', { exact: true })).toBeVisible();

    // Another device, signed in before the change.
    const other = await browser.newContext();
    const otherLogin = await other.request.post(`${origin}/api/login`, { data: { email: shopper.email, password: shopper.password } });
    expect(otherLogin.status()).toBe(200);
    await page.reload();
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByText('This device')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(2);

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password', { exact: true }).fill('not the password');
    await password.getByLabel('New password', { exact: true }).fill('a brand new secret');
    await password.getByLabel('Confirm new password', { exact: true }).fill('a brand new secret');
    await password.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expect(password.getByRole('alert')).toHaveText('The current password is incorrect');
    await password.getByLabel('Current password', { exact: true }).fill(shopper.password);
    await password.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expectToast(page, 'Password changed', 'Your password has been changed. Your other devices have been signed out.');
    expect((await other.request.get(`${origin}/api/user/me`)).status()).toBe(401);
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await other.close();

    // The email: nothing changes until the link sent to the new address is opened.
    const newEmail = `moved-${shopper.email}`;
    await emailSection.getByLabel('New email').fill(newEmail);
    await emailSection.getByLabel('Current password', { exact: true }).fill('a brand new secret');
    await emailSection.getByRole('button', { name: 'SEND CONFIRMATION LINK' }).click();
    await expect(emailSection.getByRole('status')).toHaveText(`We have sent a link to ${newEmail}. Open it to confirm your new address.`);
    await expect(emailSection.getByText(shopper.email, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/account-desktop.png`, fullPage: true });

    await page.goto(`${origin}${await mailedLink(newEmail, '/confirm-email')}`);
    await expect(page.getByText('Your email address has been changed.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(emailSection.getByText(newEmail, { exact: true })).toBeVisible();
    await expect(emailSection.getByText('Verified', { exact: true })).toBeVisible();
    expect(logLines.some((line) => line.includes(`"to":"${shopper.email}"`) && line.includes('email address was changed'))).toBe(true);

    // Signing in again takes the new email and the new password.
    await page.context().clearCookies();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Password', { exact: true }).fill('a brand new secret');
    await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/`);
  });

  test('deleting the account asks for the password, signs out and the sign-in stops working', async ({ page }) => {
    const shopper = await registered(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/account`);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${shopper.firstName}` })).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/account-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password', { exact: true }).fill('wrong password');
    await dialog.getByRole('button', { name: 'DELETE FOREVER' }).click();
    await expect(dialog.getByText('The current password is incorrect')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/account-delete-phone.png` });
    await dialog.getByLabel('Your password', { exact: true }).fill(shopper.password);
    await dialog.getByRole('button', { name: 'DELETE FOREVER' }).click();
    await expectToast(page, 'Account deleted');
    await expect(page).toHaveURL(`${origin}/`);
    const again = await page.request.post(`${origin}/api/login`, { data: { email: shopper.email, password: shopper.password } });
    expect(again.status()).toBe(401);
  });
});

test.describe('signed out', () => {
  test('an order link asks to sign in and comes back to the order', async ({ page }) => {
    await page.goto('/orders/TL-000001');
    await expect(page).toHaveURL(/\/login\?next=%2Forders%2FTL-000001$/);
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.customer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/TL-000001$/);
  });

  test('the header\'s SIGN IN keeps the page the shopper was on', async ({ page }) => {
    await page.goto('/?category=hoodies');
    await page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2F%3Fcategory%3Dhoodies$/);
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.customer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
    await expect(page).toHaveURL(/\/\?category=hoodies$/);
  });

  test('the account page asks to sign in first, and the menu leads to it', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
    await signInThroughForm(page, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
    await page.getByRole('banner').getByRole('button', { name: 'Sam' }).click();
    await page.getByRole('menuitem', { name: 'ACCOUNT' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account/orders');
  });
});
