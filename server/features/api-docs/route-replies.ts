import { z } from 'zod';
import {
  catalogStatsSchema, categoryListSchema, ownedProductSchema, ownedProductSummarySchema, productSchema, productSummarySchema,
  publicSellerListSchema, publicSellerSchema,
} from '../../../shared/catalog-schemas.js';
import { favouritesPageSchema, feedPageSchema, followingPageSchema, stockAlertListSchema } from '../../../shared/notification-schemas.js';

/**
 * Replies a service parses with its zod schema and the route sends as ready JSON (the catalogue's
 * cached replies; one-way timestamp transforms the reply serializer cannot encode): the route
 * declares no reply schema, so the schema the service parses with is named here. An owner or an
 * admin sees the owned form of a product, anyone else the public one.
 */
export const SERVICE_PARSED_REPLIES: Record<string, Record<number, z.ZodType>> = {
  'GET /api/products': { 200: z.array(z.union([productSummarySchema, ownedProductSummarySchema])) },
  'GET /api/products/:id': { 200: z.union([productSchema, ownedProductSchema]) },
  'POST /api/products': { 201: ownedProductSchema },
  'PUT /api/products/:id': { 200: ownedProductSchema },
  'GET /api/categories': { 200: categoryListSchema },
  'GET /api/stats': { 200: catalogStatsSchema },
  'GET /api/sellers': { 200: publicSellerListSchema },
  'GET /api/sellers/:id': { 200: publicSellerSchema },
  'GET /api/account/favourites': { 200: favouritesPageSchema },
  'GET /api/account/following': { 200: followingPageSchema },
  'GET /api/account/stock-alerts': { 200: stockAlertListSchema },
  'GET /api/account/feed': { 200: feedPageSchema },
};

/**
 * What zod cannot tell about some routes: replies of routes that declare no reply schema (an empty
 * 204, a page, an image) and the routes that count attempts (429). Keyed by METHOD and Fastify path;
 * openapi.api.test.ts fails when a route has no reply described, or an entry names no route.
 */
export interface PlainReply {
  status: number;
  description: string;
  /** A body other than JSON; absent: no body. */
  contentType?: string;
}

const noContent = (description: string): PlainReply[] => [{ status: 204, description }];

export const PLAIN_REPLIES: Record<string, PlainReply[]> = {
  'POST /api/account/delete': noContent('The account is deleted and signed out'),
  'POST /api/logout': noContent('Signed out: the session ended and its cookie cleared'),
  'POST /api/admin/logout': noContent('Signed out of the control panel'),
  'DELETE /api/cart/:id': noContent('The line is gone'),
  'DELETE /api/cart/user/:userId': noContent('The cart is empty'),
  'DELETE /api/cart/codes/:code': noContent('The code is off the cart'),
  'DELETE /api/addresses/:id': noContent('The address is gone'),
  'DELETE /api/products/:id': noContent('The product is gone'),
  'DELETE /api/reviews/:id': noContent('The review is gone'),
  'POST /api/reviews/:id/report': noContent('The report is recorded'),
  'DELETE /api/seller/sales/:id': noContent('The sale is gone'),
  'DELETE /api/seller/promotions/:id': noContent('The code is gone'),
  'DELETE /api/admin/promotions/:id': noContent('The code is gone'),
  'DELETE /api/account/sessions/:id': noContent('That session ended'),
  'PUT /api/objects/incoming/:id': noContent('The bytes are stored; POST /api/objects/normalize next'),
  'GET /objects/*': [
    { status: 200, description: 'The image variant (`variant`: full, card or thumb), cached for a year', contentType: 'image/webp' },
    { status: 304, description: 'Not modified (If-None-Match)' },
  ],
  'GET /api/docs': [{ status: 200, description: 'This description as a readable page', contentType: 'text/html' }],
  'DELETE /api/seller/webhooks/:id': noContent('The endpoint is gone; deliveries still due are not sent'),
  'DELETE /api/admin/webhooks/:id': noContent('The endpoint is gone; deliveries still due are not sent'),
  'GET /sitemap.xml': [{ status: 200, description: 'The sitemap index: one file per 50,000 addresses', contentType: 'application/xml' }],
  'GET /sitemaps/:file': [{ status: 200, description: 'One file of the sitemap (`1.xml`, `2.xml`…)', contentType: 'application/xml' }],
  'GET /robots.txt': [{ status: 200, description: 'What crawlers may read, and where the sitemap is', contentType: 'text/plain' }],
};

/** Routes that count attempts and answer 429 (with Retry-After) past their limit. */
export const RATE_LIMITED = new Set([
  'POST /api/login', 'POST /api/register', 'POST /api/seller/apply', 'POST /api/admin/login',
  'POST /api/password-reset/request',
  'POST /api/checkout',
  'POST /api/products', 'PUT /api/products/:id', 'DELETE /api/products/:id',
  'POST /api/order-items/:id/review', 'PUT /api/reviews/:id', 'DELETE /api/reviews/:id',
  'POST /api/reviews/:id/helpful', 'POST /api/reviews/:id/report',
  'PUT /api/account/favourites/:productId', 'DELETE /api/account/favourites/:productId',
  'PUT /api/account/following/:sellerId', 'DELETE /api/account/following/:sellerId',
  'PUT /api/account/stock-alerts/:productId', 'DELETE /api/account/stock-alerts/:productId',
  'POST /api/cart/codes',
  'POST /api/conversations/:id/messages',
  'POST /api/objects/upload',
  'POST /api/admin/payouts/:id/details',
  'POST /api/account/verify-email/resend', 'POST /api/account/email', 'POST /api/account/password', 'POST /api/account/delete',
]);
