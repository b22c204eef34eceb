import { Star } from 'lucide-react';
import { plural } from '../../../lib/format';
import { useAdminSellers } from '../api/get-admin-sellers';
import type { AdminAddress } from '../hooks/use-admin-address';
import { formatRating } from '../utils/admin-format';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListSearch } from '../../../components/ui/list-search';
import { ListState } from '../../../components/ui/list-state';
import { ActiveBadge, StatusBadge } from './seller-badges';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-page';

/** The control panel's seller cards: business name, specialty, real product count, rating or "New". */
export function PanelSellersTab({ address }: { address: AdminAddress }) {
  const search = address.read('search');
  const { data, isPending, isError, refetch } = useAdminSellers({ search: search || undefined, page: address.page });
  return (
    <div>
      <div className="mb-4 flex">
        <ListSearch label="Search sellers" value={search} onSearch={(term) => address.update({ search: term }, true)} />
      </div>
      <ListState
        isPending={isPending}
        isError={isError}
        isEmpty={data?.rows.length === 0}
        emptyTitle="No sellers found"
        emptyText={search ? 'Try another search.' : 'Approved applications and promoted users appear here.'}
        onRetry={() => void refetch()}
      >
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data?.rows.map((seller) => (
            <li key={seller.id} className="flex flex-col gap-3 border-2 border-line bg-surface p-5">
              <div>
                <h3 className="caps text-2xl leading-tight break-words">{seller.businessName}</h3>
                <p className="text-sm text-muted">{seller.specialty ?? 'No specialty given'}</p>
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="caps text-muted">Products</dt>
                  <dd className="nums font-semibold">{plural(seller.productCount, 'product')}</dd>
                </div>
                <div>
                  <dt className="caps text-muted">Rating</dt>
                  <dd className="nums flex items-center gap-1 font-semibold">
                    <Star aria-hidden className="size-4 text-acid" />
                    {formatRating(seller.rating, seller.totalReviews)}
                  </dd>
                </div>
              </dl>
              <div className="flex flex-wrap gap-2">
                <StatusBadge status={seller.status} />
                <ActiveBadge isActive={seller.isActive} />
              </div>
            </li>
          ))}
        </ul>
        {data && <ListFooter pageSize={ADMIN_PAGE_SIZE} total={data.total} page={address.page} shown={data.rows.length} hrefForPage={address.hrefForPage} noun="sellers" one="seller" />}
      </ListState>
    </div>
  );
}
