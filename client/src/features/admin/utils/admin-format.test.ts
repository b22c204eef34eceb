import { expect, test } from 'vitest';
import { describeAction, describeChange, describeEntity, formatRating } from './admin-format';

test('a rating reads "4.5 / 5.0", or "New" while nobody has reviewed the seller', () => {
  expect(formatRating('4.50', 12)).toBe('4.5 / 5.0');
  expect(formatRating('0.00', 0)).toBe('New');
});

test('an audit entry reads as words and as the fields it changed', () => {
  expect(describeAction('product.take_down')).toBe('Product take down');
  expect(describeChange({ isActive: true, commissionRate: '15.00' }, { isActive: false, commissionRate: '12.50' }))
    .toBe('isActive: true → false; commissionRate: 15.00 → 12.50');
  expect(describeChange(null, { reason: 'Counterfeit' })).toBe('reason: Counterfeit');
  expect(describeChange({ a: 1, b: 1, c: 1, d: 1, e: 1 }, { a: 2, b: 2, c: 2, d: 2, e: 2 })).toBe('a: 1 → 2; b: 1 → 2; c: 1 → 2; d: 1 → 2; …');
});

test('an audit entry names its record, and falls back to the number only when the record is gone', () => {
  const entry = { entityType: 'user', entityId: 13, entityName: 'riawalker', entityEmail: 'ria@example.com' };
  expect(describeEntity(entry)).toBe('user riawalker (ria@example.com)');
  expect(describeEntity({ ...entry, entityType: 'seller', entityName: 'Concrete Saints', entityEmail: null })).toBe('shop Concrete Saints');
  expect(describeEntity({ ...entry, entityType: 'payout', entityName: 'Low Orbit', entityEmail: null })).toBe('payout to Low Orbit');
  expect(describeEntity({ ...entry, entityType: 'product', entityName: null, entityEmail: null })).toBe('product #13');
});
