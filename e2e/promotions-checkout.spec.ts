import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Product } from '../shared/catalog-schemas';
import { toCents } from '../shared/money';
import { orderMoney } from '../shared/order-quote';
import type { OrderReply } from '../shared/orders-schemas';
import { demoShopOwner } from '../server/seed/demo-accounts';
import { DEMO_SELLERS } from '../server/seed/demo-content';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newShopper, ownClientAddress, registerThroughForm } from './fixtures/accounts';
import { uniqueTag } from './fixtures/admin';
import { shootBoth } from './fixtures/shots';
import { expectToast } from './fixtures/toast';
import { getJson, listProductsWithVariants } from './support/catalog-api';

// Codes are tried from an address of this spec's own: the tries are limited per address.
test.use(ownClientAddress(61));

const ADDRESS = {
  'Full name': 'Robin Tester', 'Address line 1': '12 Market Street', City: 'Leeds', 'State / region': 'West Yorkshire',
  'Postal code': 'LS1 4AP', Country: 'United Kingdom', Phone: '+44 113 496 0000',
};

/** A product of Concrete Saints (the demo seller) and one of another demo shop, both in stock, not the newest ones other specs buy. */
async function twoShopsProducts(page: Page) {
  const products = await listProductsWithVariants(page.request, 'pageSize=48&sort=price-high');
  const inStock = (product: Product) => product.seller !== null && product.variants.some((variant) => variant.stock >= 1);
  const demoShops = new Set<string>(DEMO_SELLERS.map((seller) => seller.businessName));
  const saints = products.find((product) => inStock(product) && product.seller!.businessName === 'Concrete Saints');
  const other = products.find((product) => inStock(product) && product.seller!.businessName !== 'Concrete Saints'
    && demoShops.has(product.seller!.businessName));
  expect(saints && other, 'products of two demo shops').toBeTruthy();
  return [saints!, other!] as const;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext(ownClientAddress(61))).newPage();
  const response = await page.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return page;
}

async function addThroughProductPage(page: Page, product: Product) {
  const variant = product.variants.find((candidate) => candidate.stock >= 1)!;
  await page.goto(`/product/${product.id}`);
  await page.getByRole('group', { name: 'Size' }).getByText(variant.size, { exact: true }).click();
  await page.getByRole('group', { name: 'Colour' }).getByText(variant.color, { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to cart', 'Item has been added to your cart');
}

/** The drawer scrolled to its end (its codes above the sticky totals), at a phone's and a desktop's width, like shootBoth. */
async function shootDrawerEnd(page: Page, drawer: Locator, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const before = page.viewportSize();
  for (const [width, height] of [[390, 844], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    await drawer.evaluate((element) => { element.scrollTop = element.scrollHeight; });
    await drawer.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  if (before) await page.setViewportSize(before);
}

const cents = (amount: string) => toCents(amount);
const dollars = (amountCents: number) => `$${(amountCents / 100).toFixed(2)}`;

test('a shopper applies a shop code and a Threadline code, sees each under its order, pays, and each seller sees their discount and net', async ({ page, browser }) => {
  // Two shops, two sellers, an admin and a shopper, each signed in, on a machine shared by several runs.
  test.setTimeout(300_000);
  const [saints, other] = await twoShopsProducts(page);
  const otherShop = other.seller!.businessName;
  const shopCode = uniqueTag('SAINTS').toUpperCase().slice(0, 20);
  const platformCode = uniqueTag('TL').toUpperCase().slice(0, 20);

  // The codes, made the way their owners make them: the seller's 10% off their shop, the admin's $5 off the whole cart.
  const seller = await signedInPage(browser, DEMO_ACCOUNTS.seller.email);
  const made = await seller.request.post('/api/seller/promotions', { data: { code: shopCode, kind: 'percent', value: '10' } });
  expect(made.status(), await made.text()).toBe(201);
  const admin = await (await browser.newContext()).newPage();
  expect((await admin.request.post('/api/admin/login', { data: { username: DEMO_ACCOUNTS.admin.username, password: DEMO_PASSWORD } })).status()).toBe(200);
  const platform = await admin.request.post('/api/admin/promotions', { data: { code: platformCode, kind: 'fixed', value: '5' } });
  expect(platform.status(), await platform.text()).toBe(201);
  await admin.context().close();

  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/role-selection$/);
  for (const product of [saints, other]) await addThroughProductPage(page, product);

  // The drawer: a wrong code is refused in the server's words, then both codes are kept as chips.
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  const codeField = drawer.getByLabel('Discount code');
  await codeField.fill('NOSUCHCODE');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('This code is not valid');
  await codeField.fill(shopCode);
  await codeField.press('Enter');
  await expect(drawer.getByTestId('cart-code')).toHaveCount(1);
  await codeField.fill(platformCode);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByTestId('cart-code')).toHaveCount(2);
  await expect(drawer.getByTestId('cart-code').filter({ hasText: shopCode })).toContainText('Shop code · Concrete Saints');
  await expect(drawer.getByTestId('cart-code').filter({ hasText: platformCode })).toContainText('Threadline code');

  // Each code under the order it discounts: the shop's only under its own shop, Threadline's split across both.
  const quote = await getJson<{ sellers: { businessName: string; subtotal: string; discount: string; codes: { code: string; fundedBy: string; amount: string }[] }[]; discountTotal: string; grandTotal: string }>(page.request, '/api/checkout/quote?shippingMethod=standard');
  const saintsQuote = quote.sellers.find((group) => group.businessName === 'Concrete Saints')!;
  const otherQuote = quote.sellers.find((group) => group.businessName === otherShop)!;
  const shopAmount = saintsQuote.codes.find((code) => code.code === shopCode)!.amount;
  expect(cents(shopAmount)).toBe(Math.round(cents(saintsQuote.subtotal) / 10));
  expect(otherQuote.codes.map((code) => code.code)).toEqual([platformCode]);
  const platformShares = quote.sellers.map((group) => group.codes.find((code) => code.code === platformCode)!.amount);
  expect(platformShares.reduce((sum, amount) => sum + cents(amount), 0)).toBe(500);

  const saintsOrder = drawer.getByRole('region', { name: 'Order from Concrete Saints' });
  const otherOrder = drawer.getByRole('region', { name: `Order from ${otherShop}` });
  await expect(saintsOrder).toContainText(saints.name);
  await expect(saintsOrder.getByTestId('order-discount-line')).toHaveText([
    `${shopCode} (Concrete Saints)−${dollars(cents(shopAmount))}`,
    `${platformCode} (Threadline)−${dollars(cents(saintsQuote.codes.find((code) => code.code === platformCode)!.amount))}`,
  ]);
  await expect(otherOrder).toContainText(other.name);
  await expect(otherOrder.getByTestId('order-discount-line')).toHaveText([
    `${platformCode} (Threadline)−${dollars(cents(otherQuote.codes[0]!.amount))}`,
  ]);
  await expect(drawer.getByTestId('cart-discount-total')).toHaveText(`−${dollars(cents(quote.discountTotal))}`);
  await expect(drawer.getByTestId('cart-total')).toHaveText(dollars(cents(quote.grandTotal)));
  await shootBoth(page, drawer, 'promotions-cart-drawer');
  // The kept codes sit under the lines, above the totals: the drawer scrolled to its end.
  await shootDrawerEnd(page, drawer, 'promotions-cart-codes');

  // Checkout: the same discounts under each order, the totals after them.
  await drawer.getByRole('link', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('quote-seller')).toHaveCount(2);
  await expect(summary.getByTestId('quote-seller').filter({ hasText: 'From Concrete Saints' }).getByTestId('order-discount-line')).toHaveCount(2);
  await expect(summary.getByTestId('quote-seller').filter({ hasText: `From ${otherShop}` }).getByTestId('order-discount-line')).toHaveText([
    `${platformCode} (Threadline)−${dollars(cents(otherQuote.codes[0]!.amount))}`,
  ]);
  await expect(summary.getByTestId('checkout-discount-total')).toHaveText(`−${dollars(cents(quote.discountTotal))}`);
  await expect(summary.getByTestId('checkout-total')).toHaveText(dollars(cents(quote.grandTotal)));
  await expect(page.getByTestId('cart-codes').getByTestId('cart-code')).toHaveCount(2);
  await shootBoth(page, page.getByRole('main'), 'promotions-checkout');

  const form = page.getByRole('main').locator('form');
  for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.locator('label', { hasText: /^Demo payment/ }).click();
  await page.getByRole('button', { name: `PLACE ORDER · ${dollars(cents(quote.grandTotal))}` }).click();
  await expect(page).toHaveURL(/\/orders\/TL-\d{6}$/);
  const number = page.url().split('/').pop()!;
  const panel = page.getByRole('region', { name: 'Demo payment: no money moves' });
  await panel.getByRole('button', { name: 'Pay' }).click();
  await expect(panel).toContainText('No payment is awaited for this checkout.');
  await expect(page.locator('header[data-state="paid"]')).toContainText(`${dollars(cents(quote.discountTotal))} off with your codes`);
  // The buyer's orders keep the codes; the seller's terms are not theirs to see.
  const buyerCards = page.getByTestId('order-card');
  await expect(buyerCards).toHaveCount(2);
  await expect(buyerCards.getByTestId('order-discount-line')).toHaveCount(3);
  await expect(buyerCards.getByTestId('order-commission')).toHaveCount(0);

  // Each seller: their order's discount with who funded it, and commission and net as decision 020 has them.
  const sellers = [
    { page: seller, shop: 'Concrete Saints', codes: [`${shopCode} (Concrete Saints)`, `${platformCode} (Threadline)`] },
    { page: await signedInPage(browser, demoShopOwner(otherShop).email), shop: otherShop, codes: [`${platformCode} (Threadline)`] },
  ];
  for (const view of sellers) {
    const [order] = await getJson<OrderReply[]>(view.page.request, `/api/seller/orders?search=${number}`);
    expect(order!.businessName).toBe(view.shop);
    const funded = (by: string) => (order!.codes ?? []).filter((code) => code.fundedBy === by).reduce((sum, code) => sum + cents(code.amount), 0);
    const money = orderMoney({
      subtotalCents: cents(order!.subtotal), shopDiscountCents: funded('seller'), platformDiscountCents: funded('platform'), shippingFeeCents: cents(order!.shippingFee),
    }, order!.commissionRate!);
    expect(cents(order!.total)).toBe(money.totalCents);
    expect(cents(order!.commissionAmount!)).toBe(money.commissionCents);
    expect(cents(order!.sellerNet!)).toBe(money.sellerNetCents);
    // Threadline's code does not lower the shop's net: the same as with the shop's own code alone.
    expect(money.sellerNetCents).toBe(orderMoney({ subtotalCents: cents(order!.subtotal), shopDiscountCents: funded('seller'), platformDiscountCents: 0, shippingFeeCents: cents(order!.shippingFee) }, order!.commissionRate!).sellerNetCents);

    await view.page.goto(`/seller-dashboard?tab=orders&orderSearch=${number}`);
    const card = view.page.getByRole('article', { name: `Order ${order!.number}` });
    await expect(card.getByTestId('order-discount-line')).toHaveCount(view.codes.length);
    for (const [index, label] of view.codes.entries()) await expect(card.getByTestId('order-discount-line').nth(index)).toContainText(label);
    await expect(card.getByTestId('order-commission')).toHaveText(`−${dollars(money.commissionCents)}`);
    await expect(card.getByTestId('order-seller-net')).toHaveText(dollars(money.sellerNetCents));
    await expect(card.getByTestId('order-platform-funded')).toContainText(platformCode);
    if (view.shop === 'Concrete Saints') await shootBoth(view.page, card, 'promotions-seller-order');
    await view.page.context().close();
  }
});
