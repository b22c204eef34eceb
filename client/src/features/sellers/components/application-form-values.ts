import { sellerApplicationSchema, signedInSellerApplicationSchema } from '@shared/seller-schemas';

/** What the application form's fields hold (the account fields stay empty and unsent for a signed-in applicant). */
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
  /** One link per line, as typed. */
  portfolioLinks: string;
  experienceDescription: string;
}

/** A blank form; the business email starts as the applicant's own when they are signed in. */
export const emptyApplicationForm = (accountEmail = ''): ApplicationFormValues => ({
  username: '', email: '', password: '', businessName: '', businessDescription: '', businessEmail: accountEmail,
  businessPhone: '', showAddress: false, businessAddress: '', taxId: '', portfolioLinks: '', experienceDescription: '',
});

/** The shared schema the payload is checked with: a visitor's application carries the account it creates. */
export const applicationSchemaFor = (signedIn: boolean) => (signedIn ? signedInSellerApplicationSchema : sellerApplicationSchema);

/**
 * The fields as POST /api/seller/apply takes them: the textarea's lines become the portfolio list
 * (the shared schema drops the blank ones, spec section 5), an unticked address is sent blank, and
 * a signed-in applicant sends no account.
 */
export function toApplicationInput(values: ApplicationFormValues, signedIn: boolean) {
  const { username, email, password, portfolioLinks, ...business } = values;
  const application = {
    ...business,
    portfolioLinks: portfolioLinks.split(/\r?\n/),
    businessAddress: values.showAddress ? values.businessAddress : '',
  };
  return signedIn ? application : { ...application, username, email, password };
}
