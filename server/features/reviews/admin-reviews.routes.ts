import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import {
  adminReviewQuerySchema, adminReviewSchema, reviewReasonInputSchema, reviewRestoreInputSchema,
} from '../../../shared/review-schemas.js';
import { sendPage } from '../../kernel/paging.js';
import { actingAdmin } from '../../plugins/guards.js';
import type { ReviewModerationService } from './review-moderation.service.js';

/** The control panel's review queue and its decisions (admin scope; every decision audited). */
export const adminReviewRoutes: FastifyPluginAsyncZod<{ moderation: ReviewModerationService }> = async (app, { moderation }) => {
  app.get('/api/admin/reviews', { schema: { querystring: adminReviewQuerySchema, response: { 200: z.array(adminReviewSchema) } } },
    async (request, reply) => sendPage(reply, await moderation.list(request.query)));

  app.post('/api/admin/reviews/:id/hide', {
    schema: { params: idParamsSchema, body: reviewReasonInputSchema, response: { 200: adminReviewSchema } },
  }, async (request) => moderation.hide(await actingAdmin(request), request.params.id, request.body.reason));

  app.post('/api/admin/reviews/:id/restore', {
    schema: { params: idParamsSchema, body: reviewRestoreInputSchema, response: { 200: adminReviewSchema } },
  }, async (request) => moderation.restore(await actingAdmin(request), request.params.id, request.body?.reason || null));
};
