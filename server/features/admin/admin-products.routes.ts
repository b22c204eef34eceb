import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { sendError } from '../../plugins/error-handler.js';
import { idParamsSchema } from '../../../shared/id.js';
import {
  ADMIN_MESSAGES, adminProductRowSchema, adminProductsQuerySchema, assignProductSchema,
  importProductsSchema, importReplySchema, productIdParamsSchema, productModerationSchema,
} from '../../../shared/admin-schemas.js';
import { actingAdmin } from '../../plugins/guards.js';
import type { AdminProductsService } from './admin-products.service.js';
import type { ProductImportService } from './product-import.service.js';
import { sendPage } from '../../kernel/paging.js';

/**
 * Room for a 5 MB file inside its JSON envelope: escaping quotes and line breaks can double it.
 * The service measures the CSV itself against the 5 MB limit.
 */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

export const adminProductRoutes: FastifyPluginAsyncZod<{ products: AdminProductsService; importer: ProductImportService }> = async (
  app, { products, importer },
) => {
  app.get('/api/admin/products', { schema: { querystring: adminProductsQuerySchema, response: { 200: z.array(adminProductRowSchema) } } },
    async (request, reply) => sendPage(reply, await products.list(request.query)));

  app.patch('/api/admin/products/:id', { schema: { params: idParamsSchema, body: productModerationSchema, response: { 200: adminProductRowSchema } } },
    async (request) => products.moderate(await actingAdmin(request), request.params.id, request.body));

  app.patch(
    '/api/admin/assign-product/:productId',
    { schema: { params: productIdParamsSchema, body: assignProductSchema, response: { 200: adminProductRowSchema } } },
    async (request) => products.assign(await actingAdmin(request), request.params.productId, request.body.sellerId),
  );

  app.post(
    '/api/admin/import-products',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importProductsSchema, response: { 201: importReplySchema } },
      // A body past even the envelope's room gets the import's own 413 message.
      errorHandler: (error, request, reply) =>
        sendError(error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError('too_large', ADMIN_MESSAGES.csvTooLarge) : error, request, reply),
    },
    async (request, reply) => reply.status(201).send(
      await importer.importCsv(await actingAdmin(request), request.body.csvContent, `${request.protocol}://${request.host}`),
    ),
  );
};
