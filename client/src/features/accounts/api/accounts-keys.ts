/** Query keys of the accounts feature. */
export const accountsKeys = {
  /** The signed-in account (or null): the header, the guards and every role check read it. */
  currentUser: ['user', 'me'] as const,
  /** Deleting the account: a mutation the guards look for once the session is gone. */
  deleteAccount: ['account', 'delete'] as const,
  /** The devices signed in to the account (account area). */
  sessions: ['user', 'sessions'] as const,
  passwordResetToken: (token: string) => ['password-reset', 'validate', token] as const,
};
