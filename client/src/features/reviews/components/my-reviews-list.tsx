import { useState } from 'react';
import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { REVIEW_LIMITS, type OwnReview } from '@shared/review-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useMyReviews } from '../api/get-my-reviews';
import { DeleteReviewDialog } from './delete-review-dialog';
import { ReviewDialog } from './review-dialog';
import { ReviewExcerpt, ShopReply } from './review-excerpt';

/** Whether the author may still change it; the server decides again on every write. */
const editable = (review: OwnReview) => Date.parse(review.editableUntil) > Date.now();

/** "Your reviews": each with Edit / Delete while its window is open, why it was hidden, and the shop's reply. */
export function MyReviewsList() {
  const reviews = useMyReviews();
  const [editing, setEditing] = useState<OwnReview | null>(null);
  const [deleting, setDeleting] = useState<OwnReview | null>(null);
  if (reviews.isPending) return <Skeleton className="h-48" />;
  if (reviews.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>We could not load your reviews.</p>
        <Button variant="outline" size="sm" onClick={() => reviews.refetch()}>Try again</Button>
      </div>
    );
  }
  if (reviews.data.rows.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2 border-2 border-dashed border-line p-5 text-muted">
        <MessageSquare aria-hidden className="size-8 text-acid" />
        <p>You have not written a review yet. Your reviews help other buyers pick a size and trust a shop.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Your reviews">
        {reviews.data.rows.map((review) => (
          <li key={review.id}>
            <article aria-label={`Your review of ${review.product.name}`} data-testid="my-review" className="flex flex-col gap-3 border-2 border-line bg-surface p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link to={paths.product(review.product.id)} className="caps text-lg break-words hover:text-acid hover:underline">{review.product.name}</Link>
                {review.status === 'hidden' ? <Badge tone="danger">Hidden</Badge> : <Badge tone="acid">Verified purchase</Badge>}
              </div>
              {review.status === 'hidden' && (
                <p className="border-2 border-danger p-3 text-sm" role="note">
                  Hidden by Threadline: {review.hiddenReason ?? 'it breaks the review rules'}
                </p>
              )}
              <ReviewExcerpt review={review} />
              {review.reply && <ShopReply reply={review.reply} />}
              {editable(review) ? (
                <div className="flex flex-wrap items-center gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(review)}>Edit</Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(review)}>Delete</Button>
                  <span className="text-sm text-muted">
                    You can change it until <time dateTime={review.editableUntil}>{formatDateTime(review.editableUntil)}</time>
                  </span>
                </div>
              ) : (
                <p className="text-sm text-muted">Reviews can be changed for {REVIEW_LIMITS.editableDays} days; this one is final.</p>
              )}
            </article>
          </li>
        ))}
      </ul>
      <ReviewDialog target={editing ? { review: editing } : null} onClose={() => setEditing(null)} />
      <DeleteReviewDialog review={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
