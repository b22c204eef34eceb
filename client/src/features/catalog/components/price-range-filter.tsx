import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { priceBound } from '../utils/catalog-search-params';

interface PriceRangeFilterProps {
  minPrice: string | null;
  maxPrice: string | null;
  onApply: (range: { minPrice: string | null; maxPrice: string | null }) => void;
}

const inputClass =
  'nums h-11 w-full min-w-0 border-2 border-line bg-ink pl-7 pr-2 text-sm text-paper placeholder:text-muted hover:border-paper';

/** A typed bound as the address spells it: null for empty, undefined for nonsense. */
function parseAmount(raw: string): string | null | undefined {
  return raw.trim() ? (priceBound(raw) ?? undefined) : null;
}

interface PriceInputProps {
  name: 'minPrice' | 'maxPrice';
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

function PriceInput({ name, label, placeholder, value, onChange, invalid }: PriceInputProps) {
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, value, onChange);
  return (
    <div className="relative min-w-0 flex-1">
      <span aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted">$</span>
      <input
        ref={field}
        name={name}
        aria-label={label}
        inputMode="decimal"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        className={inputClass}
      />
    </div>
  );
}

/** Typed amounts stay local until applied; the page key resets them whenever the address changes. */
export function PriceRangeFilter({ minPrice, maxPrice, onApply }: PriceRangeFilterProps) {
  const [min, setMin] = useState(minPrice ?? '');
  const [max, setMax] = useState(maxPrice ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsedMin = parseAmount(min);
    const parsedMax = parseAmount(max);
    if (parsedMin === undefined || parsedMax === undefined) {
      setError('Enter amounts like 25 or 24.99');
      return;
    }
    setError(null);
    onApply({ minPrice: parsedMin, maxPrice: parsedMax });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="price-range-legend" className="min-w-0">
      <p id="price-range-legend" className="caps mb-2 text-sm text-muted">Price range</p>
      <div className="flex items-center gap-2">
        <PriceInput name="minPrice" label="Minimum price" placeholder="Min" value={min} onChange={setMin} invalid={Boolean(error)} />
        <span aria-hidden className="text-muted">–</span>
        <PriceInput name="maxPrice" label="Maximum price" placeholder="Max" value={max} onChange={setMax} invalid={Boolean(error)} />
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" variant="outline" size="sm" className="mt-3 w-full">
        Apply price
      </Button>
    </form>
  );
}
