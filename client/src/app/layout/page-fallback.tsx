import { Skeleton } from '../../components/ui/skeleton';
import { container } from '../../components/ui/container';

/** Shown while a lazily loaded screen's code arrives. */
export function PageFallback() {
  return (
    <div className={`${container} flex flex-col gap-4 py-12`} aria-busy="true" aria-label="Loading">
      <Skeleton className="h-12 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <Skeleton className="h-5 w-5/6 max-w-lg" />
    </div>
  );
}
