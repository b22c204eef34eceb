import { z } from 'zod';
import { publicSellerSchema } from './catalog-schemas.js';
import { BIDI_CONTROLS_MESSAGE, hasNoBidiControls } from './text.js';

/**
 * Account forms and replies, shared by the client's forms and the server's routes so the
 * spec's messages live here once (spec section 5, DECISIONS.md "Identity and roles").
 */
export const ACCOUNT_MESSAGES = {
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 30 characters',
  usernameCharacters: 'Username may only contain letters, digits, _ . and -',
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Names must be at most 100 characters',
  passwordsDontMatch: "Passwords don't match",
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  invalidResetLink: 'This reset link is invalid or has expired',
  resetRequested: 'If an account exists for that email, we have sent a link to reset the password.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
} as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
const NAME_MAX = 100;
const EMAIL_MAX = 254;

export const usernameSchema = z
  .string({ error: ACCOUNT_MESSAGES.usernameTooShort })
  .trim()
  .min(USERNAME_MIN, ACCOUNT_MESSAGES.usernameTooShort)
  .max(USERNAME_MAX, ACCOUNT_MESSAGES.usernameTooLong)
  .regex(/^[A-Za-z0-9_.-]+$/, ACCOUNT_MESSAGES.usernameCharacters);

/** Emails are trimmed and lower-cased before anything compares or stores them. */
export const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, ACCOUNT_MESSAGES.invalidEmail)
  .pipe(z.email({ error: ACCOUNT_MESSAGES.invalidEmail }));

/** Any characters, never trimmed: a password is what the person typed. */
export const passwordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordTooLong);

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(NAME_MAX, ACCOUNT_MESSAGES.nameTooLong)
    .refine(hasNoBidiControls, BIDI_CONTROLS_MESSAGE);

/** POST /api/register (the API's payload). */
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredName(ACCOUNT_MESSAGES.firstNameRequired),
  lastName: requiredName(ACCOUNT_MESSAGES.lastNameRequired),
});
export type RegisterInput = z.output<typeof registerSchema>;

/** The register form: the payload plus the confirmation, checked on the confirm field. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordsDontMatch }) })
  .refine((form) => form.password === form.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** POST /api/login. */
export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginInput = z.output<typeof loginSchema>;

/** POST /api/password-reset/request. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/**
 * A reset token is checked by the server, whatever its shape; a malformed one gets the same
 * answer as an unknown one.
 */
const resetTokenSchema = z.string({ error: ACCOUNT_MESSAGES.invalidResetLink }).max(200, ACCOUNT_MESSAGES.invalidResetLink);

/** POST /api/password-reset/validate. */
export const passwordResetValidateSchema = z.object({ token: resetTokenSchema });

/** POST /api/password-reset/confirm. */
export const passwordResetConfirmSchema = z.object({ token: resetTokenSchema, password: passwordSchema });

export const passwordResetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordsDontMatch }) })
  .refine((form) => form.password === form.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const USER_ROLES = ['admin', 'seller', 'customer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What the API says about a user: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(USER_ROLES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * The signed-in user's own seller record: what the public sees plus the owner's contact and
 * payout settings. Payout details leave the server only masked, even to their owner; the gateway
 * credentials the spec once listed are no longer stored and answer null (docs/decisions/015).
 */
export const ownSellerSchema = publicSellerSchema.omit({ productCount: true, createdAt: true }).extend({
  userId: z.number(),
  commissionRate: z.string(),
  businessAddress: z.string().nullable(),
  businessPhone: z.string().nullable(),
  businessEmail: z.string().nullable(),
  taxId: z.string().nullable(),
  paymentGateway: z.string().nullable(),
  stripeAccountId: z.string().nullable(),
  stripePublishableKey: z.string().nullable(),
  paypalClientId: z.string().nullable(),
  /** Always false: no PayPal client secret is stored any more. */
  hasPaypalClientSecret: z.boolean(),
  /** Masked ("p•••@example.com"). */
  payoutEmailPaypal: z.string().nullable(),
  squareApplicationId: z.string().nullable(),
  payoutMethod: z.string(),
  /** Where payouts go, masked ("IBAN •••• 3000 (Maya Chen)"); null where nothing is saved. */
  payoutDetails: z.object({ paypal: z.string().nullable(), bankTransfer: z.string().nullable() }),
  approvedAt: z.string().nullable(),
  /** When an admin switched the shop off (null while it is on), and their note to the seller. */
  deactivatedAt: z.string().nullable().optional(),
  deactivationNote: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type OwnSeller = z.infer<typeof ownSellerSchema>;

/** GET /api/user/me. */
export const currentUserSchema = z.object({ user: publicUserSchema, seller: ownSellerSchema.nullable() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/register and POST /api/login. */
export const authReplySchema = z.object({ user: publicUserSchema });
export type AuthReply = z.infer<typeof authReplySchema>;

/** Replies that only say something in words (password reset). */
export const messageReplySchema = z.object({ message: z.string() });
