import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { loginSchema } from '@shared/account-schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useLogin } from '../api/login';
import { landingPathFor, safeReturnPath } from '../utils/account';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { authLinkClasses } from './auth-card';
import { TextField } from '../../../components/ui/text-field';
import { SignInPasswordField } from './sign-in-password-field';

type LoginForm = z.input<typeof loginSchema>;

export function LoginForm() {
  const navigate = useNavigate();
  const next = safeReturnPath(useSearchParams()[0].get('next'));
  const form = useForm<LoginForm, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const login = useLogin({
    onSuccess: ({ user }) => navigate(next ?? landingPathFor(user.role)),
    onError: (error) =>
      toast({ title: 'Login failed', description: serverMessage(error) ?? 'Invalid credentials', variant: 'destructive' }),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="flex flex-col gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SignInPasswordField error={errors.password?.message} {...form.register('password')} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'SIGN IN'}
      </Button>
      {/* After the button, so the keyboard goes email, password, SIGN IN (walkthrough 3, finding 4). */}
      <Link to={paths.forgotPassword} className="self-center text-sm text-muted underline underline-offset-4 hover:text-acid">
        Forgot password?
      </Link>
      <p className="text-center text-sm text-muted">
        New to Threadline?{' '}
        <Link to={paths.register} className={authLinkClasses}>
          Create an account
        </Link>
      </p>
    </form>
  );
}
