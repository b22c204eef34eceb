import type { Category } from '@shared/catalog-schemas';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../lib/format';

interface CategoryFilterProps {
  categories: Category[] | undefined;
  selected: string[];
  onToggle: (slug: string) => void;
}

export function CategoryFilter({ categories, selected, onToggle }: CategoryFilterProps) {
  const first = categories?.find((category) => category.slug === selected[0]);
  return (
    <fieldset className="min-w-0">
      <legend className="caps mb-2 text-sm text-muted">Category</legend>
      {!categories ? (
        <div className="flex flex-col gap-2" aria-hidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </div>
      ) : (
        <ul className="flex flex-col gap-1">
          {categories.map((category) => (
            <li key={category.id}>
              <label
                htmlFor={category.slug}
                className="flex min-h-10 cursor-pointer items-center gap-3 px-1 hover:text-acid"
              >
                <input
                  type="checkbox"
                  id={category.slug}
                  name="category"
                  value={category.slug}
                  checked={selected.includes(category.slug)}
                  onChange={() => onToggle(category.slug)}
                  className="size-5 shrink-0 cursor-pointer accent-acid"
                />
                <span className="flex-1">{category.name}</span>
                <span className="nums text-sm text-muted">({formatCount(category.productCount)})</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {selected.length > 1 && first && (
        <p className="mt-2 text-xs text-muted" role="status">
          One category at a time: showing {first.name}.
        </p>
      )}
    </fieldset>
  );
}
