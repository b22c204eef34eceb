import { formatPrice, isMoneyString } from '../../../shared/money.js';
import type {
  NotificationData, NotificationEntry, NotificationKind, OrderUpdateStatus,
} from '../../../shared/notification-schemas.js';

/**
 * What a notification says and where it leads, from its kind and the data kept when it was
 * written. One place for the words, so the centre, the fan-out's mails and the daily digest say
 * the same thing. Links are the client's page addresses (client/src/lib/paths.ts).
 */
export const NOTIFICATION_LINKS = {
  product: (productId: number) => `/product/${productId}`,
  seller: (sellerId: number) => `/seller/${sellerId}`,
  orders: '/account/orders',
  /** The centre's full list: where an entry with nothing better to point at leads. */
  centre: '/notifications',
  /** A conversation, on the side the reader is on (issue 25). */
  buyerConversation: (conversationId: number) => `/account/messages/${conversationId}`,
  sellerConversation: (conversationId: number) => `/seller-dashboard?tab=messages&conversation=${conversationId}`,
  messages: '/account/messages',
} as const;

/** The parts of an entry its words come from (a `notifications` row, or one about to be written). */
export interface NotificationFacts {
  kind: NotificationKind;
  data: NotificationData;
  productId: number | null;
  sellerId: number | null;
}

export interface NotificationWords {
  title: string;
  body: string;
  link: string;
}

const price = (value: string) => (isMoneyString(value) ? formatPrice(value) : value);
const productName = (data: NotificationData) => data.productName ?? 'An item you saved';
const productLink = (productId: number | null | undefined) =>
  (productId ? NOTIFICATION_LINKS.product(productId) : NOTIFICATION_LINKS.centre);

function variantOf(data: NotificationData): string {
  const parts = [data.size, data.color].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Your size';
}

/** "UPS tracking 1Z999": the carrier and number a shipped entry quotes. */
export function trackingLine(data: Pick<NotificationData, 'carrier' | 'trackingNumber'>): string | null {
  if (!data.trackingNumber) return null;
  return `${data.carrier ? `${data.carrier} ` : ''}tracking ${data.trackingNumber}`;
}

function orderWords(data: NotificationData): Omit<NotificationWords, 'link'> {
  const order = data.orderNumber ? `Order ${data.orderNumber}` : 'Your order';
  const from = data.shopName ? ` from ${data.shopName}` : '';
  const status: OrderUpdateStatus = data.orderStatus ?? 'paid';
  switch (status) {
    case 'paid':
      return { title: `${order} paid`, body: `We received your payment${from}. We tell you when it ships.` };
    case 'shipped': {
      const tracking = trackingLine(data);
      return { title: `${order} shipped`, body: tracking ? `On its way${from}: ${tracking}.` : `On its way${from}.` };
    }
    case 'delivered':
      return { title: `${order} delivered`, body: `Your order${from} is marked as delivered. We hope it fits.` };
    case 'cancelled':
      return { title: `${order} cancelled`, body: `Your order${from} was cancelled. Your orders page shows the reason and any refund.` };
  }
}

/** The title, body and link of an entry, in the marketplace's words. */
export function notificationWords(entry: NotificationFacts): NotificationWords {
  const { data } = entry;
  switch (entry.kind) {
    case 'back_in_stock':
      return {
        title: `Back in stock: ${productName(data)}`,
        body: `${variantOf(data)} is available again.`,
        link: productLink(entry.productId),
      };
    case 'price_drop':
      return {
        title: `Price drop: ${productName(data)}`,
        body: !data.newPrice ? 'Its price went down.'
          : data.oldPrice ? `Now ${price(data.newPrice)}, was ${price(data.oldPrice)}.` : `Now ${price(data.newPrice)}.`,
        link: productLink(entry.productId),
      };
    case 'new_from_shop': {
      const count = Math.max(data.productCount ?? data.productIds?.length ?? 1, 1);
      const newest = data.productIds?.[0] ?? entry.productId;
      const name = data.productName ?? 'New products';
      return {
        title: `New from ${data.shopName ?? 'a shop you follow'}`,
        body: count > 1 ? `${name} and ${count - 1} more` : name,
        link: count === 1 && newest ? NOTIFICATION_LINKS.product(newest)
          : entry.sellerId ? NOTIFICATION_LINKS.seller(entry.sellerId) : NOTIFICATION_LINKS.centre,
      };
    }
    case 'order_update':
      return { ...orderWords(data), link: NOTIFICATION_LINKS.orders };
    case 'message':
      return {
        title: `New message from ${data.senderName ?? 'Threadline'}`,
        body: data.excerpt ?? 'Open the conversation to read it.',
        link: !data.conversationId ? NOTIFICATION_LINKS.messages
          : data.messageTo === 'seller' ? NOTIFICATION_LINKS.sellerConversation(data.conversationId) : NOTIFICATION_LINKS.buyerConversation(data.conversationId),
      };
  }
}

/** A stored entry as the centre sends it. */
export function notificationEntry(row: NotificationFacts & {
  id: number; readAt: Date | null; createdAt: Date; updatedAt: Date;
}): NotificationEntry {
  return {
    id: row.id,
    kind: row.kind,
    ...notificationWords(row),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    data: row.data,
  };
}
