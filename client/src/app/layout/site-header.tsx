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
import { SearchForm, useSiteSearchTerm } from './search-form';
import { useIsActiveNav } from './use-active-nav';

const TABLET_QUERY = '(min-width: 48rem)';

export function SiteHeader() {
  // One copy of each control in the page, so labels and ids stay unique for assistive tech.
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const isTablet = useMediaQuery(TABLET_QUERY);
  const isActive = useIsActiveNav();
  const [searchTerm, setSearchTerm] = useSiteSearchTerm();

  return (
    <header className="sticky top-0 z-40 border-b-2 border-line bg-ink/95 backdrop-blur-sm">
      <a
        href="#main"
        className="caps sr-only bg-acid px-4 py-2 text-ink focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <div className={`${container} flex h-16 items-center gap-4 lg:gap-6`}>
        <Logo />
        {isDesktop && (
          <nav aria-label="Main">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                  state={link.category ? { scrollToShop: true } : undefined}
                    aria-current={isActive(link) ? 'page' : undefined}
                    className={cn(
                      'caps block px-3 py-2 text-lg hover:text-acid',
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
        {isTablet && <SearchForm term={searchTerm} onTermChange={setSearchTerm} className="ml-auto w-full max-w-sm" />}
        <CartButton className={isTablet ? '' : 'ml-auto'} />
        <MessagesHeaderLink />
        <NotificationBell />
        {isDesktop ? <AccountArea /> : <MobileNav />}
      </div>
      {!isTablet && (
        <div className={`${container} pb-3`}>
          <SearchForm term={searchTerm} onTermChange={setSearchTerm} />
        </div>
      )}
    </header>
  );
}
