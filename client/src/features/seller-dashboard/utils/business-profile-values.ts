import type { OwnSeller } from '@shared/account-schemas';

/** What the business profile form's fields hold: every text as typed, blank where the shop has none. */
export interface BusinessProfileValues {
  businessName: string;
  specialty: string;
  description: string;
  businessEmail: string;
  businessPhone: string;
  businessAddress: string;
}

/**
 * The seller's shop as the form shows it. The fields go to the API as typed: the shared
 * settings schema reads a blank as "none", so a cleared field clears the shop's value.
 */
export function businessProfileValues(seller: OwnSeller): BusinessProfileValues {
  return {
    businessName: seller.businessName,
    specialty: seller.specialty ?? '',
    description: seller.description ?? '',
    businessEmail: seller.businessEmail ?? '',
    businessPhone: seller.businessPhone ?? '',
    businessAddress: seller.businessAddress ?? '',
  };
}
