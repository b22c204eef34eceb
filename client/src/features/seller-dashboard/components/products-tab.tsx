import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import type { OwnSeller } from '@shared/account-schemas';
import { SELLER_PRODUCT_SORTS, type SellerProduct, type SellerProductSort } from '@shared/seller-tools-schemas';
import { Button } from '../../../components/ui/button';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListSearch } from '../../../components/ui/list-search';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { readChoice } from '../../../lib/address-state';
import { useListPage } from '../../../lib/use-list-page';
import type { SellerProductsPage } from '../../sales/api/get-seller-products';
import { DeleteProductDialog } from './delete-product-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { ProductFormDialog } from './product-form-dialog';
import { SellerProductCard } from './seller-product-card';

export const SELLER_PRODUCTS_PAGE_SIZE = 24;

const SORT_LABELS: Record<SellerProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name A-Z',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  'stock-low': 'Stock: lowest first',
  'best-selling': 'Best-selling',
};
const SORT_OPTIONS = SELLER_PRODUCT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** The products tab's list state, kept in the address beside ?tab= (productSearch, productSort, lowStock, productPage). */
export function readProductsAddress(params: URLSearchParams) {
  const page = Number(params.get('productPage'));
  return {
    search: params.get('productSearch')?.trim() || undefined,
    sort: readChoice(params, 'productSort', SELLER_PRODUCT_SORTS, 'newest'),
    lowStock: params.get('lowStock') === 'true' || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: SELLER_PRODUCTS_PAGE_SIZE,
  };
}

interface ProductsTabProps {
  seller: OwnSeller;
  products: UseQueryResult<SellerProductsPage>;
}

export function ProductsTab({ products }: ProductsTabProps) {
  const [params, setParams] = useSearchParams();
  const address = readProductsAddress(params);
  const [editing, setEditing] = useState<SellerProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SellerProduct | null>(null);
  const list = products.data?.products;
  const filtered = address.search !== undefined || address.lowStock === true;

  // A new search, sort or filter starts again from the first page.
  const update = (key: string, value: string | undefined) => setParams((current) => {
    if (value) current.set(key, value);
    else current.delete(key);
    current.delete('productPage');
    return current;
  }, { replace: true });
  const { hrefForPage } = useListPage('productPage');

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="caps text-2xl">Your products</h2>
        <Button onClick={() => setEditing('new')}><Plus aria-hidden className="size-5" />ADD PRODUCT</Button>
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <ListSearch label="Search your products" value={address.search ?? ''} onSearch={(term) => update('productSearch', term || undefined)} />
        <NativeSelect
          label="Sort" name="productSort" className="md:w-72" value={address.sort} options={SORT_OPTIONS}
          onChange={(event) => update('productSort', event.target.value === 'newest' ? undefined : event.target.value)}
        />
        <Switch label="Low stock only" name="lowStock" checked={address.lowStock === true} onCheckedChange={(on) => update('lowStock', on ? 'true' : undefined)} />
      </div>
      {products.isError && list === undefined ? (
        <LoadError what="your products" onRetry={() => void products.refetch()} />
      ) : list === undefined ? (
        <div className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => <Skeleton key={index} className="aspect-[3/4]" />)}
        </div>
      ) : list.length === 0 && filtered ? (
        <PageMessage title="NO MATCHING PRODUCTS">Try another search, or turn off Low stock only.</PageMessage>
      ) : list.length === 0 ? (
        <PageMessage title="NO PRODUCTS YET">Add your first design and it goes live in the marketplace.</PageMessage>
      ) : (
        <div className={products.isPlaceholderData ? 'opacity-60' : undefined}>
          <ul className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-4" aria-label="Your products">
            {list.map((product) => (
              <li key={product.id}>
                <SellerProductCard product={product} onEdit={() => setEditing(product)} onDelete={() => setDeleting(product)} />
              </li>
            ))}
          </ul>
          <ListFooter
            total={products.data?.total ?? 0} page={address.page} shown={list.length} pageSize={SELLER_PRODUCTS_PAGE_SIZE}
            hrefForPage={hrefForPage} noun="products"
          />
        </div>
      )}
      <ProductFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        product={editing !== null && editing !== 'new' ? editing : undefined}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
