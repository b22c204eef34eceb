import { describe, expect, it } from 'vitest';
import { addressWithMessageIntent, hasMessageIntent } from './message-intent';

describe('message intent', () => {
  it('adds ?message=1 and keeps the rest of the address', () => {
    expect(addressWithMessageIntent('/product/4', '?tab=reviews')).toBe('/product/4?tab=reviews&message=1');
    expect(addressWithMessageIntent('/seller/2', '')).toBe('/seller/2?message=1');
  });
  it('is read only as message=1', () => {
    expect(hasMessageIntent(new URLSearchParams('message=1'))).toBe(true);
    expect(hasMessageIntent(new URLSearchParams('message=yes'))).toBe(false);
    expect(hasMessageIntent(new URLSearchParams(''))).toBe(false);
  });
});
