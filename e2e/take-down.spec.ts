import { expect, test, type Browser, type Page } from '@playwright/test';
import { newShopper, ownClientAddress } from './fixtures/accounts';
import { adminSignIn, uniqueTag } from './fixtures/admin';
import { expectToast } from './fixtures/toast';

/** Issue 20, security finding 1: a take-down the seller sees, with its reason, and cannot undo. */
test('an admin takes a product down with a reason; the seller sees why; the shop page no longer shows it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('takedown');
  const businessName = `Knockoff ${tag}`;
  const doomed = `Swoosh ${tag} Tee`;
  const kept = `Plain ${tag} Tee`;
  const reason = 'Uses a trademarked logo without a licence';

  const visitor = async (check: (visitorPage: Page) => Promise<void>) => {
    // A new visitor each time: public replies may sit in a browser's cache for 30 s.
    const context = await (browser as Browser).newContext({ baseURL });
    await check(await context.newPage());
    await context.close();
  };

  // It creates an account: from an address of its own, clear of the run's shared sign-up limit.
  const sellerContext = await browser.newContext({ baseURL, ...ownClientAddress(4) });
  const sellerPage = await sellerContext.newPage();
  const { sellerId, doomedId } = await test.step('a new seller lists two designs', async () => {
    const applicant = newShopper();
    const applied = await sellerPage.request.post('/api/seller/apply', {
      data: {
        username: applicant.username, email: applicant.email, password: applicant.password, businessName,
        businessDescription: 'Tees that look a lot like famous ones', businessAddress: '1 Market Street',
        businessPhone: '+1 555 010 0199', businessEmail: applicant.email, portfolioLinks: ['https://example.com/lookbook'],
        experienceDescription: 'Six years of screen printing for local bands',
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const ids: number[] = [];
    for (const name of [doomed, kept]) {
      const created = await sellerPage.request.post('/api/products', {
        data: { name, price: '35.00', categoryId: 1, images: ['https://images.example.com/tee.webp'], sizes: ['M'], colors: ['Black'], stock: 5 },
      });
      expect(created.status(), await created.text()).toBe(201);
      ids.push(((await created.json()) as { id: number }).id);
    }
    const me = (await (await sellerPage.request.get('/api/user/me')).json()) as { seller: { id: number } };
    return { sellerId: me.seller.id, doomedId: ids[0]! };
  });

  await visitor(async (visitorPage) => {
    await visitorPage.goto(`/seller/${sellerId}`);
    await expect(visitorPage.getByTestId('product-card').filter({ hasText: doomed })).toBeVisible();
  });

  await test.step('the admin takes it down in the portal, giving the reason', async () => {
    await adminSignIn(page);
    await page.goto('/admin-dashboard');
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(doomed);
    const row = page.getByRole('row').filter({ hasText: doomed });
    await row.getByRole('button', { name: `Take down ${doomed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Take down product' });
    await dialog.getByRole('button', { name: 'TAKE DOWN', exact: true }).click();
    await expect(dialog.getByText('Give the seller a reason for the take-down')).toBeVisible();
    await dialog.getByLabel('Reason shown to the seller').fill(reason);
    await dialog.getByRole('button', { name: 'TAKE DOWN', exact: true }).click();
    await expectToast(page, 'Product Taken Down');
    await expect(row.getByText('TAKEN DOWN', { exact: true })).toBeVisible();
    await expect(row.getByTestId('take-down-reason')).toHaveText(reason);
    await expect(row.getByRole('button', { name: `Reinstate ${doomed}` })).toBeVisible();
  });

  await test.step('the seller sees it marked, with the reason, and cannot list it again', async () => {
    await sellerPage.goto('/seller-dashboard?tab=products');
    const card = sellerPage.getByTestId('seller-product-card').filter({ hasText: doomed });
    await expect(card.getByText('Taken down', { exact: true })).toBeVisible();
    await expect(card.getByTestId('take-down-notice')).toContainText(reason);
    await expect(sellerPage.getByTestId('seller-product-card').filter({ hasText: kept }).getByTestId('take-down-notice')).toHaveCount(0);
    const relist = await sellerPage.request.put(`/api/products/${doomedId}`, { data: { isActive: true } });
    expect(relist.status()).toBe(403);
  });

  await test.step('shoppers no longer see it on the shop page or at its address', async () => {
    await visitor(async (visitorPage) => {
      await visitorPage.goto(`/seller/${sellerId}`);
      await expect(visitorPage.getByTestId('product-card').filter({ hasText: kept })).toBeVisible();
      await expect(visitorPage.getByTestId('product-card').filter({ hasText: doomed })).toHaveCount(0);
      await visitorPage.goto(`/product/${doomedId}`);
      await expect(visitorPage.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    });
  });
  await sellerContext.close();
});
