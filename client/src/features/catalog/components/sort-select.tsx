import type { ProductSort } from '@shared/catalog-constants';
import { NativeSelect } from '../../../components/ui/native-select';

export const SORT_LABELS: Record<ProductSort, string> = {
  popular: 'Most Popular',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  newest: 'Newest',
  rating: 'Top Rated',
};

const RELEVANCE = 'relevance';

interface SortSelectProps {
  sort: ProductSort | null;
  searching: boolean;
  onChange: (sort: ProductSort | null) => void;
}

/** With a search and no explicit sort the API ranks by relevance, so that is offered as "Best Match". */
export function SortSelect({ sort, searching, onChange }: SortSelectProps) {
  const options = [
    ...(searching ? [{ label: 'Best Match', value: RELEVANCE }] : []),
    ...Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label })),
  ];
  const value = sort ?? (searching ? RELEVANCE : 'popular');
  return (
    <NativeSelect
      label="Sort by"
      name="sort"
      options={options}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        // Popular is the default order; leaving it out keeps the address clean.
        onChange(next === RELEVANCE || (next === 'popular' && !searching) ? null : (next as ProductSort));
      }}
      labelClassName="max-sm:sr-only"
      className="min-w-0 flex-1 sm:w-72 sm:flex-none"
    />
  );
}
