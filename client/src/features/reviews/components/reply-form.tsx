import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { REVIEW_LIMITS, reviewReplyInputSchema } from '@shared/review-schemas';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useReplyToReview } from '../api/reply-to-review';

type ReplyFields = z.input<typeof reviewReplyInputSchema>;

interface ReplyFormProps {
  reviewId: number;
  /** The reply being edited; none for a first one. */
  current?: string;
  onDone: () => void;
}

/** The shop's one public reply to a review, written or rewritten; the buyer is mailed about it. */
export function ReplyForm({ reviewId, current, onDone }: ReplyFormProps) {
  const form = useForm<ReplyFields, unknown, z.output<typeof reviewReplyInputSchema>>({
    resolver: zodResolver(reviewReplyInputSchema),
    defaultValues: { text: current ?? '' },
  });
  const reply = useReplyToReview({
    onSuccess: () => {
      toast({ title: current ? 'Reply updated' : 'Reply posted', description: 'Shoppers see it under the review.' });
      onDone();
    },
    onError: (error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to save your reply', variant: 'destructive' }),
  });
  const length = useWatch({ control: form.control, name: 'text' })?.length ?? 0;
  return (
    <form noValidate onSubmit={form.handleSubmit(({ text }) => reply.mutate({ reviewId, text }))} className="flex flex-col gap-3" aria-label="Reply to this review">
      <TextAreaField
        label="Your public reply"
        rows={3}
        error={form.formState.errors.text?.message}
        hint={`${length.toLocaleString('en-US')} / ${REVIEW_LIMITS.replyMax.toLocaleString('en-US')} characters`}
        {...form.register('text')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>{reply.isPending ? 'Saving...' : current ? 'Save reply' : 'Post reply'}</Button>
        <Button variant="outline" size="sm" onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
