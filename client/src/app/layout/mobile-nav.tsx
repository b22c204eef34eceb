import { useState } from 'react';
import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { MobileAccountItems } from '../../features/accounts/components/mobile-account-items';
import { NotificationsNavLink } from '../../features/notifications/components/notifications-nav-link';
import { Sheet } from '../../components/ui/sheet';
import { cn } from '../../lib/cn';
import { NAV_LINKS } from './nav-links';
import { useIsActiveNav } from './use-active-nav';

/** Small screens: the navigation and account entries live in a drawer from the right. */
export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const isActive = useIsActiveNav();
  const close = () => setOpen(false);

  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title="Menu"
      side="right"
      triggerLabel="Open menu"
      triggerSize="icon"
      triggerClassName={cn('border-line', className)}
      triggerContent={<Menu aria-hidden className="size-6" />}
    >
      <nav aria-label="Main">
        <ul className="flex flex-col">
          {NAV_LINKS.map((link) => (
            <li key={link.to} className="border-b-2 border-line">
              <Link
                to={link.to}
                state={link.category ? { scrollToShop: true } : undefined}
                onClick={close}
                aria-current={isActive(link) ? 'page' : undefined}
                className={cn('caps block py-4 text-3xl hover:text-acid', isActive(link) && 'text-acid')}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <NotificationsNavLink onNavigate={close} className="mb-3" />
        <MobileAccountItems onNavigate={close} />
      </div>
    </Sheet>
  );
}
