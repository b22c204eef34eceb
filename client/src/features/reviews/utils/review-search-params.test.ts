import { describe, expect, it } from 'vitest';
import { readReviewFilters, writeReviewFilters } from './review-search-params';

describe('the review list in the address', () => {
  it('reads sort, stars, photos and page', () => {
    expect(readReviewFilters(new URLSearchParams('tab=reviews&rsort=newest&rstars=5&rphotos=1&rpage=2')))
      .toEqual({ sort: 'newest', stars: 5, withPhotos: true, page: 2 });
  });

  it('falls back on hand-edited values instead of breaking the list', () => {
    expect(readReviewFilters(new URLSearchParams('rsort=best&rstars=6&rphotos=yes&rpage=0')))
      .toEqual({ sort: 'helpful', stars: null, withPhotos: false, page: 1 });
    expect(readReviewFilters(new URLSearchParams('rstars=2.5&rpage=10001')).stars).toBeNull();
  });

  it('keeps the page\'s own parameters and leaves the defaults out', () => {
    const written = writeReviewFilters(new URLSearchParams('page=3&rpage=4'), { sort: 'helpful', stars: null, withPhotos: false, page: 1 });
    expect(written.toString()).toBe('page=3&tab=reviews');
    const filtered = writeReviewFilters(new URLSearchParams('tab=reviews'), { sort: 'lowest', stars: 1, withPhotos: true, page: 3 });
    expect(filtered.toString()).toBe('tab=reviews&rsort=lowest&rstars=1&rphotos=1&rpage=3');
  });
});
