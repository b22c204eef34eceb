import { lazy, Suspense } from 'react';
import { useToast } from './toast-store';

const RadixToaster = lazy(() => import('./toast-radix'));

/** Mounted once in the app shell; renders whatever `toast()` puts in the store. */
export function Toaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  );
}

export { toast, useToast } from './toast-store';
export type { ToastInput, ToastVariant } from './toast-store';
