import { Link } from 'react-router';
import { DISPUTE_LIMITS, DISPUTE_REASON_LABELS, DISPUTE_STATUSES, DISPUTE_STATUS_LABELS, type Dispute, type DisputeStatus } from '@shared/dispute-schemas';
import { Badge } from '../../../components/ui/badge';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListState } from '../../../components/ui/list-state';
import { paths } from '../../../lib/paths';
import { useDisputes } from '../api/disputes';
import type { AdminAddress } from '../hooks/use-admin-address';
import { disputeAge, DISPUTE_STATUS_TONES } from '../utils/dispute-format';
import { DisputesDetail } from './disputes-detail';

const STATUS_CHOICES = DISPUTE_STATUSES.map((status) => ({ value: status, label: status === 'closed' ? 'Closed' : DISPUTE_STATUS_LABELS[status] }));

/**
 * The disputes queue: open ones first (the default filter), then the decided, paged. Opening one
 * puts `?dispute=<id>` in the address (paths.adminDispute), so a link to it opens it.
 */
export function DisputesTab({ address }: { address: AdminAddress }) {
  const status: DisputeStatus = DISPUTE_STATUSES.find((choice) => choice === address.read('disputeStatus')) ?? 'open';
  const openId = Number(address.read('dispute'));
  if (Number.isInteger(openId) && openId > 0) {
    return <DisputesDetail id={openId} onBack={() => address.update({ dispute: undefined }, true)} />;
  }
  return <DisputesQueue status={status} address={address} />;
}

function DisputesQueue({ status, address }: { status: DisputeStatus; address: AdminAddress }) {
  const { data, isPending, isError, refetch } = useDisputes(status, address.page);
  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup
        legend="Show" name="disputeStatus" choices={STATUS_CHOICES} value={status}
        onChange={(value) => address.update({ disputeStatus: value === 'open' ? undefined : value })}
      />
      <ListState
        isPending={isPending} isError={isError} isEmpty={data?.items.length === 0}
        emptyTitle={status === 'open' ? 'No open disputes' : `No ${STATUS_CHOICES.find((choice) => choice.value === status)?.label.toLowerCase()} disputes`}
        emptyText={status === 'open' ? 'When a buyer asks Threadline to step in on an order, the dispute waits here for a decision.' : undefined}
        onRetry={() => void refetch()}
      >
        <ul className="flex flex-col gap-2">
          {data?.items.map((dispute) => <DisputeRow key={dispute.id} dispute={dispute} />)}
        </ul>
        {data && (
          <ListFooter pageSize={DISPUTE_LIMITS.pageSize} total={data.total} page={address.page} shown={data.items.length} hrefForPage={address.hrefForPage} noun="disputes" one="dispute" />
        )}
      </ListState>
    </div>
  );
}

function DisputeRow({ dispute }: { dispute: Dispute }) {
  return (
    <li data-testid="dispute-row" className="border-2 border-line hover:border-paper">
      <Link to={paths.adminDispute(dispute.id)} className="flex flex-col gap-1 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
        <span className="nums font-semibold">{dispute.orderNumber}</span>
        <span>{dispute.businessName}</span>
        <span className="text-muted">buyer {dispute.buyerName}</span>
        <span>{DISPUTE_REASON_LABELS[dispute.reason]}{dispute.openedBy === 'system' ? ' (escalated by Threadline)' : ''}</span>
        <span className="flex items-center gap-3 sm:ml-auto">
          <span className="text-sm text-muted"><time dateTime={dispute.createdAt}>{disputeAge(dispute.createdAt)}</time></span>
          <Badge tone={DISPUTE_STATUS_TONES[dispute.status]}>{dispute.status}</Badge>
        </span>
      </Link>
    </li>
  );
}
