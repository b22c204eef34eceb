import { cn } from '../../lib/cn';

/** A grey block that shimmers while data loads; hidden from assistive tech (the region says it is busy). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-shimmer bg-raised', className)} />;
}
