import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import type { z } from 'zod';
import type { PublicUser } from '@shared/account-schemas';
import { emailChangeSchema } from '@shared/account-area-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useRequestEmailChange } from '../api/request-email-change';
import { useResendVerification } from '../api/resend-verification';

type EmailChangeForm = z.input<typeof emailChangeSchema>;

/** The address, whether it is verified (with a resend button), and the change by a link to the new one. */
export function EmailSettings({ user }: { user: PublicUser }) {
  const resend = useResendVerification();
  const change = useRequestEmailChange();
  const form = useForm<EmailChangeForm, unknown, z.output<typeof emailChangeSchema>>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-lg break-all">{user.email}</span>
        {user.emailVerified ? <Badge tone="acid">Verified</Badge> : <Badge tone="danger">Not verified</Badge>}
      </div>
      {!user.emailVerified && (
        <div className="flex flex-col items-start gap-3 border-2 border-line p-4">
          <p className="text-sm text-muted">
            We sent a link to confirm this address. Nothing waits for it, but a confirmed address makes sure you get your order mail.
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: ({ message }) => toast({ title: 'Link sent', description: message }),
                onError: (error) => toast({ title: 'Not sent', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
              })
            }
          >
            {resend.isPending ? 'Sending...' : 'RESEND VERIFICATION LINK'}
          </Button>
        </div>
      )}
      {change.isSuccess ? (
        <p role="status" className="flex items-start gap-2">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-acid" />
          {change.data.message}
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => change.mutate(values))}
        >
          <h3 className="caps text-xl">Change email</h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="New email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
            <PasswordField label="Current password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
          </div>
          {change.isError && (
            <p role="alert" className="text-sm font-medium text-danger">
              {serverMessage(change.error) ?? 'Something went wrong. Please try again.'}
            </p>
          )}
          <p className="text-sm text-muted">Your account keeps its current address until you open the link we send to the new one.</p>
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? 'Sending...' : 'SEND CONFIRMATION LINK'}
          </Button>
        </form>
      )}
    </div>
  );
}
