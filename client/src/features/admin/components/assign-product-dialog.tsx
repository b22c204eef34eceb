import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast-store';
import { useAssignProduct } from '../api/assign-product';
import { useAdminSellers } from '../api/get-admin-sellers';
import type { AdminProduct } from '../types';
import { ListSearch } from '../../../components/ui/list-search';

// The API's largest page: the dialog narrows by search rather than paging through shops.
const SELLER_CHOICES = 100;

interface AssignProductDialogProps {
  product: AdminProduct | null;
  onClose: () => void;
}

/** Picks the shop a product belongs to (PATCH /api/admin/assign-product/{id}). */
export function AssignProductDialog({ product, onClose }: AssignProductDialogProps) {
  const [search, setSearch] = useState('');
  const [sellerId, setSellerId] = useState('');
  const sellers = useAdminSellers({ search: search || undefined, pageSize: SELLER_CHOICES }, product !== null);
  const assign = useAssignProduct();

  function close() {
    setSellerId('');
    setSearch('');
    onClose();
  }

  function submit() {
    if (!product || !sellerId) return;
    assign.mutate(
      { productId: product.id, sellerId: Number(sellerId) },
      {
        onSuccess: (updated) => {
          toast({ title: 'Product Assigned', description: `${updated.name} now belongs to ${updated.seller?.businessName ?? 'the shop'}.` });
          close();
        },
        onError: () => toast({ title: 'Assignment Failed', description: 'Failed to assign product to seller.', variant: 'destructive' }),
      },
    );
  }

  const options = [
    { value: '', label: sellers.isPending ? 'Loading sellers...' : 'Choose a seller' },
    ...(sellers.data?.rows ?? []).map((seller) => ({
      value: String(seller.id),
      label: `${seller.businessName}${seller.isActive ? '' : ' (inactive)'}`,
    })),
  ];

  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => !open && close()}
      title="Assign to seller"
      description={product ? `Product #${product.id}: ${product.name}` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close}>CANCEL</Button>
          <Button onClick={submit} disabled={!sellerId || assign.isPending}>
            {assign.isPending ? 'ASSIGNING...' : 'ASSIGN'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <ListSearch label="Search sellers" value={search} onSearch={setSearch} />
        <NativeSelect
          label="Seller"
          name="sellerId"
          className="flex-col items-stretch"
          value={sellerId}
          onChange={(event) => setSellerId(event.target.value)}
          options={options}
        />
        {sellers.data && sellers.data.rows.length === 0 && <p className="text-sm text-muted">No seller matches this search.</p>}
        {sellers.isError && <p className="text-sm text-danger">The sellers could not be loaded.</p>}
      </div>
    </Dialog>
  );
}
