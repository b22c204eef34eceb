import type { ReactNode } from 'react';
import { imageUrl } from '@shared/images';
import { REVIEW_FIT_LABELS, type PublicReview } from '@shared/review-schemas';
import { formatDateTime } from '../../../lib/format';
import { StarRating } from './star-rating';

type ReviewShown = Pick<PublicReview, 'stars' | 'title' | 'text' | 'fit' | 'size' | 'color' | 'photos' | 'createdAt' | 'edited'>;

/**
 * A review as the account, the seller dashboard and the control panel show it: stars, title,
 * text (always as text), what was bought, fit and photos. `meta` goes beside the date (the author,
 * the product). The storefront's own card with votes and reports is review-card.tsx.
 */
export function ReviewExcerpt({ review, meta, children }: { review: ReviewShown; meta?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.stars} size="sm" />
        {review.title && <p className="font-semibold break-words">{review.title}</p>}
      </div>
      <p className="text-sm text-muted">
        {meta}{meta ? ' · ' : ''}<time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
        {review.edited ? ' · Edited' : ''}
      </p>
      <p className="whitespace-pre-line break-words">{review.text}</p>
      <p className="text-sm text-muted">
        Bought {review.size} / {review.color}
        {review.fit ? <> · Fit: <span className="text-paper">{REVIEW_FIT_LABELS[review.fit]}</span></> : null}
      </p>
      {review.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {review.photos.map((photo, index) => (
            <li key={`${photo}-${index}`}>
              <a href={imageUrl(photo)} target="_blank" rel="noreferrer" className="block hover:opacity-80">
                <img src={imageUrl(photo, 'thumb')} alt={`Photo ${index + 1} of the review`} width={64} height={64} loading="lazy" className="size-16 border-2 border-line bg-photo object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

/** The shop's public answer under a review. */
export function ShopReply({ reply, shopName }: { reply: NonNullable<PublicReview['reply']>; shopName?: string }) {
  return (
    <div className="border-l-4 border-acid bg-raised p-3 text-sm" data-testid="shop-reply">
      <p className="caps text-xs text-acid">Reply from {shopName ?? 'the shop'}{reply.edited ? ' · Edited' : ''}</p>
      <p className="mt-1 whitespace-pre-line break-words">{reply.text}</p>
    </div>
  );
}
