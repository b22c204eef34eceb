import { ActivityTab } from '../../../features/admin/components/activity-tab';
import { AdminGate } from '../../../features/admin/components/admin-gate';
import { AdminShell, adminTab, adminTabList } from '../../../features/admin/components/admin-shell';
import { ApplicationsTab } from '../../../features/admin/components/applications-tab';
import { PortalDashboardTab } from '../../../features/admin/components/portal-dashboard-tab';
import { PortalSellersTab } from '../../../features/admin/components/portal-sellers-tab';
import { UsersTab } from '../../../features/admin/components/users-tab';
import { useAdminAddress } from '../../../features/admin/hooks/use-admin-address';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../lib/paths';

const PORTAL_TABS = ['dashboard', 'users', 'sellers', 'applications', 'activity'] as const;
type PortalTab = (typeof PORTAL_TABS)[number];

/** /admin/portal: the super-admin portal (people, shops, applications and the audit trail). */
export default function AdminPortalPage() {
  const address = useAdminAddress(PORTAL_TABS, 'dashboard');
  return (
    <AdminGate>
      {(admin) => (
        <AdminShell title="Super-admin portal" admin={admin} switchTo={{ to: paths.adminDashboard, label: 'CONTROL PANEL' }}>
          <Tabs value={address.tab} onValueChange={(tab) => address.setTab(tab as PortalTab)}>
            <TabsList aria-label="Portal sections" className={adminTabList}>
              <TabsTrigger value="dashboard" className={adminTab}>Dashboard</TabsTrigger>
              <TabsTrigger value="users" className={adminTab}>Users</TabsTrigger>
              <TabsTrigger value="sellers" className={adminTab}>Sellers</TabsTrigger>
              <TabsTrigger value="applications" className={adminTab}>Applications</TabsTrigger>
              <TabsTrigger value="activity" className={adminTab}>Activity</TabsTrigger>
            </TabsList>
            <TabsContent value="dashboard">
              <PortalDashboardTab />
            </TabsContent>
            <TabsContent value="users">
              <UsersTab address={address} />
            </TabsContent>
            <TabsContent value="sellers">
              <PortalSellersTab address={address} />
            </TabsContent>
            <TabsContent value="applications">
              <ApplicationsTab address={address} />
            </TabsContent>
            <TabsContent value="activity">
              <ActivityTab address={address} />
            </TabsContent>
          </Tabs>
        </AdminShell>
      )}
    </AdminGate>
  );
}
