import { Toast } from 'radix-ui';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useToast } from './toast-store';

const DEFAULT_DURATION_MS = 5000;

/** The Radix half of the toaster; loaded with the first toast so it costs the first page nothing. */
export default function RadixToaster() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider duration={DEFAULT_DURATION_MS} swipeDirection="right" label="Notifications">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={cn(
            'relative grid gap-1 border-2 p-4 pr-10 data-[state=open]:animate-toast-in',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[state=closed]:hidden',
            item.variant === 'destructive'
              ? 'border-danger bg-danger text-ink shadow-hard-paper'
              : 'border-paper bg-surface text-paper shadow-hard',
          )}
          data-variant={item.variant ?? 'default'}
        >
          {item.title && <Toast.Title className="caps text-lg leading-tight">{item.title}</Toast.Title>}
          {item.description && <Toast.Description className="text-sm">{item.description}</Toast.Description>}
          {item.action && (
            <Toast.Action altText={`${item.action.label}: ${item.action.to}`} asChild>
              <Link
                to={item.action.to}
                onClick={() => dismiss(item.id)}
                className={cn(
                  'caps mt-1 justify-self-start border-2 px-3 py-1 text-sm',
                  item.variant === 'destructive' ? 'border-ink hover:bg-ink hover:text-danger' : 'border-acid text-acid hover:bg-acid hover:text-ink',
                )}
              >
                {item.action.label}
              </Link>
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 grid size-8 place-items-center hover:bg-black/20"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/*
        Top centre, under the header on larger screens: the cart drawer's CHECKOUT and the checkout's
        PLACE ORDER sit at the bottom (phones) or on the right (desktop), where a toast once covered them.
      */}
      <Toast.Viewport className="fixed top-0 left-1/2 z-[100] m-0 flex w-full max-w-sm -translate-x-1/2 list-none flex-col gap-2 p-3 outline-none sm:top-16 sm:p-4" />
    </Toast.Provider>
  );
}
