import { Pencil, Trash2 } from 'lucide-react';
import { formatPrice } from '@shared/money';
import type { PromotionReply, PromotionState } from '@shared/promotion-schemas';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatPromotionValue, formatScope, formatUses, formatWindow, PROMOTION_STATE_LABELS } from '../utils/manage-format';

const STATE_TONES: Record<PromotionState, BadgeTone> = { active: 'acid', scheduled: 'paper', expired: 'muted', used_up: 'danger' };

interface ManageCodeRowProps {
  promotion: PromotionReply;
  onEdit: () => void;
  onDelete: () => void;
  /** The admin's list says whose code it is. */
  showOwner?: boolean;
}

/** One code: the code and what it takes off, then its terms, then Edit and Delete. */
export function ManageCodeRow({ promotion, onEdit, onDelete, showOwner }: ManageCodeRowProps) {
  const terms: Array<[string, string]> = [
    ['Minimum', promotion.minSubtotal ? formatPrice(promotion.minSubtotal) : 'None'],
    ['When', formatWindow(promotion.startsAt, promotion.endsAt)],
    ['Uses', formatUses(promotion.usedCount, promotion.usageLimit)],
    ['Per shopper', promotion.perCustomerLimit === null ? 'No limit' : String(promotion.perCustomerLimit)],
    ['Applies to', formatScope(promotion)],
  ];
  return (
    <li data-testid="promotion-code" aria-label={promotion.code} className="flex flex-col gap-3 border-2 border-line p-4 lg:flex-row lg:items-center lg:gap-6">
      <div className="flex min-w-0 flex-wrap items-center gap-3 lg:w-64 lg:shrink-0">
        <span className="caps break-all text-2xl leading-none">{promotion.code}</span>
        <Badge tone={STATE_TONES[promotion.state]}>{PROMOTION_STATE_LABELS[promotion.state]}</Badge>
        <span className="nums w-full font-semibold text-acid">{formatPromotionValue(promotion.kind, promotion.value)}</span>
        {showOwner && <span className="w-full text-sm text-muted">{promotion.businessName ? `Shop: ${promotion.businessName}` : 'Platform code'}</span>}
      </div>
      <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 xl:grid-cols-5">
        {terms.map(([label, value]) => (
          <div key={label} className={label === 'When' ? 'col-span-2 sm:col-span-1' : undefined}>
            <dt className="caps text-xs text-muted">{label}</dt>
            <dd className="nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex gap-2 lg:shrink-0">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${promotion.code}`}><Pencil aria-hidden className="size-4" />Edit</Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${promotion.code}`} className="hover:border-danger hover:bg-danger"><Trash2 aria-hidden className="size-4" />Delete</Button>
      </div>
    </li>
  );
}
