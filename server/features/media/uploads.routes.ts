import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden } from '../../errors.js';
import {
  createUploadSchema, MEDIA_MESSAGES, normalizedUploadSchema, normalizeUploadSchema, uploadSlotSchema,
} from '../../../shared/media-schemas.js';
import type { SignedUploadTerms } from './upload-signing.js';
import type { UploadsService } from './uploads.service.js';
import { requireUser } from '../../plugins/guards.js';
import type { SessionUser } from '../../kernel/session.repo.js';

const NOT_AN_UPLOADER = 'Only sellers and administrators can upload images';

/**
 * Sellers put images on products and their shop; admins on any product. Anyone signed in may
 * upload a review's photos (purpose `review`) and nothing else: a customer asking for another
 * purpose, or normalizing another kind of slot, gets 403. The routes stand in the shopper scope.
 */
const mayUploadAnything = (user: SessionUser) => user.role === 'admin' || user.sellerId !== null;

/**
 * The two-step upload (DECISIONS.md, "Uploads"; docs/decisions/006): a slot with a signed URL,
 * the PUT of the raw bytes, then normalize, which turns them into stored image variants.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.post(
    '/api/objects/upload',
    {
      schema: { body: createUploadSchema, response: { 200: uploadSlotSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      if (!mayUploadAnything(user) && request.body?.purpose !== 'review') throw forbidden(NOT_AN_UPLOADER);
      return uploads.issueSlot(user.id, request.body, `${request.protocol}://${request.host}`);
    },
  );

  app.post(
    '/api/objects/normalize',
    {
      schema: { body: normalizeUploadSchema, response: { 200: normalizedUploadSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      const only = mayUploadAnything(user) ? undefined : { purpose: 'review' as const, refusal: forbidden(NOT_AN_UPLOADER) };
      return uploads.normalize(user.id, request.body.imageURL, only);
    },
  );
};

const incomingParamsSchema = z.object({ id: z.string() });
const incomingQuerySchema = z.object({ expires: z.string().optional(), max: z.string().optional(), signature: z.string().optional() });

/**
 * PUT /api/objects/incoming/{uuid}?expires&max&signature: the disk driver's upload URL. Authorised
 * by its signature, not by a session, so it stands in the scope open to everyone. Its own plugin
 * scope, so the raw-bytes parser that takes any content type exists for this route only.
 */
export const incomingUploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  const termsOf = new WeakMap<FastifyRequest, SignedUploadTerms>();

  app.removeAllContentTypeParsers();
  // Raw bytes, whatever the Content-Type says (the bytes are checked at normalize), left unread
  // here: the handler streams the request itself to storage, counting bytes as they arrive. (Not
  // handed on as the body: hooks that walk the body would walk the whole socket.)
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put(
    '/api/objects/incoming/:id',
    {
      // Everything that can refuse the upload runs before a byte of the body is read.
      onRequest: async (request) => {
        const params = request.params as { id: string };
        const terms = uploads.verifyIncoming(params.id, request.query as Record<string, string | undefined>);
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > terms.maxBytes) throw new AppError('too_large', MEDIA_MESSAGES.tooLarge(terms.maxBytes));
        await uploads.assertSlotOpen(terms.key);
        termsOf.set(request, terms);
      },
      schema: { params: incomingParamsSchema, querystring: incomingQuerySchema },
    },
    async (request, reply) => {
      await uploads.receive(termsOf.get(request)!, request.raw);
      return reply.status(204).send();
    },
  );
};
