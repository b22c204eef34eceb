/** The shared navigation's destinations, used by the header and the mobile drawer alike. */
export const NAV_LINKS = [
  { label: 'T-Shirts', to: '/?category=t-shirts', category: 't-shirts' },
  { label: 'Hoodies', to: '/?category=hoodies', category: 'hoodies' },
  { label: 'Hats', to: '/?category=hats', category: 'hats' },
  { label: 'Sellers', to: '/sellers', category: null },
] as const;
