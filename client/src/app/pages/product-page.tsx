import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { container } from '../../components/ui/container';
import { PageMessage } from '../../components/ui/page-message';
import { Skeleton } from '../../components/ui/skeleton';
import { isNotFound } from '../../lib/api-client';
import { parseId } from '../../lib/parse-id';
import { paths } from '../../lib/paths';
import { useReportNotFound } from '../ssr/page-report';
import { useProduct } from '../../features/catalog/api/get-product';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { ProductDetails } from '../../features/catalog/components/product-details';
import { ProductGallery } from '../../features/catalog/components/product-gallery';
import { ProductInfoTabs } from '../../features/catalog/components/product-info-tabs';
import { ProductReviews } from '../../features/reviews/components/product-reviews';
import { FavouriteButton } from '../../features/follows/components/favourite-button';
import { FollowButton } from '../../features/follows/components/follow-button';
import { MessageShopButton } from '../../features/messages/components/message-shop-button';
import { StockAlertButton } from '../../features/follows/components/stock-alert-button';
import { ReturnPolicyNote } from '../../features/returns/components/return-policy';
import { useSeller } from '../../features/sellers/api/get-seller';

function ProductNotFound() {
  useReportNotFound();
  return (
    <>
      <title>Product Not Found · Threadline</title>
      <PageMessage
        level={1}
        title="Product Not Found"
        action={
          <Link to={paths.home} className={buttonClasses()}>
            Back to the shop
          </Link>
        }
      >
        <p>The product you're looking for doesn't exist.</p>
      </PageMessage>
    </>
  );
}

function ProductSkeleton() {
  return (
    <div className="grid gap-10 lg:grid-cols-2" aria-busy="true" aria-label="Loading product">
      <Skeleton className="aspect-square w-full" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-12 w-4/5" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-32" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

export default function ProductPage() {
  const id = parseId(useParams().id);
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  // The shop's return policy, read before buying (issue 25): shop replies carry it, product replies do not.
  const shop = useSeller(product?.seller?.id ?? null);
  const returnPolicy = shop.data && <ReturnPolicyNote policy={shop.data.returnPolicy} className="w-full" />;

  if (id === null || (isError && isNotFound(error))) return <ProductNotFound />;
  if (isError) {
    return (
      <PageMessage
        level={1}
        title="Could not load this design"
        action={<Button onClick={() => refetch()}>Try again</Button>}
      >
        <p>{error.message}</p>
      </PageMessage>
    );
  }

  return (
    <div className={`${container} py-8`}>
      {isPending ? (
        <ProductSkeleton />
      ) : (
        <>
          <title>{`${product.name} · Threadline`}</title>
          <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
            <ol className="flex flex-wrap items-center gap-2">
              <li><Link to={paths.home} className="hover:text-acid">Shop</Link></li>
              <li aria-hidden>/</li>
              <li><Link to={paths.shop({ category: product.category.slug })} className="hover:text-acid">{product.category.name}</Link></li>
              <li aria-hidden>/</li>
              <li aria-current="page" className="truncate text-paper">{product.name}</li>
            </ol>
          </nav>
          <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
            <ProductGallery images={product.images} name={product.name} />
            <ProductDetails
              key={product.id}
              product={product}
              shopAction={product.seller && (
                <>
                  <FollowButton sellerId={product.seller.id} shopName={product.seller.businessName} size="sm" />
                  <MessageShopButton sellerId={product.seller.id} shopName={product.seller.businessName} productId={product.id} size="sm" />
                  {returnPolicy}
                </>
              )}
              renderAction={(choice) => (
                <>
                  <div className="flex gap-3">
                    <AddToCartButton
                      product={product}
                      size={choice.size}
                      color={choice.color}
                      quantity={choice.quantity}
                      disabled={!choice.complete || choice.soldOut}
                    />
                    {/* Where the spec's "Add to Wishlist" stood. */}
                    <FavouriteButton productId={product.id} productName={product.name} variant="page" />
                  </div>
                  {choice.soldOut && choice.size && choice.color && (
                    <StockAlertButton productId={product.id} size={choice.size} color={choice.color} />
                  )}
                </>
              )}
            />
          </div>
          <div className="mt-12">
            <ProductInfoTabs
              product={product}
              reviews={<ProductReviews productId={product.id} shopName={product.seller?.businessName ?? 'The shop'} />}
            />
          </div>
        </>
      )}
    </div>
  );
}
