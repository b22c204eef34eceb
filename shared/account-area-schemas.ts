import { z } from 'zod';
import { emailSchema, PASSWORD_MAX, passwordSchema, registerSchema } from './account-schemas.js';

/** The account area's forms and replies (issue 22): profile, password, email, sessions, deletion. */
export const ACCOUNT_AREA_MESSAGES = {
  currentPasswordRequired: 'Enter your current password',
  wrongCurrentPassword: 'The current password is incorrect',
  accountDeactivated: 'This account has been deactivated. Please contact support if you think this is a mistake.',
  emailUnchanged: 'This is already your email address',
  invalidEmailLink: 'This link is invalid or has expired',
  emailVerified: 'Your email address is verified.',
  alreadyVerified: 'Your email address is already verified.',
  verificationSent: 'We have sent a new verification link to your email address.',
  emailChanged: 'Your email address has been changed.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  profileSaved: 'Your profile has been saved.',
  deleteOrdersInProgress: 'You have orders still in progress. You can delete your account once they are delivered or cancelled.',
  deleteRunsShop: 'Your account runs a shop. Please contact support to close the shop before deleting the account.',
  deleteAdmin: 'Administrator accounts cannot be deleted here.',
  tooManyPasswordChecks: 'Too many attempts with a wrong password. Please try again later.',
  tooManyMails: 'Too many emails requested. Please try again later.',
} as const;

export const emailChangeSentMessage = (email: string) => `We have sent a link to ${email}. Open it to confirm your new address.`;

/** The current password, as typed: only checked, never validated beyond its length. */
const currentPasswordSchema = z
  .string({ error: ACCOUNT_AREA_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_AREA_MESSAGES.currentPasswordRequired)
  .max(PASSWORD_MAX, ACCOUNT_AREA_MESSAGES.wrongCurrentPassword);

/** PATCH /api/account/profile. */
export const profileUpdateSchema = registerSchema.pick({ firstName: true, lastName: true });
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

/** POST /api/account/password. */
export const passwordChangeSchema = z.object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema });
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

/** POST /api/account/email: the new address, and the current password. */
export const emailChangeSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type EmailChangeInput = z.output<typeof emailChangeSchema>;

/** POST /api/account/delete. */
export const accountDeletionSchema = z.object({ password: currentPasswordSchema });

/** POST /api/account/verify-email and /api/account/email/confirm: the token of a mailed link. */
export const accountLinkSchema = z.object({
  token: z.string({ error: ACCOUNT_AREA_MESSAGES.invalidEmailLink }).max(200, ACCOUNT_AREA_MESSAGES.invalidEmailLink),
});

/** GET /api/account/sessions. `id` is a handle for ending it, not the session's secret or stored id. */
export const accountSessionSchema = z.object({
  id: z.string(),
  device: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsReplySchema = z.object({ sessions: z.array(accountSessionSchema) });

/** POST /api/account/sessions/end-others. */
export const endedSessionsReplySchema = z.object({ ended: z.number() });

export const sessionHandleParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });
