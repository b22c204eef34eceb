import { expect, test } from 'vitest';
import type { OwnSeller } from '@shared/account-schemas';
import { SELLER_MESSAGES, sellerSettingsSchema } from '@shared/seller-schemas';
import { businessProfileValues } from './business-profile-values';

const seller: OwnSeller = {
  id: 3, userId: 9, businessName: 'Ink Alley', description: 'Two-colour prints.', specialty: null, profileImage: null,
  coverImage: null, status: 'approved', isActive: true, rating: '0.00', totalReviews: 0, totalSales: 0, followersCount: 0, commissionRate: '15.00',
  businessAddress: null, businessPhone: '+44 113 496 0000', businessEmail: null, taxId: null, paymentGateway: null,
  stripeAccountId: null, stripePublishableKey: null, paypalClientId: null, hasPaypalClientSecret: false, payoutEmailPaypal: null,
  squareApplicationId: null, payoutMethod: 'bank_transfer', payoutDetails: { paypal: null, bankTransfer: null }, approvedAt: '2026-11-20T10:00:00.000Z', createdAt: '2026-11-19T10:00:00.000Z',
  returnPolicy: { accepted: true, windowDays: 14, returnShippingPaidBy: 'buyer' },
};

test('the business profile shows what the shop has, blank where it has nothing, and saves back the same values', () => {
  const values = businessProfileValues(seller);
  expect(values).toEqual({
    businessName: 'Ink Alley', specialty: '', description: 'Two-colour prints.', businessEmail: '', businessPhone: '+44 113 496 0000', businessAddress: '',
  });
  expect(sellerSettingsSchema.parse(values)).toEqual({
    businessName: 'Ink Alley', specialty: null, description: 'Two-colour prints.', businessEmail: null, businessPhone: '+44 113 496 0000', businessAddress: null,
  });
});

test('a cleared field clears the value, an edited one is checked by the shared schema', () => {
  const cleared = sellerSettingsSchema.parse({ ...businessProfileValues(seller), description: '   ' });
  expect(cleared.description).toBeNull();
  const wrong = sellerSettingsSchema.safeParse({ ...businessProfileValues(seller), businessPhone: 'call me' });
  expect(wrong.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['businessPhone', SELLER_MESSAGES.phoneInvalid]]);
});
