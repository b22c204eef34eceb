import { useId } from 'react';
import { Search } from 'lucide-react';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';

export interface PickItem {
  id: number;
  label: string;
  /** A second line: a price, a shop's specialty. */
  detail?: string;
}

interface ManagePickListProps {
  legend: string;
  /** The things that may be chosen, as the search found them. */
  items: readonly PickItem[] | undefined;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  search: string;
  onSearch: (term: string) => void;
  error?: string;
  /** What the empty list says (no products yet, nothing matches). */
  emptyText: string;
}

/**
 * A searchable list of checkboxes: products for a shop's code or sale, shops for a platform code.
 * Ticks survive a new search, so the count says how many are chosen in all, seen or not.
 */
export function ManagePickList({ legend, items, selected, onChange, search, onSearch, error, emptyText }: ManagePickListProps) {
  const id = useId();
  const toggle = (itemId: number) => onChange(selected.includes(itemId) ? selected.filter((one) => one !== itemId) : [...selected, itemId]);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="caps mb-1 text-sm text-muted">
        {legend} <span className="nums text-paper">({selected.length} chosen)</span>
      </legend>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          type="search" aria-label={`Search ${legend.toLowerCase()}`} placeholder="Search by name" value={search} maxLength={100}
          onChange={(event) => onSearch(event.target.value)} className={cn(inputClasses, 'h-11 pl-9 text-sm')}
        />
      </div>
      <div className={cn('max-h-56 overflow-y-auto border-2 border-line', error && 'border-danger')}>
        {items === undefined ? (
          <p className="p-3 text-sm text-muted" aria-busy="true">Loading...</p>
        ) : items.length === 0 ? (
          <p className="p-3 text-sm text-muted">{emptyText}</p>
        ) : (
          <ul>
            {items.map((item) => (
              <li key={item.id} className="border-b border-line last:border-b-0">
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-raised">
                  <input type="checkbox" className="size-4 shrink-0 accent-[var(--color-acid)]" checked={selected.includes(item.id)} onChange={() => toggle(item.id)} />
                  <span className="min-w-0 flex-1 truncate">{item.label}</span>
                  {item.detail && <span className="nums shrink-0 text-sm text-muted">{item.detail}</span>}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && <p id={`${id}-error`} className="text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  );
}

