import { useForm, useWatch } from 'react-hook-form';
import type { PublicUser } from '@shared/account-schemas';
import type { SignedInSellerApplicationInput } from '@shared/seller-schemas';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../lib/paths';
import { schemaResolver } from '../../../lib/schema-resolver';
import { serverMessage } from '../../../lib/server-message';
import { useApplyForSeller } from '../api/apply-for-seller';
import { type ApplicationFormValues, applicationSchemaFor, emptyApplicationForm, toApplicationInput } from './application-form-values';
import { CommissionNotice } from './commission-notice';
import { FormSection } from './form-section';

const REDIRECT_DELAY_MS = 1500; // spec section 9

/** /seller/apply: a visitor's account and application in one go, or a signed-in user's application. */
export function SellerApplicationForm({ user }: { user: PublicUser | null }) {
  const form = useForm<ApplicationFormValues, unknown, SignedInSellerApplicationInput>({
    resolver: schemaResolver(() => applicationSchemaFor(user !== null), (values) => toApplicationInput(values, user !== null)),
    defaultValues: emptyApplicationForm(user?.email),
  });
  const { errors } = form.formState;
  const showAddress = useWatch({ control: form.control, name: 'showAddress' });
  const application = useApplyForSeller();

  function submit(payload: SignedInSellerApplicationInput) {
    application.mutate(payload, {
      onSuccess: (reply) => {
        toast(reply.seller
          ? { title: 'Application approved', description: 'Your seller account has been created and activated.' }
          : { title: 'Application received', description: 'Your application has been received. We will review it shortly.' });
        setTimeout(() => window.location.assign(paths.sellerDashboard), REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        toast({ title: 'Application failed', description: serverMessage(error) ?? 'Something went wrong. Please try again.', variant: 'destructive' });
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-8">
      <FormSection title="Account">
        {user ? (
          <p className="text-muted">Applying as <span className="font-semibold text-paper">{user.username}</span></p>
        ) : (
          <>
            <TextField label="Username" autoComplete="username" autoCapitalize="none" error={errors.username?.message} {...form.register('username')} />
            <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
            <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
          </>
        )}
      </FormSection>
      <FormSection title="Business">
        <TextField label="Business name" error={errors.businessName?.message} {...form.register('businessName')} />
        <TextAreaField label="Business description" error={errors.businessDescription?.message} {...form.register('businessDescription')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Business email" type="email" autoComplete="email" error={errors.businessEmail?.message} {...form.register('businessEmail')} />
          <TextField label="Business phone" type="tel" autoComplete="tel" error={errors.businessPhone?.message} {...form.register('businessPhone')} />
        </div>
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" className="size-5 accent-acid" {...form.register('showAddress')} />
          Add a business address
        </label>
        {showAddress && (
          <TextAreaField label="Business address" rows={2} error={errors.businessAddress?.message} {...form.register('businessAddress')} />
        )}
        <TextField label="Tax ID or ABN (optional)" error={errors.taxId?.message} {...form.register('taxId')} />
        <p className="-mt-3 text-sm text-muted">Needed for tax reporting above $600 a year.</p>
      </FormSection>
      <FormSection title="Portfolio">
        <TextAreaField
          label="Portfolio links"
          hint="One link per line: your shop, Instagram, lookbook..."
          error={errors.portfolioLinks?.message}
          {...form.register('portfolioLinks')}
        />
        <TextAreaField label="Experience" error={errors.experienceDescription?.message} {...form.register('experienceDescription')} />
      </FormSection>
      <CommissionNotice />
      <Button type="submit" size="lg" className="w-full" disabled={application.isPending || application.isSuccess}>
        {application.isPending ? 'Submitting...' : 'SUBMIT APPLICATION'}
      </Button>
    </form>
  );
}
