import { describe, expect, it } from 'vitest';
import { formatAddress, localityLines } from './address-format.js';

const base = { fullName: 'Sam Rivera', line1: '12 Court St', line2: '', city: 'Brooklyn', region: 'NY', postalCode: '11201', country: 'United States' };

describe('formatAddress', () => {
  it('writes a US address as city, state and ZIP', () => {
    expect(formatAddress(base)).toEqual(['Sam Rivera', '12 Court St', 'Brooklyn, NY 11201', 'United States']);
    expect(localityLines({ ...base, country: 'USA' })).toEqual(['Brooklyn, NY 11201']);
    expect(localityLines({ ...base, country: 'u.s.' })).toEqual(['Brooklyn, NY 11201']);
  });

  it('writes a UK address with the town, then the postcode on its own line', () => {
    const uk = { ...base, line2: 'Flat 3', city: 'London', region: 'Greater London', postalCode: 'EC1A 1BB', country: 'United Kingdom' };
    expect(formatAddress(uk)).toEqual(['Sam Rivera', '12 Court St', 'Flat 3', 'London', 'EC1A 1BB', 'United Kingdom']);
  });

  it('puts the postal code before the town in Germany, France and the Netherlands', () => {
    expect(localityLines({ ...base, city: 'Berlin', region: 'Berlin', postalCode: '10115', country: 'Germany' })).toEqual(['10115 Berlin']);
    expect(localityLines({ ...base, city: 'Paris', region: 'IDF', postalCode: '75001', country: 'FR' })).toEqual(['75001 Paris']);
    expect(localityLines({ ...base, city: 'Amsterdam', region: 'NH', postalCode: '1012 AB', country: ' the  Netherlands ' })).toEqual(['1012 AB Amsterdam']);
  });

  it('keeps every part for a country it does not know', () => {
    expect(localityLines({ ...base, city: 'Tokyo', region: 'Tokyo-to', postalCode: '100-0001', country: 'Japan' })).toEqual(['Tokyo, Tokyo-to 100-0001']);
  });
});
