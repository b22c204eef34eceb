import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { PageMessage } from '../../../components/ui/page-message';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { useFollowing } from '../api/get-following';
import { useToggleFollow } from '../api/follow-shop';
import { FollowedShopCard } from './followed-shop-card';

const followingPage = (page: number) => (page > 1 ? `${paths.accountFollowing}?page=${page}` : paths.accountFollowing);

/** The shops the shopper follows, newest follow first. */
export function FollowingList({ page }: { page: number }) {
  const following = useFollowing(page);
  const unfollow = useToggleFollow({
    onError: (error) => toast({ title: 'Could not unfollow', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
  const data = following.data;

  if (data && data.total === 0) {
    return (
      <PageMessage
        title="No shops followed yet"
        icon={<Store aria-hidden className="size-10" />}
        action={<Link to={paths.sellers} className={buttonClasses()}>Find shops</Link>}
      >
        Follow a shop and its new drops show on your home page the day they land.
      </PageMessage>
    );
  }
  return (
    <ListState isPending={following.isPending} isError={following.isError && !data} isEmpty={false} emptyTitle="" onRetry={() => void following.refetch()}>
      <div className="flex flex-col gap-4">
        <p className="nums text-sm text-muted">{plural(data?.total ?? 0, 'shop')}</p>
        <ul className="grid gap-3 md:grid-cols-2">
          {data?.items.map(({ shop }) => (
            <FollowedShopCard
              key={shop.id}
              shop={shop}
              busy={unfollow.isPending && unfollow.variables.sellerId === shop.id}
              onUnfollow={() => unfollow.mutate({ sellerId: shop.id, follow: false })}
            />
          ))}
        </ul>
        <Pagination page={page} totalPages={data?.totalPages ?? 1} hrefFor={followingPage} label="Followed shops pages" />
      </div>
    </ListState>
  );
}
