import { useState } from 'react';
import { PenLine } from 'lucide-react';
import type { ReviewableItem } from '@shared/review-schemas';
import { Button } from '../../../components/ui/button';
import { ReviewDialog } from './review-dialog';

/** "Write a review" on a delivered item (the orders page and the account's "To review"). */
export function WriteReviewButton({ item, size = 'sm' }: { item: ReviewableItem; size?: 'sm' | 'md' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-label={`Write a review of ${item.productName} (${item.size} / ${item.color})`}>
        <PenLine aria-hidden className="size-4" />
        Write a review
      </Button>
      <ReviewDialog target={open ? { item } : null} onClose={() => setOpen(false)} />
    </>
  );
}
