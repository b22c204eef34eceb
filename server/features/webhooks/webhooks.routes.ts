import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE } from '../../../shared/admin-schemas.js';
import { idParamsSchema } from '../../../shared/id.js';
import { MAX_PAGE } from '../../../shared/limits.js';
import {
  lowStockListSchema, lowStockUpdateSchema, webhookCreateSchema, webhookDeliverySchema, webhookEndpointSchema,
  webhookUpdateSchema, webhookWithSecretSchema,
} from '../../../shared/webhook-schemas.js';
import { sendPage } from '../../kernel/paging.js';
import { actingAdmin, actingSeller } from '../../plugins/guards.js';
import type { WebhookActor, WebhooksService } from './webhooks.service.js';

const pagingQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number' }).int('Page must be a whole number').min(1, 'Page must be at least 1')
    .max(MAX_PAGE, 'Page is too large').default(1),
  pageSize: z.coerce.number({ error: 'Page size must be a whole number' }).int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1').max(ADMIN_MAX_PAGE_SIZE, `Page size must be at most ${ADMIN_MAX_PAGE_SIZE}`).default(ADMIN_DEFAULT_PAGE_SIZE),
});

/**
 * The same calls for a shop's endpoints (/api/seller/webhooks, seller scope) and the platform's
 * (/api/admin/webhooks, admin scope, audited): `actorOf` says whose endpoints a request acts on.
 */
function webhookRoutes(base: string, actorOf: (request: Parameters<typeof actingSeller>[0]) => Promise<WebhookActor>): FastifyPluginAsyncZod<{ webhooks: WebhooksService }> {
  return async (app, { webhooks }) => {
    app.get(base, { schema: { response: { 200: z.array(webhookEndpointSchema) } } }, async (request) => webhooks.list(await actorOf(request)));

    app.post(base, { schema: { body: webhookCreateSchema, response: { 201: webhookWithSecretSchema } } }, async (request, reply) =>
      reply.status(201).send(await webhooks.create(await actorOf(request), request.body)));

    app.put(`${base}/:id`, { schema: { params: idParamsSchema, body: webhookUpdateSchema, response: { 200: webhookEndpointSchema } } }, async (request) =>
      webhooks.update(await actorOf(request), request.params.id, request.body));

    app.delete(`${base}/:id`, { schema: { params: idParamsSchema } }, async (request, reply) => {
      await webhooks.remove(await actorOf(request), request.params.id);
      return reply.status(204).send();
    });

    app.post(`${base}/:id/rotate-secret`, { schema: { params: idParamsSchema, response: { 200: webhookWithSecretSchema } } }, async (request) =>
      webhooks.rotateSecret(await actorOf(request), request.params.id));

    // Newest first, with the count of all in X-Total-Count.
    app.get(
      `${base}/:id/deliveries`,
      { schema: { params: idParamsSchema, querystring: pagingQuerySchema, response: { 200: z.array(webhookDeliverySchema) } } },
      async (request, reply) => sendPage(reply, await webhooks.deliveries(await actorOf(request), request.params.id, request.query)),
    );

    app.post(`${base}/deliveries/:id/resend`, { schema: { params: idParamsSchema, response: { 200: webhookDeliverySchema } } }, async (request) =>
      webhooks.resend(await actorOf(request), request.params.id));
  };
}

/** A shop's endpoints, and its stock.low thresholds (seller scope). */
export const sellerWebhookRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (app, options) => {
  await app.register(webhookRoutes('/api/seller/webhooks', async (request) => ({ sellerId: (await actingSeller(request)).sellerId })), options);

  app.get('/api/seller/products/:id/low-stock', { schema: { params: idParamsSchema, response: { 200: lowStockListSchema } } }, async (request) =>
    options.webhooks.lowStock((await actingSeller(request)).sellerId, request.params.id));

  app.put(
    '/api/seller/products/:id/low-stock',
    { schema: { params: idParamsSchema, body: lowStockUpdateSchema, response: { 200: lowStockListSchema } } },
    async (request) => options.webhooks.setLowStock((await actingSeller(request)).sellerId, request.params.id, request.body),
  );
};

/** The platform's endpoints, which hear every shop's events (admin scope, audited). */
export const adminWebhookRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (app, options) => {
  await app.register(webhookRoutes('/api/admin/webhooks', async (request) => ({ admin: await actingAdmin(request) })), options);
};
