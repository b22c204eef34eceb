import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths';

// Pages that are themselves about signing in: coming back to them after signing in makes no sense.
const NO_RETURN = new Set<string>([paths.login, paths.register, paths.forgotPassword, paths.resetPassword, paths.verifyEmail, paths.confirmEmail]);

/** The header's SIGN IN: the sign-in page, coming back to the page the shopper is on (query included). */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  if (NO_RETURN.has(pathname) || pathname === paths.home && !search) return paths.login;
  return paths.loginReturningTo(`${pathname}${search}`);
}
