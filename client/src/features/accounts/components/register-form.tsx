import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, registerFormSchema } from '@shared/account-schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useRegister } from '../api/register';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';

type RegisterForm = z.input<typeof registerFormSchema>;

export function RegisterForm() {
  const navigate = useNavigate();
  const form = useForm<RegisterForm, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const registration = useRegister({
    onSuccess: () => navigate(paths.roleSelection),
    onError: (error) => {
      const message = serverMessage(error);
      // A taken email or username also marks its field, so the shopper sees what to change.
      if (message === ACCOUNT_MESSAGES.emailTaken) form.setError('email', { message });
      if (message === ACCOUNT_MESSAGES.usernameTaken) form.setError('username', { message });
      toast({ title: 'Registration failed', description: message ?? 'Something went wrong', variant: 'destructive' });
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ confirmPassword: _confirm, ...account }) => registration.mutate(account))}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField label="Password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={registration.isPending}>
        {registration.isPending ? 'Creating account...' : 'CREATE ACCOUNT'}
      </Button>
    </form>
  );
}
