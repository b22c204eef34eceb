import { useSearchParams } from 'react-router';
import { RETURN_STATUSES, RETURN_STATUS_LABELS, type ReturnStatus } from '@shared/return-schemas';
import { ListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination } from '../../../components/ui/pagination';
import { PastLastPage } from '../../../components/ui/past-last-page';
import { readChoice } from '../../../lib/address-state';
import { useListPage } from '../../../lib/use-list-page';
import { useSellerReturns } from '../api/get-seller-returns';
import { ReturnCard } from './return-card';

const STATUS_OPTIONS = [{ value: '', label: 'All returns' }, ...RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_LABELS[status] }))];

/** The shop's returns, newest first, filtered by status in the address (?returnStatus=), each with the moves it may make. */
export function SellerReturnsPanel() {
  const [params, setParams] = useSearchParams();
  const status = readChoice(params, 'returnStatus', [...RETURN_STATUSES, 'all'] as const, 'all');
  const { page, hrefForPage } = useListPage('returnPage');
  const filter: ReturnStatus | undefined = status === 'all' ? undefined : status;
  const returns = useSellerReturns(filter, page);
  const setAddress = (changes: Record<string, string | null>) => setParams((current) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) current.delete(key);
      else current.set(key, value);
    }
    return current;
  }, { replace: true });

  return (
    <section aria-labelledby="seller-returns-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="seller-returns-heading" className="caps text-2xl">Returns</h2>
        <NativeSelect
          label="Show" options={STATUS_OPTIONS} value={filter ?? ''} data-testid="seller-returns-filter"
          onChange={(event) => setAddress({ returnStatus: event.target.value || null, returnPage: null })}
        />
      </div>
      <PastLastPage page={page} totalPages={returns.data?.totalPages ?? 0} hrefFor={hrefForPage} settled={returns.isSuccess && !returns.isPlaceholderData} />
      <ListState
        isPending={returns.isPending}
        isError={returns.isError}
        isEmpty={returns.data?.total === 0}
        emptyTitle={filter ? `No returns ${RETURN_STATUS_LABELS[filter].toLowerCase()}` : 'No returns yet'}
        emptyText="When a buyer asks to send something back, it shows here with what they wrote and their photos."
        onRetry={() => void returns.refetch()}
      >
        <div className="flex flex-col gap-3">
          {returns.data?.items.map((ret) => <ReturnCard key={ret.id} ret={ret} viewer="seller" />)}
        </div>
        {returns.data && <Pagination page={page} totalPages={returns.data.totalPages} hrefFor={hrefForPage} label="Return pages" />}
      </ListState>
    </section>
  );
}
