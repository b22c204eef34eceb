import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { container } from '../../../components/ui/container';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isNotFound } from '../../../lib/api-client';
import { useReportNotFound } from '../../ssr/page-report';
import { parseId } from '../../../lib/parse-id';
import { useAddressTab } from '../../../lib/use-address-tab';
import { paths } from '../../../lib/paths';
import { useSeller } from '../../../features/sellers/api/get-seller';
import { SellerAbout } from '../../../features/sellers/components/seller-about';
import { ReturnPolicyNote } from '../../../features/returns/components/return-policy';
import { SellerProfileHeader } from '../../../features/sellers/components/seller-profile-header';
import { SellerReviewsPanel } from '../../../features/reviews/components/seller-reviews-panel';
import { FollowButton } from '../../../features/follows/components/follow-button';
import { MessageShopButton } from '../../../features/messages/components/message-shop-button';
import { useFollowersCount } from '../../../features/follows/api/get-followers';
import type { PublicSeller } from '@shared/catalog-schemas';
import { SellerProductsTab } from './seller-products-tab';

/** The shop's header with Follow, its figure following this tab's own follow at once. */
function SellerHeader({ seller }: { seller: PublicSeller }) {
  const followersCount = useFollowersCount(seller.id, seller.followersCount);
  return (
    <SellerProfileHeader
      seller={seller}
      followersCount={followersCount}
      action={
        <div className="flex flex-wrap gap-2">
          <FollowButton sellerId={seller.id} shopName={seller.businessName} />
          <MessageShopButton sellerId={seller.id} shopName={seller.businessName} />
        </div>
      }
    />
  );
}

function SellerNotFound() {
  useReportNotFound();
  return (
    <>
      <title>Seller Not Found · Threadline</title>
      <PageMessage
        level={1}
        title="Seller Not Found"
        action={
          <Link to={paths.sellers} className={buttonClasses()}>
            Browse all sellers
          </Link>
        }
      >
        <p>The seller you're looking for doesn't exist.</p>
      </PageMessage>
    </>
  );
}

const SELLER_TABS = ['products', 'reviews', 'about'] as const;

export default function SellerPage() {
  const id = parseId(useParams().id);
  const { data: seller, isPending, isError, error } = useSeller(id);
  const [tab, setTab] = useAddressTab(SELLER_TABS, 'products', 'seller-tabs');

  if (id === null || (isError && isNotFound(error))) return <SellerNotFound />;
  if (isError) {
    return (
      <PageMessage level={1} title="Could not load this seller">
        <p>{error.message}</p>
      </PageMessage>
    );
  }
  if (isPending) {
    return (
      <div aria-busy="true" aria-label="Loading seller">
        <Skeleton className="h-40 w-full sm:h-56 lg:h-72" />
        <div className={`${container} flex flex-col gap-3 pt-6`}>
          <Skeleton className="h-12 w-72 max-w-full" />
          <Skeleton className="h-5 w-48" />
        </div>
      </div>
    );
  }

  return (
    <div>
      <title>{`${seller.businessName} · Threadline`}</title>
      <SellerHeader seller={seller} />
      <div className={`${container} pt-10`}>
        <Tabs id="seller-tabs" value={tab} onValueChange={setTab} className="scroll-mt-40 md:scroll-mt-24">
          <TabsList aria-label="Seller">
            <TabsTrigger value="products">Products ({seller.productCount})</TabsTrigger>
            <TabsTrigger value="reviews">Reviews ({seller.totalReviews})</TabsTrigger>
            <TabsTrigger value="about">About</TabsTrigger>
          </TabsList>
          <TabsContent value="products">
            <SellerProductsTab sellerId={seller.id} sellerName={seller.businessName} />
          </TabsContent>
          <TabsContent value="reviews">
            <SellerReviewsPanel sellerId={seller.id} shopName={seller.businessName} />
          </TabsContent>
          <TabsContent value="about">
            <SellerAbout seller={seller} />
            <div className="mt-8 max-w-2xl border-2 border-line bg-surface p-4">
              <h3 className="caps mb-2 text-lg">Returns</h3>
              <ReturnPolicyNote policy={seller.returnPolicy} className="text-paper" />
            </div>
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
