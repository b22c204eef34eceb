import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/id.js';
import { productListQuerySchema } from '../../../shared/catalog-schemas.js';
import { cachePrivately, cachePublicly } from '../../plugins/cache-policy.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { replyBuffers } from '../../kernel/reply-buffers.js';
import type { CachedReply } from '../../kernel/reply-cache.js';
import { catalogViewer, type CatalogService } from './catalog.service.js';
import type { CatalogViewer } from './product-visibility.js';
import type { CatalogReadModel } from './read-model/catalog-read-model.js';

const healthReplySchema = z.object({ status: z.enum(['ok', 'starting']), catalogue: z.enum(['sql', 'read-model', 'building']) });

/**
 * Catalogue reads. Replies are validated by their zod schemas (shared/catalog-schemas.ts) when
 * they are built, then sent as ready JSON, so a cached reply costs no serialisation.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; readModel?: CatalogReadModel }> = async (app, { catalog, readModel }) => {
  // A visitor's reply may sit in a CDN for a moment; an admin's or an owner's view never may.
  const send = (reply: FastifyReply, cached: CachedReply, viewer: CatalogViewer = { kind: 'shopper' }) => {
    const { body } = cached;
    // A page lent by the read model is used again once the socket has it.
    if (typeof body !== 'string' && replyBuffers.lends(body)) reply.raw.once('finish', () => replyBuffers.giveBack(body));
    return (viewer.kind === 'shopper' ? cachePublicly(reply) : cachePrivately(reply)).headers(cached.headers).send(body);
  };

  // A visitor without a session asking for a URL already answered: the stored reply, before any parsing.
  const storedForVisitor = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.cookie?.includes(SESSION_COOKIE)) return;
    const stored = catalog.replyForUrl(request.url);
    if (stored) return send(reply, stored);
  };

  app.get('/api/products', { schema: { querystring: productListQuerySchema }, onRequest: storedForVisitor }, async (request, reply) => {
    const viewer = await catalogViewer(request, request.query.seller);
    return send(reply, await catalog.listProducts(request.query, viewer, request.url), viewer);
  });

  app.get('/api/products/:id', { schema: { params: idParamsSchema }, onRequest: storedForVisitor }, async (request, reply) => {
    const viewer = await catalogViewer(request);
    return send(reply, await catalog.getProduct(request.params.id, viewer, request.url), viewer);
  });

  app.get('/api/categories', async (_request, reply) => send(reply, await catalog.listCategories()));

  app.get('/api/stats', async (_request, reply) => send(reply, await catalog.stats()));

  // A readiness probe: 200 once shoppers are served from the read model (or it is turned off), 503 while it is built.
  app.get('/api/health', { schema: { response: { 200: healthReplySchema, 503: healthReplySchema } } }, async (_request, reply) => {
    const catalogue = !readModel ? 'sql' : readModel.built ? 'read-model' : 'building';
    return reply.code(catalogue === 'building' ? 503 : 200).header('cache-control', 'no-store').send({ status: catalogue === 'building' ? 'starting' : 'ok', catalogue });
  });
};
