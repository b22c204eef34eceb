import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@shared/notification-schemas';
import type { NotificationPreferencesChange } from '@shared/notification-schemas';

/** The preferences with a partial change laid over them, as the server's PUT does. */
export function withPreferenceChange(current: NotificationPreferences, change: NotificationPreferencesChange): NotificationPreferences {
  const next = { ...current };
  for (const kind of NOTIFICATION_KINDS) {
    const part = change[kind];
    if (part) next[kind] = { ...current[kind], ...part };
  }
  return next;
}

const CHANNEL_WORDS: Record<NotificationChannel, string> = { inApp: 'in the app', email: 'by email' };

/** A switch's accessible name: the kind and the channel, as a table cell alone does not say both. */
export function switchLabel(kind: NotificationKind, channel: NotificationChannel): string {
  return `${NOTIFICATION_KIND_LABELS[kind]} ${CHANNEL_WORDS[channel]}`;
}

/** A kind's label inside a sentence: "Stop emails about price drops?". */
export function kindPhrase(kind: NotificationKind): string {
  const label = NOTIFICATION_KIND_LABELS[kind];
  return label.charAt(0).toLowerCase() + label.slice(1);
}
