import { useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_LIMITS, type PublicReview } from '@shared/review-schemas';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { Pagination } from '../../../components/ui/pagination';
import { PastLastPage } from '../../../components/ui/past-last-page';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useListPage } from '../../../lib/use-list-page';
import { ReplyForm } from '../../reviews/components/reply-form';
import { ReviewExcerpt, ShopReply } from '../../reviews/components/review-excerpt';
import { useSellerReviews } from '../../reviews/api/get-seller-reviews';

/**
 * The shop's reviews, newest first, each with Reply (or Edit reply). The page lives in
 * ?reviewPage= beside the tab. Hidden reviews are not here: they count nowhere.
 */
export function ReviewsTab({ sellerId, shopName }: { sellerId: number; shopName: string }) {
  // Each list of the dashboard keeps its own page in the address (productPage, orderPage, reviewPage).
  const { page, hrefForPage } = useListPage('reviewPage');
  const reviews = useSellerReviews(sellerId, { sort: 'newest', page, pageSize: REVIEW_LIMITS.pageSize });
  const total = reviews.data?.total ?? 0;
  const totalPages = Math.ceil(total / REVIEW_LIMITS.pageSize);
  return (
    <section aria-labelledby="shop-reviews-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="shop-reviews-heading" className="caps text-2xl">Reviews</h2>
        {reviews.data && <p className="text-sm text-muted">{plural(total, 'review')} of your products</p>}
      </div>
      <PastLastPage page={page} totalPages={totalPages} hrefFor={hrefForPage} settled={reviews.isSuccess && !reviews.isPlaceholderData} />
      <ListState
        isPending={reviews.isPending} isError={reviews.isError} isEmpty={total === 0}
        emptyTitle="No reviews yet" emptyText="Buyers can review an item once it is delivered. Their reviews show up here for you to answer."
        onRetry={() => void reviews.refetch()}
      >
        <ul className="flex flex-col gap-3">
          {reviews.data?.reviews.map((review) => (
            <li key={review.id}><ShopReviewRow review={review} shopName={shopName} /></li>
          ))}
        </ul>
        <Pagination page={page} totalPages={totalPages} hrefFor={hrefForPage} label="Review pages" />
      </ListState>
    </section>
  );
}

function ShopReviewRow({ review, shopName }: { review: PublicReview; shopName: string }) {
  const [replying, setReplying] = useState(false);
  return (
    <article aria-label={`Review of ${review.product.name} by ${review.author}`} data-testid="shop-review" className="flex flex-col gap-3 border-2 border-line bg-surface p-4">
      <ReviewExcerpt
        review={review}
        meta={<><Link to={paths.product(review.product.id)} className="font-semibold text-paper hover:text-acid hover:underline">{review.product.name}</Link> · {review.author}</>}
      />
      {replying ? (
        <ReplyForm reviewId={review.id} current={review.reply?.text} onDone={() => setReplying(false)} />
      ) : (
        <>
          {review.reply && <ShopReply reply={review.reply} shopName={shopName} />}
          <div>
            <Button variant="outline" size="sm" onClick={() => setReplying(true)}>{review.reply ? 'Edit reply' : 'Reply'}</Button>
          </div>
        </>
      )}
    </article>
  );
}
