import { paths } from '../../lib/paths';
/** The shared navigation's destinations, used by the header and the mobile drawer alike. */
export const NAV_LINKS = [
  { label: 'T-Shirts', to: paths.shop({ category: 't-shirts' }), category: 't-shirts' },
  { label: 'Hoodies', to: paths.shop({ category: 'hoodies' }), category: 'hoodies' },
  { label: 'Hats', to: paths.shop({ category: 'hats' }), category: 'hats' },
  { label: 'Sellers', to: paths.sellers, category: null },
] as const;
