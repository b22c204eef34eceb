import type { OwnSeller } from '@shared/account-schemas';
import { formatDateTime } from '../../../lib/format';

interface DeactivationNoticeProps {
  seller: Pick<OwnSeller, 'isActive' | 'deactivatedAt' | 'deactivationNote'>;
  /** Placement of the notice's row in the header. */
  className?: string;
}

/** Why an INACTIVE shop is off: an admin switched it off, when, and their note if they left one. */
export function DeactivationNotice({ seller, className }: DeactivationNoticeProps) {
  if (seller.isActive) return null;
  return (
    <div className={className}>
      <div role="status" className="max-w-3xl border-2 border-danger p-3 text-sm">
        <p>
          {seller.deactivatedAt
            ? <>An admin deactivated your shop on <time dateTime={seller.deactivatedAt}>{formatDateTime(seller.deactivatedAt)}</time>.</>
            : 'An admin deactivated your shop.'}
          {' '}Your shop and products are hidden from shoppers; you can still manage them here.
        </p>
        {seller.deactivationNote && <p className="mt-1 break-words whitespace-pre-line">Note from the admin: {seller.deactivationNote}</p>}
      </div>
    </div>
  );
}
