import { z } from 'zod';

/** The two-step upload (DECISIONS.md, "Uploads") and the seller's media library, for client and server. */
/** `review`: a buyer's photo on a review, the one purpose any signed-in person may upload for. */
export const UPLOAD_PURPOSES = ['image', 'logo', 'header', 'review'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const MB = 1024 * 1024;
/** The types a browser may declare for a file; the server still checks the bytes themselves. */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
/** Spec section 9: images 10 MB, logos 5 MB, headers 10 MB; review photos as product images. */
export const UPLOAD_MAX_BYTES: Record<UploadPurpose, number> = { image: 10 * MB, logo: 5 * MB, header: 10 * MB, review: 10 * MB };

export const MEDIA_MESSAGES = {
  purpose: `Purpose must be one of ${UPLOAD_PURPOSES.join(', ')}`,
  imageUrl: 'imageURL must be the upload URL',
  badSignature: 'Invalid or expired upload signature',
  notYourUpload: 'This upload belongs to someone else',
  uploadExpired: 'This upload has expired; please upload the file again',
  alreadyUsed: 'This upload has already been used',
  notUploaded: 'No file has been uploaded to this URL yet',
  unknownUpload: 'Upload not found',
  tooManyOpen: 'Too many uploads in progress; finish them or try again in 15 minutes',
  tooLarge: (maxBytes: number) => `Images must be at most ${Math.round((maxBytes / MB) * 10) / 10} MB`,
  notAnImage: 'Only JPEG, PNG, WebP, AVIF or GIF images are allowed',
  emptyFile: 'The file is empty',
  size: 'size must be the file\'s size in bytes',
  tooManyUploads: 'Too many uploads in the last hour; please try again later',
  quotaFull: (maxImages: number, maxBytes: number) =>
    `Your images have reached the storage limit (${maxImages.toLocaleString('en-US')} images or ${Math.round(maxBytes / MB).toLocaleString('en-US')} MB). `
    + 'Images no product or shop page uses are removed within a day.',
} as const;

/**
 * POST /api/objects/upload: the body is optional; no purpose means a product image. The file's
 * size and type, when given, are fixed by the URL's signature (docs/decisions/006).
 */
export const createUploadSchema = z
  .object({
    purpose: z.enum(UPLOAD_PURPOSES, { error: MEDIA_MESSAGES.purpose }).optional(),
    size: z.number({ error: MEDIA_MESSAGES.size }).int(MEDIA_MESSAGES.size).min(1, MEDIA_MESSAGES.emptyFile).optional(),
    contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: MEDIA_MESSAGES.notAnImage }).optional(),
  })
  .nullish();
export type CreateUploadInput = z.output<typeof createUploadSchema>;

export const uploadSlotSchema = z.object({ uploadURL: z.string() });
export type UploadSlot = z.infer<typeof uploadSlotSchema>;

/** POST /api/objects/normalize: the upload URL, with or without its query string. */
export const normalizeUploadSchema = z.object({
  imageURL: z.string({ error: MEDIA_MESSAGES.imageUrl }).trim().min(1, MEDIA_MESSAGES.imageUrl).max(2048, MEDIA_MESSAGES.imageUrl),
});

export const normalizedUploadSchema = z.object({ objectPath: z.string() });
export type NormalizedUpload = z.infer<typeof normalizedUploadSchema>;

/** GET /api/seller/media: every image this user uploaded, newest first, with the bytes really stored. */
export const sellerMediaSchema = z.object({
  images: z.array(
    z.object({ objectPath: z.string(), bytes: z.number().int(), purpose: z.enum(UPLOAD_PURPOSES), createdAt: z.string() }),
  ),
  imageCount: z.number().int(),
  productsWithImages: z.number().int(),
  totalBytes: z.number().int(),
});
export type SellerMedia = z.infer<typeof sellerMediaSchema>;
