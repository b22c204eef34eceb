import type { ProductSummary } from '@shared/catalog-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { useDeleteProduct } from '../api/product-writes';

interface DeleteProductDialogProps {
  product: ProductSummary | null;
  onClose: () => void;
}

export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const removal = useDeleteProduct();
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title="Delete product"
      description="Are you sure you want to delete this product? This action cannot be undone."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button
            disabled={removal.isPending}
            className="border-danger bg-danger text-ink"
            onClick={() => product && removal.mutate(product.id, {
              onSuccess: () => {
                toast({ title: 'Product Deleted', description: 'Your product has been removed from the marketplace.' });
                onClose();
              },
              onError: () => toast({ title: 'Error', description: 'Failed to delete product. Please try again.', variant: 'destructive' }),
            })}
          >
            {removal.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p className="font-semibold">{product?.name}</p>
    </Dialog>
  );
}
