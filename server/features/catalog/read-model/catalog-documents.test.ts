import { expect, it } from 'vitest';
import { ratingHundredths } from './catalog-documents.js';

it('reads a stored rating in hundredths of a star, and nothing that is not one', () => {
  expect(ratingHundredths('4.75')).toBe(475);
  expect(ratingHundredths('0.00')).toBe(0);
  expect(ratingHundredths('5.00')).toBe(500);
  for (const bad of ['4.7', '45.00', '-1.00', '', 'abc']) expect(() => ratingHundredths(bad)).toThrow(/Not a stored rating/);
});
