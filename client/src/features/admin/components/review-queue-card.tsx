import type { AdminReview } from '@shared/review-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime, plural } from '../../../lib/format';
import { ReviewExcerpt, ShopReply } from '../../reviews/components/review-excerpt';

interface ReviewQueueCardProps {
  review: AdminReview;
  onHide: (review: AdminReview) => void;
  onRestore: (review: AdminReview) => void;
}

/** One review in the moderation queue: what it says, who reported it and why, and the decision. */
export function ReviewQueueCard({ review, onHide, onRestore }: ReviewQueueCardProps) {
  const hidden = review.status === 'hidden';
  return (
    <article aria-label={`Review of ${review.product.name} by ${review.authorUsername}`} data-testid="queued-review" className="flex flex-col gap-3 border-2 border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words">
          <span className="caps text-lg">{review.product.name}</span>
          <span className="text-sm text-muted"> · {review.shopName}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {hidden && <Badge tone="danger">Hidden</Badge>}
          {review.openReports > 0 && <Badge tone="acid">{plural(review.openReports, 'open report')}</Badge>}
        </div>
      </div>
      <ReviewExcerpt review={review} meta={<>by <span className="text-paper">{review.authorUsername}</span> ({review.author})</>} />
      {review.reply && <ShopReply reply={review.reply} shopName={review.shopName} />}
      {hidden && (
        <p className="border-2 border-danger p-3 text-sm">
          Hidden{review.hiddenAt ? <> <time dateTime={review.hiddenAt}>{formatDateTime(review.hiddenAt)}</time></> : null}: {review.hiddenReason}
        </p>
      )}
      {review.reports.length > 0 && (
        <div>
          <p className="caps mb-1 text-sm text-muted">Reports</p>
          <ul className="flex flex-col gap-1 text-sm" aria-label="Reports">
            {review.reports.map((report, index) => (
              <li key={index} className={report.resolved ? 'text-muted' : undefined}>
                <span className="break-words">“{report.reason}”</span>
                <span className="text-muted"> · {report.reporter} · <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>{report.resolved ? ' · resolved' : ''}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {hidden
          ? <Button variant="outline" size="sm" onClick={() => onRestore(review)}>Restore</Button>
          : <Button size="sm" onClick={() => onHide(review)}>Hide</Button>}
      </div>
    </article>
  );
}
