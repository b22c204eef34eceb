import { useRef } from 'react';
import { Search } from 'lucide-react';
import type { SellerSort } from '@shared/catalog-constants';
import { NativeSelect } from '../../../components/ui/native-select';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';

export const SELLER_SORT_LABELS: Record<SellerSort, string> = {
  rating: 'Top Rated',
  newest: 'Newest',
  oldest: 'Oldest',
  name: 'Name A-Z',
};

interface VendorSearchProps {
  term: string;
  sort: SellerSort;
  onTermChange: (term: string) => void;
  onSortChange: (sort: SellerSort) => void;
}

export function VendorSearch({ term, sort, onTermChange, onSortChange }: VendorSearchProps) {
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, term, onTermChange);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative min-w-0 flex-1">
        <label htmlFor="vendor-search" className="sr-only">
          Search vendors
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
        <input
          ref={searchField}
          id="vendor-search"
          type="search"
          name="search"
          value={term}
          onChange={(event) => onTermChange(event.target.value)}
          placeholder="Search vendors by name or specialty"
          autoComplete="off"
          maxLength={200}
          className="h-11 w-full border-2 border-line bg-surface pr-3 pl-11 text-sm text-paper placeholder:text-muted hover:border-paper focus:border-acid"
        />
      </div>
      <NativeSelect
        label="Sort by"
        name="sort"
        value={sort}
        onChange={(event) => onSortChange(event.target.value as SellerSort)}
        options={Object.entries(SELLER_SORT_LABELS).map(([value, label]) => ({ value, label }))}
        className="sm:w-64"
      />
    </div>
  );
}
