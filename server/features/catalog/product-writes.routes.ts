import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import { productCreateSchema, productUpdateSchema } from '../../../shared/product-schemas.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { productWriteRateLimit } from './product-write-limit.js';
import type { ProductWritesService } from './product-writes.service.js';
import { actingUser } from '../../plugins/guards.js';

/** A seller's own products, or any for an admin (spec section 7, "Seller dashboard"; shopper scope, the service checks which). */
export const productWriteRoutes: FastifyPluginAsyncZod<{ productWrites: ProductWritesService; writeLimit: RateLimiter }> = async (
  app, { productWrites, writeLimit },
) => {
  app.addHook('preHandler', productWriteRateLimit(writeLimit));

  // Replies are parsed by ownedProductSchema in the service (its timestamps are one-way transforms,
  // which the reply serializer cannot encode), as the catalogue's reads are.
  app.post('/api/products', { schema: { body: productCreateSchema } }, async (request, reply) => {
    const product = await productWrites.create(await actingUser(request), request.body);
    return reply.status(201).send(product);
  });

  app.put(
    '/api/products/:id',
    { schema: { params: idParamsSchema, body: productUpdateSchema } },
    async (request) => productWrites.update(await actingUser(request), request.params.id, request.body),
  );

  app.delete('/api/products/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await productWrites.remove(await actingUser(request), request.params.id);
    return reply.status(204).send();
  });
};
