import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ImageVariant } from '../../../shared/images.js';
import { InvalidObjectKeyError, isValidObjectKey, type ObjectStorage } from '../../storage/storage.js';
import { IMAGE_VARIANTS, variantKey } from './image-variants.js';

export interface MediaRoutesOptions {
  storage: ObjectStorage;
}

// Object keys are random and never reused, so a variant's bytes never change: browsers and CDNs
// may keep it for a year without asking again. Set from one frozen object: cheaper than a plugin.
const IMAGE_HEADERS = Object.freeze({
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
});

const VARIANT_MESSAGE = `Unknown image variant; use ${IMAGE_VARIANTS.join(', ')}`;

/**
 * GET /objects/{key}?variant=full|card|thumb serves the stored WebP variants of an uploaded image
 * (see storeImage). A thin read: no session, no database.
 */
export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  const { storage } = options;

  app.get('/objects/*', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const variant = query.variant === undefined ? 'full' : parseVariant(query.variant);
    if (variant === null) return reply.code(400).send({ message: VARIANT_MESSAGE });

    const objectKey = (request.params as { '*': string })['*'];
    // The key read is the variant's, longer than the one asked for: that is the one to check.
    if (!isValidObjectKey(objectKey)) return notFound(reply);
    const key = variantKey(objectKey, variant);
    if (!isValidObjectKey(key)) return notFound(reply);
    const etag = etagFor(key);

    try {
      // The bytes behind a key never change, so a matching tag only needs the object to still exist.
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        if (!(await storage.exists(key))) return notFound(reply);
        return reply.code(304).headers(IMAGE_HEADERS).header('etag', etag).send();
      }

      const stored = await storage.get(key);
      if (stored === null) return notFound(reply);
      return reply.headers(IMAGE_HEADERS).header('etag', etag).type(stored.contentType).send(stored.body);
    } catch (error) {
      // A key some driver finds unfit is an object that cannot exist: not a server fault.
      if (error instanceof InvalidObjectKeyError) return notFound(reply);
      throw error;
    }
  });
}

function parseVariant(value: unknown): ImageVariant | null {
  return typeof value === 'string' && (IMAGE_VARIANTS as readonly string[]).includes(value) ? (value as ImageVariant) : null;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'Image not found' });
}

function etagFor(key: string): string {
  return `"${createHash('sha1').update(key).digest('base64url').slice(0, 20)}"`;
}

/** If-None-Match uses weak comparison: `W/"x"` matches `"x"`; `*` matches any existing object. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
