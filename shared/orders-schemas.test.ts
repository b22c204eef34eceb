import { describe, expect, it } from 'vitest';
import { checkoutBodySchema, shippingAddressSchema } from './orders-schemas.js';

const address = {
  fullName: 'Ada Lovelace', line1: '12 Market Street', line2: '', city: 'London', region: 'Greater London',
  postalCode: 'EC1A 1BB', country: 'United Kingdom', phone: '+44 20 7946 0000',
};
const firstMessage = (value: unknown) => shippingAddressSchema.safeParse(value).error?.issues[0]?.message;

describe('shipping address', () => {
  it('accepts a full address and an empty second line', () => {
    expect(shippingAddressSchema.parse({ ...address, line2: undefined }).line2).toBe('');
  });

  it.each([
    ['fullName', '  ', 'Full name is required'],
    ['line1', '', 'Address is required'],
    ['city', '', 'City is required'],
    ['region', '', 'State or region is required'],
    ['postalCode', '', 'Postal code is required'],
    ['country', '', 'Country is required'],
    ['phone', 'call me', 'Phone number is required'],
  ])('%s %j says %s', (field, value, message) => {
    expect(firstMessage({ ...address, [field]: value })).toBe(message);
  });
});

describe('checkout body', () => {
  it('needs a known shipping method and an amount as expected total', () => {
    const body = { shippingAddress: address, shippingMethod: 'standard', paymentMethod: 'bank_transfer', expectedTotal: '55.98' };
    expect(checkoutBodySchema.safeParse(body).success).toBe(true);
    expect(checkoutBodySchema.safeParse({ ...body, shippingMethod: 'drone' }).error?.issues[0]?.message).toBe('Choose standard or express shipping');
    expect(checkoutBodySchema.safeParse({ ...body, expectedTotal: '55.987' }).success).toBe(false);
    expect(checkoutBodySchema.safeParse({ ...body, expectedTotal: 55.98 }).success).toBe(false);
  });
});
