import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';

/** A public shop with one product, and its owner's session. */
export async function messagingShop(db: Db, businessName?: string) {
  const seller = await createSeller(db, businessName ? { businessName } : {});
  const categoryId = (await createCategory(db)).id;
  const product = await createProduct(db, {
    categoryId, sellerId: seller.id, price: '40.00', sizes: ['M'], colors: ['Black'], variants: [{ size: 'M', color: 'Black', stock: 5 }],
  });
  return { seller, product, ownerCookie: await sessionCookieFor(db, seller.userId) };
}

export async function signedInUser(db: Db, input: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, input);
  return { user, cookie: await sessionCookieFor(db, user.id) };
}

/** A finished upload of `userId` (purpose review: what any signed-in person may make), as its object path. */
export async function uploadedPhoto(db: Db, userId: number): Promise<string> {
  const key = randomBytes(8).toString('hex');
  const objectPath = `/objects/messages/${key}.webp`;
  await db.insert(uploads).values({
    userId, uploadKey: key, purpose: 'review', maxBytes: 1_000_000, expiresAt: new Date(Date.now() + 3_600_000), usedAt: new Date(), objectPath,
  });
  return objectPath;
}

export function messageCalls(app: FastifyInstance) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  return {
    open: (cookie: string | null, sellerId: number, payload?: object) => call('POST', `/api/sellers/${sellerId}/conversation`, cookie, payload ?? {}),
    send: (cookie: string | null, conversationId: number, payload: object) => call('POST', `/api/conversations/${conversationId}/messages`, cookie, payload),
    list: (cookie: string | null, conversationId: number, query = '') => call('GET', `/api/conversations/${conversationId}/messages${query}`, cookie),
    read: (cookie: string | null, conversationId: number) => call('POST', `/api/conversations/${conversationId}/read`, cookie),
    report: (cookie: string | null, messageId: number, reason = 'Spam') => call('POST', `/api/messages/${messageId}/report`, cookie, { reason }),
    unread: (cookie: string | null) => call('GET', '/api/conversations/unread-count', cookie),
    buyerList: (cookie: string | null) => call('GET', '/api/account/conversations', cookie),
    sellerList: (cookie: string | null) => call('GET', '/api/seller/conversations', cookie),
    orderConversation: (cookie: string | null, orderId: number) => call('GET', `/api/orders/${orderId}/conversation`, cookie),
    block: (cookie: string | null, userId: number) => call('PUT', `/api/seller/blocked-buyers/${userId}`, cookie),
    unblock: (cookie: string | null, userId: number) => call('DELETE', `/api/seller/blocked-buyers/${userId}`, cookie),
  };
}
