import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/id.js';
import {
  ownReviewSchema, publicReviewSchema, reviewableItemSchema, reviewInputSchema, reviewListQuerySchema, reviewSummarySchema,
} from '../../../shared/review-schemas.js';
import { cachePrivately, cachePublicly } from '../../plugins/cache-policy.js';
import { requireUser } from '../../plugins/guards.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { sendPage } from '../../kernel/paging.js';
import type { SessionUser } from '../../kernel/session.repo.js';
import type { ReviewReadsService } from './review-reads.service.js';
import { reviewWriteRateLimit } from './review-write-limit.js';
import type { ReviewsService } from './reviews.service.js';

const reviewListSchema = z.array(publicReviewSchema);
const accountPagingSchema = reviewListQuerySchema.pick({ page: true, pageSize: true });

/** A visitor's reply is the same for everyone; a signed-in reader's carries their own marks. */
const cacheFor = (reply: FastifyReply, user: SessionUser | null) => (user ? cachePrivately(reply) : cachePublicly(reply));

/** Reviews and figures of a product or a shop, for anyone (the everyone scope); a session adds the reader's marks. */
export const reviewReadRoutes: FastifyPluginAsyncZod<{ reads: ReviewReadsService }> = async (app, { reads }) => {
  const listSchema = { params: idParamsSchema, querystring: reviewListQuerySchema, response: { 200: reviewListSchema } };
  const summarySchema = { params: idParamsSchema, response: { 200: reviewSummarySchema } };

  app.get('/api/products/:id/reviews', { schema: listSchema }, async (request, reply) => {
    const user = await request.currentUser();
    const page = await reads.list('product', request.params.id, request.query, user);
    return sendPage(cacheFor(reply, user), page);
  });

  app.get('/api/products/:id/review-summary', { schema: summarySchema }, async (request, reply) => {
    const user = await request.currentUser();
    const summary = await reads.summary('product', request.params.id, user);
    cacheFor(reply, user);
    return summary;
  });

  app.get('/api/sellers/:id/reviews', { schema: listSchema }, async (request, reply) => {
    const user = await request.currentUser();
    const page = await reads.list('seller', request.params.id, request.query, user);
    return sendPage(cacheFor(reply, user), page);
  });

  app.get('/api/sellers/:id/review-summary', { schema: summarySchema }, async (request, reply) => {
    const user = await request.currentUser();
    const summary = await reads.summary('seller', request.params.id, user);
    cacheFor(reply, user);
    return summary;
  });
};

/** A buyer's review writes and account lists (the shopper scope; the service checks ownership). */
export const reviewWriteRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService; reads: ReviewReadsService; writeLimit: RateLimiter }> = async (
  app, { reviews, reads, writeLimit },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const limited = reviewWriteRateLimit(writeLimit);

  app.post('/api/order-items/:id/review', {
    schema: { params: idParamsSchema, body: reviewInputSchema, response: { 201: ownReviewSchema } }, preHandler: limited,
  }, async (request, reply) => {
    const review = await reviews.create(await requireUser(request), request.params.id, request.body);
    return reply.status(201).send(review);
  });

  app.put('/api/reviews/:id', {
    schema: { params: idParamsSchema, body: reviewInputSchema, response: { 200: ownReviewSchema } }, preHandler: limited,
  }, async (request) => reviews.update(await requireUser(request), request.params.id, request.body));

  app.delete('/api/reviews/:id', { schema: { params: idParamsSchema }, preHandler: limited }, async (request, reply) => {
    await reviews.remove(await requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/account/reviewable', { schema: { querystring: accountPagingSchema, response: { 200: z.array(reviewableItemSchema) } } }, async (request, reply) =>
    sendPage(reply, await reads.reviewable(await requireUser(request), request.query)));

  app.get('/api/account/reviews', { schema: { querystring: accountPagingSchema, response: { 200: z.array(ownReviewSchema) } } }, async (request, reply) =>
    sendPage(reply, await reads.ownReviews(await requireUser(request), request.query)));
};
