import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, invalidData, notFound } from '../../errors.js';
import type { ObjectStorage } from '../../storage/storage.js';
import {
  MEDIA_MESSAGES, UPLOAD_MAX_BYTES, type NormalizedUpload, type SellerMedia, type UploadPurpose, type UploadSlot,
} from '../../../shared/media-schemas.js';
import { deleteImage, InvalidImageError, storeImageVariants } from './image-variants.js';
import { INCOMING_ROUTE_PREFIX, type SignedUploadTerms, type UploadSigner } from './upload-signing.js';
import {
  countOpenUploads, countProductsWithImages, findUploadByKey, insertUpload, listUsedUploads, markUploadUsed, type UploadRow,
} from './uploads.repo.js';
import { sweepExpiredUploads } from './uploads-sweep.js';

export const UPLOAD_SLOT_LIFETIME_S = 15 * 60;
/** A PUT that started just before expiry may finish after it: normalize still takes it a while. */
export const NORMALIZE_GRACE_MS = 5 * 60 * 1000;
/** Slots a user may hold open at once: enough for a product's 10 images and a logo, not a flood. */
export const MAX_OPEN_UPLOADS = 20;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const FOLDER_BY_PURPOSE: Record<UploadPurpose, string> = { image: 'products', logo: 'logos', header: 'headers' };
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `.../incoming/{uuid}` at the end of a URL's path, on the app or in a bucket. */
const UPLOAD_KEY_IN_PATH = new RegExp(`(?:^|/)(incoming/${UUID})$`);
export const INCOMING_ID_PATTERN = new RegExp(`^${UUID}$`);

export interface UploadsServiceOptions {
  db: Db;
  storage: ObjectStorage;
  signer: UploadSigner;
  /** PUBLIC_ORIGIN: where the app's own upload URLs point; without it, the origin the request came to. */
  publicOrigin?: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** The key normalize is asked about: the path of the upload URL only, any query ignored. */
export function uploadKeyFromUrl(imageURL: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(imageURL, 'http://upload.invalid').pathname;
  } catch {
    return null;
  }
  return UPLOAD_KEY_IN_PATH.exec(pathname)?.[1] ?? null;
}

export function createUploadsService({ db, storage, signer, publicOrigin, log, now = () => new Date() }: UploadsServiceOptions) {
  let lastSweep = 0;
  let sweeping: Promise<void> | null = null;

  function sweepNowAndThen(): void {
    const at = now();
    if (sweeping || at.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at.getTime();
    sweeping = sweepExpiredUploads(db, storage, at)
      .then((count) => void (count > 0 && log.info({ count }, 'expired upload slots swept')))
      .catch((error: unknown) => log.error({ err: error }, 'sweeping expired upload slots failed'))
      .finally(() => void (sweeping = null));
  }

  function appUploadUrl(terms: SignedUploadTerms, requestOrigin: string): string {
    const id = terms.key.slice('incoming/'.length);
    const query = new URLSearchParams({ expires: String(terms.expires), max: String(terms.maxBytes), signature: signer.sign(terms) });
    return `${publicOrigin ?? requestOrigin}${INCOMING_ROUTE_PREFIX}${id}?${query}`;
  }

  /** The slot behind a key the caller may still write to or normalize, or the error to answer. */
  async function openSlot(key: string): Promise<UploadRow> {
    const slot = await findUploadByKey(db, key);
    if (!slot) throw notFound('Upload');
    if (slot.usedAt) throw conflict(MEDIA_MESSAGES.alreadyUsed);
    return slot;
  }

  async function missingFile(slot: UploadRow): Promise<AppError> {
    // A racing normalize may have consumed the slot and removed the raw file meanwhile.
    const fresh = await findUploadByKey(db, slot.uploadKey);
    return fresh?.usedAt ? conflict(MEDIA_MESSAGES.alreadyUsed) : invalidData(MEDIA_MESSAGES.notUploaded);
  }

  return {
    /** Waits for a sweep under way (tests, shutdown). */
    async settle(): Promise<void> {
      await sweeping;
    },

    /**
     * `requestOrigin` is the origin the browser is on when PUBLIC_ORIGIN is unset (a local start,
     * e2e on 127.0.0.1, the dev server's proxy): the PUT must be same-origin or the content
     * security policy and CORS stop it. Unlike a mailed link, this URL only goes back to the one
     * who sent the Host header, so a forged Host misleads nobody else.
     */
    async issueSlot(userId: number, purpose: UploadPurpose, requestOrigin: string): Promise<UploadSlot> {
      sweepNowAndThen();
      const issuedAt = now();
      if ((await countOpenUploads(db, userId, issuedAt)) >= MAX_OPEN_UPLOADS) {
        throw new AppError('rate_limited', MEDIA_MESSAGES.tooManyOpen);
      }
      const expires = Math.floor(issuedAt.getTime() / 1000) + UPLOAD_SLOT_LIFETIME_S;
      const terms = { key: `incoming/${randomUUID()}`, expires, maxBytes: UPLOAD_MAX_BYTES[purpose] };
      await insertUpload(db, { userId, uploadKey: terms.key, purpose, maxBytes: terms.maxBytes, expiresAt: new Date(expires * 1000) });
      const uploadURL = storage.createUploadUrl
        ? await storage.createUploadUrl(terms.key, { maxBytes: terms.maxBytes, expiresInSeconds: UPLOAD_SLOT_LIFETIME_S })
        : appUploadUrl(terms, requestOrigin);
      return { uploadURL };
    },

    /** The terms of an app upload URL, when its signature is right and it has not expired. */
    verifyIncoming(id: string, query: { expires?: string; max?: string; signature?: string }): SignedUploadTerms {
      const expires = Number(query.expires);
      const maxBytes = Number(query.max);
      const terms = { key: `incoming/${id}`, expires, maxBytes };
      const wellFormed = INCOMING_ID_PATTERN.test(id) && Number.isSafeInteger(expires) && Number.isSafeInteger(maxBytes)
        && maxBytes > 0 && typeof query.signature === 'string';
      if (!wellFormed || !signer.verify(terms, query.signature!) || expires * 1000 <= now().getTime()) {
        throw forbidden(MEDIA_MESSAGES.badSignature);
      }
      return terms;
    },

    /** A signed URL whose slot was swept or already consumed takes no more files. */
    async assertSlotOpen(key: string): Promise<void> {
      await openSlot(key).catch((error: unknown) => {
        throw error instanceof AppError && error.kind === 'not_found' ? forbidden(MEDIA_MESSAGES.badSignature) : error;
      });
    },

    async receive(key: string, body: Buffer): Promise<void> {
      if (body.length === 0) throw invalidData('The file is empty');
      await storage.put(key, body, 'application/octet-stream');
    },

    async normalize(userId: number, imageURL: string): Promise<NormalizedUpload> {
      const key = uploadKeyFromUrl(imageURL);
      if (key === null) throw invalidData(MEDIA_MESSAGES.imageUrl);
      const slot = await findUploadByKey(db, key);
      if (!slot) throw notFound('Upload');
      if (slot.userId !== userId) throw forbidden(MEDIA_MESSAGES.notYourUpload);
      if (slot.usedAt) throw conflict(MEDIA_MESSAGES.alreadyUsed);
      if (slot.expiresAt.getTime() + NORMALIZE_GRACE_MS <= now().getTime()) throw forbidden(MEDIA_MESSAGES.uploadExpired);

      // Checked again here: a presigned S3 PUT carries no size limit, and the bucket is not trusted.
      const size = await storage.size(key);
      if (size === null) throw await missingFile(slot);
      if (size > slot.maxBytes) {
        await storage.delete(key);
        throw new AppError('too_large', MEDIA_MESSAGES.tooLarge(slot.maxBytes));
      }
      const raw = await storage.get(key);
      if (raw === null) throw await missingFile(slot);

      let stored: { objectPath: string; bytes: number };
      try {
        stored = await storeImageVariants(storage, raw.body, { folder: FOLDER_BY_PURPOSE[slot.purpose], maxBytes: slot.maxBytes });
      } catch (error) {
        if (!(error instanceof InvalidImageError)) throw error;
        await storage.delete(key);
        throw error.reason === 'too_large' ? new AppError('too_large', error.message) : invalidData(error.message);
      }
      const won = await markUploadUsed(db, slot.id, { objectPath: stored.objectPath, storedBytes: stored.bytes, usedAt: now() });
      if (!won) {
        await deleteImage(storage, stored.objectPath);
        throw conflict(MEDIA_MESSAGES.alreadyUsed);
      }
      await storage.delete(key);
      return { objectPath: stored.objectPath };
    },

    async sellerMedia(userId: number, sellerId: number): Promise<SellerMedia> {
      const [rows, productsWithImages] = await Promise.all([listUsedUploads(db, userId), countProductsWithImages(db, sellerId)]);
      const images = rows.map((row) => ({
        objectPath: row.objectPath!,
        bytes: row.bytes ?? 0,
        purpose: row.purpose,
        createdAt: row.usedAt!.toISOString(),
      }));
      const totalBytes = images.reduce((sum, image) => sum + image.bytes, 0);
      return { images, imageCount: images.length, productsWithImages, totalBytes };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
