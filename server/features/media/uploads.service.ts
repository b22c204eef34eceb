import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, invalidData, notFound } from '../../errors.js';
import { RateLimitedError, type RateLimiter } from '../../plugins/rate-limit.js';
import type { ObjectStorage } from '../../storage/storage.js';
import {
  MEDIA_MESSAGES, UPLOAD_MAX_BYTES, type CreateUploadInput, type NormalizedUpload, type SellerMedia, type UploadPurpose, type UploadSlot,
} from '../../../shared/media-schemas.js';
import { limitedBody } from './byte-limit.js';
import { deleteImage, InvalidImageError, storeImageVariants } from './image-variants.js';
import { INCOMING_ROUTE_PREFIX, type SignedUploadTerms, type UploadSigner } from './upload-signing.js';
import {
  countProductsWithImages, findUploadByKey, insertUpload, listUsedUploads, markUploadUsed, uploaderUsage, type UploadRow,
} from './uploads.repo.js';
import { purgeUnreferencedImages, sweepExpiredUploads } from './uploads-sweep.js';

export const UPLOAD_SLOT_LIFETIME_S = 15 * 60;
/** A PUT that started just before expiry may finish after it: normalize still takes it a while. */
export const NORMALIZE_GRACE_MS = 5 * 60 * 1000;
/**
 * Slots a user may hold open at once: enough for a product's 10 images and a logo, not a flood.
 * It also caps one user's uploads in flight; each streams to storage, so costs a buffer, not a file.
 */
export const MAX_OPEN_UPLOADS = 20;
/** How often expired slots are swept and unused images purged, whatever the traffic. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Per uploader (env UPLOAD_QUOTA_IMAGES, UPLOAD_QUOTA_MB): far above any real shop's catalogue. */
export interface UploadQuota {
  maxImages: number;
  maxBytes: number;
}

const FOLDER_BY_PURPOSE: Record<UploadPurpose, string> = { image: 'products', logo: 'logos', header: 'headers', review: 'reviews' };
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
  quota: UploadQuota;
  /** New slots per uploader per hour (UPLOADS_PER_HOUR). */
  slotRate: RateLimiter;
  now?: () => Date;
  sweepIntervalMs?: number;
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

export function createUploadsService({
  db, storage, signer, publicOrigin, log, quota, slotRate, now = () => new Date(), sweepIntervalMs = SWEEP_INTERVAL_MS,
}: UploadsServiceOptions) {
  let sweeping: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** Expired slots and their raw files, then images nothing shows; one run at a time. */
  function sweep(): Promise<void> {
    sweeping ??= (async () => {
      const at = now();
      try {
        const swept = await sweepExpiredUploads(db, storage, at);
        if (swept > 0) log.info({ count: swept }, 'expired upload slots swept');
        const purged = await purgeUnreferencedImages(db, storage, at);
        if (purged > 0) log.info({ count: purged }, 'images nothing shows purged');
      } catch (error) {
        log.error({ err: error }, 'sweeping uploads failed');
      }
    })().finally(() => void (sweeping = null));
    return sweeping;
  }

  function quotaFull(): AppError {
    return conflict(MEDIA_MESSAGES.quotaFull(quota.maxImages, quota.maxBytes));
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
    /** Sweeps now and then every `sweepIntervalMs`; the timer never keeps the process alive. */
    start(): void {
      if (timer) return;
      timer = setInterval(() => void sweep(), sweepIntervalMs);
      timer.unref();
    },

    /** Stops the timer and waits for a sweep under way (tests, shutdown). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
    },

    /**
     * `requestOrigin` is the origin the browser is on when PUBLIC_ORIGIN is unset (a local start,
     * e2e on 127.0.0.1, the dev server's proxy): the PUT must be same-origin or the content
     * security policy and CORS stop it. Unlike a mailed link, this URL only goes back to the one
     * who sent the Host header, so a forged Host misleads nobody else.
     */
    async issueSlot(userId: number, input: CreateUploadInput, requestOrigin: string): Promise<UploadSlot> {
      const purpose = input?.purpose ?? 'image';
      const declared = input?.size;
      const purposeMax = UPLOAD_MAX_BYTES[purpose];
      if (declared !== undefined && declared > purposeMax) throw new AppError('too_large', MEDIA_MESSAGES.tooLarge(purposeMax));
      const issuedAt = now();
      const usage = await uploaderUsage(db, userId, issuedAt);
      if (usage.openSlots >= MAX_OPEN_UPLOADS) throw new AppError('rate_limited', MEDIA_MESSAGES.tooManyOpen);
      if (usage.images + usage.openSlots >= quota.maxImages || usage.bytes >= quota.maxBytes) throw quotaFull();
      const rate = await slotRate.hit(String(userId));
      if (!rate.allowed) throw new RateLimitedError(MEDIA_MESSAGES.tooManyUploads, rate.retryAfterMs);

      const expires = Math.floor(issuedAt.getTime() / 1000) + UPLOAD_SLOT_LIFETIME_S;
      // A declared size is the most this slot takes, on any driver.
      const terms = { key: `incoming/${randomUUID()}`, expires, maxBytes: declared ?? purposeMax };
      await insertUpload(db, { userId, uploadKey: terms.key, purpose, maxBytes: terms.maxBytes, expiresAt: new Date(expires * 1000) });
      // Straight to the bucket only when the URL can fix the length and type; otherwise through
      // the app's own route, which counts the bytes as they arrive (a client that declares nothing).
      const uploadURL = storage.createUploadUrl && declared !== undefined && input?.contentType
        ? await storage.createUploadUrl(terms.key, { size: declared, contentType: input.contentType, expiresInSeconds: UPLOAD_SLOT_LIFETIME_S })
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

    /**
     * Streams a PUT's body into storage (disk: a temporary file renamed into place), 413 one byte
     * past the signed limit. Memory holds a chunk or two, whatever the file's size.
     */
    async receive(terms: SignedUploadTerms, request: Readable): Promise<void> {
      const limited = limitedBody(request, terms.maxBytes);
      let size: number;
      try {
        size = await storage.putStream(terms.key, limited.body, 'application/octet-stream');
      } finally {
        limited.detach();
      }
      if (size === 0) {
        await storage.delete(terms.key);
        throw invalidData(MEDIA_MESSAGES.emptyFile);
      }
    },

    /** `only`: someone who may upload for one purpose alone (a shopper: review photos) is refused any other slot. */
    async normalize(userId: number, imageURL: string, only?: { purpose: UploadPurpose; refusal: AppError }): Promise<NormalizedUpload> {
      const key = uploadKeyFromUrl(imageURL);
      const slot = key === null ? null : await findUploadByKey(db, key);
      if (only && slot?.purpose !== only.purpose) throw only.refusal;
      if (key === null) throw invalidData(MEDIA_MESSAGES.imageUrl);
      if (!slot) throw notFound('Upload');
      if (slot.userId !== userId) throw forbidden(MEDIA_MESSAGES.notYourUpload);
      if (slot.usedAt) throw conflict(MEDIA_MESSAGES.alreadyUsed);
      if (slot.expiresAt.getTime() + NORMALIZE_GRACE_MS <= now().getTime()) throw forbidden(MEDIA_MESSAGES.uploadExpired);
      // Checked again: slots issued before the quota filled may still be open.
      const usage = await uploaderUsage(db, userId, now());
      if (usage.images >= quota.maxImages || usage.bytes >= quota.maxBytes) {
        await storage.delete(key);
        throw quotaFull();
      }

      // Checked again here: the bucket is not trusted (a PUT without the signed length, a service
      // that checks no signatures).
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
