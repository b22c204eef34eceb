/** The documented demo accounts (README.md). Never load the demo data into a real shop. */
export const DEMO_PASSWORD = 'streetwear';

export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', email: 'admin@threadline.local', firstName: 'Ada', lastName: 'Admin' },
  customer: { username: 'shopper', email: 'shopper@threadline.local', firstName: 'Sam', lastName: 'Shopper' },
  /** Owns the first demo shop, Concrete Saints. */
  seller: { username: 'concrete-saints', email: 'seller@threadline.local', firstName: 'Cass', lastName: 'Seller' },
} as const;

/** The owners of the other demo shops sign in as their shop's name, e.g. north.lane@threadline.local. */
export function demoShopOwner(businessName: string) {
  return {
    username: businessName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    email: `${businessName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@threadline.local`,
  };
}
