import type { OwnReview, ReviewableItem } from '@shared/review-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useCreateReview } from '../api/create-review';
import { useUpdateReview } from '../api/update-review';
import { emptyReview, ReviewForm } from './review-form';

/** A delivered item to write about, or one of the buyer's reviews to change. */
export type ReviewTarget = { item: ReviewableItem; review?: undefined } | { review: OwnReview; item?: undefined };

interface ReviewDialogProps {
  target: ReviewTarget | null;
  onClose: () => void;
}

const failed = (fallback: string) => (error: Error) =>
  toast({ title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' });

/** Write or edit one review in a dialog; the product's figures refresh once the server has it. */
export function ReviewDialog({ target, onClose }: ReviewDialogProps) {
  const create = useCreateReview({
    onSuccess: () => {
      toast({ title: 'Review posted', description: 'Thanks: it is on the product page now.' });
      onClose();
    },
    onError: failed('Failed to post your review. Please try again.'),
  });
  const update = useUpdateReview({
    onSuccess: () => {
      toast({ title: 'Review updated', description: 'Your changes are on the product page.' });
      onClose();
    },
    onError: failed('Failed to save your review. Please try again.'),
  });
  const pending = create.isPending || update.isPending;
  const review = target?.review;
  const productName = review ? review.product.name : target?.item.productName;
  const bought = review ?? target?.item;
  const formId = review ? `review-form-${review.id}` : `review-form-item-${target?.item?.orderItemId ?? 'none'}`;

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => { if (!open) onClose(); }}
      title={review ? 'Edit your review' : 'Write a review'}
      description={bought ? `${productName} · ${bought.size} / ${bought.color}` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? 'Saving...' : review ? 'Save review' : 'Post review'}
          </Button>
        </>
      }
    >
      {target && (
        <ReviewForm
          key={formId}
          id={formId}
          defaultValues={review
            ? { stars: review.stars, title: review.title ?? '', text: review.text, fit: review.fit, photos: review.photos }
            : emptyReview}
          onSubmit={(input) => {
            if (target.review) update.mutate({ reviewId: target.review.id, review: input });
            else create.mutate({ orderItemId: target.item.orderItemId, review: input });
          }}
        />
      )}
    </Dialog>
  );
}
