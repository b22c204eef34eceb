import type { Category } from '@shared/catalog-schemas';
import { FILTER_SIZES, type ProductSize } from '@shared/catalog-constants';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { hasActiveFilters, type CatalogFilters } from '../utils/catalog-search-params';
import { CategoryFilter } from './category-filter';
import { PriceRangeFilter } from './price-range-filter';

const ALL_SIZES = 'all';
const SIZE_CHOICES = [{ label: 'All Sizes', value: ALL_SIZES }, ...FILTER_SIZES];

interface FilterPanelProps {
  filters: CatalogFilters;
  categories: Category[] | undefined;
  selectedCategories: string[];
  onToggleCategory: (slug: string) => void;
  onChange: (patch: Partial<CatalogFilters>) => void;
  onClear: () => void;
}

export function FilterPanel(props: FilterPanelProps) {
  const { filters, categories, selectedCategories, onToggleCategory, onChange, onClear } = props;
  // Choosing a size replaces the list; "All Sizes" empties it (spec section 4).
  const sizeValue = filters.sizes.length === 0 ? ALL_SIZES : filters.sizes.length === 1 ? filters.sizes[0]! : null;

  return (
    <div className="flex flex-col gap-7" data-testid="filter-panel">
      <CategoryFilter categories={categories} selected={selectedCategories} onToggle={onToggleCategory} />
      <ChoiceGroup
        legend="Size"
        name="size"
        choices={SIZE_CHOICES}
        value={sizeValue}
        onChange={(value) => onChange({ sizes: value === ALL_SIZES ? [] : [value as ProductSize] })}
      />
      <PriceRangeFilter
        key={`${filters.minPrice}-${filters.maxPrice}`}
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onApply={onChange}
      />
      <Button
        variant="outline"
        size="sm"
        onClick={onClear}
        disabled={!hasActiveFilters(filters)}
        className="w-full border-line"
      >
        Clear Filters
      </Button>
    </div>
  );
}
