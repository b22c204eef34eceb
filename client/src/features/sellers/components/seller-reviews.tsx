import type { PublicSeller } from '@shared/catalog-schemas';

export function SellerReviews({ seller }: { seller: PublicSeller }) {
  if (seller.totalReviews === 0) return <p className="text-muted">No reviews yet</p>;
  return (
    <p className="nums">
      Rated <strong>{Number(seller.rating).toFixed(1)}</strong> out of 5 from {seller.totalReviews}{' '}
      {seller.totalReviews === 1 ? 'review' : 'reviews'}.
    </p>
  );
}
