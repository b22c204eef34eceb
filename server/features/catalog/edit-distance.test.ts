import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.js';

describe('editDistance', () => {
  it('counts one wrong, missing, extra or swapped letter as one edit', () => {
    expect(editDistance('hoodie', 'hoodie')).toBe(0);
    expect(editDistance('hoddie', 'hoodie')).toBe(1); // wrong
    expect(editDistance('hodie', 'hoodie')).toBe(1); // missing
    expect(editDistance('hooodie', 'hoodie')).toBe(1); // extra
    expect(editDistance('hodoie', 'hoodie')).toBe(1); // swapped
    expect(editDistance('hoodei', 'hoodie')).toBe(1); // swapped at the end
  });

  it('counts further edits', () => {
    expect(editDistance('hdooei', 'hoodie')).toBe(3);
    expect(editDistance('hodoei', 'hoodie')).toBe(2);
    expect(editDistance('beanie', 'hoodie')).toBeGreaterThan(1);
  });

  it('stops early past the limit', () => {
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});
