import type { OwnReview } from '@shared/review-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useDeleteReview } from '../api/delete-review';

/** Asks once before a review goes: its stars leave the product's and the shop's figures. */
export function DeleteReviewDialog({ review, onClose }: { review: OwnReview | null; onClose: () => void }) {
  const remove = useDeleteReview({
    onSuccess: () => {
      toast({ title: 'Review deleted', description: 'It is gone from the product page and its figures.' });
      onClose();
    },
    onError: (error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to delete your review', variant: 'destructive' }),
  });
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => { if (!open) onClose(); }}
      title="Delete your review?"
      description={review ? review.product.name : undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Keep it</Button>
          <Button disabled={remove.isPending} onClick={() => review && remove.mutate(review.id)}>
            {remove.isPending ? 'Deleting...' : 'Delete review'}
          </Button>
        </>
      }
    >
      <p>Its stars leave the product's rating at once. The shop's reply goes with it.</p>
    </Dialog>
  );
}
