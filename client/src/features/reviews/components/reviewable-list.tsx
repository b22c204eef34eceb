import { Link } from 'react-router';
import { PackageCheck } from 'lucide-react';
import { imageUrl } from '@shared/images';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useReviewableItems } from '../api/get-reviewable-items';
import { WriteReviewButton } from './write-review-button';

/** "To review": every delivered item the buyer has not reviewed yet, each with "Write a review". */
export function ReviewableList() {
  const items = useReviewableItems();
  if (items.isPending) return <Skeleton className="h-32" />;
  if (items.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>We could not load the items you can review.</p>
        <Button variant="outline" size="sm" onClick={() => items.refetch()}>Try again</Button>
      </div>
    );
  }
  if (items.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2 border-2 border-dashed border-line p-5 text-muted">
        <PackageCheck aria-hidden className="size-8 text-acid" />
        <p>Nothing to review right now. Items you receive show up here once they are delivered.</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Items to review">
      {items.data.map((item) => (
        <li key={item.orderItemId} data-testid="reviewable-item" className="flex flex-wrap items-center gap-3 border-2 border-line bg-surface p-3 sm:flex-nowrap">
          {item.image ? (
            <img src={imageUrl(item.image, 'thumb')} alt="" width={64} height={64} className="size-16 shrink-0 border-2 border-line bg-photo object-cover" />
          ) : (
            <span aria-hidden className="size-16 shrink-0 border-2 border-line bg-photo" />
          )}
          <div className="min-w-0 flex-1 basis-48 text-sm">
            <Link to={paths.product(item.productId)} className="font-semibold break-words hover:text-acid hover:underline">{item.productName}</Link>
            <p className="text-muted">{item.size} / {item.color} · Order {item.orderNumber}</p>
            <p className="text-muted">Delivered <time dateTime={item.deliveredAt}>{formatDateTime(item.deliveredAt)}</time></p>
          </div>
          <WriteReviewButton item={item} />
        </li>
      ))}
    </ul>
  );
}
