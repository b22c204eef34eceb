import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { newShopper } from './fixtures/accounts';
import { uniqueTag } from './fixtures/admin';
import { expectToast } from './fixtures/toast';

/**
 * A seller's payout details reaching the admin's payout row. A payout needs an earning past its
 * 7-day hold, so this journey runs its own app on a PostgreSQL database of its own (needs
 * TEST_DATABASE_URL, as `npm test` passes it) and moves the delivery a week back in SQL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SHOTS = process.env.PAYOUT_SHOTS_DIR ?? 'test-results';
const ADMIN = { username: 'payout_admin', email: 'payout-admin@example.com', password: 'payout-admin-secret' };
const IBAN = 'DE89 3704 0044 0532 0130 00';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    }).on('error', reject);
  });
}

async function onServer(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

interface OwnApp { baseURL: string; databaseUrl: string; stop(): Promise<void> }

async function startOwnApp(): Promise<OwnApp> {
  const name = `threadline_e2e_payouts_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl!, `CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl!), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-e2e-payouts-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false', ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password,
      PAYMENTS_DEMO: 'false', WEB_CONCURRENCY: '1',
      // A production start without demo data must name the bank account shoppers pay into.
      BANK_TRANSFER_DETAILS: 'Threadline Test Ltd, IBAN DE89 3704 0044 0532 0130 00',
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // A graceful stop waits for the browsers' open connections; the test has seen what it needs.
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(dataDir, { recursive: true, force: true });
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  for (let waited = 0; ; waited += 500) {
    const ready = await fetch(`${baseURL}/api/categories`).then((reply) => reply.ok, () => false);
    if (ready) break;
    if (waited > 90_000 || child.exitCode !== null) {
      await stop();
      throw new Error('the payouts app did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseURL, databaseUrl, stop };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the replies' shapes are the API tests' business
const ok = async (reply: Awaited<ReturnType<APIRequestContext['post']>>, status = 200): Promise<any> => {
  expect(reply.status(), await reply.text()).toBe(status);
  return reply.json();
};

async function shoot(page: Page, name: string) {
  for (const [label, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(SHOTS, `payouts-${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function newPage(browser: Browser, baseURL: string) {
  return (await browser.newContext({ baseURL })).newPage();
}

test.describe('payouts', () => {
  test.skip(!serverUrl, 'needs a PostgreSQL server (TEST_DATABASE_URL) for an app of its own');
  let app: OwnApp;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    app = await startOwnApp();
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await app?.stop();
  });

  test("a seller's payout details reach the admin's payout row; the reference reaches the seller", async ({ browser }) => {
    test.setTimeout(120_000);
    const { baseURL, databaseUrl } = app;
    // The migrations create the spec's categories; a product needs one.
    const [{ id: categoryId }] = await onServer(databaseUrl, 'SELECT id FROM categories ORDER BY id LIMIT 1');

    // The seller applies (approved at once) and saves a bank account in the dashboard.
    const seller = await newPage(browser, baseURL);
    const applicant = newShopper();
    const businessName = `Payout ${uniqueTag('shop')}`;
    await ok(await seller.request.post('/api/seller/apply', {
      data: {
        ...applicant, businessName, businessDescription: 'Screen prints', businessPhone: '+1 555 010 0142', businessEmail: applicant.email,
        portfolioLinks: [], experienceDescription: 'Five years of printing',
      },
    }), 201);
    await seller.goto('/seller-dashboard?tab=settings');
    const payout = seller.locator('section').filter({ has: seller.getByRole('heading', { name: 'Payout', exact: true }) });
    await payout.getByLabel('Payout method').selectOption('bank_transfer');
    await payout.getByLabel('Account holder').fill('Robin Payee');
    await payout.getByLabel('IBAN').fill(IBAN);
    await payout.getByRole('button', { name: 'Save payout details' }).click();
    await expectToast(seller, 'Settings Updated');
    await expect(payout.getByTestId('saved-payout-details')).toContainText('IBAN •••• 3000 (Robin Payee)');
    await expect(payout.getByLabel('IBAN')).toHaveValue('');
    await shoot(seller, 'seller-settings');

    // One order, paid, shipped, delivered a week ago: past its hold, so payable.
    const product = await ok(await seller.request.post('/api/products', {
      data: { name: 'Payout Tee', price: '60.00', categoryId, images: ['https://example.com/payout-tee.jpg'], sizes: ['M'], colors: ['Black'], stock: 3 },
    }), 201);
    const buyer = await newPage(browser, baseURL);
    const shopper = newShopper();
    await ok(await buyer.request.post('/api/register', { data: shopper }), 201);
    await ok(await buyer.request.post('/api/cart', { data: { productId: product.id, size: 'M', color: 'Black', quantity: 1 } }), 201);
    const checkout = await ok(await buyer.request.post('/api/checkout', {
      headers: { 'idempotency-key': randomBytes(8).toString('hex') },
      data: {
        shippingMethod: 'standard', paymentMethod: 'bank_transfer', expectedTotal: '60.00',
        shippingAddress: { fullName: 'Ada Buyer', line1: '1 Market St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'United States', phone: '+1 555 010 0100' },
      },
    }), 201);
    const orderId = checkout.orders[0].id as number;
    const admin = await newPage(browser, baseURL);
    await admin.goto('/admin/login');
    await admin.getByLabel('Username').fill(ADMIN.username);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.getByRole('button', { name: 'ACCESS COMMAND CENTER' }).click();
    await expect(admin).toHaveURL(/\/admin\/portal$/);
    await ok(await admin.request.post(`/api/admin/orders/${orderId}/mark-paid`));
    await ok(await seller.request.post(`/api/orders/${orderId}/ship`, { data: { carrier: 'UPS', trackingNumber: `1ZPAYOUT${orderId}` } }));
    await ok(await buyer.request.post(`/api/orders/${orderId}/deliver`));
    await onServer(databaseUrl, `UPDATE orders SET delivered_at = now() - interval '8 days' WHERE id = $1`, [orderId]);

    // The admin sees where the money goes, masked, on the balance and on the payout.
    await admin.goto('/admin-dashboard?tab=payouts');
    const owed = admin.getByRole('region', { name: 'Balances owed' }).getByRole('listitem').filter({ hasText: businessName });
    await expect(owed).toContainText('by bank transfer · IBAN •••• 3000 (Robin Payee)');
    await admin.getByRole('button', { name: 'CREATE PAYOUTS' }).click();
    await expectToast(admin, 'Payouts created', '1 payout to send');
    const row = admin.getByRole('listitem', { name: /^Payout \d+$/ }).filter({ hasText: businessName });
    await expect(row).toContainText('$51.00');
    await expect(row).toContainText('IBAN •••• 3000 (Robin Payee)');
    await expect(row).not.toContainText('DE89');
    await shoot(admin, 'admin-payout-row');

    // Mark paid: the dialog shows the destination; the full IBAN only on request, which is logged.
    await row.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = admin.getByRole('dialog', { name: `Pay $51.00 to ${businessName}` });
    await expect(dialog.getByTestId('payout-destination')).toHaveText('IBAN •••• 3000 (Robin Payee)');
    await expect(dialog).not.toContainText('DE89');
    await shoot(admin, 'admin-mark-paid');
    await dialog.getByRole('button', { name: 'Show full details' }).click();
    const full = dialog.locator('dl[aria-label="Full payout details"]');
    await expect(full).toContainText(IBAN);
    await expect(full).toContainText('Robin Payee');
    await shoot(admin, 'admin-mark-paid-revealed');
    const reference = `SEPA-${uniqueTag('ref')}`;
    await dialog.getByLabel('Payment reference').fill(reference);
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expectToast(admin, 'Payout marked paid');
    await expect(row).toContainText(`ref ${reference}`);
    const reveals = await onServer(databaseUrl, `SELECT actor_username FROM audit_log WHERE action = 'payout.reveal_details'`);
    expect(reveals).toEqual([{ actor_username: ADMIN.username }]);

    // The seller sees the payout as sent, where to, with its reference.
    await seller.goto('/seller-dashboard');
    const sent = seller.getByRole('listitem', { name: 'Payout of $51.00' });
    await expect(sent).toContainText('sent');
    await expect(sent).toContainText('IBAN •••• 3000 (Robin Payee)');
    await expect(sent).toContainText(reference);
    await sent.scrollIntoViewIfNeeded();
    await shoot(seller, 'seller-payouts-panel');
  });
});
