import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface SellerRatingProps {
  rating: string;
  totalReviews: number;
  className?: string;
}

/** Nobody has rated a seller with no reviews yet: that is "New", never a made-up 5.0. */
export function SellerRating({ rating, totalReviews, className }: SellerRatingProps) {
  if (totalReviews === 0) {
    return (
      <span className={cn('caps inline-flex items-center bg-acid px-2 text-sm text-ink', className)} data-testid="seller-rating">
        New
      </span>
    );
  }
  const value = Number(rating).toFixed(1);
  return (
    <span
      className={cn('nums inline-flex items-center gap-1 font-semibold', className)}
      data-testid="seller-rating"
      aria-label={`Rated ${value} out of 5 from ${totalReviews} ${totalReviews === 1 ? 'review' : 'reviews'}`}
    >
      <Star aria-hidden className="size-4 fill-acid text-acid" />
      {value}
      <span className="font-normal text-muted">({totalReviews})</span>
    </span>
  );
}
