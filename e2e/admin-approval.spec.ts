import { expect, test } from '@playwright/test';
import { newShopper } from './fixtures/accounts';
import { adminSignIn, reviewBaseURL, uniqueTag } from './fixtures/admin';
import { expectToast } from './fixtures/toast';

// The second web server runs with SELLER_AUTO_APPROVE=false, so applications wait for an admin.
test.use({ baseURL: reviewBaseURL });

function applicationBody(applicant: ReturnType<typeof newShopper>, businessName: string) {
  return {
    username: applicant.username,
    email: applicant.email,
    password: applicant.password,
    businessName,
    businessDescription: 'Screen printed tees from a garage in Leeds',
    businessPhone: '+44 113 555 0100',
    businessEmail: applicant.email,
    portfolioLinks: [],
    experienceDescription: 'Five years of printing for local bands',
  };
}

test('an application stays pending until an admin approves it in the portal', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const applicant = newShopper();
  const businessName = `Pending ${uniqueTag('shop')}`;

  await test.step('a visitor applies at /seller/apply and sees the pending status on the dashboard', async () => {
    const body = applicationBody(applicant, businessName);
    await page.goto('/seller/apply');
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Username').fill(body.username);
    await form.getByLabel('Email', { exact: true }).fill(body.email);
    await form.getByLabel('Password', { exact: true }).fill(body.password);
    await form.getByLabel('Business name').fill(body.businessName);
    await form.getByLabel('Business description').fill(body.businessDescription);
    await form.getByLabel('Business email').fill(body.businessEmail);
    await form.getByLabel('Business phone').fill(body.businessPhone);
    await form.getByLabel('Experience').fill(body.experienceDescription);
    await form.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
    await expectToast(page, 'Application received');
    await expect(page).toHaveURL(/\/seller-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Application pending' })).toBeVisible();
    await expect(page.getByText(businessName)).toBeVisible();

    const mine = await page.request.get('/api/seller/application');
    expect(((await mine.json()) as { application: { status: string } }).application.status).toBe('pending');
  });

  await test.step('the admin approves it in the portal', async () => {
    const adminContext = await browser.newContext({ baseURL: reviewBaseURL });
    const admin = await adminContext.newPage();
    await adminSignIn(admin);
    await admin.getByRole('tab', { name: 'Applications' }).click();
    await admin.getByRole('searchbox', { name: 'Search applications' }).fill(businessName);
    const card = admin.getByRole('listitem', { name: businessName });
    await expect(card.getByText('PENDING', { exact: true })).toBeVisible();
    await expect(card.getByText(applicant.email)).toBeVisible();
    await card.getByRole('button', { name: 'APPROVE' }).click();
    // APPROVE is confirmed in a dialog (issue 22), which may carry a note to the applicant.
    await admin.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'APPROVE', exact: true }).click();
    await expectToast(admin, 'Application Approved');
    await expect(card.getByText('APPROVED', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'APPROVE' })).toHaveCount(0);
    await adminContext.close();
  });

  await test.step('the applicant now reaches the seller dashboard', async () => {
    const me = await page.request.get('/api/user/me');
    const { user, seller } = (await me.json()) as { user: { role: string }; seller: { businessName: string; status: string } | null };
    expect(user.role).toBe('seller');
    expect(seller?.status).toBe('approved');
    await page.goto('/seller-dashboard');
    await expect(page.getByText(businessName).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Application pending' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  });
});

test('a rejection carries the admin note to the applicant', async ({ page, browser }) => {
  // Two browser contexts and an admin sign-in: 24 s alone on a two-core machine, over 30 s inside the full suite.
  test.setTimeout(90_000);
  const applicant = newShopper();
  const businessName = `Rejected ${uniqueTag('shop')}`;
  const applied = await page.request.post('/api/seller/apply', { data: applicationBody(applicant, businessName) });
  expect(applied.status()).toBe(201);

  const adminContext = await browser.newContext({ baseURL: reviewBaseURL });
  const admin = await adminContext.newPage();
  await adminSignIn(admin);
  await admin.goto(`/admin/portal?tab=applications&search=${encodeURIComponent(businessName)}`);
  const card = admin.getByRole('listitem', { name: businessName });
  await card.getByRole('button', { name: 'REJECT' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject application' });
  await dialog.getByLabel('Note to the applicant (optional)').fill('Please add a portfolio link');
  await dialog.getByRole('button', { name: 'REJECT', exact: true }).click();
  await expectToast(admin, 'Application Rejected');
  await expect(card.getByText('REJECTED', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /APPROVE|REJECT/ })).toHaveCount(0);
  await adminContext.close();

  const mine = await page.request.get('/api/seller/application');
  const { application } = (await mine.json()) as { application: { status: string; adminNotes: string | null } };
  expect(application).toMatchObject({ status: 'rejected', adminNotes: 'Please add a portfolio link' });
  await page.goto('/seller-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Application rejected' })).toBeVisible();
  await expect(page.getByText('Please add a portfolio link')).toBeVisible();
});
