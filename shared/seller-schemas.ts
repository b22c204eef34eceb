import { z } from 'zod';
import { emailSchema, ownSellerSchema, passwordSchema, publicUserSchema, usernameSchema } from './account-schemas.js';
import { isNotReservedShopName } from './shop-names.js';
import {
  compactIban, isValidIban, isValidRoutingNumber, isValidUsAccountNumber, PAYOUT_DETAILS_MESSAGES, type BankPayoutDetails,
} from './payout-details.js';
import { BIDI_CONTROLS_MESSAGE, hasNoBidiControls, hasNoReorderingControls } from './text.js';
import { returnPolicyInputSchema } from './return-schemas.js';

/** Where a shop or an application stands in the marketplace team's review. */
export const SELLER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

/**
 * Seller forms and payloads (spec sections 5 and 7, the issue 7 contract), shared by the
 * /seller/apply and dashboard forms and the server's routes, so every message lives here once.
 */
export const SELLER_MESSAGES = {
  businessNameTooShort: 'Business name must be at least 3 characters',
  businessNameTooLong: 'Business name must be at most 120 characters',
  businessNameTaken: 'A shop with this name already exists',
  businessNameReserved: 'This name is reserved for Threadline',
  textDirectionControls: 'Text must not contain text direction control characters',
  descriptionRequired: 'Please provide a description',
  descriptionTooLong: 'Description must be at most 5000 characters',
  phoneInvalid: 'Please provide a valid phone number',
  businessEmailInvalid: 'Invalid business email address',
  experienceRequired: 'Please describe your experience',
  addressTooLong: 'Address must be at most 500 characters',
  taxIdTooLong: 'Tax ID must be at most 64 characters',
  portfolioTooMany: 'At most 20 portfolio links',
  portfolioLinkTooLong: 'Portfolio links must be at most 500 characters',
  alreadyApplied: 'You have already applied to become a seller',
  alreadySeller: 'You are already a seller',
  specialtyTooLong: 'Specialty must be at most 120 characters',
  stripeAccountRequired: 'Stripe account ID is required',
  paypalClientIdRequired: 'PayPal client ID is required',
  paypalPayoutEmailInvalid: 'Invalid PayPal payout email',
  gatewayUnknown: 'Payment gateway must be stripe, paypal or square',
  payoutMethodUnknown: 'Payout method must be paypal, stripe or bank_transfer',
  credentialTooLong: 'Payment settings must be at most 255 characters',
  logoFormat: 'The logo must be an image you uploaded',
  coverFormat: 'The header must be an image you uploaded',
  mediaRequired: 'Send logoImageURL or coverImageURL',
} as const;

export const PAYMENT_GATEWAY_OPTIONS = ['stripe', 'paypal', 'square'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAY_OPTIONS)[number];
export const PAYOUT_METHOD_OPTIONS = ['paypal', 'stripe', 'bank_transfer'] as const;
export type PayoutMethodOption = (typeof PAYOUT_METHOD_OPTIONS)[number];

/** Spec section 9 and DECISIONS.md "Identity and roles": digits, spaces, + - ( ), at least 10. */
const PHONE_PATTERN = /^[0-9 +()-]{10,40}$/;

const shopNameSchema = z
  .string({ error: SELLER_MESSAGES.businessNameTooShort })
  .trim()
  .min(3, SELLER_MESSAGES.businessNameTooShort)
  .max(120, SELLER_MESSAGES.businessNameTooLong)
  .refine(hasNoBidiControls, BIDI_CONTROLS_MESSAGE);

/** A new shop's name. A shop renaming itself is checked by the server against its current name. */
const businessNameSchema = shopNameSchema.refine(isNotReservedShopName, SELLER_MESSAGES.businessNameReserved);

/**
 * Text a seller writes on the shop or the application: no text direction controls, which could
 * turn what shoppers and admins read around (the same rule as names). Prose (descriptions, an
 * address) keeps the LRM/RLM/ALM marks right-to-left writing needs; identifiers and links do not.
 */
const withoutBidiControls = <T extends z.ZodType<string | null | undefined>>(schema: T, prose = false) =>
  schema.refine((text) => text == null || (prose ? hasNoReorderingControls(text) : hasNoBidiControls(text)), SELLER_MESSAGES.textDirectionControls);

const businessPhoneSchema = z.string({ error: SELLER_MESSAGES.phoneInvalid }).trim().regex(PHONE_PATTERN, SELLER_MESSAGES.phoneInvalid);

const businessEmailSchema = z
  .string({ error: SELLER_MESSAGES.businessEmailInvalid })
  .trim()
  .toLowerCase()
  .max(254, SELLER_MESSAGES.businessEmailInvalid)
  .pipe(z.email({ error: SELLER_MESSAGES.businessEmailInvalid }));

/** Optional text: blank means absent. */
const optionalText = (max: number, message: string, prose = false) =>
  withoutBidiControls(z.string().trim().max(max, message).nullish(), prose).transform((value) => value || null);

/** The business part of an application: all a signed-in applicant sends. */
const applicationFields = {
  businessName: businessNameSchema,
  businessDescription: withoutBidiControls(z
    .string({ error: SELLER_MESSAGES.descriptionRequired })
    .trim()
    .min(1, SELLER_MESSAGES.descriptionRequired)
    .max(5000, SELLER_MESSAGES.descriptionTooLong), true),
  businessAddress: optionalText(500, SELLER_MESSAGES.addressTooLong, true),
  businessPhone: businessPhoneSchema,
  businessEmail: businessEmailSchema,
  taxId: optionalText(64, SELLER_MESSAGES.taxIdTooLong),
  /** One link per line in the form, blanks dropped (spec section 5). */
  portfolioLinks: z
    .array(withoutBidiControls(z.string().trim().max(500, SELLER_MESSAGES.portfolioLinkTooLong)))
    .optional()
    .transform((links) => (links ?? []).filter((link) => link.length > 0))
    .refine((links) => links.length <= 20, SELLER_MESSAGES.portfolioTooMany),
  experienceDescription: withoutBidiControls(z
    .string({ error: SELLER_MESSAGES.experienceRequired })
    .trim()
    .min(1, SELLER_MESSAGES.experienceRequired)
    .max(5000, SELLER_MESSAGES.descriptionTooLong), true),
  /** The form's "add an address" checkbox: unticked, any address sent is dropped. */
  showAddress: z.boolean().optional(),
};

/** POST /api/seller/apply from a signed-in user: the session user applies. */
export const signedInSellerApplicationSchema = z.object(applicationFields);
export type SignedInSellerApplicationInput = z.output<typeof signedInSellerApplicationSchema>;

/** The account a visitor's application creates. */
export const applicantAccountSchema = z.object({ username: usernameSchema, email: emailSchema, password: passwordSchema });
export type ApplicantAccountInput = z.output<typeof applicantAccountSchema>;

/** POST /api/seller/apply from a visitor: the account and the application together. */
export const sellerApplicationSchema = signedInSellerApplicationSchema.extend(applicantAccountSchema.shape);
export type SellerApplicationInput = z.output<typeof sellerApplicationSchema>;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** What an applicant sees of their application. */
export const applicationSchema = z.object({
  id: z.number(),
  businessName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type SellerApplication = z.infer<typeof applicationSchema>;

/** GET /api/seller/application. */
export const applicationReplySchema = z.object({ application: applicationSchema.nullable() });

/** A setting: absent leaves it as it is, blank or null clears it. */
const setting = (max: number, message: string, prose = false) =>
  withoutBidiControls(z.string().trim().max(max, message).nullish(), prose).transform((v) => (v === undefined ? undefined : v || null));
const credential = setting(255, SELLER_MESSAGES.credentialTooLong);
/**
 * Gateway credentials the spec's form once asked for (a PayPal client secret, a Stripe
 * publishable key, a Square application id, a free-text bank account): accepted so the spec's
 * calls still answer, never stored (docs/decisions/015). The PayPal client id is no secret and
 * the spec's PayPal gateway needs it, so it is kept.
 */
const ignored = z.unknown().optional().transform(() => undefined);

const accountHolderSchema = withoutBidiControls(z
  .string({ error: PAYOUT_DETAILS_MESSAGES.accountHolderRequired })
  .trim()
  .min(1, PAYOUT_DETAILS_MESSAGES.accountHolderRequired)
  .max(120, PAYOUT_DETAILS_MESSAGES.accountHolderTooLong));

/** A bank account to pay out to: an IBAN, or a US account number and routing number. */
export const bankPayoutDetailsSchema = z
  .object({
    accountHolder: accountHolderSchema,
    iban: z.string().trim().optional(),
    accountNumber: z.string().trim().optional(),
    routingNumber: z.string().trim().optional(),
  }, { error: PAYOUT_DETAILS_MESSAGES.bankAccountKind })
  .superRefine((bank, ctx) => {
    const iban = Boolean(bank.iban);
    const us = Boolean(bank.accountNumber || bank.routingNumber);
    if (iban === us) ctx.addIssue({ code: 'custom', path: ['iban'], message: PAYOUT_DETAILS_MESSAGES.bankAccountKind });
    else if (iban && !isValidIban(bank.iban!)) ctx.addIssue({ code: 'custom', path: ['iban'], message: PAYOUT_DETAILS_MESSAGES.ibanInvalid });
    else if (us) {
      if (!isValidUsAccountNumber(bank.accountNumber ?? '')) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: PAYOUT_DETAILS_MESSAGES.accountNumberInvalid });
      if (!isValidRoutingNumber(bank.routingNumber ?? '')) ctx.addIssue({ code: 'custom', path: ['routingNumber'], message: PAYOUT_DETAILS_MESSAGES.routingNumberInvalid });
    }
  })
  .transform((bank): BankPayoutDetails => (bank.iban
    ? { accountHolder: bank.accountHolder, iban: compactIban(bank.iban) }
    : { accountHolder: bank.accountHolder, accountNumber: bank.accountNumber!, routingNumber: bank.routingNumber! }));

/**
 * PUT /api/sellers/{id}: any of these fields. commissionRate, status and isActive are not
 * here, so a seller sending them changes nothing (admins set them elsewhere). Payout details
 * (payoutEmailPaypal, payoutBankDetails) are write-only: stored sealed, replied masked; absent
 * keeps them, null or blank clears them.
 */
export const sellerSettingsSchema = z.object({
  // Not refused for being reserved here: a shop named before the reserved words were must still
  // save its profile; the server refuses a reserved name only when it is a change.
  businessName: shopNameSchema.optional(),
  specialty: setting(120, SELLER_MESSAGES.specialtyTooLong),
  description: setting(5000, SELLER_MESSAGES.descriptionTooLong, true),
  businessEmail: z.union([businessEmailSchema, z.literal(''), z.null()]).optional().transform((v) => (v === '' ? null : v)),
  businessPhone: z.union([businessPhoneSchema, z.literal(''), z.null()]).optional().transform((v) => (v === '' ? null : v)),
  businessAddress: setting(500, SELLER_MESSAGES.addressTooLong, true),
  paymentGateway: z.enum(PAYMENT_GATEWAY_OPTIONS, { error: SELLER_MESSAGES.gatewayUnknown }).optional(),
  stripeAccountId: credential,
  stripePublishableKey: ignored,
  paypalClientId: credential,
  paypalClientSecret: ignored,
  squareApplicationId: ignored,
  payoutBankAccount: ignored,
  payoutEmailPaypal: z
    .union([z.string().trim().toLowerCase().max(254, SELLER_MESSAGES.paypalPayoutEmailInvalid)
      .pipe(z.email({ error: SELLER_MESSAGES.paypalPayoutEmailInvalid })), z.literal(''), z.null()], { error: SELLER_MESSAGES.paypalPayoutEmailInvalid })
    .optional()
    .transform((v) => (v === '' ? null : v)),
  payoutBankDetails: bankPayoutDetailsSchema.nullish(),
  payoutMethod: z.enum(PAYOUT_METHOD_OPTIONS, { error: SELLER_MESSAGES.payoutMethodUnknown }).optional(),
  /** Any of the policy's fields; absent ones stay as they are. */
  returnPolicy: returnPolicyInputSchema.optional(),
});
export type SellerSettingsInput = z.output<typeof sellerSettingsSchema>;

/**
 * The spec's payment gateway, kept as a stored preference: Stripe still names the connected
 * account payouts are sent to; PayPal needs its client id and the payout email (the spec's rule).
 * No gateway takes a secret.
 */
export function paymentSettingsIssues(settings: {
  paymentGateway: string | null; stripeAccountId: string | null; paypalClientId: string | null; hasPaypalEmail: boolean;
}): string[] {
  if (settings.paymentGateway === 'stripe' && !settings.stripeAccountId) return [SELLER_MESSAGES.stripeAccountRequired];
  if (settings.paymentGateway === 'paypal' && !settings.paypalClientId) return [SELLER_MESSAGES.paypalClientIdRequired];
  if (settings.paymentGateway === 'paypal' && !settings.hasPaypalEmail) return [SELLER_MESSAGES.paypalPayoutEmailInvalid];
  return [];
}

/** An object path the upload flow returned (/objects/...). */
const objectPath = (message: string) =>
  z.string({ error: message }).refine((v) => /^\/objects\/[a-z0-9_-][a-z0-9._/-]{0,500}$/.test(v) && !v.includes('..'), message);

/** PUT /api/sellers/{id}/media: the new logo and/or header, as uploaded object paths. */
export const sellerMediaSchema = z
  .object({
    logoImageURL: objectPath(SELLER_MESSAGES.logoFormat).optional(),
    coverImageURL: objectPath(SELLER_MESSAGES.coverFormat).optional(),
  })
  .refine((media) => media.logoImageURL !== undefined || media.coverImageURL !== undefined, SELLER_MESSAGES.mediaRequired);
export type SellerMediaInput = z.output<typeof sellerMediaSchema>;

/** GET /api/seller/stats: only real figures: orders not cancelled, and the seller's net of the paid ones. */
export const sellerStatsSchema = z.object({
  totalProducts: z.number(),
  activeProducts: z.number(),
  rating: z.string(),
  totalReviews: z.number(),
  revenue: z.string(),
  orders: z.number(),
  /** Items of paid orders that stand (not cancelled or refunded). */
  unitsSold: z.number(),
  /** Real follows (shop_follower_counts), and those made in the last 30 days. */
  followersCount: z.number(),
  newFollowers30d: z.number(),
});
export type SellerStats = z.infer<typeof sellerStatsSchema>;

/** POST /api/seller/apply (201): the applicant, their shop when approved at once, the application. */
export const sellerApplyReplySchema = z.object({
  user: publicUserSchema,
  seller: ownSellerSchema.nullable(),
  application: applicationSchema,
});
export type SellerApplyReply = z.infer<typeof sellerApplyReplySchema>;
