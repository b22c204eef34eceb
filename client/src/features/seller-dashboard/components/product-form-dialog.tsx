import type { OwnedProduct } from '@shared/catalog-schemas';
import type { ProductCreateInput } from '@shared/product-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useCreateProduct, useUpdateProduct } from '../api/product-writes';
import { emptyProductForm, productToForm } from '../utils/product-form-values';
import { PRODUCT_FORM_ID, ProductForm } from './product-form';

interface ProductFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product being edited; none means a new one. */
  product?: OwnedProduct;
}

/** ADD PRODUCT and EDIT PRODUCT, with the spec's toasts (section 8). */
export function ProductFormDialog({ open, onOpenChange, product }: ProductFormDialogProps) {
  const creation = useCreateProduct();
  const update = useUpdateProduct();
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
          <Button type="submit" form={PRODUCT_FORM_ID} disabled={pending}>
            {pending ? 'Saving...' : product ? 'Update Product' : 'Create Product'}
          </Button>
        </>
      }
    >
      {/* Keyed so reopening starts from the product as stored, not from an abandoned edit. */}
      <ProductForm
        key={product ? `${product.id}-${product.updatedAt}` : 'new'}
        initial={product ? productToForm(product) : emptyProductForm()}
        enableLibrary={!product}
        onSubmit={submit}
      />
    </Dialog>
  );
}
