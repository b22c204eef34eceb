import { describe, expect, it } from 'vitest';
import { knownCarrier, trackingUrl } from './carriers.js';

describe('carrier tracking links', () => {
  it('link the carriers we know, whatever the case and spaces, with the number escaped', () => {
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl(' fedex ', '7489 2222')).toBe('https://www.fedex.com/fedextrack/?trknbr=7489%202222');
    expect(trackingUrl('usps', 'a&b=c')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=a%26b%3Dc');
    expect(knownCarrier('dhl')).toBe('DHL');
  });

  it('give no link for another carrier or a missing number', () => {
    expect(trackingUrl('Royal Mail', 'RM123')).toBeNull();
    expect(trackingUrl('UPS', '  ')).toBeNull();
    expect(trackingUrl(null, 'X')).toBeNull();
  });
});
