import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePickableProducts, type LowStockProduct } from '../api/low-stock';

interface LowStockProductPickerProps {
  chosen: LowStockProduct | null;
  onChoose: (product: LowStockProduct) => void;
}

/** One of the shop's products, searched by name, lowest stock first; radio buttons, so arrows move the choice. */
export function LowStockProductPicker({ chosen, onChoose }: LowStockProductPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const products = usePickableProducts(term);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="caps mb-1 text-sm text-muted">Product</legend>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          type="search" aria-label="Search your products" placeholder="Search by name" value={search} maxLength={100}
          onChange={(event) => setSearch(event.target.value)} className={cn(inputClasses, 'h-11 pl-9 text-sm')}
        />
      </div>
      <div className="max-h-64 overflow-y-auto border-2 border-line">
        {products.isError ? (
          <p className="p-3 text-sm text-danger">Could not load your products. <button type="button" className="underline" onClick={() => void products.refetch()}>Try again</button></p>
        ) : products.data === undefined ? (
          <p className="p-3 text-sm text-muted" aria-busy="true">Loading...</p>
        ) : products.data.length === 0 ? (
          <p className="p-3 text-sm text-muted">{term ? 'No product matches this search.' : 'Your shop has no products yet: add one in the Products tab first.'}</p>
        ) : (
          <ul>
            {products.data.map((product) => (
              <li key={product.id} className="border-b border-line last:border-b-0">
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-raised">
                  <input
                    type="radio" name={`${id}-product`} className="size-4 shrink-0 accent-[var(--color-acid)]"
                    checked={chosen?.id === product.id} onChange={() => onChoose(product)}
                  />
                  <span className="min-w-0 flex-1 truncate">{product.name}</span>
                  <span className="nums shrink-0 text-sm text-muted">{formatCount(product.stock)} in stock</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
