import { Undo2 } from 'lucide-react';
import { PageMessage } from '../../../components/ui/page-message';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../lib/paths';
import { useMyReturns } from '../api/get-my-returns';
import { checkoutNumberOf } from '../utils/refund-preview';
import { ReturnCard } from './return-card';

/** The buyer's returns, newest first, each linking to its order. */
export function MyReturnsList({ page }: { page: number }) {
  const returns = useMyReturns(page);
  if (returns.isPending) return <Skeleton className="h-64" />;
  if (returns.isError) return <LoadError what="your returns" onRetry={() => void returns.refetch()} />;
  if (returns.data.total === 0) {
    return (
      <PageMessage icon={<Undo2 aria-hidden className="size-12" />} title="No returns">
        To send something back, open the order it came in once it is delivered and choose "Request a return".
      </PageMessage>
    );
  }
  return (
    <>
      <div className="flex flex-col gap-3">
        {returns.data.items.map((ret) => (
          <ReturnCard key={ret.id} ret={ret} viewer="buyer" orderLink={paths.order(checkoutNumberOf(ret.orderNumber))} />
        ))}
      </div>
      <Pagination page={page} totalPages={returns.data.totalPages} label="Return pages" hrefFor={(target) => (target > 1 ? `${paths.accountReturns}?page=${target}` : paths.accountReturns)} />
    </>
  );
}
