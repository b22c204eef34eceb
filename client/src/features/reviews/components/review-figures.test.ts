import { describe, expect, it } from 'vitest';
import { fitVerdict, formatAverage, histogramRows } from './review-figures';

describe('the star histogram', () => {
  it('lists 5 to 1 stars with each row\'s share of the reviews', () => {
    const rows = histogramRows({ count: 8, histogram: { 1: 1, 2: 0, 3: 1, 4: 2, 5: 4 } });
    expect(rows).toEqual([
      { stars: 5, count: 4, percent: 50 },
      { stars: 4, count: 2, percent: 25 },
      { stars: 3, count: 1, percent: 13 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 13 },
    ]);
  });

  it('draws empty bars, not NaN, with no reviews', () => {
    expect(histogramRows({ count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }).map((row) => row.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('the fit summary', () => {
  it('names the fit most buyers chose with its share of those who answered', () => {
    expect(fitVerdict({ small: 3, true: 16, large: 6 })).toEqual({ fit: 'true', label: 'True to size', share: 64, answers: 25 });
    expect(fitVerdict({ small: 2, true: 1, large: 0 })).toEqual({ fit: 'small', label: 'Runs small', share: 67, answers: 3 });
    expect(fitVerdict({ small: 0, true: 0, large: 1 })).toEqual({ fit: 'large', label: 'Runs large', share: 100, answers: 1 });
  });

  it('says nothing when nobody answered or the answers are tied', () => {
    expect(fitVerdict({ small: 0, true: 0, large: 0 })).toBeNull();
    expect(fitVerdict({ small: 4, true: 4, large: 1 })).toBeNull();
  });
});

describe('the average', () => {
  it('shows one decimal', () => {
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(5)).toBe('5.0');
  });
});
