import { expect, test } from 'vitest';
import { changeBadges } from './favourite-changes';

test('a price drop says what it was and what it is now', () => {
  expect(changeBadges(['price_lower'], '40.00', '29.99')).toEqual([{ label: 'Price dropped', detail: 'was $40.00, now $29.99', tone: 'acid' }]);
});

test('each change has its own words, in the order given', () => {
  expect(changeBadges(['back_in_stock', 'price_lower', 'sold_out'], '10.00', '9.00').map((badge) => badge.label))
    .toEqual(['Back in stock', 'Price dropped', 'Sold out']);
  expect(changeBadges(['unavailable'], '10.00', null)).toEqual([{ label: 'Unavailable', tone: 'muted' }]);
  expect(changeBadges([], '10.00', '10.00')).toEqual([]);
});
