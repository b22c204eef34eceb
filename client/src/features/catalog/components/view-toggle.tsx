import { LayoutGrid, List } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { CatalogView } from '../utils/catalog-search-params';

const OPTIONS: Array<{ value: CatalogView; label: string; Icon: typeof List }> = [
  { value: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { value: 'list', label: 'List view', Icon: List },
];

export function ViewToggle({ view, onChange }: { view: CatalogView; onChange: (view: CatalogView) => void }) {
  return (
    <div role="group" aria-label="Layout" className="flex border-2 border-line">
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn('grid size-10 place-items-center', view === value ? 'bg-paper text-ink' : 'hover:text-acid')}
        >
          <Icon aria-hidden className="size-5" />
        </button>
      ))}
    </div>
  );
}
