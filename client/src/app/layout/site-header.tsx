import { Link } from 'react-router';
import { AccountArea } from '../../features/accounts/components/account-area';
import { CartButton } from '../../features/cart/components/cart-button';
import { MessagesHeaderLink } from '../../features/messages/components/messages-header-link';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { container } from '../../components/ui/container';
import { cn } from '../../lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { NAV_LINKS } from './nav-links';
import { SearchForm } from './search-form';
import { useIsActiveNav } from './use-active-nav';

export function SiteHeader() {
  // One copy of each control in the page, so labels and ids stay unique for assistive tech.
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const isActive = useIsActiveNav();

  return (
    <header className="sticky top-0 z-40 border-b-2 border-line bg-ink/95 backdrop-blur-sm">
      <a
        href="#main"
        className="caps sr-only bg-acid px-4 py-2 text-ink focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      {/* One row from a tablet's width up; on a phone the search wraps to a row of its own. Placed by
          CSS, not by the screen's width as the script reads it: the server knows no screen, and a
          search moved at hydration would shift the whole page. */}
      <div className={`${container} flex flex-wrap items-center gap-x-1.5 sm:gap-x-4 md:flex-nowrap lg:gap-x-6`}>
        <div className="flex h-16 items-center">
          <Logo />
        </div>
        {isDesktop && (
          <nav aria-label="Main" className="shrink-0">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                  state={link.category ? { scrollToShop: true } : undefined}
                    aria-current={isActive(link) ? 'page' : undefined}
                    className={cn(
                      'caps block px-3 py-2 text-lg whitespace-nowrap hover:text-acid',
                      isActive(link) && 'text-acid underline decoration-2 underline-offset-8',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <SearchForm className="order-last mb-3 w-full md:order-none md:mb-0 md:ml-auto md:max-w-sm" />
        <CartButton className="ml-auto md:ml-0" />
        <MessagesHeaderLink />
        <NotificationBell />
        {isDesktop ? <AccountArea /> : <MobileNav />}
      </div>
    </header>
  );
}
