import { describe, expect, it } from 'vitest';
import { moveImage } from './product-images-field';

describe('reordering product images', () => {
  it('moves one image and keeps the rest in order; out-of-range moves change nothing', () => {
    expect(moveImage(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveImage(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveImage(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveImage(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});
