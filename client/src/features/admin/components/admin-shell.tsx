import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogOut } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { container } from '../../../components/ui/container';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import type { AdminIdentity } from '../types';

interface AdminShellProps {
  title: string;
  admin: AdminIdentity;
  /** The other admin screen, linked beside the logout button. */
  switchTo: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the control panel and the portal: title, who is signed in, a way across, and LOGOUT. */
export function AdminShell({ title, admin, switchTo, children }: AdminShellProps) {
  return (
    <div className={cn(container, 'py-8 sm:py-10')}>
      <title>{`${title} · Threadline`}</title>
      <div className="flex flex-col gap-4 border-b-2 border-line pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="caps text-sm text-acid">Command Center</p>
          <h1 className="caps text-4xl leading-none sm:text-5xl">{title}</h1>
          <p className="mt-2 text-sm text-muted">
            Signed in as <span className="font-semibold text-paper">{admin.username}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={switchTo.to} className={buttonClasses('outline', 'sm')}>
            {switchTo.label}
          </Link>
          <Link to={paths.adminLogout} className={buttonClasses('outline', 'sm')}>
            <LogOut aria-hidden className="size-4" />
            LOGOUT
          </Link>
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The admin tab strips wrap onto a second line on phones instead of hiding tabs off screen. */
// Variants rather than plain classes: cn() does not merge, and these must win over the base padding.
export const adminTabList = 'max-sm:flex-wrap';
export const adminTab = 'max-sm:px-2.5 max-sm:text-sm';
