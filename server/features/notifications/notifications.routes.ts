import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markReadInputSchema, notificationPreferencesInputSchema, notificationPreferencesSchema, notificationsPageSchema,
  notificationsQuerySchema, unreadCountSchema,
} from '../../../shared/notification-schemas.js';
import { actingUser } from '../../plugins/guards.js';
import type { NotificationPreferencesService } from './notification-preferences.service.js';
import type { NotificationsService } from './notifications.service.js';

export interface NotificationsRoutesDeps {
  notifications: NotificationsService;
  preferences: NotificationPreferencesService;
}

/** A shopper's notification centre and choices (the shopper scope: every call is about the caller's own). */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesDeps> = async (app, { notifications, preferences }) => {
  app.get('/api/account/notifications', {
    schema: { querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } },
  }, async (request) => notifications.list((await actingUser(request)).id, request.query));

  // Asked every few seconds by each open tab (decision 018): one capped, index-only count.
  app.get('/api/account/notifications/unread-count', { schema: { response: { 200: unreadCountSchema } } }, async (request) =>
    notifications.unreadCount((await actingUser(request)).id));

  app.post('/api/account/notifications/read', {
    schema: { body: markReadInputSchema, response: { 200: unreadCountSchema } },
  }, async (request) => notifications.markRead((await actingUser(request)).id, request.body));

  app.get('/api/account/notification-preferences', { schema: { response: { 200: notificationPreferencesSchema } } }, async (request) =>
    preferences.read((await actingUser(request)).id));

  app.put('/api/account/notification-preferences', {
    schema: { body: notificationPreferencesInputSchema, response: { 200: notificationPreferencesSchema } },
  }, async (request) => preferences.update((await actingUser(request)).id, request.body));
};
