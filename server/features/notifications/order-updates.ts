import type { Db } from '../../db/client.js';
import type { NotificationData, OrderUpdateStatus } from '../../../shared/notification-schemas.js';
import { channelsOf } from './notification-preferences.repo.js';
import { insertNotification } from './notifications.repo.js';

export interface OrderUpdate {
  userId: number;
  orderId: number;
  orderNumber: string;
  status: OrderUpdateStatus;
  /** The shop's name, so the entry says whose order it is. */
  shopName?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/**
 * Tells the buyer of an order's move in their notification centre, in the move's transaction
 * (decision 018: one buyer, no fan-out). Nothing when their order-update in-app switch is off;
 * once per order and status, so a move replayed writes no second entry. Answers whether the
 * buyer wants order updates by email too, so the move's mail can follow the same switch.
 */
export async function notifyOrderUpdate(tx: Db, update: OrderUpdate): Promise<{ email: boolean }> {
  const channels = await channelsOf(tx, update.userId, 'order_update');
  if (channels.inApp) {
    const data: NotificationData = {
      orderStatus: update.status,
      orderNumber: update.orderNumber,
      shopName: given(update.shopName),
      carrier: given(update.carrier),
      trackingNumber: given(update.trackingNumber),
      trackingUrl: given(update.trackingUrl),
    };
    await insertNotification(tx, {
      userId: update.userId, kind: 'order_update', groupKey: `order:${update.orderId}:${update.status}`, orderId: update.orderId,
      data,
    });
  }
  return { email: channels.email };
}

/** Whether the buyer wants the order mails this switch governs (paid, shipped, delivered, cancelled). */
export async function orderUpdateEmailOn(tx: Db, userId: number): Promise<boolean> {
  return (await channelsOf(tx, userId, 'order_update')).email;
}
