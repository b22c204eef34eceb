import type { ReactNode } from 'react';
import type { PublicReview, ReviewSummary as Summary } from '@shared/review-schemas';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ReviewPage } from '../api/review-list-params';
import type { ReviewFilters } from '../utils/review-search-params';
import { NoReviewsYet } from './no-reviews-yet';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';

interface ReviewsSectionProps {
  summary: { data: Summary | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  page: { data: ReviewPage<PublicReview> | undefined; isPending: boolean; isError: boolean; isPlaceholderData: boolean; refetch: () => unknown };
  filters: ReviewFilters;
  onChange: (patch: Partial<ReviewFilters>) => void;
  hrefForPage: (page: number) => string;
  shopName: string;
  /** "this design", "this shop". */
  subject: string;
  showProduct?: boolean;
  heading: ReactNode;
}

/** The figures beside the list on a desktop, above it on a phone; one message when nobody has reviewed yet. */
export function ReviewsSection({ summary, page, filters, onChange, hrefForPage, shopName, subject, showProduct, heading }: ReviewsSectionProps) {
  if (summary.isError && !summary.data) return <LoadError what="the reviews" onRetry={() => summary.refetch()} />;
  if (summary.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading reviews" className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        <Skeleton className="h-72 w-full" />
        <div className="flex flex-col gap-3">
          {Array.from({ length: 3 }, (_, index) => <Skeleton key={index} className="h-32 w-full" />)}
        </div>
      </div>
    );
  }
  if (!summary.data || summary.data.count === 0) return <NoReviewsYet subject={subject} />;
  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
      <div className="flex flex-col gap-4 lg:sticky lg:top-24">
        {heading}
        <ReviewSummary summary={summary.data} subject={subject} />
      </div>
      <ReviewList
        summary={summary.data}
        filters={filters}
        onChange={onChange}
        hrefForPage={hrefForPage}
        page={page}
        shopName={shopName}
        showProduct={showProduct}
      />
    </div>
  );
}
