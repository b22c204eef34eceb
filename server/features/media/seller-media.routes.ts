import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerMediaSchema } from '../../../shared/media-schemas.js';
import { actingSeller } from '../../plugins/guards.js';
import type { UploadsService } from './uploads.service.js';

/** A seller's media library: the images they uploaded and where each is used (seller scope). */
export const sellerMediaRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.get('/api/seller/media', { schema: { response: { 200: sellerMediaSchema } } }, async (request) => {
    const seller = await actingSeller(request);
    return uploads.sellerMedia(seller.id, seller.sellerId);
  });
};
