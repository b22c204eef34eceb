import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

/** Submitting a non-blank term opens the catalogue filtered by it; a blank term does nothing. */
export function SearchForm({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname === paths.home ? (new URLSearchParams(location.search).get('search') ?? '') : '';
  const [term, setTerm] = useState(current);
  const [shownFor, setShownFor] = useState(current);
  // Follow the address (a removed search chip, a back button) without an effect.
  if (shownFor !== current) {
    setShownFor(current);
    setTerm(current);
  }
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, term, setTerm);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    navigate(paths.shop({ search: trimmed }), { state: { scrollToShop: true } });
    onSearch?.();
  }

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor="site-search" className="sr-only">
        Search designs
      </label>
      <input
        ref={searchField}
        id="site-search"
        type="search"
        name="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="SEARCH DESIGNS..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-11 w-full border-2 border-line bg-surface pr-12 pl-4 text-sm text-paper placeholder:font-display placeholder:tracking-wider placeholder:text-muted hover:border-paper focus:border-acid"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-0 right-0 grid h-11 w-11 place-items-center text-muted hover:text-acid"
      >
        <Search aria-hidden className="size-5" />
      </button>
    </form>
  );
}
