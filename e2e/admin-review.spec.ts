import { expect, test, type Browser, type Page } from '@playwright/test';
import { newShopper, ownClientAddress } from './fixtures/accounts';
import { adminSignIn, reviewBaseURL, uniqueTag } from './fixtures/admin';
import { expectToast } from './fixtures/toast';

/**
 * Issue 22 (walkthrough 3, problem 5 and "Account and admin behaviour"): the admin reviews an
 * application with everything the applicant wrote in front of them and confirms the decision;
 * deactivating a user hides their shop at once and reactivating brings it back; a switched-off
 * shop tells its seller why; the audit trail names people.
 */

/** Screenshots at the phone and desktop sizes when SHOTS_DIR is set (looked at by hand, not compared). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }]] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: label === 'phone' });
  }
  if (size) await page.setViewportSize(size);
}

/** A new visitor each time: public replies may sit in a browser's cache for 30 s. */
async function asVisitor(browser: Browser, baseURL: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL });
  await check(await context.newPage());
  await context.close();
}

test.describe('reviewing an application', () => {
  test.use({ baseURL: reviewBaseURL });

  test('the admin reads the whole application and confirms the approval with a note', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const applicant = newShopper();
    const businessName = `Reviewed ${uniqueTag('shop')}`;
    const context = await browser.newContext({ baseURL: reviewBaseURL, ...ownClientAddress(14) });
    const applied = await context.request.post('/api/seller/apply', {
      data: {
        username: applicant.username, email: applicant.email, password: applicant.password, businessName,
        businessDescription: 'Bleach-dyed hoodies cut and sewn in Leeds', businessAddress: '12 Mill Lane, Leeds',
        businessPhone: '+44 113 555 0100', businessEmail: applicant.email, taxId: 'GB123456789',
        portfolioLinks: ['https://example.com/lookbook'], experienceDescription: 'Eight years of dyeing for local bands',
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    await context.close();

    await adminSignIn(page);
    await page.goto(`/admin/portal?tab=applications&search=${encodeURIComponent(businessName)}`);
    const card = page.getByRole('listitem', { name: businessName });
    for (const text of ['Bleach-dyed hoodies cut and sewn in Leeds', 'Eight years of dyeing for local bands', '+44 113 555 0100', '12 Mill Lane, Leeds', 'GB123456789', 'EMAIL NOT VERIFIED']) {
      await expect(card.getByText(text)).toBeVisible();
    }
    await expect(card.getByRole('link', { name: 'https://example.com/lookbook' })).toHaveAttribute('rel', /noopener/);
    await shoot(page, 'applications-pending');

    await card.getByRole('button', { name: 'APPROVE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve application' });
    await expect(dialog).toContainText(`${applicant.email} is emailed the decision`);
    await shoot(page, 'approve-dialog');
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('PENDING', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'APPROVE' }).click();
    await dialog.getByLabel('Note to the applicant (optional)').fill('Welcome: add a size chart to every hoodie');
    await dialog.getByRole('button', { name: 'APPROVE', exact: true }).click();
    await expectToast(page, 'Application Approved');
    await expect(card.getByText('APPROVED', { exact: true })).toBeVisible();
    await expect(card.getByText('Note: Welcome: add a size chart to every hoodie')).toBeVisible();
    await expect(card.getByRole('button', { name: /APPROVE|REJECT/ })).toHaveCount(0);
  });
});

test('deactivating a shop owner hides the shop at once, reactivating brings it back; a switched-off shop says why', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag('owner');
  const businessName = `Owner ${tag}`;
  const productName = `Owner ${tag} Tee`;
  const applicant = newShopper();

  const sellerContext = await browser.newContext({ baseURL, ...ownClientAddress(14) });
  const sellerPage = await sellerContext.newPage();
  const productId = await test.step('a new seller lists a design', async () => {
    const applied = await sellerPage.request.post('/api/seller/apply', {
      data: {
        username: applicant.username, email: applicant.email, password: applicant.password, businessName,
        businessDescription: 'Tees printed in a garage', businessPhone: '+1 555 010 0199', businessEmail: applicant.email,
        portfolioLinks: [], experienceDescription: 'Six years of screen printing',
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const created = await sellerPage.request.post('/api/products', {
      data: { name: productName, price: '35.00', categoryId: 1, images: ['https://images.example.com/tee.webp'], sizes: ['M'], colors: ['Black'], stock: 5 },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  });

  const shopIsPublic = async (visible: boolean) => {
    await asVisitor(browser, baseURL!, async (visitor) => {
      await visitor.goto(`/product/${productId}`);
      await expect(visitor.getByRole('heading', { level: 1, name: visible ? productName : 'Product Not Found' })).toBeVisible();
      await visitor.goto(`/sellers?search=${encodeURIComponent(tag)}`);
      if (visible) await expect(visitor.getByTestId('seller-card').filter({ hasText: businessName })).toBeVisible();
      else await expect(visitor.getByRole('heading', { name: 'NO VENDORS FOUND' })).toBeVisible();
    });
  };
  await shopIsPublic(true);

  await adminSignIn(page);
  await test.step('deactivating the owner hides the shop; reactivating brings it back', async () => {
    await page.goto(`/admin/portal?tab=users&search=${applicant.username}`);
    const card = page.getByRole('listitem', { name: applicant.username });
    await expect(card.getByText(`Shop: ${businessName}`)).toBeVisible();
    await card.getByRole('button', { name: 'DEACTIVATE' }).click();
    await expectToast(page, 'User Deactivated');
    await shopIsPublic(false);

    await page.goto(`/admin/portal?tab=sellers&search=${encodeURIComponent(businessName)}`);
    await expect(page.getByRole('listitem', { name: businessName }).getByText('OWNER DEACTIVATED')).toBeVisible();

    await page.goto(`/admin/portal?tab=users&search=${applicant.username}`);
    await card.getByRole('button', { name: 'ACTIVATE', exact: true }).click();
    await expectToast(page, 'User Activated');
    await shopIsPublic(true);
  });

  await test.step('an admin account offers no PROMOTE TO SELLER', async () => {
    await page.goto('/admin/portal?tab=users&role=admin');
    const admins = page.getByRole('listitem');
    await expect(admins.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'PROMOTE TO SELLER' })).toHaveCount(0);
  });

  await test.step('the audit trail names the user', async () => {
    await page.goto('/admin/portal?tab=activity');
    const activity = page.getByRole('list', { name: 'Admin activity' });
    // Other specs act at the same time: this user's own entry, named by username and email.
    await expect(activity.getByRole('listitem').filter({ hasText: 'User activate' }).filter({ hasText: applicant.username }))
      .toContainText(`user ${applicant.username} (${applicant.email})`);
    await shoot(page, 'activity');
  });

  await test.step('switching the shop off with a note: the seller reads when and why', async () => {
    await page.goto(`/admin/portal?tab=sellers&search=${encodeURIComponent(businessName)}`);
    const shop = page.getByRole('listitem', { name: businessName });
    await shop.getByRole('button', { name: 'DEACTIVATE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate shop' });
    await dialog.getByLabel('Note to the seller (optional)').fill('Send us proof of your print licence');
    await shoot(page, 'deactivate-shop-dialog');
    await dialog.getByRole('button', { name: 'DEACTIVATE', exact: true }).click();
    await expectToast(page, 'Seller Deactivated');
    await expect(shop.getByText('INACTIVE', { exact: true })).toBeVisible();
    await shopIsPublic(false);

    // The owner's sessions ended with the earlier deactivation: they sign in again.
    const signedIn = await sellerPage.request.post('/api/login', { data: { email: applicant.email, password: applicant.password } });
    expect(signedIn.status()).toBe(200);
    await sellerPage.goto('/seller-dashboard');
    await expect(sellerPage.getByText('INACTIVE', { exact: true })).toBeVisible();
    const notice = sellerPage.getByRole('status').filter({ hasText: 'An admin deactivated your shop on' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Note from the admin: Send us proof of your print licence');
    await shoot(sellerPage, 'seller-deactivated-dashboard');

    await shop.getByRole('button', { name: 'ACTIVATE', exact: true }).click();
    await expectToast(page, 'Seller Activated');
    await sellerPage.reload();
    await expect(sellerPage.getByText('ACTIVE VENDOR')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
  await sellerContext.close();
});
