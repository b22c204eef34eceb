import { useSellerReviewSummary } from '../api/get-seller-review-summary';
import { useSellerReviews } from '../api/get-seller-reviews';
import { useReviewFilters } from '../utils/use-review-filters';
import { ReviewsSection } from './reviews-section';

/** The shop page's Reviews tab: the shop's own average and its reviews across every product. */
export function SellerReviewsPanel({ sellerId, shopName }: { sellerId: number; shopName: string }) {
  const { filters, setFilters, hrefForPage, listParams } = useReviewFilters();
  const summary = useSellerReviewSummary(sellerId);
  const page = useSellerReviews(sellerId, listParams);
  return (
    <ReviewsSection
      summary={summary}
      page={page}
      filters={filters}
      onChange={setFilters}
      hrefForPage={hrefForPage}
      shopName={shopName}
      subject="this shop"
      showProduct
      heading={<h2 className="caps text-3xl">Shop reviews</h2>}
    />
  );
}
