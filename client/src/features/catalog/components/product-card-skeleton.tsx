import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

export function ProductCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div
      className={cn('flex border-2 border-line bg-surface', layout === 'list' ? 'flex-row' : 'flex-col')}
      data-testid="product-card-skeleton"
    >
      <Skeleton className={cn('aspect-square', layout === 'list' ? 'w-36 xs:w-48 sm:w-56' : 'w-full')} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="mt-2 h-5 w-1/3" />
      </div>
    </div>
  );
}
