import { composeMail, type MailContent } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';
import type { NotificationData } from '../../../shared/notification-schemas.js';
import { NOTIFICATION_LINKS, notificationWords } from './notification-shape.js';

/** A mail lists this many shops at most; the rest are named by count and wait in the centre. */
export const DIGEST_MAX_SHOPS = 20;
const KEPT_PRODUCT_IDS = 10;

export interface DigestDrop {
  sellerId: number | null;
  productId: number | null;
  data: NotificationData;
}

interface ShopDrops {
  sellerId: number | null;
  shopName: string | undefined;
  productName: string | undefined;
  productIds: number[];
  productCount: number;
}

/** One line per shop, the drops of several days joined: the newest product's name and how many in all. */
export function dropsByShop(drops: DigestDrop[]): ShopDrops[] {
  const shops = new Map<string, ShopDrops>();
  // Oldest first in, so each later day's names and newest products win.
  for (const drop of drops) {
    const key = drop.sellerId === null ? `product:${drop.productId}` : `seller:${drop.sellerId}`;
    const ids = drop.data.productIds ?? (drop.productId ? [drop.productId] : []);
    const count = drop.data.productCount ?? Math.max(ids.length, 1);
    const shop = shops.get(key);
    if (!shop) {
      shops.set(key, { sellerId: drop.sellerId, shopName: drop.data.shopName, productName: drop.data.productName, productIds: ids, productCount: count });
      continue;
    }
    shop.shopName = drop.data.shopName ?? shop.shopName;
    shop.productName = drop.data.productName ?? shop.productName;
    shop.productIds = [...new Set([...ids, ...shop.productIds])].slice(0, KEPT_PRODUCT_IDS);
    shop.productCount += count;
  }
  // The shop with the most new first, then by name, so the mail reads the same for the same drops.
  return [...shops.values()].sort((a, b) => b.productCount - a.productCount || (a.shopName ?? '').localeCompare(b.shopName ?? ''));
}

/**
 * The daily digest of new drops from the shops a shopper follows: each shop with its newest
 * product and how many more, in the centre's words, linking to the shop (or to the product when
 * it is the only one), and the link that turns these mails off.
 */
export function digestMail(input: {
  to: string; firstName: string | null; drops: DigestDrop[]; link: (path: string) => string;
  unsubscribe: NonNullable<MailContent['unsubscribe']>;
}): MailMessage {
  const shops = dropsByShop(input.drops);
  const listed = shops.slice(0, DIGEST_MAX_SHOPS);
  const lines = listed.map((shop) => {
    const words = notificationWords({
      kind: 'new_from_shop', sellerId: shop.sellerId, productId: shop.productIds[0] ?? null,
      data: { shopName: shop.shopName, productName: shop.productName, productIds: shop.productIds, productCount: shop.productCount },
    });
    return `${words.title}\n${words.body}\n${input.link(words.link)}`;
  });
  const more = shops.length - listed.length;
  const subject = shops.length === 1
    ? `New from ${shops[0]!.shopName ?? 'a shop you follow'}`
    : `New from ${shops.length} shops you follow`;
  return composeMail({
    to: input.to,
    subject,
    ...(input.firstName ? { greeting: `Hi ${input.firstName},` } : {}),
    paragraphs: [
      'New from the shops you follow since we last wrote:',
      ...lines,
      ...(more > 0 ? [`And new products from ${more} more shop${more === 1 ? '' : 's'}.`] : []),
    ],
    action: { label: 'See them all', url: input.link(NOTIFICATION_LINKS.centre) },
    unsubscribe: input.unsubscribe,
  });
}
