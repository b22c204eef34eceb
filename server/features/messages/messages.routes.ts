import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/id.js';
import {
  blockedBuyerReplySchema, conversationsPageSchema, conversationsQuerySchema, markConversationReadSchema, MESSAGE_LIMITS, messageIdParamsSchema,
  messageReportReplySchema, messageSchema, messagesPageSchema, messagesQuerySchema, messagesUnreadSchema, openConversationSchema,
  reportMessageSchema, sendMessageSchema, userIdParamsSchema,
} from '../../../shared/message-schemas.js';
import { actingSeller, actingUser, requireUser } from '../../plugins/guards.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { messageSendRateLimit } from './message-send-limit.js';
import type { MessagesService } from './messages.service.js';

export interface MessagesRouteOptions {
  messages: MessagesService;
  /** Sends per person (MESSAGE_LIMITS.sendsPerHour). */
  sendLimit: RateLimiter;
}

/** Conversations of a signed-in person (the shopper scope): as a buyer, or as their shop where the service says so. */
export const conversationRoutes: FastifyPluginAsyncZod<MessagesRouteOptions> = async (app, { messages, sendLimit }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/account/conversations', { schema: { querystring: conversationsQuerySchema, response: { 200: conversationsPageSchema } } }, async (request) =>
    messages.listForBuyer((await requireUser(request)).id, request.query.page, request.query.limit));

  // The header asks every 3 seconds: one statement on the partial unread indexes.
  app.get('/api/conversations/unread-count', { schema: { response: { 200: messagesUnreadSchema } } }, async (request) =>
    messages.unread(await requireUser(request)));

  app.post('/api/sellers/:id/conversation', {
    schema: { params: idParamsSchema, body: openConversationSchema, response: { 200: messagesPageSchema, 201: messagesPageSchema } },
  }, async (request, reply) => {
    const opened = await messages.open(await requireUser(request), request.params.id, request.body?.productId, MESSAGE_LIMITS.pageSize);
    return reply.code(opened.created ? 201 : 200).send(opened.page);
  });

  app.get('/api/orders/:id/conversation', { schema: { params: idParamsSchema, response: { 200: messagesPageSchema } } }, async (request) =>
    messages.forOrder(await actingUser(request), request.params.id, MESSAGE_LIMITS.pageSize));

  app.get('/api/conversations/:id/messages', {
    schema: { params: idParamsSchema, querystring: messagesQuerySchema, response: { 200: messagesPageSchema } },
  }, async (request) => messages.messages(await actingUser(request), request.params.id, request.query.before, request.query.limit));

  app.post('/api/conversations/:id/messages', {
    schema: { params: idParamsSchema, body: sendMessageSchema, response: { 201: messageSchema } }, preHandler: messageSendRateLimit(sendLimit),
  }, async (request, reply) => reply.code(201).send(await messages.send(await requireUser(request), request.params.id, request.body)));

  app.post('/api/conversations/:id/read', { schema: { params: idParamsSchema, response: { 200: markConversationReadSchema } } }, async (request) =>
    messages.markRead(await requireUser(request), request.params.id));

  app.post('/api/messages/:id/report', {
    schema: { params: messageIdParamsSchema, body: reportMessageSchema, response: { 200: messageReportReplySchema } },
  }, async (request) => messages.report(await requireUser(request), request.params.id, request.body.reason));
};

/** The shop's side (the seller scope): its conversations and the buyers it blocked. */
export const sellerConversationRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/seller/conversations', { schema: { querystring: conversationsQuerySchema, response: { 200: conversationsPageSchema } } }, async (request) =>
    messages.listForSeller((await actingSeller(request)).sellerId, request.query.page, request.query.limit));

  app.put('/api/seller/blocked-buyers/:userId', { schema: { params: userIdParamsSchema, response: { 200: blockedBuyerReplySchema } } }, async (request) =>
    messages.setBlocked((await actingSeller(request)).sellerId, request.params.userId, true));

  app.delete('/api/seller/blocked-buyers/:userId', { schema: { params: userIdParamsSchema, response: { 200: blockedBuyerReplySchema } } }, async (request) =>
    messages.setBlocked((await actingSeller(request)).sellerId, request.params.userId, false));
};
