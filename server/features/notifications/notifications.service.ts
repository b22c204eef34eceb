import type { Db } from '../../db/client.js';
import {
  NOTIFICATION_KINDS, NOTIFICATION_LIMITS, type NotificationEntry,
} from '../../../shared/notification-schemas.js';
import { readPreferences } from './notification-preferences.repo.js';
import { notificationEntry } from './notification-shape.js';
import { countUnread, markNotificationsRead, pageOfNotifications } from './notifications.repo.js';

export interface NotificationsPage {
  items: NotificationEntry[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  unread: number;
}

/** A shopper's notification centre: their own entries only, whoever's ids they name. */
export function createNotificationsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const unread = (userId: number) => countUnread(db, userId, NOTIFICATION_LIMITS.unreadCountCap);

  return {
    async list(userId: number, query: { page: number; limit: number }): Promise<NotificationsPage> {
      const preferences = await readPreferences(db, userId);
      const hiddenKinds = NOTIFICATION_KINDS.filter((kind) => !preferences[kind].inApp);
      const [{ rows, total }, unreadCount] = await Promise.all([pageOfNotifications(db, userId, query, hiddenKinds), unread(userId)]);
      return {
        items: rows.map(notificationEntry),
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.ceil(total / query.limit),
        unread: unreadCount,
      };
    },

    /** What the bell shows; never more than unreadCountCap + 1 (the client writes "99+"). */
    async unreadCount(userId: number): Promise<{ unread: number }> {
      return { unread: await unread(userId) };
    },

    /** Marks some or all read; ids of other shoppers' entries are passed over without a word. */
    async markRead(userId: number, input: { all: true } | { ids: number[] }): Promise<{ unread: number }> {
      await markNotificationsRead(db, userId, 'all' in input ? 'all' : [...new Set(input.ids)], now());
      return { unread: await unread(userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
