import { useState, type FormEvent } from 'react';
import { isMoneyString } from '@shared/money';
import { Button } from '../../../components/ui/button';

interface PriceRangeFilterProps {
  minPrice: string | null;
  maxPrice: string | null;
  onApply: (range: { minPrice: string | null; maxPrice: string | null }) => void;
}

const inputClass =
  'nums h-11 w-full min-w-0 border-2 border-line bg-ink pl-7 pr-2 text-sm text-paper placeholder:text-muted hover:border-paper';

/** Accepts "25", "24.9" or "$24.99"; returns null for empty, undefined for nonsense. */
function parseAmount(raw: string): string | null | undefined {
  const value = raw.trim().replace(/^\$/, '');
  if (!value) return null;
  return isMoneyString(value) ? value : undefined;
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
        <div className="relative min-w-0 flex-1">
          <span aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted">$</span>
          <input
            name="minPrice"
            aria-label="Minimum price"
            inputMode="decimal"
            placeholder="Min"
            value={min}
            onChange={(event) => setMin(event.target.value)}
            aria-invalid={error ? true : undefined}
            className={inputClass}
          />
        </div>
        <span aria-hidden className="text-muted">–</span>
        <div className="relative min-w-0 flex-1">
          <span aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted">$</span>
          <input
            name="maxPrice"
            aria-label="Maximum price"
            inputMode="decimal"
            placeholder="Max"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            aria-invalid={error ? true : undefined}
            className={inputClass}
          />
        </div>
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
