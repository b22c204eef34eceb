import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminSignIn, uniqueTag } from './fixtures/admin';
import { newShopWithTee, ok } from './fixtures/reviews';
import { expectToast } from './fixtures/toast';

/**
 * Issue 27, webhooks from the screens: a shop adds an endpoint pointing at a receiver this test
 * runs on 127.0.0.1 (the e2e app allows loopback: WEBHOOKS_ALLOW_LOOPBACK in playwright.config.ts),
 * takes its secret the one time it is shown, edits a product and sees the signed product.updated
 * delivered in the endpoint's log; an admin adds a platform endpoint.
 */

const CLIENT = 87;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that answers 200 and keeps what it was sent. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${uniqueTag('')}`, received };
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** At a phone's and a desktop's size: nothing scrolls sideways, and the shots when E2E_SHOTS_DIR asks for them. */
async function checkAndShoot(page: Page, target: Locator, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  for (const [width, height] of [[390, 844], [1366, 900]] as const) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => horizontalOverflow(page), { message: `sideways scroll at ${width}px` }).toBe(0);
    if (dir) await target.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
}

test('a shop adds an endpoint, keeps its secret, and sees a product edit delivered, signed', async ({ browser }) => {
  test.setTimeout(180_000);
  const receiver = await startReceiver();
  try {
    const { seller, productId, productName } = await newShopWithTee(browser, CLIENT, ['M', 'L']);
    await seller.setViewportSize({ width: 1366, height: 900 });
    await seller.goto('/seller-dashboard?tab=integrations');
    const webhooks = seller.getByRole('region', { name: 'Webhooks' });
    await expect(webhooks.getByText('No endpoints yet')).toBeVisible({ timeout: 30_000 });

    let secret = '';
    await test.step('add an endpoint: the secret is shown once', async () => {
      await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = seller.getByRole('dialog', { name: 'Add endpoint' });
      await dialog.getByLabel('Endpoint URL').fill(receiver.url);
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog.getByText('Choose at least one event')).toBeVisible();
      await dialog.getByRole('checkbox', { name: /product\.updated/ }).check();
      await dialog.getByRole('checkbox', { name: /stock\.low/ }).check();
      await checkAndShoot(seller, dialog, 'webhook-add');
      await seller.setViewportSize({ width: 1366, height: 900 });
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = seller.getByRole('dialog', { name: 'Endpoint added' });
      await expect(shown.getByText('You will not see this secret again.')).toBeVisible();
      secret = await shown.getByLabel('Signing secret').inputValue();
      expect(secret.length).toBeGreaterThanOrEqual(16);
      await checkAndShoot(seller, shown, 'webhook-secret');
      await seller.setViewportSize({ width: 1366, height: 900 });
      await shown.getByRole('button', { name: 'Done' }).click();
      const row = webhooks.getByRole('listitem', { name: receiver.url });
      await expect(row).toContainText('Enabled');
      await expect(row).toContainText('product.updated, stock.low');
      await seller.reload();
      await expect(seller.getByRole('listitem', { name: receiver.url })).toBeVisible({ timeout: 30_000 });
      expect(await seller.content()).not.toContain(secret);
    });

    await test.step('a product edit is delivered, signed with that secret', async () => {
      await ok(await seller.request.put(`/api/products/${productId}`, { data: { name: `${productName} v2` } }));
      await expect.poll(() => receiver.received.length, { timeout: 60_000, message: 'the receiver heard the edit' }).toBeGreaterThan(0);
      const [first] = receiver.received;
      const payload = JSON.parse(first!.body) as { id: string; type: string; data: unknown };
      expect(payload.type).toBe('product.updated');
      expect(first!.headers['threadline-event-id']).toBe(payload.id);
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(first!.headers['threadline-signature'])) ?? [];
      expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${first!.body}`).digest('hex'));

      const row = seller.getByRole('listitem', { name: receiver.url });
      await row.getByRole('button', { name: 'Deliveries' }).click();
      const log = seller.getByRole('dialog', { name: 'Deliveries' });
      await expect(async () => {
        await log.getByRole('button', { name: 'Refresh' }).click();
        await expect(log.getByRole('listitem', { name: 'product.updated Delivered' })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      const delivered = log.getByRole('listitem', { name: 'product.updated Delivered' }).first();
      await expect(delivered).toContainText(payload.id);
      await expect(delivered).toContainText('200');
      await checkAndShoot(seller, log, 'webhook-deliveries');
      await seller.setViewportSize({ width: 1366, height: 900 });

      await delivered.getByRole('button', { name: 'Resend' }).click();
      await expectToast(seller, 'Delivery queued');
      await expect.poll(() => receiver.received.filter((one) => one.headers['threadline-event-id'] === payload.id).length, { timeout: 60_000 }).toBeGreaterThan(1);
      await log.getByRole('button', { name: 'Close' }).click();
    });

    await test.step('low-stock thresholds per size', async () => {
      const alerts = seller.getByRole('region', { name: 'Low-stock alerts' });
      // The picker was read before the rename went through the API (not the dashboard), so it may show either name.
      await alerts.getByRole('radio', { name: new RegExp(productName) }).check();
      await alerts.getByLabel('Alert threshold M / Black').fill('3');
      await alerts.getByRole('button', { name: 'Save thresholds' }).click();
      await expectToast(seller, 'Thresholds saved');
      await seller.reload();
      await seller.getByRole('region', { name: 'Low-stock alerts' }).getByRole('radio', { name: new RegExp(`${productName} v2`) }).check();
      await expect(seller.getByLabel('Alert threshold M / Black')).toHaveValue('3');
      await expect(seller.getByLabel('Alert threshold L / Black')).toHaveValue('');
      await checkAndShoot(seller, seller.getByRole('region', { name: 'Low-stock alerts' }), 'low-stock');
    });
  } finally {
    receiver.server.close();
  }
});

test('an admin adds a platform endpoint, disables it and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await adminSignIn(page);
  await page.goto('/admin-dashboard?tab=webhooks');
  const webhooks = page.getByRole('region', { name: 'Webhooks' });
  await expect(webhooks.getByRole('button', { name: 'Add endpoint' })).toBeEnabled({ timeout: 30_000 });
  const url = `http://127.0.0.1:9/platform/${uniqueTag('')}`;

  await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  await expect(dialog.getByText('every shop')).toBeVisible();
  await dialog.getByLabel('Endpoint URL').fill('ftp://example.com/hooks');
  await dialog.getByRole('button', { name: 'Choose all' }).click();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('Webhook URL must be an https:// address')).toBeVisible();
  await dialog.getByLabel('Endpoint URL').fill(url);
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  const shown = page.getByRole('dialog', { name: 'Endpoint added' });
  await expect(shown.getByLabel('Signing secret')).not.toHaveValue('');
  await shown.getByRole('button', { name: 'Done' }).click();

  const row = webhooks.getByRole('listitem', { name: url });
  await expect(row).toContainText('All events');
  await checkAndShoot(page, webhooks, 'admin-webhooks');
  await page.setViewportSize({ width: 1366, height: 900 });
  await row.getByRole('button', { name: 'Disable' }).click();
  await expectToast(page, 'Endpoint disabled', url);
  await expect(row).toContainText('Disabled');
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete endpoint' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Endpoint deleted', url);
  await expect(row).toHaveCount(0);
});
