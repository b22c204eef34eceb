import { MessageSquare } from 'lucide-react';
import { PageMessage } from '../../../components/ui/page-message';

/** An unrated design or shop: a real zero, never a made-up rating (DECISIONS, principle 2). */
export function NoReviewsYet({ subject }: { subject: string }) {
  return (
    <PageMessage title="No reviews yet" icon={<MessageSquare aria-hidden className="size-12" />} className="py-10" >
      Only buyers whose order was delivered can review {subject}.
    </PageMessage>
  );
}
