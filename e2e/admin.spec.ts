import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newShopper } from './fixtures/accounts';
import { adminSignIn, uniqueTag } from './fixtures/admin';
import { expectToast } from './fixtures/toast';

const HEADER = 'name,description,price,originalPrice,category,sizes,colors,images,tags,stock,isActive,isFeatured,isOnSale,sellerId';

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('admin access', () => {
  test('visitors and shoppers are sent to /admin/login; the form checks its fields', async ({ page }) => {
    for (const path of ['/admin-dashboard', '/admin/portal']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expectToast(page, 'Access Denied', 'Please log in as an administrator to access this page.');
    }
    await expect(page.getByRole('link', { name: 'Back to the marketplace' })).toHaveAttribute('href', '/');

    await page.getByRole('button', { name: 'ACCESS COMMAND CENTER' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('a customer signed in at /login is refused too', async ({ page }) => {
    const response = await page.request.post('/api/login', {
      data: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_PASSWORD },
    });
    expect(response.status()).toBe(200);
    await page.goto('/admin/portal');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectToast(page, 'Access Denied', 'Please log in as an administrator to access this page.');
  });
});

test('admin journey: sign in, moderate a user, import, assign, take down, audit', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const shopper = newShopper();
  expect((await request.post('/api/register', { data: shopper })).status()).toBe(201);
  const tag = uniqueTag('e2eimport');
  const goodName = `Vortex ${tag} Tee`;
  // A shop no other spec counts products of (the seller dashboard spec uses Concrete Saints).
  const shopName = 'Low Orbit';

  await test.step('a wrong password is refused, the right one opens the portal', async () => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(DEMO_ACCOUNTS.admin.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'ACCESS COMMAND CENTER' }).click();
    await expectToast(page, 'Access Denied', 'Invalid admin credentials');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await adminSignIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Super-admin portal' })).toBeVisible();
    await expect(page.getByText('ONLINE')).toBeVisible();
  });

  await test.step('deactivate and reactivate a user', async () => {
    await openTab(page, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(shopper.username);
    const card = page.getByRole('listitem', { name: shopper.username });
    await expect(card).toBeVisible();
    await expect(card.getByText('CUSTOMER', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'DEACTIVATE' }).click();
    await expectToast(page, 'User Deactivated');
    await expect(card.getByText('INACTIVE', { exact: true })).toBeVisible();
    const refused = await request.post('/api/login', { data: { email: shopper.email, password: shopper.password } });
    expect(refused.ok()).toBe(false);

    await card.getByRole('button', { name: 'ACTIVATE', exact: true }).click();
    await expectToast(page, 'User Activated');
    await expect(card.getByText('ACTIVE', { exact: true })).toBeVisible();
    const allowed = await request.post('/api/login', { data: { email: shopper.email, password: shopper.password } });
    expect(allowed.status()).toBe(200);

    await card.getByRole('button', { name: 'VIEW' }).click();
    const dialog = page.getByRole('dialog', { name: 'User details' });
    await expect(dialog.getByText(shopper.email)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('a CSV with an error is refused with its rows listed, a good one imports', async () => {
    await page.goto('/admin-dashboard?tab=import');
    const importButton = page.getByRole('button', { name: 'IMPORT PRODUCTS' });
    await expect(importButton).toBeDisabled();
    const csv = page.getByLabel('CSV data');
    await csv.fill(`${HEADER}\n"Broken ${tag}",desc,not-a-price,,t-shirts,M,Black,https://images.example.com/a.webp,,5,true,false,false,\n`);
    await importButton.click();
    await expectToast(page, 'Import Failed', 'Failed to import products. Please check your CSV format.');
    const errors = page.getByRole('list', { name: 'Import errors' });
    await expect(errors).toContainText('Row 2');
    await expect(errors).toContainText('price');

    // The shop's own images: an https URL elsewhere would be fetched (csv-import-images.spec.ts).
    // Other specs create products with outside addresses through the API, so pick stored ones.
    const listed = await page.request.get('/api/admin/products?pageSize=50');
    const [first, second] = ((await listed.json()) as Array<{ images: string[] }>)
      .map((p) => p.images[0]!).filter((image) => image.startsWith('/objects/'));
    await csv.fill(
      `${HEADER}\n` +
        `"${goodName}","Heavy cotton",31.50,,t-shirts,S|M|L,Black|White,${first},e2e,12,true,false,false,\n` +
        `"Second ${tag} Cap",Wool,22.00,,hats,M,Black,${second},e2e,4,true,false,false,\n`,
    );
    await importButton.click();
    await expectToast(page, 'Products Imported', '2 products imported.');
    await expect(csv).toHaveValue('');
  });

  const product = await test.step('assign an unassigned product to a seller', async () => {
    await openTab(page, 'Products');
    await page.getByLabel('Status').selectOption('unassigned');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: goodName });
    await expect(row.getByText('UNASSIGNED')).toBeVisible();
    await row.getByRole('button', { name: `Assign ${goodName} to a seller` }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign to seller' });
    await dialog.getByRole('searchbox', { name: 'Search sellers' }).fill(shopName);
    const select = dialog.getByLabel('Seller', { exact: true });
    await expect(select.locator('option', { hasText: shopName })).toHaveCount(1);
    await select.selectOption({ label: shopName });
    await dialog.getByRole('button', { name: 'ASSIGN', exact: true }).click();
    await expectToast(page, 'Product Assigned');
    await expect(dialog).toBeHidden();

    const listed = await page.request.get(`/api/admin/products?search=${encodeURIComponent(goodName)}`);
    const [found] = (await listed.json()) as Array<{ id: number; seller: { businessName: string } | null }>;
    expect(found?.seller?.businessName).toBe(shopName);
    return found!;
  });

  await test.step('take the product down: it leaves the storefront', async () => {
    // Each look is a new visitor: public catalogue replies may sit in a browser's cache for 30 s
    // (cache-policy.ts), while the server itself stops serving the product at once.
    const asVisitor = async (check: (visitorPage: Page) => Promise<void>) => {
      const visitor = await browser.newContext({ baseURL });
      await check(await visitor.newPage());
      await visitor.close();
    };
    await asVisitor(async (visitorPage) => {
      await visitorPage.goto(`/product/${product.id}`);
      await expect(visitorPage.getByRole('heading', { level: 1, name: goodName })).toBeVisible();
    });

    await page.getByLabel('Status').selectOption('');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(goodName);
    const row = page.getByRole('row').filter({ hasText: goodName });
    await expect(row.getByText(shopName)).toBeVisible();
    await row.getByRole('button', { name: `Take down ${goodName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Take down product' });
    await dialog.getByLabel('Reason shown to the seller').fill('Imported by mistake');
    await dialog.getByRole('button', { name: 'TAKE DOWN', exact: true }).click();
    await expectToast(page, 'Product Taken Down');
    await expect(row.getByText('TAKEN DOWN', { exact: true })).toBeVisible();

    await asVisitor(async (visitorPage) => {
      await visitorPage.goto(`/product/${product.id}`);
      await expect(visitorPage.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
      await visitorPage.goto(`/?search=${tag}`);
      await expect(visitorPage.getByRole('heading', { name: 'No designs found' })).toBeVisible();
      await expect(visitorPage.getByText(goodName)).toHaveCount(0);
    });
  });

  await test.step('the Activity tab shows all of it', async () => {
    await page.goto('/admin/portal?tab=activity');
    const activity = page.getByRole('list', { name: 'Admin activity' });
    for (const action of ['Admin login', 'Admin login failed', 'User deactivate', 'User activate', 'Product import', 'Product assign', 'Product take down']) {
      await expect(activity.getByText(action, { exact: true }).first()).toBeVisible();
    }
    await page.getByLabel('Action').selectOption('product.take_down');
    await expect(activity.getByRole('listitem').filter({ hasNotText: 'Product take down' })).toHaveCount(0);
    await expect(activity.getByRole('listitem').first()).toContainText(`product ${goodName}`);
  });

  await test.step('LOGOUT ends the session', async () => {
    await page.getByRole('link', { name: 'LOGOUT' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/portal');
    await expectToast(page, 'Access Denied', 'Please log in as an administrator to access this page.');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test('promote a user to seller and set the new shop\'s commission', async ({ page, request }) => {
  const shopper = newShopper();
  expect((await request.post('/api/register', { data: shopper })).status()).toBe(201);
  const storeName = `${shopper.username} Store`;
  await adminSignIn(page);

  await page.goto(`/admin/portal?tab=users&search=${shopper.username}`);
  const card = page.getByRole('listitem', { name: shopper.username });
  await card.getByRole('button', { name: 'PROMOTE TO SELLER' }).click();
  await expectToast(page, 'User Promoted');
  await expect(card.getByText('SELLER', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'PROMOTE TO SELLER' })).toHaveCount(0);
  await card.getByRole('button', { name: 'VIEW' }).click();
  const details = page.getByRole('dialog', { name: 'User details' });
  await expect(details.getByText(storeName)).toBeVisible();
  await expect(details.getByText('APPROVED')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  await openTab(page, 'Sellers');
  await page.getByRole('searchbox', { name: 'Search sellers' }).fill(storeName);
  const shop = page.getByRole('listitem', { name: storeName });
  await expect(shop.getByText('15.00%')).toBeVisible();
  await expect(shop.getByText('New', { exact: true })).toBeVisible();
  await shop.getByRole('button', { name: 'COMMISSION' }).click();
  const dialog = page.getByRole('dialog', { name: 'Commission rate' });
  const rate = dialog.getByLabel('Commission rate (%)');
  await rate.fill('101');
  await expect(dialog.getByRole('button', { name: 'SAVE RATE' })).toBeDisabled();
  await rate.fill('12.5');
  await dialog.getByRole('button', { name: 'SAVE RATE' }).click();
  await expectToast(page, 'Commission Updated');
  await expect(shop.getByText('12.50%')).toBeVisible();
});
