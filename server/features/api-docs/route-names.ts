/** Where a route's name, tag and summary come from: its path, the one thing every route has. */

/** `/api/products/:id` as OpenAPI writes it: `/api/products/{id}`; Fastify's wildcard `*` as `{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

/** The path's parameters in order (`:id`, and `path` for a trailing wildcard). */
export function pathParameterNames(url: string): string[] {
  return [...openApiPath(url).matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

const words = (segment: string) => segment.replace(/[-_.]/g, ' ');
const nouns = (url: string) => url.split('/').filter((segment) => segment && segment !== 'api' && !segment.startsWith(':') && segment !== '*');

/** e.g. `GET /api/products/:id/reviews` -> `getProductsByIdReviews`: unique as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const parts = url.split('/').filter((segment) => segment && segment !== 'api').map((segment) => {
    const name = segment === '*' ? 'path' : segment.replace(/^:/, '');
    const pascal = name.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
    return segment.startsWith(':') || segment === '*' ? `By${pascal}` : pascal;
  });
  return method.toLowerCase() + parts.join('');
}

/** A readable label from the path: `admin › orders › mark paid`. */
export function summaryOf(url: string): string {
  const label = nouns(url).map(words).join(' › ');
  return label ? label[0]!.toUpperCase() + label.slice(1) : url;
}

/** The feature a path belongs to, by its deepest noun that names one: `/api/orders/:id/returns` is about returns. */
const FEATURE_OF_NOUN: Record<string, string> = {
  products: 'Catalogue', categories: 'Catalogue', stats: 'Shop figures', health: 'Service health',
  'openapi.json': 'API description', docs: 'API description', objects: 'Media', media: 'Media', upload: 'Media', normalize: 'Media', incoming: 'Media',
  sellers: 'Shops', apply: 'Seller applications', application: 'Seller applications', 'seller-applications': 'Seller applications',
  login: 'Sign-in', logout: 'Sign-in', register: 'Sign-in', me: 'Sign-in', 'password-reset': 'Sign-in',
  account: 'Account', 'verify-email': 'Account', email: 'Account', profile: 'Account', password: 'Account', sessions: 'Account', delete: 'Account',
  user: 'Account', addresses: 'Addresses',
  cart: 'Cart', codes: 'Promotions', promotions: 'Promotions', sales: 'Scheduled sales',
  checkout: 'Orders', checkouts: 'Orders', orders: 'Orders', 'held-stock': 'Orders', 'packing-slip': 'Orders', payments: 'Payments',
  payouts: 'Payouts', ledger: 'Ledger',
  reviews: 'Reviews', review: 'Reviews', 'review-summary': 'Reviews', reviewable: 'Reviews',
  favourites: 'Follows', following: 'Follows', feed: 'Follows', 'stock-alerts': 'Follows',
  notifications: 'Notifications', 'notification-preferences': 'Notifications', unsubscribe: 'Notifications',
  conversations: 'Messages', conversation: 'Messages', messages: 'Messages', 'message-reports': 'Messages', 'blocked-buyers': 'Messages',
  returns: 'Returns', disputes: 'Disputes',
  users: 'Admin: users', overview: 'Admin: overview', audit: 'Admin: audit trail', mail: 'Admin: mail outbox',
  'import-products': 'Catalogue', 'assign-product': 'Catalogue',
  'sitemap.xml': 'Pages', sitemaps: 'Pages', 'robots.txt': 'Pages', webhooks: 'Webhooks', 'low-stock': 'Webhooks',
};

export function featureOf(url: string): string | null {
  const path = nouns(url);
  for (let i = path.length - 1; i >= 0; i--) {
    const feature = FEATURE_OF_NOUN[path[i]!];
    if (feature) return feature;
  }
  return null;
}
