import { NativeSelect } from '../../../components/ui/native-select';
import { parseId } from '../../../lib/parse-id';
import { useAdminUsers } from '../api/get-admin-users';
import { useAudit } from '../api/get-audit';
import { useAuditActions } from '../api/get-audit-actions';
import type { AdminAddress } from '../hooks/use-admin-address';
import { describeAction } from '../utils/admin-format';
import { ActivityList } from './activity-list';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListState } from '../../../components/ui/list-state';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-page';

const RECORD_TYPES = [
  { value: '', label: 'All records' },
  { value: 'user', label: 'Users' },
  { value: 'seller', label: 'Sellers' },
  { value: 'application', label: 'Applications' },
  { value: 'product', label: 'Products' },
];

// Admins to filter by: the API's largest page holds every admin a marketplace is likely to have.
const ADMIN_CHOICES = 100;

/** The audit trail, newest first: who did what to which record, filterable and paged. */
export function ActivityTab({ address }: { address: AdminAddress }) {
  const actorId = parseId(address.read('actor') || undefined) ?? undefined;
  const action = address.read('action');
  const entityType = address.read('record');
  const { data, isPending, isError, refetch } = useAudit({ actorId, action: action || undefined, entityType: entityType || undefined, page: address.page });
  const actions = useAuditActions();
  const admins = useAdminUsers({ role: 'admin', pageSize: ADMIN_CHOICES });

  const actorOptions = [{ value: '', label: 'All admins' }, ...(admins.data?.rows ?? []).map((admin) => ({ value: String(admin.id), label: admin.username }))];
  const actionOptions = [{ value: '', label: 'All actions' }, ...(actions.data ?? []).map((name) => ({ value: name, label: describeAction(name) }))];

  return (
    <div>
      <div className="mb-4 grid gap-3 sm:grid-cols-3 [&>div]:flex-col [&>div]:items-stretch">
        <NativeSelect label="Admin" name="actor" value={actorId ? String(actorId) : ''} onChange={(event) => address.update({ actor: event.target.value })} options={actorOptions} />
        <NativeSelect label="Action" name="action" value={action} onChange={(event) => address.update({ action: event.target.value })} options={actionOptions} />
        <NativeSelect label="Record" name="record" value={entityType} onChange={(event) => address.update({ record: event.target.value })} options={RECORD_TYPES} />
      </div>
      <ListState isPending={isPending} isError={isError} isEmpty={data?.rows.length === 0} emptyTitle="No activity found" emptyText="Admin actions are recorded here as they happen." onRetry={() => void refetch()}>
        {data && <ActivityList entries={data.rows} />}
        {data && <ListFooter pageSize={ADMIN_PAGE_SIZE} total={data.total} page={address.page} shown={data.rows.length} hrefForPage={address.hrefForPage} noun="entries" one="entry" />}
      </ListState>
    </div>
  );
}
