/** Query keys of the admin feature, so every mutation invalidates exactly the lists it changes. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  overview: ['admin', 'overview'] as const,
  health: ['admin', 'health'] as const,
  products: ['admin', 'products'] as const,
  users: ['admin', 'users'] as const,
  sellers: ['admin', 'sellers'] as const,
  applications: ['admin', 'applications'] as const,
  audit: ['admin', 'audit'] as const,
  auditActions: ['admin', 'audit', 'actions'] as const,
  payouts: ['admin', 'payouts'] as const,
  // Issue 25: the disputes queue and the ledger view.
  disputes: ['admin', 'disputes'] as const,
  ledger: ['admin', 'ledger'] as const,
  // Issue 26: platform codes and every shop's codes.
  promotions: ['admin', 'promotions'] as const,
};
