import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, passwordResetFormSchema } from '@shared/account-schemas';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { usePasswordResetValidation } from '../api/validate-password-reset';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { PasswordField } from '../../../components/ui/password-field';

type ResetPasswordForm = z.input<typeof passwordResetFormSchema>;

/** An unusable link: the server's words, and the way to a fresh one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-5">
      <CircleAlert aria-hidden className="size-10 text-danger" />
      <p className="text-lg">{message}</p>
      <Link to={paths.forgotPassword} className={buttonClasses('primary', 'md')}>
        Request a new link
      </Link>
    </div>
  );
}

/** Checks the link first, then takes the new password; the link works once. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const validation = usePasswordResetValidation(token);
  const confirm = useConfirmPasswordReset();
  const form = useForm<ResetPasswordForm, unknown, z.output<typeof passwordResetFormSchema>>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (confirm.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-start gap-5">
        <CircleCheck aria-hidden className="size-10 text-acid" />
        <p className="text-lg">{confirm.data.message || ACCOUNT_MESSAGES.passwordReset}</p>
        <Link to={paths.login} className={buttonClasses('primary', 'md')}>
          SIGN IN
        </Link>
      </div>
    );
  }
  if (token === null) return <InvalidLink message={ACCOUNT_MESSAGES.invalidResetLink} />;
  if (validation.isPending) {
    return (
      <div aria-busy="true" aria-label="Checking your reset link" className="flex flex-col gap-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (validation.isError) return <InvalidLink message={serverMessage(validation.error) ?? ACCOUNT_MESSAGES.invalidResetLink} />;
  if (confirm.isError && confirm.error) {
    const message = serverMessage(confirm.error);
    // The link was spent or expired while the form was open; other failures let the shopper retry.
    if (message === ACCOUNT_MESSAGES.invalidResetLink) return <InvalidLink message={message} />;
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ password }) => confirm.mutate({ token, password }))}
      className="flex flex-col gap-5"
    >
      <p className="text-muted">At least 6 characters. Every device signed in to your account will be signed out.</p>
      <PasswordField label="New password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {confirm.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {serverMessage(confirm.error) ?? 'Something went wrong. Please try again.'}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? 'Saving...' : 'SET NEW PASSWORD'}
      </Button>
    </form>
  );
}
