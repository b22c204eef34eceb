/** The documented demo accounts (README.md). Never load the demo data into a real shop. */
export const DEMO_PASSWORD = 'streetwear';

export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', email: 'admin@threadline.local', firstName: 'Ada', lastName: 'Admin' },
  customer: { username: 'shopper', email: 'shopper@threadline.local', firstName: 'Sam', lastName: 'Shopper' },
  /** Owns the first demo shop, Concrete Saints. */
  seller: { username: 'concrete-saints', email: 'seller@threadline.local', firstName: 'Cass', lastName: 'Seller' },
} as const;
