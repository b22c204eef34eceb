import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface StarRatingProps {
  /** 0 to 5; halves and tenths fill part of a star. */
  value: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sides = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const;

/** Five stars filled up to `value`, read as "4.5 out of 5 stars". */
export function StarRating({ value, size = 'md', className }: StarRatingProps) {
  const rounded = Math.round(Math.min(5, Math.max(0, value)) * 10) / 10;
  const label = `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} out of 5 stars`;
  return (
    <span role="img" aria-label={label} className={cn('inline-flex shrink-0 items-center gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(1, Math.max(0, rounded - index));
        return (
          <span key={index} aria-hidden className={cn('relative', sides[size])}>
            <Star className={cn('absolute inset-0 text-muted', sides[size])} />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn('fill-acid text-acid', sides[size])} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
