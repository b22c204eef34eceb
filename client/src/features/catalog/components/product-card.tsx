import { useContext } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '@shared/catalog-schemas';
import { CARD_SIZES_SHOWN, isNewProduct } from '@shared/catalog-constants';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { PriceTag } from './price-tag';
import { ProductCardActionContext } from './product-card-action';
import { ProductImage } from './product-image';
import { isSoldOut } from '../utils/variant-stock';

interface ProductCardProps {
  product: ProductSummary;
  layout?: 'grid' | 'list';
  /** Cards in the first row load at once; the rest wait until scrolled near. */
  eager?: boolean;
}

export function ProductCard({ product, layout = 'grid', eager = false }: ProductCardProps) {
  const shownSizes = product.sizes.slice(0, CARD_SIZES_SHOWN);
  const hiddenSizes = product.sizes.length - shownSizes.length;
  const isNew = isNewProduct(product.createdAt);
  const isList = layout === 'list';
  // Beside the link, not in it: a button inside a link is invalid and would follow the link.
  const action = useContext(ProductCardActionContext)?.(product);

  return (
    <div className="relative h-full">
      <Link
        to={paths.product(product.id)}
        className={cn(
          'group flex h-full border-2 border-line bg-surface transition-[border-color,box-shadow] hover:border-paper hover:shadow-hard',
          isList ? 'flex-row' : 'flex-col',
        )}
        data-testid="product-card"
      >
        <div className={cn('relative shrink-0 overflow-hidden', isList && 'w-36 xs:w-48 sm:w-56')}>
          <ProductImage
            image={product.images[0]}
            alt={product.name}
            variant="card"
            eager={eager}
            className="transition-transform duration-300 group-hover:scale-[1.03]"
          />
          {/* The top-left corner: the top-right one is the heart's. */}
          <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
            {isNew && <span className="caps bg-acid px-2 py-0.5 text-sm text-ink">New</span>}
            {isSoldOut(product) && <span className="caps bg-danger px-2 py-0.5 text-sm text-ink">Sold out</span>}
          </div>
        </div>
        <div className={cn('flex flex-1 flex-col gap-1.5 p-3 sm:p-4', isList && 'justify-center', isList && Boolean(action) && 'pr-14')}>
          <h3 className="line-clamp-2 text-base leading-snug font-semibold group-hover:text-acid">{product.name}</h3>
          {product.seller && <p className="truncate text-sm text-muted">by {product.seller.businessName}</p>}
          <PriceTag price={product.price} originalPrice={product.originalPrice} isOnSale={product.isOnSale} className="mt-auto pt-1" />
          {shownSizes.length > 0 && (
            <ul className="flex flex-wrap gap-1" aria-label="Sizes">
              {shownSizes.map((size) => (
                <li key={size} className="nums border border-line px-1.5 text-xs text-muted">
                  {size}
                </li>
              ))}
              {hiddenSizes > 0 && <li className="nums px-1 text-xs text-muted">+{hiddenSizes}</li>}
            </ul>
          )}
          {isList && product.description && (
            <p className="mt-1 line-clamp-2 hidden text-sm text-muted sm:block">{product.description}</p>
          )}
        </div>
      </Link>
      {action && <div className="absolute top-2 right-2">{action}</div>}
    </div>
  );
}
