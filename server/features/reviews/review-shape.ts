import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OwnReview, PublicReview, ReviewFit } from '../../../shared/review-schemas.js';
import { REVIEW_LIMITS } from '../../../shared/review-schemas.js';
import type { Db } from '../../db/client.js';
import { orderItems, products, reviewHelpfulVotes, reviewReports, reviews, users } from '../../db/schema/index.js';
import { reviewAuthorName } from './review-author.js';

/** Who reads a list: a signed-in person (and their shop, if any). Visitors have no viewer. */
export interface ReviewViewer {
  userId: number;
  sellerId: number | null;
}

/** The columns a PublicReview is built from; select them from `reviewsWithParts` (or the same joins). */
export const publicReviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  sellerId: reviews.sellerId,
  userId: reviews.userId,
  stars: reviews.stars,
  title: reviews.title,
  body: reviews.body,
  fit: reviews.fit,
  size: reviews.size,
  color: reviews.color,
  photos: reviews.photos,
  helpfulCount: reviews.helpfulCount,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  editedAt: reviews.editedAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  replyEditedAt: reviews.replyEditedAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorUsername: users.username,
  productName: products.name,
  productImage: sql<string | null>`${products.images}[1]`,
};

/** What the reader did to each review: add to the select for a signed-in reader. */
export function viewerColumns(viewer: ReviewViewer) {
  return {
    votedHelpful: sql<boolean>`exists (select 1 from ${reviewHelpfulVotes} where ${reviewHelpfulVotes.reviewId} = ${reviews.id} and ${reviewHelpfulVotes.userId} = ${viewer.userId})`,
    reported: sql<boolean>`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.userId} = ${viewer.userId})`,
  };
}

/** The columns an OwnReview needs on top of the public ones. */
export const ownReviewColumns = {
  ...publicReviewColumns,
  orderItemId: reviews.orderItemId,
  orderId: orderItems.orderId,
  status: reviews.status,
  hiddenReason: reviews.hiddenReason,
};

/** What `publicReviewColumns` selects. */
export interface PublicReviewRow {
  id: number;
  productId: number;
  sellerId: number;
  userId: number;
  stars: number;
  title: string | null;
  body: string;
  fit: ReviewFit | null;
  size: string;
  color: string;
  photos: string[];
  helpfulCount: number;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
  reply: string | null;
  repliedAt: Date | null;
  replyEditedAt: Date | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorUsername: string;
  productName: string;
  productImage: string | null;
}
export type ViewerFlags = { votedHelpful: boolean; reported: boolean };
export type OwnReviewRow = PublicReviewRow & { orderItemId: number; orderId: number; status: OwnReview['status']; hiddenReason: string | null };

/** Reviews joined to their author and product: add `.where(...)`, order and page. */
export function selectPublicReviews(db: Db, viewer?: ReviewViewer | null) {
  return db.select({ ...publicReviewColumns, ...(viewer ? viewerColumns(viewer) : {}) })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId));
}

/** The same for the author's own view (hidden ones included), with the order the item belongs to. */
export function selectOwnReviews(db: Db) {
  return db.select(ownReviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId));
}

export const isVisible: SQL = eq(reviews.status, 'visible');
export const visibleReviewWithId = (id: number) => and(eq(reviews.id, id), isVisible)!;

const iso = (date: Date | string) => (date instanceof Date ? date : new Date(date)).toISOString();

/** A row as shoppers see it; `viewer` (with the flags selected by viewerColumns) for a signed-in reader. */
export function toPublicReview(row: PublicReviewRow & Partial<ViewerFlags>, viewer?: ReviewViewer | null): PublicReview {
  const review: PublicReview = {
    id: row.id,
    productId: row.productId,
    sellerId: row.sellerId,
    author: reviewAuthorName({ firstName: row.authorFirstName, lastName: row.authorLastName, username: row.authorUsername }),
    stars: row.stars,
    title: row.title,
    text: row.body,
    fit: row.fit ?? null,
    size: row.size,
    color: row.color,
    photos: row.photos,
    verifiedPurchase: true,
    helpfulCount: row.helpfulCount,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    edited: row.editedAt !== null,
    reply: row.reply !== null && row.repliedAt !== null
      ? { text: row.reply, createdAt: iso(row.repliedAt), updatedAt: iso(row.replyEditedAt ?? row.repliedAt), edited: row.replyEditedAt !== null }
      : null,
    product: { id: row.productId, name: row.productName, image: row.productImage ?? null },
  };
  if (viewer) {
    review.viewer = {
      isMine: row.userId === viewer.userId,
      votedHelpful: Boolean(row.votedHelpful),
      reported: Boolean(row.reported),
      canReply: viewer.sellerId !== null && viewer.sellerId === row.sellerId,
    };
  }
  return review;
}

/** Until when the author may change or delete a review. */
export function editableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_LIMITS.editableDays * 24 * 60 * 60 * 1000);
}

/** A row as its author sees it: hidden ones too, with the admins' reason. */
export function toOwnReview(row: OwnReviewRow): OwnReview {
  const { viewer: _none, ...review } = toPublicReview(row);
  return {
    ...review,
    orderItemId: row.orderItemId,
    orderId: row.orderId,
    status: row.status,
    hiddenReason: row.hiddenReason,
    editableUntil: editableUntil(new Date(row.createdAt)).toISOString(),
  };
}
