import { Skeleton } from '../../../components/ui/skeleton';

export function SellerCardSkeleton() {
  return (
    <div className="flex flex-col border-2 border-line bg-surface" data-testid="seller-card-skeleton">
      <Skeleton className="h-20 w-full" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="-mt-8 size-16" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
