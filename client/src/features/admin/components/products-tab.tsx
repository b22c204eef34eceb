import { useState } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast-store';
import { useAdminProducts } from '../api/get-admin-products';
import { useSetProductActive } from '../api/set-product-active';
import type { AdminAddress } from '../hooks/use-admin-address';
import type { AdminProduct } from '../types';
import { AssignProductDialog } from './assign-product-dialog';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListSearch } from '../../../components/ui/list-search';
import { ListState } from '../../../components/ui/list-state';
import { ProductRow } from './product-row';
import { TakeDownDialog } from './take-down-dialog';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-page';

const STATUS_OPTIONS = [
  { value: '', label: 'All products' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Paused by seller' },
  { value: 'taken_down', label: 'Taken down' },
  { value: 'unassigned', label: 'Unassigned' },
];

export function ProductsTab({ address }: { address: AdminAddress }) {
  const search = address.read('search');
  const status = address.read('status');
  const { data, isPending, isError, refetch } = useAdminProducts({
    search: search || undefined,
    status: status || undefined,
    page: address.page,
  });
  const [assigning, setAssigning] = useState<AdminProduct | null>(null);
  const [takingDown, setTakingDown] = useState<AdminProduct | null>(null);
  const setActive = useSetProductActive();

  function reinstate(product: AdminProduct) {
    setActive.mutate(
      { id: product.id, isActive: true },
      {
        onSuccess: () =>
          toast({
            title: 'Product Reinstated',
            description: product.isActive ? `${product.name} is back in the storefront.` : `${product.name} stays paused by its seller.`,
          }),
        onError: () => toast({ title: 'Error', description: 'Failed to update product. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <ListSearch label="Search products" value={search} onSearch={(term) => address.update({ search: term }, true)} />
        <NativeSelect
          label="Status"
          name="status"
          value={status}
          onChange={(event) => address.update({ status: event.target.value })}
          options={STATUS_OPTIONS}
          className="sm:w-64"
        />
      </div>
      <ListState
        isPending={isPending}
        isError={isError}
        isEmpty={data?.rows.length === 0}
        emptyTitle="No products found"
        emptyText={search || status ? 'Try another search or status.' : 'Import products by CSV to fill the catalogue.'}
        onRetry={() => void refetch()}
      >
        <table className="w-full text-left max-md:block">
          <thead className="max-md:hidden">
            <tr className="caps border-b-2 border-line text-sm text-muted">
              <th scope="col" className="px-3 py-2">Image</th>
              <th scope="col" className="px-3 py-2">Name</th>
              <th scope="col" className="px-3 py-2">ID</th>
              <th scope="col" className="px-3 py-2">Price</th>
              <th scope="col" className="px-3 py-2">Seller</th>
              <th scope="col" className="px-3 py-2">Status</th>
              <th scope="col" className="px-3 py-2 text-right">Actions</th>
            </tr>
          </thead>
          <tbody className="max-md:block">
            {data?.rows.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                onAssign={setAssigning}
                onTakeDown={setTakingDown}
                onReinstate={reinstate}
                busy={setActive.isPending && setActive.variables.id === product.id}
              />
            ))}
          </tbody>
        </table>
        {data && <ListFooter pageSize={ADMIN_PAGE_SIZE} total={data.total} page={address.page} shown={data.rows.length} hrefForPage={address.hrefForPage} noun="products" one="product" />}
      </ListState>
      <AssignProductDialog product={assigning} onClose={() => setAssigning(null)} />
      <TakeDownDialog product={takingDown} onClose={() => setTakingDown(null)} />
    </div>
  );
}
