import { useProductReviewSummary } from '../api/get-product-review-summary';
import { useProductReviews } from '../api/get-product-reviews';
import { useReviewFilters } from '../utils/use-review-filters';
import { ReviewsSection } from './reviews-section';

/** The product page's Reviews tab: its figures and its buyers' reviews, filtered from the address. */
export function ProductReviews({ productId, shopName }: { productId: number; shopName: string }) {
  const { filters, setFilters, hrefForPage, listParams } = useReviewFilters();
  const summary = useProductReviewSummary(productId);
  const page = useProductReviews(productId, listParams);
  return (
    <ReviewsSection
      summary={summary}
      page={page}
      filters={filters}
      onChange={setFilters}
      hrefForPage={hrefForPage}
      shopName={shopName}
      subject="this design"
      heading={<h2 className="caps text-3xl">Customer reviews</h2>}
    />
  );
}
