import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface SellerRatingProps {
  rating: string;
  totalReviews: number;
  className?: string;
  /** Where the figure leads (the shop's Reviews tab), when it is not already inside a link. */
  to?: string;
}

/** Nobody has rated a seller with no reviews yet: that is "New", never a made-up 5.0. */
export function SellerRating({ rating, totalReviews, className, to }: SellerRatingProps) {
  if (totalReviews === 0) {
    return (
      <span className={cn('caps inline-flex items-center bg-acid px-2 text-sm text-ink', className)} data-testid="seller-rating">
        New
      </span>
    );
  }
  const value = Number(rating).toFixed(1);
  const label = `Rated ${value} out of 5 from ${totalReviews} ${totalReviews === 1 ? 'review' : 'reviews'}`;
  const figure = (
    <>
      <Star aria-hidden className="size-4 fill-acid text-acid" />
      {value}
      <span className="font-normal text-muted">({totalReviews})</span>
    </>
  );
  const classes = cn('nums inline-flex items-center gap-1 font-semibold', className);
  if (to) {
    return (
      <Link to={to} className={cn(classes, 'hover:text-acid')} data-testid="seller-rating" aria-label={`${label}: read the reviews`}>
        {figure}
      </Link>
    );
  }
  return (
    <span className={classes} data-testid="seller-rating" aria-label={label}>
      {figure}
    </span>
  );
}
