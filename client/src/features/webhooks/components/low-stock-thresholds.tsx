import { useForm } from 'react-hook-form';
import type { LowStockThreshold, LowStockUpdateInput } from '@shared/webhook-schemas';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { useSaveLowStock } from '../api/low-stock';
import { lowStockResolver, lowStockToForm, type LowStockFormValues } from '../utils/low-stock-form';

interface LowStockThresholdsProps {
  productId: number;
  productName: string;
  variants: LowStockThreshold[];
}

/** Each size and colour of one product with its stock, and the threshold at which stock.low fires. */
export function LowStockThresholds({ productId, productName, variants }: LowStockThresholdsProps) {
  const save = useSaveLowStock(productId);
  const form = useForm<LowStockFormValues, unknown, LowStockUpdateInput>({ resolver: lowStockResolver, defaultValues: lowStockToForm(variants) });
  const { errors } = form.formState;

  const submit = (body: LowStockUpdateInput) => save.mutateAsync(body).then(
    // The list is fetched again after a save, and the form starts afresh from what the server kept.
    () => toast({ title: 'Thresholds saved', description: productName }),
    (error: unknown) => toast({ title: 'Could not save the thresholds', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
  );

  if (variants.length === 0) return <p className="text-sm text-muted">This product has no sizes and colours yet: set its stock in the Products tab.</p>;

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" aria-label={`Thresholds for ${productName}`}>
      <table className="nums w-full border-collapse text-sm">
        <caption className="sr-only">Stock and low-stock threshold per size and colour of {productName}</caption>
        <thead>
          <tr className="border-b-2 border-line text-left">
            <th scope="col" className="caps py-2 pr-3 text-xs text-muted">Size / colour</th>
            <th scope="col" className="caps py-2 pr-3 text-xs text-muted">In stock</th>
            <th scope="col" className="caps py-2 text-xs text-muted">Alert at</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant, index) => {
            const error = errors.rows?.[index]?.threshold?.message;
            const inputId = `low-stock-${productId}-${index}`;
            return (
              <tr key={`${variant.size}|${variant.color}`} className="border-b border-line align-top">
                <th scope="row" className="py-2 pr-3 text-left font-semibold">{variant.size} / {variant.color}</th>
                <td className="py-2 pr-3">{formatCount(variant.stock)}</td>
                <td className="py-2">
                  <input
                    id={inputId} type="number" min={0} step={1} inputMode="numeric" placeholder="No alert"
                    aria-label={`Alert threshold ${variant.size} / ${variant.color}`}
                    aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined}
                    className={cn(inputClasses, 'h-10 w-28')} {...form.register(`rows.${index}.threshold`)}
                  />
                  {error && <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-danger">{error}</p>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save thresholds'}</Button>
        <p className="text-sm text-muted">Leave a size and colour blank for no alert.</p>
      </div>
    </form>
  );
}
