import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { passwordChangeFormSchema } from '@shared/account-area-schemas';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useChangePassword } from '../api/change-password';

type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;

/** The current password, then the new one twice; every other device is signed out, this one stays. */
export function PasswordChangeForm() {
  const change = useChangePassword();
  const form = useForm<PasswordChangeForm, unknown, z.output<typeof passwordChangeFormSchema>>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }, {
          onSuccess: ({ message }) => {
            form.reset();
            toast({ title: 'Password changed', description: message });
          },
        }),
      )}
    >
      <PasswordField label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField label="New password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register('newPassword')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      </div>
      {change.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {serverMessage(change.error) ?? 'Something went wrong. Please try again.'}
        </p>
      )}
      <p className="text-sm text-muted">At least 6 characters. Your other devices will be signed out.</p>
      <Button type="submit" className="self-start" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'CHANGE PASSWORD'}
      </Button>
    </form>
  );
}
