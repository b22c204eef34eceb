import type { ReviewSummary as Summary } from '@shared/review-schemas';
import { plural } from '../../../lib/format';
import { fitVerdict, formatAverage, histogramRows } from './review-figures';
import { StarRating } from './star-rating';

interface ReviewSummaryProps {
  summary: Summary;
  /** "this design" or "this shop", for the empty state. */
  subject: string;
}

/** The figures above a list of reviews: the average, the count, the 5-to-1 bars and how it fits. */
export function ReviewSummary({ summary, subject }: ReviewSummaryProps) {
  if (summary.count === 0) {
    return (
      <section aria-label="Rating summary" className="flex flex-col gap-2 border-2 border-line bg-surface p-5" data-testid="review-summary">
        <span className="caps w-fit bg-acid px-2 text-sm text-ink">New</span>
        <p className="text-muted">Nobody has reviewed {subject} yet.</p>
      </section>
    );
  }
  const verdict = fitVerdict(summary.fit);
  return (
    <section aria-label="Rating summary" className="flex flex-col gap-5 border-2 border-line bg-surface p-5" data-testid="review-summary">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <p className="nums font-display text-6xl leading-none" aria-hidden>{formatAverage(summary.average)}</p>
        <div className="flex flex-col gap-1">
          <StarRating value={summary.average} size="lg" />
          <p className="nums text-sm text-muted">Based on {plural(summary.count, 'review')}</p>
        </div>
      </div>
      <ul aria-label="Reviews by stars" className="flex flex-col gap-1.5">
        {histogramRows(summary).map((row) => (
          <li key={row.stars} className="nums grid grid-cols-[3.5rem_1fr_3rem] items-center gap-3 text-sm">
            <span aria-hidden>{row.stars} star</span>
            <span aria-hidden className="h-2.5 border border-line bg-ink">
              <span className="block h-full bg-acid" style={{ width: `${row.percent}%` }} />
            </span>
            <span aria-hidden className="text-right text-muted">{row.count}</span>
            <span className="sr-only">{`${row.stars} ${row.stars === 1 ? 'star' : 'stars'}: ${plural(row.count, 'review')} (${row.percent}%)`}</span>
          </li>
        ))}
      </ul>
      {verdict && (
        <p className="nums border-t-2 border-line pt-4 text-sm" data-testid="fit-summary">
          <span className="caps text-muted">Most buyers: </span>
          <strong className="text-paper">{verdict.label}</strong> <span className="text-muted">({verdict.share}%)</span>
          <span className="sr-only"> of {plural(verdict.answers, 'buyer')} who said how it fits</span>
        </p>
      )}
    </section>
  );
}
