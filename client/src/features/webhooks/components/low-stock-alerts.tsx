import { useState } from 'react';
import { ListState } from '../../../components/ui/list-state';
import { useLowStock, type LowStockProduct } from '../api/low-stock';
import { LowStockProductPicker } from './low-stock-product-picker';
import { LowStockThresholds } from './low-stock-thresholds';

/** Seller only: a threshold per size and colour, below which the shop's endpoints hear stock.low. */
export function LowStockAlerts() {
  const [product, setProduct] = useState<LowStockProduct | null>(null);
  const variants = useLowStock(product?.id ?? null);
  return (
    <section aria-labelledby="low-stock-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="low-stock-heading" className="caps text-2xl">Low-stock alerts</h2>
        <p className="text-sm text-muted">
          Set a threshold per size and colour: when a sale or an edit brings its stock down to the threshold or below, your endpoints that chose
          <code className="mx-1 font-mono text-paper">stock.low</code>hear about it.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <LowStockProductPicker chosen={product} onChoose={setProduct} />
        <div className="min-w-0">
          {product === null ? (
            <p className="border-2 border-dashed border-line p-4 text-sm text-muted">Choose a product to see its sizes and colours.</p>
          ) : (
            <div className="flex flex-col gap-3">
              <h3 className="caps text-lg">{product.name}</h3>
              <ListState
                isPending={variants.isPending} isError={variants.isError} isEmpty={false} onRetry={() => void variants.refetch()}
                emptyTitle=""
              >
                {/* Keyed by what the server holds, so a save or another product starts the form afresh. */}
                {variants.data && <LowStockThresholds key={`${product.id}-${variants.dataUpdatedAt}`} productId={product.id} productName={product.name} variants={variants.data} />}
              </ListState>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
