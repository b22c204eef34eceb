import type { Db } from '../../db/client.js';
import {
  NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationPreferences,
} from '../../../shared/notification-schemas.js';
import { readPreferences, writePreferences, type PreferenceChanges } from './notification-preferences.repo.js';

/** The switches of `changes` that differ from `current`: only a real change writes (a row appears only once one is). */
function realChanges(current: NotificationPreferences, changes: PreferenceChanges): PreferenceChanges {
  const differing: PreferenceChanges = {};
  for (const kind of NOTIFICATION_KINDS) {
    for (const channel of NOTIFICATION_CHANNELS) {
      const value = changes[kind]?.[channel];
      if (value !== undefined && value !== current[kind][channel]) differing[kind] = { ...differing[kind], [channel]: value };
    }
  }
  return differing;
}

/** A shopper's notification choices per kind and channel; all on until they change one. */
export function createNotificationPreferencesService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    read: (userId: number) => readPreferences(db, userId),

    /** Sets what the body names and leaves the rest; answers the whole set as it now stands. */
    async update(userId: number, changes: PreferenceChanges): Promise<NotificationPreferences> {
      const differing = realChanges(await readPreferences(db, userId), changes);
      if (Object.keys(differing).length > 0) await writePreferences(db, userId, differing, now());
      return readPreferences(db, userId);
    },
  };
}

export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;
