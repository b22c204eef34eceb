import { RequireSignIn } from '../../../features/accounts/components/require-sign-in';
import { MyReviewsList } from '../../../features/reviews/components/my-reviews-list';
import { ReviewableList } from '../../../features/reviews/components/reviewable-list';
import { AccountNav } from './account-nav';
import { AccountSection } from './account-section';

/** /account/reviews: the delivered items still to review, and the buyer's own reviews. */
export default function AccountReviewsPage() {
  return (
    <RequireSignIn>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
        <title>Your reviews · Threadline</title>
        <h1 className="caps text-4xl leading-none sm:text-6xl">Your reviews</h1>
        <AccountNav />
        <AccountSection id="to-review" title="To review">
          <ReviewableList />
        </AccountSection>
        <AccountSection id="your-reviews" title="Your reviews">
          <MyReviewsList />
        </AccountSection>
      </div>
    </RequireSignIn>
  );
}
