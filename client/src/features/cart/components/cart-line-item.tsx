import { Link } from 'react-router';
import { Minus, Plus, Shirt, Trash2 } from 'lucide-react';
import { MAX_CART_QUANTITY } from '@shared/catalog-constants';
import type { CartLine } from '@shared/cart-schemas';
import { IMAGE_VARIANT_WIDTH, imageUrl } from '@shared/images';
import { formatPrice } from '@shared/money';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { CartStockNote } from './cart-stock-note';

interface CartLineItemProps {
  line: CartLine;
  /** A change to the cart is on its way: every button waits (spec section 4). */
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  onNavigate: () => void;
}

const stepButton =
  'grid size-9 place-items-center border-2 border-line hover:border-paper disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line';

export function CartLineItem({ line, busy, onQuantityChange, onRemove, onNavigate }: CartLineItemProps) {
  const { product } = line;
  const image = product.images[0];
  const side = IMAGE_VARIANT_WIDTH.thumb;
  const available = product.isAvailable;

  return (
    <li className="flex gap-3 border-b-2 border-line py-4 first:pt-0" data-testid="cart-line">
      <Link to={paths.product(product.id)} onClick={onNavigate} tabIndex={-1} aria-hidden className="shrink-0">
        {image ? (
          <img
            src={imageUrl(image, 'thumb')}
            alt=""
            width={side}
            height={side}
            loading="lazy"
            decoding="async"
            className={cn('size-18 bg-photo object-cover', !available && 'opacity-40 grayscale')}
          />
        ) : (
          <span className="grid size-18 place-items-center bg-raised text-muted">
            <Shirt aria-hidden className="size-8" strokeWidth={1} />
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={paths.product(product.id)}
          onClick={onNavigate}
          className="line-clamp-2 font-semibold leading-snug hover:text-acid"
        >
          {product.name}
        </Link>
        <p className="text-sm text-muted">
          Size {line.size} · {line.color}
        </p>
        {available ? (
          <p className="nums text-sm">
            {formatPrice(product.price)} <span className="text-muted">each</span>
          </p>
        ) : (
          <p className="text-sm font-semibold text-danger">Unavailable: no longer sold</p>
        )}
        <CartStockNote line={line} />
        <div className="mt-1 flex items-center gap-2">
          <button
            type="button"
            className={stepButton}
            disabled={busy}
            aria-label={`Decrease quantity of ${product.name}`}
            // Below 1 the line goes (spec section 4).
            onClick={() => (line.quantity > 1 ? onQuantityChange(line.quantity - 1) : onRemove())}
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <span className="nums w-7 text-center font-semibold" data-testid="cart-line-quantity">
            <span className="sr-only">Quantity </span>
            {line.quantity}
          </span>
          <button
            type="button"
            className={stepButton}
            // Stops at the stock of this size and colour, as the server would (and at the cart's own cap).
            disabled={busy || !available || line.quantity >= Math.min(MAX_CART_QUANTITY, line.stock)}
            aria-label={`Increase quantity of ${product.name}`}
            title={line.quantity >= line.stock && line.stock < MAX_CART_QUANTITY ? `Only ${line.stock} in stock` : undefined}
            onClick={() => onQuantityChange(line.quantity + 1)}
          >
            <Plus aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            className="ml-auto grid size-9 place-items-center text-muted hover:text-danger disabled:cursor-not-allowed disabled:opacity-40"
            disabled={busy}
            aria-label={`Remove ${product.name} from cart`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden className="size-5" />
          </button>
        </div>
      </div>
    </li>
  );
}
