import { formatPrice } from '@shared/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { AdminProduct } from '../types';
import { ProductThumb } from './product-thumb';

interface ProductRowProps {
  product: AdminProduct;
  onAssign: (product: AdminProduct) => void;
  onTakeDown: (product: AdminProduct) => void;
  onReinstate: (product: AdminProduct) => void;
  busy: boolean;
}

const cell = 'px-3 py-3 align-middle max-md:p-0';

/** One product in the admin table; on phones the row becomes a card (no sideways scrolling). */
export function ProductRow({ product, onAssign, onTakeDown, onReinstate, busy }: ProductRowProps) {
  const { takeDown } = product;
  return (
    <tr className="border-b-2 border-line max-md:grid max-md:grid-cols-[4rem_1fr] max-md:gap-x-3 max-md:gap-y-1 max-md:py-4">
      <td className={`${cell} max-md:row-span-4`}>
        <ProductThumb image={product.images[0]} name={product.name} />
      </td>
      <td className={`${cell} font-semibold break-words`}>{product.name}</td>
      <td className={`${cell} nums text-sm text-muted`}>
        <span className="md:hidden">ID </span>#{product.id}
      </td>
      <td className={`${cell} nums`}>{formatPrice(product.price)}</td>
      <td className={cell}>
        {product.seller ? product.seller.businessName : <Badge tone="danger">UNASSIGNED</Badge>}
      </td>
      <td className={`${cell} max-md:col-start-2`}>
        {takeDown ? (
          <div className="flex flex-col items-start gap-1">
            <Badge tone="danger">TAKEN DOWN</Badge>
            <p className="max-w-56 text-sm break-words text-muted" data-testid="take-down-reason">{takeDown.reason}</p>
          </div>
        ) : (
          <Badge tone={product.isActive ? 'acid' : 'muted'}>{product.isActive ? 'ACTIVE' : 'PAUSED BY SELLER'}</Badge>
        )}
      </td>
      <td className={`${cell} max-md:col-span-2 max-md:mt-2`}>
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button size="sm" variant="outline" onClick={() => onAssign(product)} aria-label={`Assign ${product.name} to a seller`}>
            ASSIGN
          </Button>
          {takeDown ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onReinstate(product)} aria-label={`Reinstate ${product.name}`}>
              REINSTATE
            </Button>
          ) : (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onTakeDown(product)} aria-label={`Take down ${product.name}`}>
              TAKE DOWN
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
