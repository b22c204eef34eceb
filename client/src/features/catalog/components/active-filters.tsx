import { X } from 'lucide-react';
import type { Category } from '@shared/catalog-schemas';
import { FILTER_SIZES } from '@shared/catalog-constants';
import { formatPrice } from '@shared/money';
import type { CatalogFilters } from '../utils/catalog-search-params';

interface ActiveFiltersProps {
  filters: CatalogFilters;
  categories: Category[] | undefined;
  onChange: (patch: Partial<CatalogFilters>) => void;
}

function sizeLabel(size: string) {
  return FILTER_SIZES.find((option) => option.value === size)?.label ?? size;
}

function priceLabel(min: string | null, max: string | null) {
  if (min && max) return `${formatPrice(min)} – ${formatPrice(max)}`;
  return min ? `From ${formatPrice(min)}` : `Up to ${formatPrice(max!)}`;
}

/** What is narrowing the list right now, each removable on its own. */
export function ActiveFilters({ filters, categories, onChange }: ActiveFiltersProps) {
  const chips: Array<{ key: string; label: string; clear: Partial<CatalogFilters> }> = [];
  if (filters.search) chips.push({ key: 'search', label: `“${filters.search}”`, clear: { search: '' } });
  if (filters.category) {
    const name = categories?.find((category) => category.slug === filters.category)?.name ?? filters.category;
    chips.push({ key: 'category', label: name, clear: { category: null } });
  }
  if (filters.sizes.length > 0) {
    chips.push({ key: 'sizes', label: `Size ${filters.sizes.map(sizeLabel).join(', ')}`, clear: { sizes: [] } });
  }
  if (filters.minPrice || filters.maxPrice) {
    chips.push({ key: 'price', label: priceLabel(filters.minPrice, filters.maxPrice), clear: { minPrice: null, maxPrice: null } });
  }
  if (filters.featured) chips.push({ key: 'featured', label: 'Featured', clear: { featured: false } });
  if (filters.sale) chips.push({ key: 'sale', label: 'On sale', clear: { sale: false } });
  if (chips.length === 0) return null;

  return (
    <ul className="flex flex-wrap gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange(chip.clear)}
            aria-label={`Remove filter ${chip.label}`}
            className="nums inline-flex h-9 items-center gap-2 border-2 border-acid px-3 text-sm font-semibold text-acid hover:bg-acid hover:text-ink"
          >
            {chip.label}
            <X aria-hidden className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
