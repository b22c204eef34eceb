import { Link } from 'react-router';
import { Eye, Pencil, Star, Trash2 } from 'lucide-react';
import type { SellerProduct } from '@shared/seller-tools-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { PriceTag } from '../../catalog/components/price-tag';
import { ProductImage } from '../../catalog/components/product-image';
import { FavouritesFigure } from './favourites-figure';

interface SellerProductCardProps {
  product: SellerProduct;
  onEdit: () => void;
  onDelete: () => void;
}

/** What a low-stock product is short of: few units left, or some sizes and colours sold out. */
function stockNote(product: SellerProduct): string {
  if (product.soldOutVariants > 0) return `${product.soldOutVariants} of ${product.variantCount} sizes/colours sold out`;
  return `Only ${product.stock} left`;
}

/** One of the seller's products with its real stock, its units sold and the three actions. */
export function SellerProductCard({ product, onEdit, onDelete }: SellerProductCardProps) {
  return (
    <article className="flex h-full flex-col border-2 border-line bg-surface" data-testid="seller-product-card">
      <div className="relative">
        <ProductImage image={product.images[0]} alt={product.name} variant="card" />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {product.isFeatured && <Badge tone="acid">Featured</Badge>}
          {product.takenDownAt ? (
            <Badge tone="danger" className="bg-ink">Taken down</Badge>
          ) : (
            !product.isActive && <Badge tone="muted" className="bg-ink">Hidden</Badge>
          )}
          {product.lowStock && <Badge tone="danger" className="bg-ink">Low stock</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 font-semibold">{product.name}</h3>
        {product.takeDownReason && (
          <p className="border-2 border-danger p-2 text-sm break-words" data-testid="take-down-notice">
            <span className="font-semibold text-danger">Taken down by the marketplace team: </span>
            {product.takeDownReason}
            <span className="block text-muted">Hidden from shoppers until an admin reinstates it.</span>
          </p>
        )}
        <PriceTag price={product.price} originalPrice={product.originalPrice} isOnSale={product.isOnSale} />
        <p className="nums flex items-center gap-1 text-sm text-muted">
          <Star aria-hidden className="size-4" />
          {product.totalReviews > 0 ? `${Number(product.rating).toFixed(1)} (${product.totalReviews})` : 'No reviews yet'}
        </p>
        <p className="nums flex flex-wrap gap-x-3 text-sm">
          {product.stock === 0 ? <span className="font-semibold text-danger">Sold out</span> : <span>{product.stock} in stock</span>}
          <span className="font-semibold" data-testid="units-sold">{plural(product.unitsSold, 'unit')} sold</span>
          <FavouritesFigure count={product.favouritesCount} />
        </p>
        {product.lowStock && <p className="text-sm font-semibold text-danger" data-testid="low-stock">{stockNote(product)}</p>}
        <div className="mt-auto flex gap-2 pt-2">
          <Link to={paths.product(product.id)} className={buttonClasses('outline', 'icon')} aria-label={`View ${product.name}`}>
            <Eye aria-hidden className="size-5" />
          </Link>
          <Button variant="outline" size="icon" onClick={onEdit} aria-label={`Edit ${product.name}`}>
            <Pencil aria-hidden className="size-5" />
          </Button>
          <Button variant="outline" size="icon" onClick={onDelete} aria-label={`Delete ${product.name}`} className="hover:border-danger hover:bg-danger">
            <Trash2 aria-hidden className="size-5" />
          </Button>
        </div>
      </div>
    </article>
  );
}
