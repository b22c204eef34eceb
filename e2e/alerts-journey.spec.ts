import { expect, test } from '@playwright/test';
import type { Category } from '../shared/catalog-schemas';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newShopper } from './fixtures/accounts';
import { uniqueTag } from './fixtures/admin';
import { chooseSoldOutSize, shopWithSoldOutSize } from './fixtures/follows';
import { ok, pageFrom, uploadImage } from './fixtures/reviews';

/**
 * Issue 24's journey, all real: a shopper saves a tee, waits for its sold-out size and follows its
 * shop; the shop restocks the size and lists a new tee; the background fan-out tells the shopper,
 * the bell counts both (it polls), the feed shows the new tee, and the restock mail's own
 * unsubscribe link turns that mail off without signing in.
 */
test('saved, followed and waited for: the restock and the new drop reach the bell, the feed and the mail', async ({ browser }) => {
  test.setTimeout(120_000);
  const { seller, productId, productName, businessName } = await shopWithSoldOutSize(browser, 72);
  const page = await pageFrom(browser, 73);
  const shopper = newShopper();
  await ok(await page.request.post('/api/register', { data: shopper }), 201);

  await test.step('the shopper saves the tee, waits for M / Black and follows the shop', async () => {
    await page.goto(`/product/${productId}`);
    await page.getByTestId('favourite-button').first().click();
    await expect(page.getByTestId('favourite-button').first()).toHaveAttribute('aria-pressed', 'true');
    await chooseSoldOutSize(page);
    await page.getByTestId('stock-alert-button').click();
    await expect(page.getByTestId('stock-alert-waiting')).toBeVisible();
    const follow = page.getByTestId('product-shop').getByTestId('follow-button');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/');
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(/^Notifications/);
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
  });

  const newName = `Second Drop ${uniqueTag('')}`;
  await test.step('the shop restocks the size and lists a new tee', async () => {
    await ok(await seller.request.put(`/api/products/${productId}`, {
      data: { variants: [{ size: 'S', color: 'Black', stock: 5 }, { size: 'M', color: 'Black', stock: 4 }] },
    }));
    const [category] = await ok<Category[]>(await seller.request.get('/api/categories'));
    const image = await uploadImage(seller, 'image', { r: 40, g: 90, b: 255 });
    await ok(await seller.request.post('/api/products', {
      data: { name: newName, price: '45.00', categoryId: category!.id, images: [image], sizes: ['M'], colors: ['Black'], stock: 6 },
    }), 201);
  });

  await test.step('the bell counts both without a reload, and lists them', async () => {
    await expect(page.getByTestId('notification-count')).toHaveText('2', { timeout: 15_000 });
    await page.getByTestId('notification-bell').click();
    const items = page.getByTestId('notification-item');
    await expect(items.filter({ hasText: `Back in stock: ${productName}` })).toBeVisible();
    await expect(items.filter({ hasText: `New from ${businessName}` })).toContainText(newName);
    await page.keyboard.press('Escape');
  });

  await test.step('the home feed shows the new tee first', async () => {
    await page.reload();
    const feed = page.getByTestId('feed-section');
    await expect(feed.getByTestId('product-card').first()).toContainText(newName);
  });

  await test.step("the restock mail's unsubscribe link works without signing in, and turns off that mail only", async () => {
    const admin = await pageFrom(browser, 74);
    await ok(await admin.request.post('/api/admin/login', { data: { username: DEMO_ACCOUNTS.admin.username, password: DEMO_PASSWORD } }));
    const mails = await ok<Array<{ subject: string; text: string }>>(await admin.request.get(`/api/admin/mail?to=${encodeURIComponent(shopper.email)}`));
    const restock = mails.find((mail) => mail.text.includes(productName) && /back/i.test(mail.subject));
    expect(restock, mails.map((mail) => mail.subject).join(' | ')).toBeTruthy();
    const link = /Unsubscribe: (\S+)/.exec(restock!.text)?.[1];
    expect(link).toMatch(/\/unsubscribe\?code=/);
    await admin.context().close();

    const stranger = await pageFrom(browser, 75);
    const { pathname, search } = new URL(link!);
    await stranger.goto(`${pathname}${search}`);
    await expect(stranger.getByRole('heading', { name: /Stop emails about/ })).toBeVisible();
    await stranger.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(stranger.getByRole('status')).toHaveText('You will no longer get these emails');
    await stranger.context().close();

    await page.goto('/account/notifications');
    await expect(page.getByRole('switch', { name: 'Back in stock by email' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Back in stock in the app' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Price drops by email' })).toBeChecked();
  });
  await page.context().close();
  await seller.context().close();
});
