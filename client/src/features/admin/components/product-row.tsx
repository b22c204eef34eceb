import { formatPrice } from '@shared/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { AdminProduct } from '../types';
import { ProductThumb } from './product-thumb';

interface ProductRowProps {
  product: AdminProduct;
  onAssign: (product: AdminProduct) => void;
  onToggleActive: (product: AdminProduct) => void;
  busy: boolean;
}

const cell = 'px-3 py-3 align-middle max-md:p-0';

/** One product in the admin table; on phones the row becomes a card (no sideways scrolling). */
export function ProductRow({ product, onAssign, onToggleActive, busy }: ProductRowProps) {
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
        <Badge tone={product.isActive ? 'acid' : 'muted'}>{product.isActive ? 'ACTIVE' : 'INACTIVE'}</Badge>
      </td>
      <td className={`${cell} max-md:col-span-2 max-md:mt-2`}>
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button size="sm" variant="outline" onClick={() => onAssign(product)} aria-label={`Assign ${product.name} to a seller`}>
            ASSIGN
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onToggleActive(product)}
            aria-label={`${product.isActive ? 'Deactivate' : 'Reactivate'} ${product.name}`}
          >
            {product.isActive ? 'DEACTIVATE' : 'REACTIVATE'}
          </Button>
        </div>
      </td>
    </tr>
  );
}
