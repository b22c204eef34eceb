import type { OwnedProductSummary } from '@shared/catalog-schemas';
import type { ProductCreateInput } from '@shared/product-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useProduct } from '../../catalog/api/get-product';
import { useCreateProduct, useUpdateProduct } from '../api/product-writes';
import { emptyProductForm, productToForm } from '../utils/product-form-values';
import { LoadError } from '../../../components/ui/load-error';
import { PRODUCT_FORM_ID, ProductForm } from './product-form';

interface ProductFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product being edited; none means a new one. */
  product?: OwnedProductSummary;
}

/** ADD PRODUCT and EDIT PRODUCT, with the spec's toasts (section 8). */
export function ProductFormDialog({ open, onOpenChange, product }: ProductFormDialogProps) {
  const creation = useCreateProduct();
  const update = useUpdateProduct();
  // Lists carry no stock per size and colour: the form starts from the product's own reply.
  const stored = useProduct(open && product ? product.id : null);
  const loading = product !== undefined && stored.data === undefined;
  const pending = creation.isPending || update.isPending;

  function submit(payload: ProductCreateInput) {
    if (product) {
      // A taken-down product's switch is the admin's to turn back on: the server refuses isActive true.
      const { isActive, ...rest } = payload;
      const changes = product.takenDownAt && isActive ? rest : payload;
      update.mutate({ id: product.id, product: changes }, {
        onSuccess: () => {
          toast({ title: 'Product Updated', description: 'Your product has been successfully updated.' });
          onOpenChange(false);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to update product. Please try again.', variant: 'destructive' }),
      });
      return;
    }
    creation.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'Product Added', description: 'Your product has been successfully added to the marketplace.' });
        onOpenChange(false);
      },
      onError: (error) => toast({
        title: 'Error',
        description: `Failed to add product: ${serverMessage(error) ?? error.message}`,
        variant: 'destructive',
      }),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={product ? 'EDIT PRODUCT' : 'ADD PRODUCT'}
      description={product ? 'Update your streetwear design details.' : 'List a new streetwear design in your shop.'}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" form={PRODUCT_FORM_ID} disabled={pending || loading}>
            {pending ? 'Saving...' : product ? 'Update Product' : 'Create Product'}
          </Button>
        </>
      }
    >
      {product && stored.data === undefined ? (
        stored.isError ? (
          <LoadError what="this product" onRetry={() => void stored.refetch()} />
        ) : (
          <div className="flex flex-col gap-4" aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => <Skeleton key={index} className="h-12" />)}
          </div>
        )
      ) : (
        // Keyed so reopening starts from the product as stored, not from an abandoned edit.
        <ProductForm
          key={stored.data ? `${stored.data.id}-${stored.data.updatedAt}` : 'new'}
          initial={stored.data ? productToForm(stored.data) : emptyProductForm()}
          enableLibrary={!product}
          onSubmit={submit}
        />
      )}
    </Dialog>
  );
}
