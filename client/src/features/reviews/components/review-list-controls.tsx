import { Star } from 'lucide-react';
import { REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewSort, type ReviewSummary } from '@shared/review-schemas';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import type { ReviewFilters } from '../utils/review-search-params';
import { STAR_VALUES } from './review-figures';

interface ReviewListControlsProps {
  filters: ReviewFilters;
  onChange: (patch: Partial<ReviewFilters>) => void;
  histogram: ReviewSummary['histogram'];
}

const SORT_OPTIONS = REVIEW_SORTS.map((sort) => ({ value: sort, label: REVIEW_SORT_LABELS[sort] }));
const chip = 'nums inline-flex h-10 items-center gap-1 border-2 px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-45';

/** Sort, one star count at a time (pressing the chosen one again shows all), and photos only. */
export function ReviewListControls({ filters, onChange, histogram }: ReviewListControlsProps) {
  return (
    <div className="flex flex-col gap-4 border-b-2 border-line pb-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <NativeSelect
          label="Sort reviews"
          name="review-sort"
          options={SORT_OPTIONS}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as ReviewSort })}
          className="w-full sm:w-72"
        />
        <Switch label="With photos" checked={filters.withPhotos} onCheckedChange={(withPhotos) => onChange({ withPhotos })} />
      </div>
      <div role="group" aria-label="Filter by stars" className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={filters.stars === null}
          onClick={() => onChange({ stars: null })}
          className={cn(chip, filters.stars === null ? 'border-acid bg-acid text-ink' : 'border-line hover:border-paper')}
        >
          All
        </button>
        {STAR_VALUES.map((stars) => {
          const chosen = filters.stars === stars;
          return (
            <button
              key={stars}
              type="button"
              aria-pressed={chosen}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'} (${histogram[stars]})`}
              disabled={histogram[stars] === 0 && !chosen}
              onClick={() => onChange({ stars: chosen ? null : stars })}
              className={cn(chip, chosen ? 'border-acid bg-acid text-ink' : 'border-line hover:border-paper')}
            >
              {stars}
              <Star aria-hidden className={cn('size-3.5', chosen ? 'fill-ink' : 'fill-acid text-acid')} />
              <span className={chosen ? undefined : 'text-muted'}>({histogram[stars]})</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
