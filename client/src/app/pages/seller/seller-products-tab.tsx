import { useSearchParams } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@shared/catalog-constants';
import { Button } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { Pagination } from '../../../components/ui/pagination';
import { readPage } from '../../../lib/address-state';
import { paths } from '../../../lib/paths';
import { useProducts } from '../../../features/catalog/api/get-products';
import { ProductGrid } from '../../../features/catalog/components/product-grid';


export function SellerProductsTab({ sellerId, sellerName }: { sellerId: number; sellerName: string }) {
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams);
  const { data, isError, error, refetch, isPlaceholderData } = useProducts({
    seller: sellerId,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: 'newest',
  });

  if (isError && !data) {
    return (
      <PageMessage title="Could not load designs" action={<Button onClick={() => refetch()}>Try again</Button>}>
        <p>{error.message}</p>
      </PageMessage>
    );
  }
  if (data && data.total === 0) {
    return (
      <PageMessage title="NO PRODUCTS YET" icon={<PackageOpen aria-hidden className="size-12" />}>
        <p>This vendor hasn't uploaded any designs yet.</p>
      </PageMessage>
    );
  }
  const totalPages = data ? Math.ceil(data.total / DEFAULT_PAGE_SIZE) : 0;
  return (
    <div className="flex flex-col gap-8">
      <div className={isPlaceholderData ? 'opacity-60' : undefined}>
        <ProductGrid products={data?.products} wide label={`Designs by ${sellerName}`} />
      </div>
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(target) => paths.seller(sellerId, target)}
        label="Seller designs pages"
      />
    </div>
  );
}
