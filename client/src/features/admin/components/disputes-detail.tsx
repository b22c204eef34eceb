import { ArrowLeft } from 'lucide-react';
import { DISPUTE_REASON_LABELS, DISPUTE_STATUS_LABELS, type Dispute, type DisputeDetail } from '@shared/dispute-schemas';
import { formatPrice } from '@shared/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { isNotFound } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { OrderTimeline } from '../../orders/components/order-timeline';
import { OrderTotals } from '../../orders/components/order-totals';
import { RefundRows } from '../../orders/components/refund-rows';
import { paymentLabel, paymentMethodLabel, STATUS_LABELS } from '../../orders/components/order-labels';
import { useDisputeDetail } from '../api/disputes-detail';
import { DisputesConversation } from './disputes-conversation';
import { DisputesDecideForm } from './disputes-decide-form';
import { DisputesReturns } from './disputes-returns';
import { DISPUTE_STATUS_TONES } from '../utils/dispute-format';

/** One dispute with everything to decide it on: the order and its money, its timeline, returns, conversation, then the decision. */
export function DisputesDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { data, isPending, isError, error, refetch } = useDisputeDetail(id);
  const back = (
    <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
      <ArrowLeft aria-hidden className="size-4" /> ALL DISPUTES
    </Button>
  );
  if (isPending) return <div className="flex flex-col gap-3">{back}<Skeleton className="h-64 w-full" /></div>;
  if (isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        {isNotFound(error)
          ? <PageMessage title="Dispute not found">It may have been removed, or the link is wrong.</PageMessage>
          : <PageMessage title="Could not load this dispute" action={<Button variant="outline" onClick={() => void refetch()}>TRY AGAIN</Button>}>The server did not answer.</PageMessage>}
      </div>
    );
  }
  const { dispute, order } = data;
  return (
    <div className="flex flex-col gap-6">
      {back}
      <DisputeHeader dispute={dispute} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <OrderSection detail={data} />
          <section aria-labelledby="dispute-timeline" className="flex flex-col gap-3">
            <h3 id="dispute-timeline" className="caps text-xl">Timeline</h3>
            <OrderTimeline events={order.events} refund={order.refund} />
          </section>
          <section aria-labelledby="dispute-returns" className="flex flex-col gap-3">
            <h3 id="dispute-returns" className="caps text-xl">Returns</h3>
            <DisputesReturns returns={data.returns} />
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="dispute-conversation" className="flex flex-col gap-3">
            <h3 id="dispute-conversation" className="caps text-xl">Conversation</h3>
            <p className="text-sm text-muted">Read only. You can read it while the dispute is open; each reading is recorded in the audit trail.</p>
            <DisputesConversation messages={data.messages} />
          </section>
          <section aria-labelledby="dispute-decision" className="flex flex-col gap-3">
            <h3 id="dispute-decision" className="caps text-xl">Decision</h3>
            {dispute.status === 'open' ? <DisputesDecideForm dispute={dispute} /> : <DecisionRecord dispute={dispute} />}
          </section>
        </div>
      </div>
    </div>
  );
}

function DisputeHeader({ dispute }: { dispute: Dispute }) {
  return (
    <header className="flex flex-col gap-2 border-2 border-line bg-surface p-4">
      <p className="flex flex-wrap items-center gap-3">
        <span className="caps text-2xl">Dispute on {dispute.orderNumber}</span>
        <Badge tone={DISPUTE_STATUS_TONES[dispute.status]}><span data-testid="dispute-status">{DISPUTE_STATUS_LABELS[dispute.status]}</span></Badge>
      </p>
      <p className="text-sm text-muted">
        {dispute.businessName} · buyer {dispute.buyerName} · opened {formatDateTime(dispute.createdAt)}
        {dispute.openedBy === 'system' ? ' by Threadline (a return request left unanswered)' : ' by the buyer'}
      </p>
      <p className="font-semibold">{DISPUTE_REASON_LABELS[dispute.reason]}</p>
      <p className="whitespace-pre-wrap break-words text-sm">{dispute.note}</p>
    </header>
  );
}

function OrderSection({ detail }: { detail: DisputeDetail }) {
  const { order, dispute } = detail;
  return (
    <section aria-labelledby="dispute-order" className="flex flex-col gap-3">
      <h3 id="dispute-order" className="caps text-xl">Order</h3>
      <p className="flex flex-wrap gap-x-3 text-sm">
        <span className="font-semibold">{STATUS_LABELS[order.status]}</span>
        <span className="text-muted">{paymentMethodLabel(order.paymentMethod)} · {paymentLabel(order.paymentStatus)}</span>
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span>{item.quantity} × {item.productName} <span className="text-muted">({item.size}, {item.color})</span></span>
            <span className="nums">{formatPrice(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals subtotal={order.subtotal} shippingFee={order.shippingFee} total={order.total}>
        <RefundRows order={order} />
        <dt className="font-semibold">Still refundable</dt>
        <dd className="nums text-right font-semibold" data-testid="dispute-refundable">{formatPrice(dispute.refundableAmount)}</dd>
      </OrderTotals>
      {order.refunds && order.refunds.length > 0 && (
        <ul aria-label="Refunds so far" className="flex flex-col gap-1 text-sm text-muted">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              <span className="nums text-paper">{formatPrice(refund.amount)}</span> · {refund.source} · {formatDateTime(refund.refundedAt)}
              {refund.reason && <> · {refund.reason}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DecisionRecord({ dispute }: { dispute: Dispute }) {
  return (
    <div className="flex flex-col gap-2 border-2 border-line p-4 text-sm">
      <p className="font-semibold">
        {dispute.status === 'refunded' ? `Refunded ${dispute.refundAmount ? formatPrice(dispute.refundAmount) : ''} to the buyer` : "Closed in the shop's favour"}
      </p>
      {dispute.decisionNote && <p className="whitespace-pre-wrap break-words">{dispute.decisionNote}</p>}
      {dispute.decidedAt && <p className="text-muted">Decided {formatDateTime(dispute.decidedAt)}</p>}
    </div>
  );
}
