import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE } from '../../../shared/admin-schemas.js';
import { idParamsSchema } from '../../../shared/id.js';
import { MAX_PAGE } from '../../../shared/limits.js';
import { platformPromotionInputSchema, promotionListSchema, promotionReplySchema } from '../../../shared/promotion-schemas.js';
import { actingAdmin } from '../../plugins/guards.js';
import type { PromotionsService } from './promotions.service.js';

const OWNERS = ['platform', 'shops', 'all'] as const;

/** `?owner=platform|shops|all&search=&page=&pageSize=`, like the other admin lists. */
const adminPromotionsQuerySchema = z.object({
  owner: z.enum(OWNERS, { error: `Owner must be one of ${OWNERS.join(', ')}` }).default('all'),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  page: z.coerce.number({ error: 'Page must be a whole number' }).int('Page must be a whole number').min(1, 'Page must be at least 1')
    .max(MAX_PAGE, 'Page is too large').default(1),
  pageSize: z.coerce.number({ error: 'Page size must be a whole number' }).int('Page size must be a whole number').min(1, 'Page size must be at least 1')
    .max(ADMIN_MAX_PAGE_SIZE, `Page size must be at most ${ADMIN_MAX_PAGE_SIZE}`).default(ADMIN_DEFAULT_PAGE_SIZE),
});

/** Platform codes, and every shop's codes, for admins (admin scope): each change writes an audit row. */
export const adminPromotionRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (app, { promotions }) => {
  // One page, newest first, with the count of all that match in X-Total-Count.
  app.get('/api/admin/promotions', { schema: { querystring: adminPromotionsQuerySchema, response: { 200: promotionListSchema } } }, async (request, reply) => {
    const page = await promotions.adminList(request.query);
    reply.header('x-total-count', String(page.total));
    return { promotions: page.promotions };
  });

  app.post('/api/admin/promotions', { schema: { body: platformPromotionInputSchema, response: { 201: promotionReplySchema } } }, async (request, reply) =>
    reply.status(201).send(await promotions.adminCreate(await actingAdmin(request), request.body)));

  app.put(
    '/api/admin/promotions/:id',
    { schema: { params: idParamsSchema, body: platformPromotionInputSchema, response: { 200: promotionReplySchema } } },
    async (request) => promotions.adminUpdate(await actingAdmin(request), request.params.id, request.body),
  );

  app.delete('/api/admin/promotions/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await promotions.adminDelete(await actingAdmin(request), request.params.id);
    return reply.status(204).send();
  });
};
