import { z } from 'zod';
import { sellerApplicationSchema, signedInSellerApplicationSchema } from '@shared/seller-schemas';

/** The textarea holds one link per line; the shared schema drops the blank ones (spec section 5). */
const linesToList = (value: unknown) => (typeof value === 'string' ? value.split(/\r?\n/) : value);
const portfolioLinks = z.preprocess(linesToList, signedInSellerApplicationSchema.shape.portfolioLinks);

const formExtras = { portfolioLinks, showAddress: z.boolean() };

export const signedInApplicationFormSchema = signedInSellerApplicationSchema.extend(formExtras);
export const visitorApplicationFormSchema = sellerApplicationSchema.extend(formExtras);

/** What the form's fields hold (the account fields stay empty and unsent for a signed-in applicant). */
export interface ApplicationFormValues {
  username: string;
  email: string;
  password: string;
  businessName: string;
  businessDescription: string;
  businessEmail: string;
  businessPhone: string;
  showAddress: boolean;
  businessAddress: string;
  taxId: string;
  portfolioLinks: string;
  experienceDescription: string;
}
