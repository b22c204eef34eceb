import { Link } from 'react-router';
import { formatPrice } from '@shared/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ProductImage } from '../../catalog/components/product-image';
import { useSellerProducts } from '../../sales/api/get-seller-products';
import { FavouritesFigure } from './favourites-figure';

const TOP_PRODUCTS = 3; // spec section 9 shows three

/** The shop's best sellers by units of paid orders that stand, counted by the database. */
export function TopProducts() {
  const top = useSellerProducts({ sort: 'best-selling', page: 1, pageSize: TOP_PRODUCTS });
  const sold = top.data?.products.filter((product) => product.unitsSold > 0);
  return (
    <section aria-labelledby="top-products">
      <h2 id="top-products" className="caps mb-1 text-2xl">Top products</h2>
      <p className="mb-4 text-sm text-muted">By units sold in paid orders</p>
      {top.isError && !top.data ? (
        <LoadError what="your top products" onRetry={() => void top.refetch()} />
      ) : sold === undefined ? (
        <Skeleton className="h-24" />
      ) : sold.length === 0 ? (
        <p className="text-muted">No sales yet. Your best sellers show here once shoppers pay for their orders.</p>
      ) : (
        <ol className="grid gap-3 md:grid-cols-3">
          {sold.map((product, index) => (
            <li key={product.id}>
              <Link to={paths.product(product.id)} className="flex min-w-0 items-center gap-3 border-2 border-line p-2 hover:border-paper">
                <span className="caps nums w-6 shrink-0 text-center text-xl text-acid" aria-hidden>{index + 1}</span>
                <div className="size-16 shrink-0">
                  <ProductImage image={product.images[0]} alt={product.name} variant="thumb" />
                </div>
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-semibold">{product.name}</span>
                  <span className="nums flex gap-3 text-sm">
                    <span data-testid="top-product-units">{plural(product.unitsSold, 'unit')} sold</span>
                    <FavouritesFigure count={product.favouritesCount} />
                  </span>
                  <span className="nums text-sm text-muted">{formatPrice(product.price)} · {product.stock} in stock</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
