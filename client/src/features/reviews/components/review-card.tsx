import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Store } from 'lucide-react';
import { REVIEW_FIT_LABELS, type PublicReview } from '@shared/review-schemas';
import { paths } from '../../../lib/paths';
import { ProductImage } from '../../catalog/components/product-image';
import { formatReviewDate } from './review-figures';
import { ReviewActions } from './review-actions';
import { ReviewPhotos } from './review-photos';
import { StarRating } from './star-rating';

interface ReviewCardProps {
  review: PublicReview;
  /** The shop's name over its reply. */
  shopName: string;
  /** Across a shop's products, each review names the design it is about. */
  showProduct?: boolean;
  /** Controls of another screen (the seller's Reply) in place of Helpful and Report. */
  actions?: ReactNode;
}

/** One verified buyer's review: their words as text, what they bought, photos, the shop's answer. */
export function ReviewCard({ review, shopName, showProduct = false, actions }: ReviewCardProps) {
  const bought = [review.size && `Size ${review.size}`, review.color].filter(Boolean).join(' · ');
  return (
    <article className="flex flex-col gap-3 border-b-2 border-line py-6 first:pt-0" aria-labelledby={`review-${review.id}-by`} data-testid="review-card">
      {showProduct && (
        <Link to={paths.product(review.product.id)} className="flex w-fit max-w-full items-center gap-3 hover:text-acid">
          <span className="block size-12 shrink-0 border border-line">
            <ProductImage image={review.product.image ?? undefined} alt="" variant="thumb" />
          </span>
          <span className="caps min-w-0 truncate text-sm">{review.product.name}</span>
        </Link>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.stars} size="sm" />
        {review.title && <h3 className="min-w-0 font-semibold break-words">{review.title}</h3>}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span id={`review-${review.id}-by`}>
          <span className="sr-only">Review by </span>
          <span className="font-semibold text-paper">{review.author}</span>
        </span>
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
        {review.edited && <span className="caps text-xs" title={`Edited ${formatReviewDate(review.updatedAt)}`}>Edited</span>}
        {review.verifiedPurchase && (
          <span className="caps inline-flex items-center gap-1 text-xs text-acid">
            <BadgeCheck aria-hidden className="size-4" />
            Verified purchase
          </span>
        )}
      </p>
      {(bought || review.fit) && (
        <p className="text-sm text-muted">
          {bought && <span>{bought}</span>}
          {bought && review.fit && <span aria-hidden> · </span>}
          {review.fit && <span>Fit: <span className="text-paper">{REVIEW_FIT_LABELS[review.fit]}</span></span>}
        </p>
      )}
      <p className="max-w-prose whitespace-pre-line break-words text-paper/90">{review.text}</p>
      <ReviewPhotos photos={review.photos} author={review.author} />
      {review.reply && (
        <div className="ml-0 flex max-w-prose flex-col gap-1 border-l-4 border-acid bg-surface px-4 py-3 sm:ml-4">
          <p className="flex flex-wrap items-center gap-x-3 text-sm">
            <Store aria-hidden className="size-4 text-acid" />
            <span className="font-semibold">Response from {shopName}</span>
            <time dateTime={review.reply.createdAt} className="text-muted">{formatReviewDate(review.reply.createdAt)}</time>
            {review.reply.edited && <span className="caps text-xs text-muted">Edited</span>}
          </p>
          <p className="whitespace-pre-line break-words text-paper/90">{review.reply.text}</p>
        </div>
      )}
      {actions ?? <ReviewActions review={review} />}
    </article>
  );
}
