import { CatalogBrowser } from '../../features/catalog/components/catalog-browser';
import { CategoryStrip } from '../../features/catalog/components/category-strip';
import { Hero } from '../../features/catalog/components/hero';
import { FeaturedSellers } from '../../features/sellers/components/featured-sellers';

export function HomePage() {
  return (
    <>
      <title>Threadline: The underground streetwear marketplace</title>
      <Hero />
      <CategoryStrip />
      <CatalogBrowser />
      <FeaturedSellers />
    </>
  );
}
