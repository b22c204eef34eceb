import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../seed/factories.js';
import { orderItems, products, uploads } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../orders/orders-test-helpers.js';
import { afterSaleOrder } from '../../test/after-sale.js';
import { IMAGE_VARIANTS, variantKey } from './image-variants.js';
import { purgeUnreferencedImages, UNREFERENCED_IMAGE_GRACE_MS } from './uploads-sweep.js';

const image = (background: string) => sharp({ create: { width: 120, height: 90, channels: 3, background } }).png().toBuffer();

/** Security review 2, finding 8: images nothing shows any more are purged; order history, messages and returns keep their own. */
describe.each(TEST_DRIVERS)('purging images nothing shows on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function upload(cookie: string, purpose: 'image' | 'logo' | 'review'): Promise<string> {
    const slot = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie }, payload: { purpose } });
    const url = new URL(slot.json().uploadURL);
    const put = await t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'image/png' }, payload: await image('#3355ff') });
    expect(put.statusCode).toBe(204);
    const normalized = await t.app.inject({ method: 'POST', url: '/api/objects/normalize', headers: { cookie }, payload: { imageURL: url.pathname } });
    expect(normalized.statusCode, normalized.body).toBe(200);
    return normalized.json().objectPath;
  }
  const stored = async (objectPath: string) => {
    const key = objectPath.slice('/objects/'.length);
    const present = await Promise.all(IMAGE_VARIANTS.map((variant) => t.storage.exists(variantKey(key, variant))));
    const [row] = await t.db.select().from(uploads).where(eq(uploads.objectPath, objectPath));
    return { files: present.filter(Boolean).length, row: row !== undefined };
  };

  it("purges a replaced logo and a deleted product's image, and keeps what an order item still shows", async () => {
    const shop = await createSeller(t.db);
    const shopCookie = await sessionCookieFor(t.db, shop.userId);
    const setLogo = (logoImageURL: string) =>
      t.app.inject({ method: 'PUT', url: `/api/sellers/${shop.id}/media`, headers: { cookie: shopCookie }, payload: { logoImageURL } });
    const oldLogo = await upload(shopCookie, 'logo');
    expect((await setLogo(oldLogo)).statusCode).toBe(200);
    const newLogo = await upload(shopCookie, 'logo');
    expect((await setLogo(newLogo)).statusCode).toBe(200);

    // A product image sold once, then the product deleted: the order item keeps showing it.
    const { seller, product } = await sellerWithProduct(t.db, { price: '10.00' });
    const sellerCookie = await sessionCookieFor(t.db, seller.userId);
    const sold = await upload(sellerCookie, 'image');
    const neverSold = await upload(sellerCookie, 'image');
    await t.db.update(products).set({ images: [sold, neverSold] }).where(eq(products.id, product.id));
    const shopper = await shopperWithCart(t.db, [{ productId: product.id }]);
    expect((await postCheckout(t, shopper.cookie, '15.99')).statusCode).toBe(201);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie: sellerCookie } });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await t.db.select({ image: orderItems.image }).from(orderItems).where(eq(orderItems.image, sold))).toHaveLength(1);

    // Fresh images nothing uses yet stay for a day (the seller may still be filling in a form).
    const unusedFresh = await upload(shopCookie, 'image');
    await purgeUnreferencedImages(t.db, t.storage, new Date());
    for (const path of [oldLogo, newLogo, sold, neverSold, unusedFresh]) expect(await stored(path)).toEqual({ files: 3, row: true });

    const dayLater = new Date(Date.now() + UNREFERENCED_IMAGE_GRACE_MS + 60_000);
    expect(await purgeUnreferencedImages(t.db, t.storage, dayLater)).toBeGreaterThanOrEqual(3);
    for (const path of [oldLogo, neverSold, unusedFresh]) expect(await stored(path)).toEqual({ files: 0, row: false });
    for (const path of [newLogo, sold]) expect(await stored(path)).toEqual({ files: 3, row: true });
    expect((await t.app.inject({ method: 'GET', url: `${oldLogo}?variant=thumb` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${sold}?variant=thumb` })).statusCode).toBe(200);
    // A purged image can no longer be put back on the shop.
    expect((await setLogo(oldLogo)).statusCode).toBe(400);
  });

  it('keeps the photos a shopper sent in a message or attached to a return', async () => {
    const sale = await afterSaleOrder(t);
    const inMessage = await upload(sale.buyer.cookie, 'review');
    const inReturn = await upload(sale.buyer.cookie, 'review');
    const unsent = await upload(sale.buyer.cookie, 'review');
    const conversation = await t.app.inject({ method: 'GET', url: `/api/orders/${sale.orderId}/conversation`, headers: { cookie: sale.buyer.cookie } });
    expect(conversation.statusCode, conversation.body).toBe(200);
    const sent = await t.app.inject({
      method: 'POST', url: `/api/conversations/${conversation.json().conversation.id}/messages`, headers: { cookie: sale.buyer.cookie },
      payload: { text: 'The seam, see the photo', images: [inMessage] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const requested = await t.app.inject({
      method: 'POST', url: `/api/orders/${sale.orderId}/returns`, headers: { cookie: sale.buyer.cookie },
      payload: { items: [{ orderItemId: sale.item.id, quantity: 1 }], reason: 'damaged', photos: [inReturn] },
    });
    expect(requested.statusCode, requested.body).toBe(201);

    await purgeUnreferencedImages(t.db, t.storage, new Date(Date.now() + UNREFERENCED_IMAGE_GRACE_MS + 60_000));
    for (const path of [inMessage, inReturn]) expect(await stored(path)).toEqual({ files: 3, row: true });
    expect(await stored(unsent)).toEqual({ files: 0, row: false });
  });
});
