import { useState } from 'react';
import { Link } from 'react-router';
import { Flag, ThumbsUp } from 'lucide-react';
import type { PublicReview } from '@shared/review-schemas';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { useReturnPath } from '../../accounts/utils/use-return-path';
import { useMarkReviewHelpful } from '../api/mark-review-helpful';
import { ReportReviewDialog } from './report-review-dialog';

const action = 'nums inline-flex h-9 items-center gap-2 border-2 px-3 text-sm font-semibold';

/**
 * Helpful (n) and Report under a review. A visitor is sent to sign in and back to this page; the
 * author sees the count but cannot vote for or report their own words (the server refuses it too).
 */
export function ReviewActions({ review }: { review: PublicReview }) {
  const { data: account } = useCurrentUser();
  const signIn = useReturnPath();
  const [reporting, setReporting] = useState(false);
  const helpful = useMarkReviewHelpful({
    onError: (error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to mark the review helpful', variant: 'destructive' }),
  });
  const label = `Helpful (${review.helpfulCount})`;
  const icon = <ThumbsUp aria-hidden className="size-4" />;

  if (!account) {
    return (
      <div className="flex flex-wrap items-center gap-4">
        <Link to={signIn} className={cn(action, 'border-line hover:border-paper')} aria-label={`${label}: sign in to vote`}>
          {icon}
          {label}
        </Link>
        <Link to={signIn} className="text-sm text-muted underline underline-offset-4 hover:text-acid">Report</Link>
      </div>
    );
  }
  const viewer = review.viewer;
  const voted = viewer?.votedHelpful ?? false;
  if (viewer?.isMine) {
    return <p className={cn(action, 'w-fit border-line text-muted')}>{icon}{label} · Your review</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button
        type="button"
        aria-pressed={voted}
        disabled={voted || helpful.isPending}
        onClick={() => helpful.mutate(review.id)}
        className={cn(action, voted ? 'border-acid text-acid' : 'border-line hover:border-paper', 'disabled:cursor-default')}
      >
        {icon}
        {label}
      </button>
      {viewer?.reported ? (
        <span className="inline-flex items-center gap-1 text-sm text-muted"><Flag aria-hidden className="size-4" />Reported</span>
      ) : (
        <button type="button" onClick={() => setReporting(true)} className="text-sm text-muted underline underline-offset-4 hover:text-acid">
          Report
        </button>
      )}
      {viewer?.canReply && (
        <Link to={`${paths.sellerDashboard}?tab=reviews`} className="text-sm text-acid underline underline-offset-4">
          {review.reply ? 'Edit your reply' : 'Reply'} in your dashboard
        </Link>
      )}
      {reporting && <ReportReviewDialog reviewId={review.id} open={reporting} onOpenChange={setReporting} />}
    </div>
  );
}
