import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminSignIn } from './fixtures/admin';
import { newShopWithTee, pageFrom } from './fixtures/reviews';
import { expectToast } from './fixtures/toast';

/**
 * Issue 26, the managing side: a shop creates a code and schedules a sale in its Promotions tab,
 * the storefront shows the sale once it starts, and an admin reads the shop's code beside a
 * platform code of their own.
 */

const CLIENT = 62;
// The form's wall clock and the test's agree: both in UTC.
test.use({ timezoneId: 'UTC' });

/** A datetime-local value (UTC, to the second) `ms` from now. */
const wallClock = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 19);

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** At a phone's and a desktop's size: nothing scrolls sideways, and the shots when E2E_SHOTS_DIR asks for them. */
async function checkAndShoot(page: Page, target: Locator, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  for (const [width, height] of [[390, 844], [1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => horizontalOverflow(page), { message: `sideways scroll at ${width}px` }).toBe(0);
    if (dir) await target.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
}

test('a shop creates a code and schedules a sale; the storefront shows the sale once it starts', async ({ browser }) => {
  test.setTimeout(240_000);
  const { seller, productName, productId, businessName } = await newShopWithTee(browser, CLIENT, ['M']);
  await seller.setViewportSize({ width: 1280, height: 800 });
  await seller.goto('/seller-dashboard?tab=promotions');
  const codes = seller.getByRole('region', { name: 'Discount codes' });
  const sales = seller.getByRole('region', { name: 'Scheduled sales' });
  // The first visit loads the dashboard's code on a cold, shared machine.
  await expect(codes.getByText('No codes yet')).toBeVisible({ timeout: 30_000 });
  await expect(sales.getByText('No sales scheduled')).toBeVisible();

  await test.step('a code for one product, 15% off, 10 uses, one per shopper', async () => {
    await codes.getByRole('button', { name: 'New code' }).click();
    const dialog = seller.getByRole('dialog', { name: 'New code' });
    await dialog.getByLabel('Code').fill('DROP15');
    await dialog.getByLabel('Percent off (%)').fill('15');
    await dialog.getByLabel('Total uses (optional)').fill('10');
    await dialog.getByLabel('Uses per shopper (optional)').fill('1');
    await dialog.getByText('Chosen products').click();
    // Chosen with nothing ticked: the shared schema's message, under the list.
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(dialog.getByText('Choose at least one product')).toBeVisible();
    await dialog.getByRole('checkbox', { name: new RegExp(productName) }).check();
    await checkAndShoot(seller, dialog, 'code-dialog');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expectToast(seller, 'Code created', 'DROP15');
    const row = codes.getByRole('listitem', { name: 'DROP15' });
    await expect(row).toContainText('15% off');
    await expect(row).toContainText('0 / 10');
    await expect(row).toContainText('1 product');
    await expect(row).toContainText('Active');
  });

  await test.step('the same code in another case is refused by the server, under the Code field', async () => {
    await codes.getByRole('button', { name: 'New code' }).click();
    const dialog = seller.getByRole('dialog', { name: 'New code' });
    await dialog.getByLabel('Code').fill('drop15');
    await dialog.getByLabel('Percent off (%)').fill('10');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(dialog.getByText('You already have a code with this name')).toBeVisible();
    await expect(dialog.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('a 20% sale on the tee, starting in a few seconds', async () => {
    await sales.getByRole('button', { name: 'Schedule a sale' }).click();
    const dialog = seller.getByRole('dialog', { name: 'Schedule a sale' });
    await dialog.getByLabel('Name (optional)').fill('Flash drop');
    await dialog.getByLabel('Percent off').fill('20');
    await dialog.getByLabel('Starts').fill(wallClock(8_000));
    await dialog.getByLabel('Ends').fill(wallClock(3_600_000));
    await dialog.getByRole('checkbox', { name: new RegExp(productName) }).check();
    await dialog.getByRole('button', { name: 'Schedule sale' }).click();
    await expectToast(seller, 'Sale scheduled', 'Flash drop');
    const row = sales.getByRole('listitem', { name: 'Flash drop' });
    await expect(row).toContainText('20% off');
    await expect(row.getByRole('listitem').filter({ hasText: productName })).toContainText('$40.00');
    await expect(row.getByRole('listitem').filter({ hasText: productName })).toContainText('$32.00');
  });

  await test.step('once it starts, the product page shows the sale price and badge, and the tab says Live', async () => {
    const visitor = await pageFrom(browser, CLIENT + 1);
    await expect(async () => {
      await visitor.goto(`/product/${productId}`);
      const price = visitor.getByRole('main').getByTestId('price').first();
      await expect(price).toBeVisible({ timeout: 20_000 });
      await expect(price).toHaveText('$32.00', { timeout: 500 });
    }).toPass({ timeout: 60_000, intervals: [1_000] });
    await expect(visitor.getByRole('main').getByTestId('discount').first()).toHaveText('-20%');
    await expect(visitor.locator('s').filter({ hasText: '$40.00' }).first()).toBeVisible();
    await expect(sales.getByRole('listitem', { name: 'Flash drop' })).toContainText('Live', { timeout: 15_000 });
    await expect(sales.getByRole('button', { name: 'End now Flash drop' })).toBeVisible();
    await visitor.context().close();
  });

  await checkAndShoot(seller, seller.getByRole('tabpanel'), 'promotions-tab');

  await test.step('an admin reads the shop code with its shop and creates a platform code on that shop', async () => {
    const admin = await pageFrom(browser, CLIENT + 2);
    await adminSignIn(admin);
    await admin.goto('/admin-dashboard?tab=promotions&owner=shops');
    const row = admin.getByRole('listitem', { name: 'DROP15' }).filter({ hasText: businessName });
    await expect(row).toContainText('15% off');
    await admin.getByRole('button', { name: 'New platform code' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New code' });
    const platformCode = `SITE${Date.now().toString(36).toUpperCase()}`;
    await dialog.getByLabel('Code').fill(platformCode);
    await dialog.getByText('Amount off').click();
    await dialog.getByLabel('Amount off ($)').fill('5');
    await dialog.getByText('Chosen shops').click();
    await dialog.getByLabel('Search shops').fill(businessName);
    await dialog.getByRole('checkbox', { name: new RegExp(businessName) }).check();
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expectToast(admin, 'Code created', platformCode);
    await admin.getByLabel('Show').selectOption('platform');
    const platformRow = admin.getByRole('listitem', { name: platformCode });
    await expect(platformRow).toContainText('$5.00 off');
    await expect(platformRow).toContainText('1 shop');
    await expect(platformRow).toContainText('Platform code');
    await checkAndShoot(admin, admin.getByRole('tabpanel'), 'admin-promotions');
    await admin.context().close();
  });

  await test.step("the shop raises the code's limit, and ends the sale now: the product's price comes back", async () => {
    await seller.setViewportSize({ width: 1280, height: 800 });
    await codes.getByRole('button', { name: 'Edit DROP15' }).click();
    const dialog = seller.getByRole('dialog', { name: 'Edit DROP15' });
    await expect(dialog.getByLabel('Total uses (optional)')).toHaveValue('10');
    await dialog.getByLabel('Total uses (optional)').fill('20');
    await dialog.getByRole('button', { name: 'Save code' }).click();
    await expectToast(seller, 'Code saved', 'DROP15');
    await expect(codes.getByRole('listitem', { name: 'DROP15' })).toContainText('0 / 20');

    await sales.getByRole('button', { name: 'End now Flash drop' }).click();
    const confirm = seller.getByRole('dialog', { name: 'End this sale now' });
    await confirm.getByRole('button', { name: 'End now' }).click();
    await expectToast(seller, 'Sale ended', 'Flash drop');
    await expect(sales.getByRole('listitem', { name: 'Flash drop' })).toContainText('Ended');
    const visitor = await pageFrom(browser, CLIENT + 1);
    await expect(async () => {
      await visitor.goto(`/product/${productId}`);
      const price = visitor.getByRole('main').getByTestId('price').first();
      await expect(price).toBeVisible({ timeout: 20_000 });
      await expect(price).toHaveText('$40.00', { timeout: 500 });
    }).toPass({ timeout: 60_000, intervals: [1_000] });
    await expect(visitor.getByRole('main').getByTestId('discount')).toHaveCount(0);
    await visitor.context().close();
  });
});
