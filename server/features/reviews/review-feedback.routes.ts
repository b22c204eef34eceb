import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import {
  helpfulReplySchema, publicReviewSchema, reviewReasonInputSchema, reviewReplyInputSchema,
} from '../../../shared/review-schemas.js';
import { actingUser } from '../../plugins/guards.js';
import type { ReviewRepliesService } from './review-replies.service.js';
import type { ReviewVotesService } from './review-votes.service.js';

export interface ReviewFeedbackDeps {
  replies: ReviewRepliesService;
  votes: ReviewVotesService;
}

/** What signed-in people do with others' reviews: the shop's reply, "helpful", reports (shopper scope). */
export const reviewFeedbackRoutes: FastifyPluginAsyncZod<ReviewFeedbackDeps> = async (app, { replies, votes }) => {
  app.put('/api/reviews/:id/reply', {
    schema: { params: idParamsSchema, body: reviewReplyInputSchema, response: { 200: publicReviewSchema } },
  }, async (request) => {
    const user = await actingUser(request);
    return replies.reply({ userId: user.id, sellerId: user.sellerId }, request.params.id, request.body.text);
  });

  app.post('/api/reviews/:id/helpful', { schema: { params: idParamsSchema, response: { 200: helpfulReplySchema } } }, async (request) =>
    votes.markHelpful((await actingUser(request)).id, request.params.id));

  // 204: the report changes nothing a shopper sees, and who else reported it is not theirs to know.
  app.post('/api/reviews/:id/report', { schema: { params: idParamsSchema, body: reviewReasonInputSchema } }, async (request, reply) => {
    await votes.report((await actingUser(request)).id, request.params.id, request.body.reason);
    return reply.status(204).send();
  });
};
