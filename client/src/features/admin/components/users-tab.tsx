import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useAdminUsers } from '../api/get-admin-users';
import { defaultStoreName } from '@shared/admin-schemas';
import { usePromoteUser } from '../api/promote-user';
import { useSetUserActive } from '../api/set-user-active';
import type { AdminAddress } from '../hooks/use-admin-address';
import type { AdminUser } from '../types';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListSearch } from '../../../components/ui/list-search';
import { ListState } from '../../../components/ui/list-state';
import { ActiveBadge } from './seller-badges';
import { UserViewDialog } from './user-view-dialog';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-page';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  { value: 'customer', label: 'Customers' },
  { value: 'seller', label: 'Sellers' },
  { value: 'admin', label: 'Admins' },
];

function isConflict(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409;
}

export function UsersTab({ address }: { address: AdminAddress }) {
  const search = address.read('search');
  const role = address.read('role');
  const status = address.read('status');
  const { data, isPending, isError, refetch } = useAdminUsers({
    search: search || undefined,
    role: role || undefined,
    status: status || undefined,
    page: address.page,
  });
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const setActive = useSetUserActive();
  const promote = usePromoteUser();

  function toggleActive(user: AdminUser) {
    const isActive = !user.isActive;
    setActive.mutate(
      { id: user.id, isActive },
      {
        onSuccess: () => toast({ title: isActive ? 'User Activated' : 'User Deactivated', description: `${user.username} is now ${isActive ? 'active' : 'inactive'}.` }),
        // A 409 is a refusal the admin can understand (own account, last admin): the server says why.
        onError: (error) =>
          toast({
            title: 'Error',
            description: (isConflict(error) && serverMessage(error)) || 'Failed to update user status. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  }

  function promoteToSeller(user: AdminUser) {
    promote.mutate(
      { id: user.id, businessName: defaultStoreName(user.username) },
      {
        onSuccess: () => toast({ title: 'User Promoted', description: `${user.username} now runs ${defaultStoreName(user.username)}.` }),
        onError: () => toast({ title: 'Error', description: 'Failed to promote user to seller. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <ListSearch label="Search users" value={search} onSearch={(term) => address.update({ search: term }, true)} />
        <NativeSelect label="Role" name="role" value={role} onChange={(event) => address.update({ role: event.target.value })} options={ROLE_OPTIONS} className="sm:w-56" />
        <NativeSelect label="Status" name="status" value={status} onChange={(event) => address.update({ status: event.target.value })} options={STATUS_OPTIONS} className="sm:w-56" />
      </div>
      <ListState isPending={isPending} isError={isError} isEmpty={data?.rows.length === 0} emptyTitle="No users found" emptyText="Try another search, role or status." onRetry={() => void refetch()}>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data?.rows.map((user) => (
            <li key={user.id} aria-label={user.username} className="flex flex-col gap-3 border-2 border-line bg-surface p-5">
              <div className="min-w-0">
                <h3 className="text-lg font-semibold break-words">{user.username}</h3>
                <p className="text-sm break-words text-muted">{user.email}</p>
                {user.seller && <p className="text-sm break-words">Shop: {user.seller.businessName}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <Badge tone="paper">{user.role.toUpperCase()}</Badge>
                <ActiveBadge isActive={user.isActive} />
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setViewing(user)}>VIEW</Button>
                {/* An admin's account runs the marketplace; a shop needs an account of its own (the server refuses too). */}
                {user.role === 'customer' && (
                  <Button size="sm" variant="outline" disabled={promote.isPending} onClick={() => promoteToSeller(user)}>
                    PROMOTE TO SELLER
                  </Button>
                )}
                <Button size="sm" variant="outline" disabled={setActive.isPending && setActive.variables.id === user.id} onClick={() => toggleActive(user)}>
                  {user.isActive ? 'DEACTIVATE' : 'ACTIVATE'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {data && <ListFooter pageSize={ADMIN_PAGE_SIZE} total={data.total} page={address.page} shown={data.rows.length} hrefForPage={address.hrefForPage} noun="users" one="user" />}
      </ListState>
      <UserViewDialog user={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
