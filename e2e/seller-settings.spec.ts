import { expect, test, type Browser, type Page } from '@playwright/test';
import type { CurrentUser } from '../shared/account-schemas';
import { newShopper, type NewShopper } from './fixtures/accounts';
import { adminSignIn, reviewBaseURL, uniqueTag } from './fixtures/admin';
import { pngFile, uploadThroughModal } from './fixtures/seller';
import { expectToast } from './fixtures/toast';

/** A visitor's application through the API: creates the account, signs it in (the page shares the cookie). */
async function applyAsVisitor(page: Page, businessName: string): Promise<NewShopper> {
  const applicant = newShopper();
  const reply = await page.request.post('/api/seller/apply', {
    data: {
      username: applicant.username,
      email: applicant.email,
      password: applicant.password,
      businessName,
      businessDescription: 'Cut and sew outerwear in tiny batches',
      businessPhone: '+1 555 010 0142',
      businessEmail: applicant.email,
      portfolioLinks: [],
      experienceDescription: 'Eight years of pattern cutting',
    },
  });
  expect(reply.status(), 'the application is accepted').toBe(201);
  return applicant;
}

async function ownSeller(page: Page) {
  const me = (await (await page.request.get('/api/user/me')).json()) as CurrentUser;
  expect(me.seller, 'the signed-in user has a shop').not.toBeNull();
  return me.seller!;
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the header image shows at once in the dashboard header and on the seller page', async ({ page }) => {
  await applyAsVisitor(page, `Header ${uniqueTag('shop')}`);
  await page.goto('/seller-dashboard?tab=settings');
  await expect(page.getByTestId('dashboard-header-image')).toHaveCount(0);
  await page.getByRole('button', { name: 'Upload header' }).click();
  const modal = page.getByRole('dialog', { name: 'Upload header' });
  await expect(modal.getByText('Images only, up to 10MB')).toBeVisible();
  await uploadThroughModal(page, modal, await pngFile('header.png', { r: 40, g: 90, b: 255 }));
  await expectToast(page, 'Header Updated', 'Your brand header image has been successfully updated.');

  const seller = await ownSeller(page);
  expect(seller.coverImage).toMatch(/^\/objects\//);
  // No reload: the dashboard header picks the new image up from the refreshed seller.
  await expect(page.getByTestId('dashboard-header-image')).toHaveAttribute('src', seller.coverImage!);
  await page.goto(`/seller/${seller.id}`);
  await expect(page.locator(`header img[src="${seller.coverImage}"]`)).toBeVisible();
});

test('the business profile saves and the seller page shows the new name and specialty', async ({ page }) => {
  await applyAsVisitor(page, `Profile ${uniqueTag('shop')}`);
  const newName = `Renamed ${uniqueTag('r')}`;
  await page.goto('/seller-dashboard?tab=settings');
  const profile = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Business profile' }) });
  await profile.getByLabel('Business name').fill(newName);
  await profile.getByLabel('Specialty').fill('Technical outerwear');
  await profile.getByLabel('Description').fill('Waxed cotton jackets, made to last');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expectToast(page, 'Settings Updated', 'Your seller settings have been saved successfully.');
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();

  const seller = await ownSeller(page);
  await page.goto(`/seller/${seller.id}`);
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText('Technical outerwear')).toBeVisible();
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByText('Waxed cotton jackets, made to last')).toBeVisible();
});

test('failed calls say so: settings, logo, upload and product delete', async ({ page }) => {
  test.setTimeout(60_000);
  const businessName = `Failing ${uniqueTag('shop')}`;
  await applyAsVisitor(page, businessName);
  await page.goto('/seller-dashboard?tab=settings');

  await test.step('settings', async () => {
    await page.route(/\/api\/sellers\/\d+$/, (route) => route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: 'Internal Server Error' } })
      : route.continue());
    const profile = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Business profile' }) });
    await profile.getByLabel('Specialty').fill('Never saved');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Error', 'Failed to update settings. Please try again.');
    await page.unroute(/\/api\/sellers\/\d+$/);
    expect((await ownSeller(page)).specialty).not.toBe('Never saved');
  });

  await test.step('logo', async () => {
    await page.route(/\/api\/sellers\/\d+\/media$/, (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }));
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await uploadThroughModal(page, page.getByRole('dialog', { name: 'Upload logo' }), await pngFile('logo.png', { r: 255, g: 77, b: 77 }));
    await expectToast(page, 'Error', 'Failed to update logo. Please try again.');
    await page.unroute(/\/api\/sellers\/\d+\/media$/);
    expect((await ownSeller(page)).profileImage).toBeNull();
  });

  await test.step('normalize', async () => {
    await page.route('**/api/objects/normalize', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }));
    await page.getByRole('button', { name: 'Upload header' }).click();
    const modal = page.getByRole('dialog', { name: 'Upload header' });
    await modal.locator('input[type="file"]').setInputFiles(await pngFile('header.png', { r: 0, g: 0, b: 0 }));
    await expectToast(page, 'Error', 'Failed to process uploaded image.');
    await expect(modal.getByText('Failed to process uploaded image.')).toBeVisible();
    await page.unroute('**/api/objects/normalize');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('product delete', async () => {
    const categories = (await (await page.request.get('/api/categories')).json()) as Array<{ id: number }>;
    const productName = `Keeper ${uniqueTag('p')}`;
    const created = await page.request.post('/api/products', {
      data: {
        name: productName, price: '30.00', categoryId: categories[0]!.id, images: ['https://example.com/keeper.jpg'],
        sizes: ['M'], colors: ['Black'], stock: 3,
      },
    });
    expect(created.status()).toBe(201);
    await page.route(/\/api\/products\/\d+$/, (route) => route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { error: 'Internal Server Error' } })
      : route.continue());
    await page.goto('/seller-dashboard?tab=products');
    await page.getByRole('button', { name: `Delete ${productName}` }).click();
    await page.getByRole('dialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Error', 'Failed to delete product. Please try again.');
    await expect(page.getByTestId('seller-product-card').filter({ hasText: productName })).toBeVisible();
  });
});

test('a seller who opens /seller/apply is sent to their dashboard instead of the form', async ({ page }) => {
  await applyAsVisitor(page, `Already ${uniqueTag('shop')}`);
  await page.goto('/seller/apply');
  await expect(page.getByRole('heading', { name: 'You already have a seller account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SUBMIT APPLICATION' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/seller-dashboard$/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
});

async function rejectAsAdmin(browser: Browser, businessName: string, note: string): Promise<void> {
  const adminContext = await browser.newContext({ baseURL: reviewBaseURL });
  const admin = await adminContext.newPage();
  await adminSignIn(admin);
  const rows = (await (await admin.request.get(`/api/admin/seller-applications?search=${encodeURIComponent(businessName)}`)).json()) as Array<{ id: number }>;
  expect(rows).toHaveLength(1);
  const rejected = await admin.request.post(`/api/admin/seller-applications/${rows[0]!.id}/reject`, { data: { adminNotes: note } });
  expect(rejected.status()).toBe(200);
  await adminContext.close();
}

test.describe('with SELLER_AUTO_APPROVE=false', () => {
  test.use({ baseURL: reviewBaseURL });

  test('an applicant opening /seller/apply sees their pending, then rejected, application', async ({ page, browser }) => {
    const businessName = `Standing ${uniqueTag('shop')}`;
    await applyAsVisitor(page, businessName);
    await page.goto('/seller/apply');
    await expect(page.getByRole('heading', { level: 2, name: 'Application pending' })).toBeVisible();
    await expect(page.getByText(businessName)).toBeVisible();
    await expect(page.getByText('is waiting for review by our team.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'SUBMIT APPLICATION' })).toHaveCount(0);

    await rejectAsAdmin(browser, businessName, 'Please add a portfolio link');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Application rejected' })).toBeVisible();
    await expect(page.getByText('Please add a portfolio link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'SUBMIT APPLICATION' })).toHaveCount(0);
  });
});

test('the settings tab on a phone and on a desktop (screenshots)', async ({ page }) => {
  await applyAsVisitor(page, `Screens ${uniqueTag('shop')}`);
  for (const [label, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/seller-dashboard?tab=settings');
    await expect(page.getByRole('heading', { name: 'Payout', exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/seller-settings-${label}.png`, fullPage: true });
    expect(await horizontalOverflow(page), 'no horizontal scrolling on the settings tab').toBeLessThanOrEqual(0);
  }
});
