import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import { sellerListQuerySchema } from '../../../shared/catalog-schemas.js';
import { cachePublicly } from '../../plugins/cache-policy.js';
import type { SellersService } from './sellers.service.js';

export const sellerRoutes: FastifyPluginAsyncZod<{ sellersService: SellersService }> = async (app, { sellersService }) => {
  app.get('/api/sellers', { schema: { querystring: sellerListQuerySchema } }, async (request, reply) => {
    const cached = await sellersService.listPublic(request.query);
    return cachePublicly(reply).headers(cached.headers).send(cached.body);
  });

  app.get('/api/sellers/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const cached = await sellersService.getPublic(request.params.id);
    return cachePublicly(reply).headers(cached.headers).send(cached.body);
  });
};
