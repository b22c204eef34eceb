/**
 * Every page address of the shop, once: the router's patterns and the links and redirects that
 * point at them. It stands on the lowest floor so any feature may link to any page without
 * importing the feature that draws it. Builders take ids and filters; the URLs they write are
 * the ones the site has always used.
 */

/** The shop's front page filtered as the header, footer and product pages link to it. */
export interface ShopLink {
  category?: string;
  search?: string;
  sale?: true;
  featured?: true;
}

function shop({ category, search, sale, featured }: ShopLink = {}): string {
  const query = [
    category !== undefined && `category=${encodeURIComponent(category)}`,
    search !== undefined && `search=${encodeURIComponent(search)}`,
    sale && 'sale=true',
    featured && 'featured=true',
  ].filter(Boolean).join('&');
  return query ? `/?${query}` : '/';
}

/** The shop with the filters, sort and page its address keeps (catalog-search-params writes them). */
const shopWith = (params: URLSearchParams) => withQuery('/', params);

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** `?page=N` from the second page on, so the first page keeps its plain address. */
const pageSuffix = (page: number | undefined) => (page !== undefined && page > 1 ? `?page=${page}` : '');

export const paths = {
  home: '/',
  shop,
  shopWith,
  product: (productId: number) => `/product/${productId}`,
  /** The product page opened on its Reviews tab, scrolled to it. */
  productReviews: (productId: number) => `/product/${productId}?tab=reviews#reviews`,
  sellers: '/sellers',
  /** The directory with the address state it keeps (search, sort, page). */
  sellersWith: (params: URLSearchParams) => withQuery('/sellers', params),
  seller: (sellerId: number, page?: number) => `/seller/${sellerId}${pageSuffix(page)}`,
  /** The shop's page opened on its Reviews tab, scrolled to it. */
  sellerReviews: (sellerId: number) => `/seller/${sellerId}?tab=reviews#reviews`,
  sellerApply: '/seller/apply',
  sellerDashboard: '/seller-dashboard',
  /** A printable packing slip for one of the shop's orders (an admin may open any order's). */
  packingSlip: (orderId: number | string) => `/seller-dashboard/orders/${orderId}/packing-slip`,
  checkout: '/checkout',
  order: (checkoutNumber: string) => `/orders/${checkoutNumber}`,
  /** The account area: profile, email, password, devices, addresses, deletion. */
  account: '/account',
  accountOrders: '/account/orders',
  accountOrdersPage: (page: number) => `/account/orders${pageSuffix(page)}`,
  /** What the buyer can still review, and the reviews they wrote. */
  accountReviews: '/account/reviews',
  /** Saved products, with what changed since (issue 24). */
  accountFavourites: '/account/favourites',
  accountFavouritesPage: (page: number) => `/account/favourites${pageSuffix(page)}`,
  /** Followed shops. */
  accountFollowing: '/account/following',
  /** Notification preferences per kind and channel. */
  accountNotifications: '/account/notifications',
  /** The buyer's conversations with shops (issue 25), and one of them. */
  accountMessages: '/account/messages',
  accountConversation: (conversationId: number) => `/account/messages/${conversationId}`,
  /** The buyer's returns, newest first. */
  accountReturns: '/account/returns',
  /** The seller dashboard's Messages tab, opened on one conversation. */
  sellerConversation: (conversationId: number) => `/seller-dashboard?tab=messages&conversation=${conversationId}`,
  sellerReturns: '/seller-dashboard?tab=returns',
  /** The seller dashboard's Promotions tab: codes and scheduled sales (issue 26). */
  sellerPromotions: '/seller-dashboard?tab=promotions',
  /** The seller dashboard's Integrations tab: webhooks and low-stock alerts (issue 27). */
  sellerIntegrations: '/seller-dashboard?tab=integrations',
  /** The admin panel's disputes queue, and one dispute. */
  adminDisputes: '/admin-dashboard?tab=disputes',
  /** The control panel's promotions: platform codes and every shop's codes. */
  adminPromotions: '/admin-dashboard?tab=promotions',
  /** The control panel's webhooks: the platform's endpoints (issue 27). */
  adminWebhooks: '/admin-dashboard?tab=webhooks',
  adminDispute: (disputeId: number) => `/admin-dashboard?tab=disputes&dispute=${disputeId}`,
  /** The notification centre's full list (the bell shows the newest). */
  notifications: '/notifications',
  notificationsPage: (page: number) => `/notifications${pageSuffix(page)}`,
  /** A mail's one-click unsubscribe link lands here and confirms with one button. */
  unsubscribe: (code: string) => `/unsubscribe?code=${encodeURIComponent(code)}`,

  login: '/login',
  /**
   * The sign-in page that returns to `next` afterwards. `next` is one of these paths, written
   * as is (`/login?next=/checkout`): accounts' safeReturnPath accepts only a path of this site.
   */
  loginThen: (next: string) => `/login?next=${next}`,
  /** The same for any address of the site, query included (the header's SIGN IN keeps the page it was on). */
  loginReturningTo: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  register: '/register',
  roleSelection: '/role-selection',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Pages opened from mailed links (`?token=`): the address is verified, or the new one confirmed. */
  verifyEmail: '/verify-email',
  confirmEmail: '/confirm-email',

  adminLogin: '/admin/login',
  adminLogout: '/admin/logout',
  adminDashboard: '/admin-dashboard',
  adminPortal: '/admin/portal',

  /** Old addresses kept as redirects, still linked from the footer. */
  becomeSeller: '/become-seller',
  upload: '/upload',

  shipping: '/shipping',
  returns: '/returns',
  pricing: '/pricing',
  sizeGuide: '/size-guide',
  help: '/help',
  support: '/support',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
} as const;

/** The router's patterns for the pages whose address carries an id. */
export const routePatterns = {
  product: '/product/:id',
  seller: '/seller/:id',
  order: '/orders/:checkoutNumber',
  packingSlip: '/seller-dashboard/orders/:orderId/packing-slip',
  accountConversation: '/account/messages/:conversationId',
  /** paths.unsubscribe writes the code into the query; the route matches the page alone. */
  unsubscribe: '/unsubscribe',
} as const;
