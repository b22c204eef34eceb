import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminLoginSchema, type AdminLoginInput } from '@shared/admin-schemas';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useAdminLogin } from '../api/admin-login';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';

export function AdminLoginForm() {
  const navigate = useNavigate();
  const form = useForm<z.input<typeof adminLoginSchema>, unknown, AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const login = useAdminLogin({
    onSuccess: () => {
      toast({ title: 'Welcome to the Command Center' });
      return navigate(paths.adminPortal);
    },
    onError: (error) =>
      toast({ title: 'Access Denied', description: serverMessage(error) ?? 'Invalid admin credentials', variant: 'destructive' }),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="flex flex-col gap-5">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? 'Checking...' : 'ACCESS COMMAND CENTER'}
      </Button>
    </form>
  );
}
