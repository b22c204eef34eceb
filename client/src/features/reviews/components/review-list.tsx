import { useEffect, useRef } from 'react';
import { REVIEW_LIMITS, type PublicReview, type ReviewSummary } from '@shared/review-schemas';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { PageMessage } from '../../../components/ui/page-message';
import { Pagination } from '../../../components/ui/pagination';
import type { ReviewPage } from '../api/review-list-params';
import { DEFAULT_REVIEW_FILTERS, isFiltered, type ReviewFilters } from '../utils/review-search-params';
import { ReviewCard } from './review-card';
import { ReviewListControls } from './review-list-controls';

interface ReviewListProps {
  summary: ReviewSummary;
  filters: ReviewFilters;
  onChange: (patch: Partial<ReviewFilters>) => void;
  hrefForPage: (page: number) => string;
  page: { data: ReviewPage<PublicReview> | undefined; isPending: boolean; isError: boolean; isPlaceholderData: boolean; refetch: () => unknown };
  shopName: string;
  showProduct?: boolean;
}

/** The reviews themselves: controls, one page of cards, and the way to the next page. */
export function ReviewList({ summary, filters, onChange, hrefForPage, page, shopName, showProduct }: ReviewListProps) {
  const top = useRef<HTMLDivElement>(null);
  const shownPage = useRef(filters.page);
  // A new page starts at its first review, not wherever the last one left the shopper.
  useEffect(() => {
    if (shownPage.current !== filters.page) top.current?.scrollIntoView({ block: 'start' });
    shownPage.current = filters.page;
  }, [filters.page]);

  const total = page.data?.total ?? 0;
  const totalPages = Math.ceil(total / REVIEW_LIMITS.pageSize);
  const noMatch = page.data !== undefined && total === 0;
  return (
    <div ref={top} className="flex scroll-mt-40 flex-col gap-6 md:scroll-mt-24">
      <ReviewListControls filters={filters} onChange={onChange} histogram={summary.histogram} />
      {noMatch && isFiltered(filters) ? (
        <PageMessage
          title="No reviews match these filters"
          className="py-10"
          action={<Button variant="outline" onClick={() => onChange({ stars: DEFAULT_REVIEW_FILTERS.stars, withPhotos: false })}>Clear filters</Button>}
        />
      ) : (
        <ListState isPending={page.isPending} isError={page.isError && !page.data} isEmpty={noMatch} emptyTitle="No reviews yet" onRetry={() => page.refetch()}>
          <div aria-busy={page.isPlaceholderData} className={page.isPlaceholderData ? 'opacity-60' : undefined} data-testid="review-list">
            {page.data?.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} shopName={shopName} showProduct={showProduct} />
            ))}
          </div>
        </ListState>
      )}
      <Pagination page={filters.page} totalPages={totalPages} hrefFor={hrefForPage} label="Review pages" />
    </div>
  );
}
