import { Skeleton } from '../../../components/ui/skeleton';
import { container } from '../../../components/ui/container';

export function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading dashboard">
      <Skeleton className="h-32 w-full sm:h-44" />
      <div className={`${container} flex flex-col gap-6 py-6`}>
        <div className="flex items-end gap-4">
          <Skeleton className="-mt-12 size-24" />
          <Skeleton className="h-10 w-64" />
        </div>
        <Skeleton className="h-12 w-full" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => <Skeleton key={index} className="h-32" />)}
        </div>
      </div>
    </div>
  );
}
