import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellers } from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import { SELLER_MESSAGES } from '../../../shared/seller-schemas.js';
import { shopNameKey } from '../../../shared/shop-names.js';
import { violatedUniqueConstraint } from '../../kernel/unique-violation.js';

/** The unique index on the name's key (the shop_name_keys migration). */
const SHOP_NAME_INDEX = 'sellers_business_name_key_key';

/** A shop's name with the key it is unique by: every write of a name stores both. */
export function shopNameColumns(businessName: string) {
  return { businessName, businessNameKey: shopNameKey(businessName) };
}

/** True when another shop (not `exceptSellerId`) already has a name with this one's key. */
export async function isShopNameTaken(db: Db, businessName: string, exceptSellerId?: number): Promise<boolean> {
  const sameKey = eq(sellers.businessNameKey, shopNameKey(businessName));
  const [row] = await db.select({ id: sellers.id }).from(sellers)
    .where(exceptSellerId === undefined ? sameKey : and(sameKey, ne(sellers.id, exceptSellerId))).limit(1);
  return row !== undefined;
}

export const shopNameTaken = () => conflict(SELLER_MESSAGES.businessNameTaken);

/** Two shops took the name at once and the index refused the second: the same 409 as the check. */
export function shopNameConflict(error: unknown) {
  return violatedUniqueConstraint(error) === SHOP_NAME_INDEX ? shopNameTaken() : null;
}
