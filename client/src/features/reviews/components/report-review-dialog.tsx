import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { REVIEW_LIMITS, reviewReasonInputSchema } from '@shared/review-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useReportReview } from '../api/report-review';

type ReportForm = z.input<typeof reviewReasonInputSchema>;

interface ReportReviewDialogProps {
  reviewId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A shopper tells the moderators what is wrong with a review; they decide whether to hide it. */
export function ReportReviewDialog({ reviewId, open, onOpenChange }: ReportReviewDialogProps) {
  const form = useForm<ReportForm, unknown, z.output<typeof reviewReasonInputSchema>>({
    resolver: zodResolver(reviewReasonInputSchema),
    defaultValues: { reason: '' },
  });
  const report = useReportReview();
  const formId = `report-review-${reviewId}`;
  const submit = form.handleSubmit(({ reason }) =>
    report.mutate(
      { reviewId, reason },
      {
        onSuccess: () => {
          toast({ title: 'Review reported', description: 'Thank you. Our moderators will look at it.' });
          onOpenChange(false);
          form.reset();
        },
        onError: (error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to report the review', variant: 'destructive' }),
      },
    ),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report review"
      description="Tell our moderators what is wrong with this review (spam, abuse, not about the product...)."
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" form={formId} disabled={report.isPending}>{report.isPending ? 'Reporting...' : 'Report'}</Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextAreaField
          label="Reason"
          rows={3}
          maxLength={REVIEW_LIMITS.reportReasonMax}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
