import { useState } from 'react';
import { ADMIN_REVIEW_FILTERS, REVIEW_LIMITS, REVIEW_MESSAGES, type AdminReview } from '@shared/review-schemas';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListState } from '../../../components/ui/list-state';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useAdminReviews, type AdminReviewFilter } from '../../reviews/api/get-admin-reviews';
import { useHideReview } from '../../reviews/api/hide-review';
import { useRestoreReview } from '../../reviews/api/restore-review';
import type { AdminAddress } from '../hooks/use-admin-address';
import { ReasonDialog } from './reason-dialog';
import { ReviewQueueCard } from './review-queue-card';

const FILTER_CHOICES = [{ value: 'reported', label: 'Reported' }, { value: 'hidden', label: 'Hidden' }];
const failed = (fallback: string) => (error: Error) =>
  toast({ title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' });

/** The moderation queue: reported reviews with their reports, or hidden ones; Hide asks the reason the author reads. */
export function ReviewsTab({ address }: { address: AdminAddress }) {
  const filter: AdminReviewFilter = ADMIN_REVIEW_FILTERS.find((choice) => choice === address.read('reviewStatus')) ?? 'reported';
  const { data, isPending, isError, refetch } = useAdminReviews(filter, address.page);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [restoring, setRestoring] = useState<AdminReview | null>(null);
  const hide = useHideReview();
  const restore = useRestoreReview();

  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup
        legend="Show" name="reviewStatus" choices={FILTER_CHOICES} value={filter}
        onChange={(value) => address.update({ reviewStatus: value === 'reported' ? undefined : value })}
      />
      <ListState
        isPending={isPending} isError={isError} isEmpty={data?.rows.length === 0}
        emptyTitle={filter === 'reported' ? 'No reported reviews' : 'No hidden reviews'}
        emptyText={filter === 'reported' ? 'Reviews shoppers report wait here for a decision.' : 'Reviews you hide are listed here, ready to restore.'}
        onRetry={() => void refetch()}
      >
        <ul className="flex flex-col gap-3">
          {data?.rows.map((review) => (
            <li key={review.id}>
              <ReviewQueueCard review={review} onHide={setHiding} onRestore={setRestoring} />
            </li>
          ))}
        </ul>
        {data && (
          <ListFooter pageSize={REVIEW_LIMITS.pageSize} total={data.total} page={address.page} shown={data.rows.length} hrefForPage={address.hrefForPage} noun="reviews" one="review" />
        )}
      </ListState>
      <ReasonDialog
        open={hiding !== null}
        onClose={() => setHiding(null)}
        title="Hide review"
        description={hiding ? `${hiding.product.name} · by ${hiding.authorUsername}` : undefined}
        field={{ label: 'Reason shown to the author', name: 'reason', maxLength: REVIEW_LIMITS.hideReasonMax, hint: 'The review leaves the product page and its figures at once.' }}
        requiredMessage={REVIEW_MESSAGES.reasonRequired}
        confirmLabel="HIDE REVIEW"
        pendingLabel="HIDING..."
        pending={hide.isPending}
        onConfirm={(reason, done) => {
          if (!hiding || !reason) return;
          hide.mutate({ reviewId: hiding.id, reason }, {
            onSuccess: () => {
              toast({ title: 'Review hidden', description: `${hiding.product.name}'s rating no longer counts it.` });
              done();
            },
            onError: failed('Failed to hide the review. Please try again.'),
          });
        }}
      />
      <ReasonDialog
        open={restoring !== null}
        onClose={() => setRestoring(null)}
        title="Restore review"
        description={restoring ? `${restoring.product.name} · by ${restoring.authorUsername}` : undefined}
        field={{ label: 'Note for the record (optional)', name: 'reason', maxLength: REVIEW_LIMITS.hideReasonMax, hint: 'The review counts again in the product\'s and the shop\'s figures.' }}
        confirmLabel="RESTORE"
        pendingLabel="RESTORING..."
        pending={restore.isPending}
        onConfirm={(reason, done) => {
          if (!restoring) return;
          restore.mutate({ reviewId: restoring.id, reason }, {
            onSuccess: () => {
              toast({ title: 'Review restored', description: 'Shoppers see it again.' });
              done();
            },
            onError: failed('Failed to restore the review. Please try again.'),
          });
        }}
      />
    </div>
  );
}
