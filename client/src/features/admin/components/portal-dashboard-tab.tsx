import { Activity, ClipboardList, Store, Users } from 'lucide-react';
import { formatCount } from '../../../lib/format';
import { useAdminHealth } from '../api/get-health';
import { useAdminOverview } from '../api/get-overview';
import { ListState } from '../../../components/ui/list-state';
import { StatCard } from '../../../components/ui/stat-card';

/** Portal dashboard: users, sellers, pending applications and a real health check of the database. */
export function PortalDashboardTab() {
  const overview = useAdminOverview();
  const health = useAdminHealth();
  const data = overview.data;
  const healthText = health.isPending ? 'CHECKING' : health.isError ? 'UNREACHABLE' : health.data.status;
  const healthDetail = health.data
    ? `Database ${health.data.database.ok ? 'answering' : 'not answering'} in ${formatCount(health.data.database.latencyMs)} ms`
    : health.isError
      ? 'The health check did not answer.'
      : 'Asking the database...';

  return (
    <ListState isPending={overview.isPending} isError={overview.isError} isEmpty={false} emptyTitle="" onRetry={() => void overview.refetch()}>
      {data && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            label="Total users"
            value={formatCount(data.totalUsers)}
            detail={`${formatCount(data.activeUsers)} active`}
            icon={<Users aria-hidden className="size-5" />}
          />
          <StatCard
            label="Total sellers"
            value={formatCount(data.totalSellers)}
            detail={`${formatCount(data.activeSellers)} active`}
            icon={<Store aria-hidden className="size-5" />}
          />
          <StatCard
            label="Pending applications"
            value={formatCount(data.pendingApplications)}
            detail="Waiting for a review"
            icon={<ClipboardList aria-hidden className="size-5" />}
          />
          <StatCard label="System status" value={healthText} detail={healthDetail} icon={<Activity aria-hidden className="size-5" />} />
        </div>
      )}
    </ListState>
  );
}
