import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toast';
import { FollowsLayer } from './follows-layer';
import { HydrationDone } from './hydration-done';
import { useInputModality } from './input-modality';
import { PageFallback } from './page-fallback';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const { pathname } = useLocation();
  useInputModality();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollManager />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* Keyed by path so leaving a broken page clears the error. */}
        <FollowsLayer>
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
              <HydrationDone />
            </Suspense>
          </RouteErrorBoundary>
        </FollowsLayer>
      </main>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
