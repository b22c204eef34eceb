import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownSellerSchema } from '../../../shared/account-schemas.js';
import { idParamsSchema } from '../../../shared/id.js';
import { sellerMediaSchema, sellerSettingsSchema } from '../../../shared/seller-schemas.js';
import type { SellerSettingsService } from './seller-settings.service.js';
import { actingUser } from '../../plugins/guards.js';

/** A shop's settings, logo and header: its owner or an admin (shopper scope; the service checks which). */
export const sellerSettingsRoutes: FastifyPluginAsyncZod<{ sellerSettings: SellerSettingsService }> = async (app, { sellerSettings }) => {
  app.put(
    '/api/sellers/:id',
    { schema: { params: idParamsSchema, body: sellerSettingsSchema, response: { 200: ownSellerSchema } } },
    async (request) => sellerSettings.updateSettings(await actingUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/sellers/:id/media',
    { schema: { params: idParamsSchema, body: sellerMediaSchema, response: { 200: ownSellerSchema } } },
    async (request) => sellerSettings.updateMedia(await actingUser(request), request.params.id, request.body),
  );
};
