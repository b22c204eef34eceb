import { Link, useSearchParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, MAX_SEARCH_LENGTH, SELLER_SORTS, type SellerSort } from '@shared/catalog-constants';
import { Button, buttonClasses } from '../../components/ui/button';
import { container } from '../../components/ui/container';
import { PageMessage } from '../../components/ui/page-message';
import { Pagination } from '../../components/ui/pagination';
import { readChoice, readPage, withPage } from '../../lib/address-state';
import { plural } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSearchTerm } from '../../lib/use-search-term';
import { useSellers } from '../../features/sellers/api/get-sellers';
import { SellerCard } from '../../features/sellers/components/seller-card';
import { SellerCardSkeleton } from '../../features/sellers/components/seller-card-skeleton';
import { VendorSearch } from '../../features/sellers/components/vendor-search';

const SKELETON_COUNT = 9;

export default function SellersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH);
  const sort: SellerSort = readChoice(searchParams, 'sort', SELLER_SORTS, 'rating');
  const page = readPage(searchParams);

  const [term, setTerm] = useSearchTerm(search, (next) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set('search', next);
        else params.delete('search');
        // A new search starts from its first page.
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  });

  const trimmedSearch = search.trim();
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useSellers({
    search: trimmedSearch || undefined,
    sort,
    page: page === 1 ? undefined : page,
  });
  const sellers = data?.sellers;
  const totalPages = data ? Math.ceil(data.total / DEFAULT_PAGE_SIZE) : 0;

  function hrefForPage(target: number): string {
    return paths.sellersWith(withPage(searchParams, target));
  }

  function clearSearch() {
    setTerm('');
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.delete('search');
      params.delete('page');
      return params;
    });
  }

  function changeSort(next: SellerSort) {
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next === 'rating') params.delete('sort');
      else params.set('sort', next);
      params.delete('page');
      return params;
    });
  }

  return (
    <div className={`${container} py-10`}>
      <title>Sellers · Threadline</title>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-6">
        <div className="max-w-2xl">
          <p className="caps text-sm text-acid">The directory</p>
          <h1 className="caps text-5xl leading-none sm:text-6xl">Underground vendors</h1>
          <p className="mt-3 text-muted">
            Every shop on Threadline is run by the artist behind it. Find one whose work speaks to you.
          </p>
        </div>
        <Link to={paths.sellerApply} className={buttonClasses('primary', 'md')}>
          Become a vendor
        </Link>
      </div>
      <VendorSearch term={term} sort={sort} onTermChange={setTerm} onSortChange={changeSort} />
      <p className="nums mt-4 mb-4 h-5 text-sm text-muted" role="status" aria-live="polite">
        {data && plural(data.total, 'vendor')}
      </p>
      {isError && !sellers ? (
        <PageMessage title="Could not load vendors" action={<Button onClick={() => refetch()}>Try again</Button>}>
          <p>{error.message}</p>
        </PageMessage>
      ) : sellers && sellers.length === 0 ? (
        <PageMessage
          title="NO VENDORS FOUND"
          icon={<SearchX aria-hidden className="size-12" />}
          action={trimmedSearch || term ? <Button onClick={clearSearch}>CLEAR SEARCH</Button> : undefined}
        >
          <p>No underground vendors match your search criteria</p>
        </PageMessage>
      ) : (
        <ul
          className={`grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={isPending}
          aria-label="Vendors"
        >
          {isPending
            ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <li key={index}>
                  <SellerCardSkeleton />
                </li>
              ))
            : sellers?.map((seller) => (
                <li key={seller.id}>
                  <SellerCard seller={seller} showDescription />
                </li>
              ))}
        </ul>
      )}
      <div className="mt-10">
        <Pagination page={page} totalPages={totalPages} hrefFor={hrefForPage} label="Vendor pages" />
      </div>
    </div>
  );
}
