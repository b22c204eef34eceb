import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@shared/webhook-schemas';
import { endpointState, formatDuration, formatEvents } from './webhook-format';

const format = (iso: string) => `<${iso}>`;

describe('an endpoint\'s state', () => {
  it('is enabled with nothing to say while deliveries succeed', () => {
    expect(endpointState({ enabled: true, disabledReason: null, failingSince: null }, format)).toEqual({ label: 'Enabled', tone: 'acid', detail: null });
  });

  it('says since when it fails, and what happens after 3 days', () => {
    const state = endpointState({ enabled: true, disabledReason: null, failingSince: '2026-11-27T10:00:00.000Z' }, format);
    expect(state.label).toBe('Failing');
    expect(state.detail).toBe('Failing since <2026-11-27T10:00:00.000Z>: retried for 3 days, then disabled.');
  });

  it('gives the server\'s reason when the server turned it off, and says so when its owner did', () => {
    expect(endpointState({ enabled: false, disabledReason: 'Failed for 3 days', failingSince: '2026-11-24T10:00:00.000Z' }, format))
      .toEqual({ label: 'Disabled', tone: 'muted', detail: 'Failed for 3 days' });
    expect(endpointState({ enabled: false, disabledReason: null, failingSince: null }, format).detail).toMatch(/^Turned off by hand/);
  });
});

describe('durations and event lists', () => {
  it('reads milliseconds under a second and seconds above', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(84.4)).toBe('84 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(10_000)).toBe('10 s');
  });

  it('names the events, or says all of them', () => {
    expect(formatEvents(['order.paid', 'stock.low'], WEBHOOK_EVENT_TYPES)).toBe('order.paid, stock.low');
    expect(formatEvents([...WEBHOOK_EVENT_TYPES], WEBHOOK_EVENT_TYPES)).toBe('All events');
  });
});
