import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidData } from '../../errors.js';
import {
  favouriteIdsSchema, favouriteInputSchema, favouritesQuerySchema, favouriteStateSchema, feedQuerySchema, followingIdsSchema,
  followingQuerySchema, followStateSchema, productIdParamsSchema, sellerIdParamsSchema, stockAlertInputSchema, stockAlertStateSchema,
} from '../../../shared/notification-schemas.js';
import { requireUser } from '../../plugins/guards.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { FavouritesService } from './favourites.service.js';
import type { FeedService } from './feed.service.js';
import { followWriteRateLimit } from './follow-write-limit.js';
import type { FollowingService } from './following.service.js';
import type { StockAlertsService } from './stock-alerts.service.js';

export interface FollowsServices {
  favourites: FavouritesService;
  following: FollowingService;
  stockAlerts: StockAlertsService;
  feed: FeedService;
  /** One limiter for every favourite, follow and alert change of a person. */
  writeLimit: RateLimiter;
}

/**
 * What a shopper keeps: favourites, followed shops, stock alerts and the feed (the shopper scope,
 * issue 24). No path names a user: the session decides whose lists are read and written. Page
 * replies are parsed by their schema in the services; the others by the route's.
 */
export const followsRoutes: FastifyPluginAsyncZod<FollowsServices> = async (app, { favourites, following, stockAlerts, feed, writeLimit }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const limited = followWriteRateLimit(writeLimit);
  const userId = async (request: FastifyRequest) => (await requireUser(request)).id;

  // ---- favourites ----
  app.get('/api/account/favourites', { schema: { querystring: favouritesQuerySchema } }, async (request) =>
    favourites.page(await userId(request), request.query.page, request.query.limit));

  app.get('/api/account/favourites/ids', { schema: { response: { 200: favouriteIdsSchema } } }, async (request) =>
    favourites.ids(await userId(request)));

  // The body's default switches price alerts on; a PUT that does not name them leaves a saved product's as they are.
  const namesPriceAlerts = new WeakSet<FastifyRequest>();
  app.put('/api/account/favourites/:productId', {
    schema: { params: productIdParamsSchema, body: favouriteInputSchema, response: { 200: favouriteStateSchema } },
    preValidation: async (request) => {
      // Fastify validates a missing body as null, which the schema's default does not cover: read as {}.
      if (request.body === null || request.body === undefined) request.body = {} as never;
      else if (typeof request.body === 'object' && 'priceAlerts' in request.body) namesPriceAlerts.add(request);
    },
    preHandler: limited,
  }, async (request) => favourites.save(
    await userId(request), request.params.productId, namesPriceAlerts.has(request) ? request.body.priceAlerts : undefined,
  ));

  app.delete('/api/account/favourites/:productId', {
    schema: { params: productIdParamsSchema, response: { 200: favouriteStateSchema } }, preHandler: limited,
  }, async (request) => favourites.remove(await userId(request), request.params.productId));

  // ---- following ----
  app.get('/api/account/following', { schema: { querystring: followingQuerySchema } }, async (request) =>
    following.page(await userId(request), request.query.page, request.query.limit));

  app.get('/api/account/following/ids', { schema: { response: { 200: followingIdsSchema } } }, async (request) =>
    following.ids(await userId(request)));

  app.put('/api/account/following/:sellerId', {
    schema: { params: sellerIdParamsSchema, response: { 200: followStateSchema } }, preHandler: limited,
  }, async (request) => following.follow(await requireUser(request), request.params.sellerId));

  app.delete('/api/account/following/:sellerId', {
    schema: { params: sellerIdParamsSchema, response: { 200: followStateSchema } }, preHandler: limited,
  }, async (request) => following.unfollow(await userId(request), request.params.sellerId));

  // ---- stock alerts ----
  app.get('/api/account/stock-alerts', async (request) => stockAlerts.list(await userId(request)));

  app.put('/api/account/stock-alerts/:productId', {
    schema: { params: productIdParamsSchema, body: stockAlertInputSchema, response: { 200: stockAlertStateSchema } }, preHandler: limited,
  }, async (request) => stockAlerts.wait(await userId(request), request.params.productId, request.body));

  // The size and colour in the body, as PUT takes them, or in the query (clients that send no body with DELETE).
  app.delete('/api/account/stock-alerts/:productId', {
    schema: {
      params: productIdParamsSchema, body: stockAlertInputSchema.nullish(), querystring: stockAlertInputSchema.partial(),
      response: { 200: stockAlertStateSchema },
    },
    preHandler: limited,
  }, async (request) => {
    const { size, color } = request.body ?? request.query;
    if (!size || !color) throw invalidData('Name the size and colour: in the body, or as ?size=&color=');
    return stockAlerts.stopWaiting(await userId(request), request.params.productId, { size, color });
  });

  // ---- the feed ----
  app.get('/api/account/feed', { schema: { querystring: feedQuerySchema } }, async (request) =>
    feed.page(await userId(request), request.query.page, request.query.limit));
};
