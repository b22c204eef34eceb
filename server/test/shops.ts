import type { Db } from '../db/client.js';
import { createCategory, createProduct, createSeller, createUser } from '../seed/factories.js';
import { sessionCookieFor } from './sign-in.js';

/** A shop with one product (sizes S and M, colour Black) and its owner's session. */
export async function shopWithProduct(db: Db, input: { price?: string; businessName?: string } = {}) {
  const owner = await createUser(db);
  const seller = await createSeller(db, { userId: owner.id, ...(input.businessName ? { businessName: input.businessName } : {}) });
  const categoryId = (await createCategory(db)).id;
  const product = await createProduct(db, {
    categoryId, sellerId: seller.id, price: input.price ?? '30.00', sizes: ['S', 'M'], colors: ['Black'],
    variants: [{ size: 'S', color: 'Black', stock: 10 }, { size: 'M', color: 'Black', stock: 10 }],
  });
  return { owner, seller, product, ownerCookie: await sessionCookieFor(db, owner.id) };
}
