import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import type { Product } from '@shared/catalog-schemas';
import { SHIPPING } from '@shared/catalog-constants';
import { formatPrice } from '@shared/money';
import { PriceTag } from './price-tag';
import { ProductOptions } from './product-options';
import { isSoldOut, variantStock } from '../utils/variant-stock';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';

export interface ProductChoice {
  size: string | null;
  color: string | null;
  quantity: number;
  /** A size and a colour are chosen (when the product offers any). */
  complete: boolean;
  /** The chosen size and colour has none left: no cart, but an alert for when it is back. */
  soldOut: boolean;
}

interface ProductDetailsProps {
  product: Product;
  /** The purchase control; the page supplies it so the catalogue does not depend on the cart. */
  renderAction: (choice: ProductChoice) => ReactNode;
  /** Beside the shop's name (Follow); the page supplies it, as it does the purchase control. */
  shopAction?: ReactNode;
}

/** Everything beside the gallery: name, seller, price, choosers and the purchase control. */
export function ProductDetails({ product, renderAction, shopAction }: ProductDetailsProps) {
  const [size, setSize] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  const [wantedQuantity, setQuantity] = useState(1);
  const chosenStock = size && color ? variantStock(product.variants, size, color) : undefined;
  // Never more than the chosen size and colour has (the cart would refuse it anyway).
  const quantity = chosenStock ? Math.min(wantedQuantity, chosenStock) : wantedQuantity;
  const soldOut = isSoldOut(product);
  const needsSize = product.sizes.length > 0 && !size;
  const needsColor = product.colors.length > 0 && !color;
  const missing = [needsSize && 'a size', needsColor && 'a colour'].filter(Boolean).join(' and ');
  const chosenSoldOut = chosenStock === 0;
  const note = chosenSoldOut
    ? `${size} / ${color} is sold out.`
    : soldOut
      ? 'Every size and colour of this design is sold out. Choose yours to hear when it is back.'
      : missing ? `Choose ${missing} to add this design to your cart.` : '\u00a0';

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to={paths.shop({ category: product.category.slug })} className="caps w-fit text-sm text-acid hover:underline">
          {product.category.name}
        </Link>
        <h1 className="caps text-4xl leading-none break-words sm:text-5xl">{product.name}</h1>
        {product.seller && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="product-shop">
            <p className="text-muted">
              by{' '}
              <Link to={paths.seller(product.seller.id)} className="font-semibold text-paper underline underline-offset-4 hover:text-acid">
                {product.seller.businessName}
              </Link>
            </p>
            {shopAction}
          </div>
        )}
        {product.totalReviews > 0 ? (
          <Link
            to={paths.productReviews(product.id)}
            className="nums flex w-fit items-center gap-1 text-sm text-muted hover:text-acid"
            aria-label={`Rated ${Number(product.rating).toFixed(1)} out of 5 from ${plural(product.totalReviews, 'review')}: read the reviews`}
            data-testid="product-rating"
          >
            <Star aria-hidden className="size-4 fill-acid text-acid" />
            <span className="font-semibold text-paper">{Number(product.rating).toFixed(1)}</span>
            <span className="underline underline-offset-4">({plural(product.totalReviews, 'review')})</span>
          </Link>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted" data-testid="product-rating">
            <span className="caps bg-acid px-2 text-ink">New</span>
            No reviews yet
          </p>
        )}
      </div>
      <PriceTag price={product.price} originalPrice={product.originalPrice} isOnSale={product.isOnSale} size="lg" />
      {soldOut && <p className="caps w-fit border-2 border-danger px-3 py-1 text-danger">Sold out</p>}
      <ProductOptions
        sizes={product.sizes}
        colors={product.colors}
        variants={product.variants}
        size={size}
        color={color}
        quantity={quantity}
        onSizeChange={setSize}
        onColorChange={setColor}
        onQuantityChange={setQuantity}
      />
      <div className="flex flex-col gap-2">
        {renderAction({ size, color, quantity, complete: !missing, soldOut: chosenSoldOut })}
        <p className="text-sm text-muted" aria-live="polite">{note}</p>
      </div>
      <p className="nums border-t-2 border-line pt-4 text-sm text-muted">
        Free shipping on orders over {formatPrice(SHIPPING.freeOver)} from this seller. Returns within {SHIPPING.returnDays} days.
      </p>
    </div>
  );
}
