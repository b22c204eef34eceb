import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';
import { stockKey } from '../utils/product-form-values';

interface StockGridProps {
  sizes: string[];
  colors: string[];
  stock: Record<string, string>;
  onChange: (stock: Record<string, string>) => void;
  error?: string;
}

/** Stock per size and colour (streetwear sells out by size), with one box to fill them all. */
export function StockGrid({ sizes, colors, stock, onChange, error }: StockGridProps) {
  const [all, setAll] = useState('');
  if (sizes.length === 0 || colors.length === 0) {
    return <p className="text-sm text-muted">Choose sizes and colours to set the stock of each.</p>;
  }

  function setAllCells() {
    const next = { ...stock };
    for (const size of sizes) for (const color of colors) next[stockKey(size, color)] = all;
    onChange(next);
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="caps mb-2 text-sm text-muted">Stock per size and colour</legend>
      <div className="flex items-end gap-2">
        <label className="flex flex-col gap-1 text-sm text-muted">
          Set all to
          <input type="number" min={0} step={1} inputMode="numeric" value={all} onChange={(e) => setAll(e.target.value)} className={`${inputClasses} h-10 w-28`} />
        </label>
        <Button variant="outline" size="sm" className="h-10" onClick={setAllCells} disabled={all.trim() === ''}>Set all</Button>
      </div>
      <div className="overflow-x-auto">
        <table className="nums border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left text-muted">Size</th>
              {colors.map((color) => <th key={color} scope="col" className="p-1 text-left font-semibold">{color}</th>)}
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size}>
                <th scope="row" className="p-1 pr-3 text-left font-semibold">{size}</th>
                {colors.map((color) => {
                  const key = stockKey(size, color);
                  return (
                    <td key={color} className="p-1">
                      <input
                        type="number"
                        min={0}
                        step={1}
                        inputMode="numeric"
                        aria-label={`Stock ${size} / ${color}`}
                        value={stock[key] ?? ''}
                        placeholder="0"
                        onChange={(event) => onChange({ ...stock, [key]: event.target.value })}
                        className={`${inputClasses} h-10 w-20`}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  );
}
