import { Search } from 'lucide-react';
import { inputClasses } from './text-field';
import { cn } from '../../lib/cn';
import { useSearchTerm } from '../../lib/use-search-term';

const MAX_SEARCH_LENGTH = 100;

interface ListSearchProps {
  label: string;
  value: string;
  onSearch: (term: string) => void;
  className?: string;
}

/** A search box for a list kept in the address: the box answers at once, the request follows when typing pauses. */
export function ListSearch({ label, value, onSearch, className }: ListSearchProps) {
  const [term, setTerm] = useSearchTerm(value, onSearch);

  return (
    <div className={cn('relative min-w-0 flex-1', className)}>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        maxLength={MAX_SEARCH_LENGTH}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        className={cn(inputClasses, 'h-11 pl-9 text-sm')}
      />
    </div>
  );
}
