import { z } from 'zod';
import { hasNoBidiControls } from './text.js';

/** Reviews of delivered order items (DECISIONS.md, "Reviews"), for client and server. */
export const REVIEW_FITS = ['small', 'true', 'large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];
export const REVIEW_FIT_LABELS: Record<ReviewFit, string> = { small: 'Runs small', true: 'True to size', large: 'Runs large' };

export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['helpful', 'newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  helpful: 'Most helpful', newest: 'Newest', highest: 'Highest rated', lowest: 'Lowest rated',
};

export const REVIEW_LIMITS = {
  titleMax: 80,
  textMin: 10,
  textMax: 2_000,
  photosMax: 4,
  replyMax: 2_000,
  reportReasonMax: 500,
  hideReasonMax: 500,
  /** The author may edit or delete a review this long after writing it. */
  editableDays: 60,
  pageSize: 10,
  maxPageSize: 50,
} as const;

export const REVIEW_MESSAGES = {
  stars: 'Rating must be a whole number of stars from 1 to 5',
  titleMax: `Title must be at most ${REVIEW_LIMITS.titleMax} characters`,
  textMin: `Review must be at least ${REVIEW_LIMITS.textMin} characters`,
  textMax: `Review must be at most ${REVIEW_LIMITS.textMax} characters`,
  fit: 'Fit must be one of: Runs small, True to size, Runs large',
  photos: `A review can have at most ${REVIEW_LIMITS.photosMax} photos`,
  photoPath: 'Photos must be images you uploaded',
  bidi: 'Reviews must not contain text direction control characters',
  replyRequired: 'Reply cannot be empty',
  replyMax: `Reply must be at most ${REVIEW_LIMITS.replyMax} characters`,
  reasonRequired: 'Please give a reason',
  reasonMax: `Reason must be at most ${REVIEW_LIMITS.reportReasonMax} characters`,
  notDelivered: 'You can review this item once it has been delivered',
  alreadyReviewed: 'You have already reviewed this item',
  ownShop: "You can't review your own shop's products",
  adminsCannotReview: 'Administrators cannot write reviews',
  editWindowOver: `Reviews can be changed or deleted for ${REVIEW_LIMITS.editableDays} days after they are written`,
  notYourShop: 'Only the shop that sold this item can reply to its review',
  ownReviewHelpful: "You can't mark your own review helpful",
  alreadyHelpful: 'You have already marked this review helpful',
  ownReviewReport: "You can't report your own review",
  alreadyReported: 'You have already reported this review',
  reviewNotFound: 'Review not found',
  orderItemNotFound: 'Order item not found',
  alreadyHidden: 'This review is already hidden',
  notHidden: 'This review is not hidden',
} as const;

const noBidi = (schema: z.ZodString) => schema.refine(hasNoBidiControls, REVIEW_MESSAGES.bidi);

const objectPathSchema = z.string({ error: REVIEW_MESSAGES.photoPath }).regex(/^\/objects\/[A-Za-z0-9/_.-]{1,200}$/, REVIEW_MESSAGES.photoPath);

/** POST /api/order-items/{id}/review and PUT /api/reviews/{id}: the whole review each time. */
export const reviewInputSchema = z.object({
  stars: z.number({ error: REVIEW_MESSAGES.stars }).int(REVIEW_MESSAGES.stars).min(1, REVIEW_MESSAGES.stars).max(5, REVIEW_MESSAGES.stars),
  title: noBidi(z.string({ error: REVIEW_MESSAGES.titleMax }).trim().max(REVIEW_LIMITS.titleMax, REVIEW_MESSAGES.titleMax))
    .nullish().transform((title) => title || null),
  text: noBidi(z.string({ error: REVIEW_MESSAGES.textMin }).trim().min(REVIEW_LIMITS.textMin, REVIEW_MESSAGES.textMin)
    .max(REVIEW_LIMITS.textMax, REVIEW_MESSAGES.textMax)),
  fit: z.enum(REVIEW_FITS, { error: REVIEW_MESSAGES.fit }).nullish().transform((fit) => fit ?? null),
  photos: z.array(objectPathSchema, { error: REVIEW_MESSAGES.photos }).max(REVIEW_LIMITS.photosMax, REVIEW_MESSAGES.photos).default([]),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;
export type ReviewFormValues = z.input<typeof reviewInputSchema>;

/** PUT /api/reviews/{id}/reply */
export const reviewReplyInputSchema = z.object({
  text: noBidi(z.string({ error: REVIEW_MESSAGES.replyRequired }).trim().min(1, REVIEW_MESSAGES.replyRequired)
    .max(REVIEW_LIMITS.replyMax, REVIEW_MESSAGES.replyMax)),
});

/** POST /api/reviews/{id}/report and POST /api/admin/reviews/{id}/hide: a reason in plain words. */
export const reviewReasonInputSchema = z.object({
  reason: noBidi(z.string({ error: REVIEW_MESSAGES.reasonRequired }).trim().min(1, REVIEW_MESSAGES.reasonRequired)
    .max(REVIEW_LIMITS.reportReasonMax, REVIEW_MESSAGES.reasonMax)),
});

/** POST /api/admin/reviews/{id}/restore: the reason is optional. */
export const reviewRestoreInputSchema = z.object({
  reason: noBidi(z.string().trim().max(REVIEW_LIMITS.hideReasonMax, REVIEW_MESSAGES.reasonMax)).optional(),
}).nullish();

const pageSchema = z.coerce.number({ error: 'Page must be a whole number' }).int('Page must be a whole number')
  .min(1, 'Page must be at least 1').max(10_000, 'Page is too large').default(1);
const pageSizeSchema = z.coerce.number({ error: 'Page size must be a whole number' }).int('Page size must be a whole number')
  .min(1, 'Page size must be at least 1').max(REVIEW_LIMITS.maxPageSize, `Page size must be at most ${REVIEW_LIMITS.maxPageSize}`)
  .default(REVIEW_LIMITS.pageSize);
const booleanFlag = z.enum(['true', 'false', '1', '0'], { error: 'withPhotos must be true or false' })
  .transform((flag) => flag === 'true' || flag === '1');

/** GET /api/products/{id}/reviews and GET /api/sellers/{id}/reviews */
export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: `Sort must be one of ${REVIEW_SORTS.join(', ')}` }).default('helpful'),
  stars: z.coerce.number({ error: 'Stars must be a whole number from 1 to 5' }).int('Stars must be a whole number from 1 to 5')
    .min(1, 'Stars must be a whole number from 1 to 5').max(5, 'Stars must be a whole number from 1 to 5').optional(),
  withPhotos: booleanFlag.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

export const reviewReplySchema = z.object({
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
});

/** One visible review as shoppers see it. */
export const publicReviewSchema = z.object({
  id: z.number(),
  productId: z.number(),
  sellerId: z.number(),
  /** "Maya R.": first name and initial, or the username. */
  author: z.string(),
  stars: z.number(),
  title: z.string().nullable(),
  text: z.string(),
  fit: z.enum(REVIEW_FITS).nullable(),
  size: z.string(),
  color: z.string(),
  photos: z.array(z.string()),
  verifiedPurchase: z.literal(true),
  helpfulCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
  reply: reviewReplySchema.nullable(),
  /** The product reviewed: its name and first image, for lists across a shop. */
  product: z.object({ id: z.number(), name: z.string(), image: z.string().nullable() }),
  /** Only for a signed-in reader. */
  viewer: z.object({ isMine: z.boolean(), votedHelpful: z.boolean(), reported: z.boolean(), canReply: z.boolean() }).optional(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /api/products/{id}/review-summary and /api/sellers/{id}/review-summary. `average` is 0 with no reviews. */
export const reviewSummarySchema = z.object({
  average: z.number(),
  count: z.number(),
  histogram: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  fit: z.object({ small: z.number(), true: z.number(), large: z.number() }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** A review as its author sees it (GET /api/account/reviews, and the reply to a write): hidden ones too. */
export const ownReviewSchema = publicReviewSchema.omit({ viewer: true }).extend({
  orderItemId: z.number(),
  orderId: z.number(),
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.string().nullable(),
  /** Until when the author may edit or delete it. */
  editableUntil: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** GET /api/account/reviewable: a delivered item the signed-in buyer has not reviewed. */
export const reviewableItemSchema = z.object({
  orderItemId: z.number(),
  orderId: z.number(),
  orderNumber: z.string(),
  productId: z.number(),
  productName: z.string(),
  image: z.string().nullable(),
  size: z.string(),
  color: z.string(),
  deliveredAt: z.string(),
});
export type ReviewableItem = z.infer<typeof reviewableItemSchema>;

export const helpfulReplySchema = z.object({ helpfulCount: z.number() });

/** GET /api/admin/reviews?status=reported|hidden */
export const ADMIN_REVIEW_FILTERS = ['reported', 'hidden'] as const;
export const adminReviewQuerySchema = z.object({
  status: z.enum(ADMIN_REVIEW_FILTERS, { error: 'Status must be reported or hidden' }).default('reported'),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export const adminReviewSchema = publicReviewSchema.omit({ viewer: true }).extend({
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  authorId: z.number(),
  authorUsername: z.string(),
  shopName: z.string(),
  openReports: z.number(),
  /** The newest reports first, at most 20. */
  reports: z.array(z.object({ reason: z.string(), reporter: z.string(), createdAt: z.string(), resolved: z.boolean() })),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
