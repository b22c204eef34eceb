import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@shared/notification-schemas';
import { kindPhrase, switchLabel, withPreferenceChange } from './preferences';

describe('notification preferences', () => {
  it('lays a partial change over the current preferences, leaving the rest', () => {
    const next = withPreferenceChange(DEFAULT_NOTIFICATION_PREFERENCES, { price_drop: { email: false } });
    expect(next.price_drop).toEqual({ inApp: true, email: false });
    expect(next.back_in_stock).toEqual({ inApp: true, email: true });
    expect(DEFAULT_NOTIFICATION_PREFERENCES.price_drop.email).toBe(true);
  });

  it('gives every switch a distinct name with its kind and channel', () => {
    const names = NOTIFICATION_KINDS.flatMap((kind) => NOTIFICATION_CHANNELS.map((channel) => switchLabel(kind, channel)));
    expect(new Set(names).size).toBe(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length);
    expect(switchLabel('order_update', 'email')).toBe('Order updates by email');
    expect(switchLabel('back_in_stock', 'inApp')).toBe('Back in stock in the app');
  });

  it('puts a kind inside a sentence', () => {
    expect(`Stop emails about ${kindPhrase('price_drop')}?`).toBe('Stop emails about price drops?');
    expect(kindPhrase('new_from_shop')).toBe('new from shops you follow');
  });
});
