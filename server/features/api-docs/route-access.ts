/**
 * Who may call each route, for the document's `security` and error replies. The guards live in the
 * scopes of server/api-map.ts, where a description cannot see them; this classification says the
 * same by path, and route-access.api.test.ts checks it against the app's real answers (a visitor
 * gets 401 from every guarded route, a shopper 403 from seller routes, a seller 403 from admin
 * ones), so it cannot drift from the guards unnoticed.
 */
export type Audience =
  /** Anyone, no session. */
  | 'public'
  /** Any signed-in account (the services check that what is named is theirs). */
  | 'shopper'
  /** A signed-in account with a shop. */
  | 'seller'
  /** A signed-in administrator. */
  | 'admin'
  /** No session: the request carries its own proof (a provider's signature, a signed link). */
  | 'signature';

export interface RouteAccess {
  audience: Audience;
  /** For `signature`: which security scheme carries the proof. */
  scheme?: 'stripeSignature' | 'demoPaymentSignature' | 'uploadSignature' | 'unsubscribeCode';
  /** What the audience alone does not say. */
  note?: string;
}

/** Product writes stand in the shopper scope; the service lets sellers (their own) and admins (any) through. */
const PRODUCT_WRITE: RouteAccess = { audience: 'seller', note: 'An administrator may write any product.' };

/** Routes whose access differs from what their path prefix says (METHOD and Fastify path). */
const EXCEPTIONS: Record<string, RouteAccess> = {
  // Signing in is how a session is had; the admin panel's sign-in stands outside its guarded scope.
  'POST /api/admin/login': { audience: 'public' },
  // Becoming a seller: a visitor's application (creates the account) and a shopper's own.
  'POST /api/seller/apply': { audience: 'public' },
  'GET /api/seller/application': { audience: 'shopper' },
  'POST /api/products': PRODUCT_WRITE,
  'PUT /api/products/:id': PRODUCT_WRITE,
  'DELETE /api/products/:id': PRODUCT_WRITE,
  'POST /api/payments/stripe/webhook': { audience: 'signature', scheme: 'stripeSignature' },
  'POST /api/payments/demo/webhook': { audience: 'signature', scheme: 'demoPaymentSignature' },
  'PUT /api/objects/incoming/:id': { audience: 'signature', scheme: 'uploadSignature' },
  'GET /api/notifications/unsubscribe': { audience: 'signature', scheme: 'unsubscribeCode' },
  'POST /api/notifications/unsubscribe': { audience: 'signature', scheme: 'unsubscribeCode' },
};

/** Paths open to everyone: the storefront, signing up and in, and the description itself. */
const PUBLIC_ROUTES: Array<{ methods: string[]; path: RegExp }> = [
  { methods: ['GET'], path: /^\/api\/(products|sellers)(\/:id(\/(reviews|review-summary))?)?$/ },
  { methods: ['GET'], path: /^\/api\/(categories|stats|health|openapi\.json|docs)$/ },
  { methods: ['POST'], path: /^\/api\/(login|register|logout)$/ },
  { methods: ['POST'], path: /^\/api\/password-reset\/(request|validate|confirm)$/ },
  { methods: ['POST'], path: /^\/api\/account\/(verify-email|email\/confirm)$/ },
  { methods: ['GET'], path: /^\/(objects\/\*|sitemap\.xml|sitemaps\/:file|robots\.txt)$/ },
];

/** Everything under these is a signed-in account's own: cart, orders, account area, conversations. */
const SHOPPER_PREFIXES = [
  '/api/cart', '/api/checkout', '/api/orders', '/api/account/', '/api/addresses', '/api/user/', '/api/conversations/',
  '/api/messages/', '/api/reviews/', '/api/order-items/', '/api/returns/', '/api/payments/demo/', '/api/objects/',
];

/** Writes under storefront paths, checked by ownership in the shopper scope. */
const SHOPPER_ROUTES = new Set([
  'PUT /api/sellers/:id', 'PUT /api/sellers/:id/media', 'POST /api/sellers/:id/conversation',
]);

/** The audience of one route, or null when nothing classifies it (a test fails on that). */
export function routeAccess(method: string, url: string): RouteAccess | null {
  const exception = EXCEPTIONS[`${method} ${url}`];
  if (exception) return exception;
  if (PUBLIC_ROUTES.some((rule) => rule.methods.includes(method) && rule.path.test(url))) return { audience: 'public' };
  if (url.startsWith('/api/admin/')) return { audience: 'admin' };
  if (url.startsWith('/api/seller/')) return { audience: 'seller' };
  if (SHOPPER_PREFIXES.some((prefix) => url.startsWith(prefix)) || SHOPPER_ROUTES.has(`${method} ${url}`)) return { audience: 'shopper' };
  return null;
}
