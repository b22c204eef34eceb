import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, passwordResetRequestSchema } from '@shared/account-schemas';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { TextField } from '../../../components/ui/text-field';

type ForgotPasswordForm = z.input<typeof passwordResetRequestSchema>;

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordForm, unknown, z.output<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const resetRequest = useRequestPasswordReset();

  if (resetRequest.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-start gap-5">
        <MailCheck aria-hidden className="size-10 text-acid" />
        <p className="text-lg">{resetRequest.data.message || ACCOUNT_MESSAGES.resetRequested}</p>
        <p className="text-sm text-muted">The link works once and expires after an hour. Check your spam folder if nothing arrives.</p>
        <Link to={paths.login} className={buttonClasses('outline', 'md')}>
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        resetRequest.mutate(values, {
          onError: (error) =>
            toast({
              title: 'Error',
              description: serverMessage(error) ?? 'Something went wrong. Please try again.',
              variant: 'destructive',
            }),
        }),
      )}
      className="flex flex-col gap-5"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={resetRequest.isPending}>
        {resetRequest.isPending ? 'Sending...' : 'SEND RESET LINK'}
      </Button>
    </form>
  );
}
