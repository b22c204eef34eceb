import { expect, test } from '@playwright/test';
import { newShopper, ownClientAddress } from './fixtures/accounts';
import { uniqueTag } from './fixtures/admin';
import { applyThroughForm } from './fixtures/seller';
import { expectToast } from './fixtures/toast';

// It creates accounts: from an address of its own, clear of the run's shared sign-up limit.
test.use(ownClientAddress(1));

// The demo data has a shop called Concrete Saints: a look-alike name is refused in both forms, in
// the server's words, and the platform's own name is refused before anything is sent.
// Each journey applies through the form first (an argon2 hash and a redirect): more than 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('the application form says a look-alike shop name is taken, and that the platform name is reserved', async ({ page }) => {
  const applicant = newShopper();
  await applyThroughForm(page, applicant, 'CONCRETE  Sаints'); // a Cyrillic а
  await expectToast(page, 'Application failed', 'A shop with this name already exists');
  await expect(page).toHaveURL(/\/seller\/apply$/);

  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Business name').fill('Threadline Official Support');
  await form.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
  await expect(form.getByText('This name is reserved for Threadline')).toBeVisible();
});

test('the settings form says a shop name is taken, and keeps the shop\'s own name', async ({ page }) => {
  const applicant = newShopper();
  const ownName = `Namesake ${uniqueTag('shop')}`;
  await applyThroughForm(page, applicant, ownName);
  await expectToast(page, 'Application approved');
  await expect(page).toHaveURL(/\/seller-dashboard$/); // the form's own redirect, before going on

  await page.goto('/seller-dashboard?tab=settings');
  const profile = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Business profile' }) });
  await profile.getByLabel('Business name').fill('Concrete\u200bSaints');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expectToast(page, 'Error', 'A shop with this name already exists');

  const me = await (await page.request.get('/api/user/me')).json() as { seller: { businessName: string } };
  expect(me.seller.businessName).toBe(ownName);
});
