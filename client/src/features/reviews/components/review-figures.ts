import { REVIEW_FIT_LABELS, REVIEW_FITS, type ReviewFit, type ReviewSummary } from '@shared/review-schemas';

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;

export interface HistogramRow {
  stars: (typeof STAR_VALUES)[number];
  count: number;
  /** Whole percent of all reviews, for the bar's width. */
  percent: number;
}

/** The 5-to-1 histogram as bars: each row's share of the reviews, 0 when there are none. */
export function histogramRows(summary: Pick<ReviewSummary, 'count' | 'histogram'>): HistogramRow[] {
  return STAR_VALUES.map((stars) => {
    const count = summary.histogram[stars];
    return { stars, count, percent: summary.count > 0 ? Math.round((count / summary.count) * 100) : 0 };
  });
}

export interface FitVerdict {
  fit: ReviewFit;
  label: string;
  /** Whole percent of the buyers who said how it fits. */
  share: number;
  answers: number;
}

/**
 * "Most buyers: True to size (64%)": the fit most buyers chose, with its share of the buyers who
 * answered. A tie is no verdict a buyer could pick a size by, so it gives none; neither do no answers.
 */
export function fitVerdict(fit: ReviewSummary['fit']): FitVerdict | null {
  const answers = fit.small + fit.true + fit.large;
  if (answers === 0) return null;
  const [top = 'true', second = 'true'] = [...REVIEW_FITS].sort((a, b) => fit[b] - fit[a]);
  if (fit[top] === fit[second]) return null;
  return { fit: top, label: REVIEW_FIT_LABELS[top], share: Math.round((fit[top] / answers) * 100), answers };
}

/** "4.5": one decimal, as the product cards show ratings. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

const reviewDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 27, 2026" in the reader's time zone. */
export function formatReviewDate(iso: string): string {
  return reviewDate.format(new Date(iso));
}
