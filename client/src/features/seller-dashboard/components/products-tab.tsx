import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { OwnSeller } from '@shared/account-schemas';
import type { OwnedProductSummary } from '@shared/catalog-schemas';
import { Button } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton } from '../../../components/ui/skeleton';
import type { OwnProductPage } from '../api/get-own-products';
import { DeleteProductDialog } from './delete-product-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { ProductFormDialog } from './product-form-dialog';
import { SellerProductCard } from './seller-product-card';

interface ProductsTabProps {
  seller: OwnSeller;
  products: UseQueryResult<OwnProductPage>;
}

export function ProductsTab({ products }: ProductsTabProps) {
  const [editing, setEditing] = useState<OwnedProductSummary | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OwnedProductSummary | null>(null);
  const list = products.data?.products;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="caps text-2xl">Your products</h2>
        <Button onClick={() => setEditing('new')}><Plus aria-hidden className="size-5" />ADD PRODUCT</Button>
      </div>
      {products.isError && list === undefined ? (
        <LoadError what="your products" onRetry={() => void products.refetch()} />
      ) : list === undefined ? (
        <div className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => <Skeleton key={index} className="aspect-[3/4]" />)}
        </div>
      ) : list.length === 0 ? (
        <PageMessage title="NO PRODUCTS YET">Add your first design and it goes live in the marketplace.</PageMessage>
      ) : (
        <ul className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-4">
          {list.map((product) => (
            <li key={product.id}>
              <SellerProductCard product={product} onEdit={() => setEditing(product)} onDelete={() => setDeleting(product)} />
            </li>
          ))}
        </ul>
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
