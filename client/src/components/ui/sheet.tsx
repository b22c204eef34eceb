import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';

const loadDialog = () => import('./sheet-dialog');
const SheetDialog = lazy(loadDialog);

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  /** What the opening button shows; `triggerLabel` names it for assistive tech when it is only an icon. */
  triggerContent: ReactNode;
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  triggerClassName?: string;
  children: ReactNode;
}

/**
 * A side panel (mobile navigation, filters). The dialog code is fetched when the shopper reaches for
 * the button, not with the first page: most visits never open it.
 */
export function Sheet({ open, onOpenChange, title, side = 'right', children, ...trigger }: SheetProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={triggerRef}
        variant={trigger.triggerVariant ?? 'outline'}
        size={trigger.triggerSize ?? 'md'}
        className={trigger.triggerClassName}
        aria-label={trigger.triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => onOpenChange(true)}
      >
        {trigger.triggerContent}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SheetDialog open={open} onOpenChange={onOpenChange} title={title} side={side} returnFocusTo={triggerRef}>
            {children}
          </SheetDialog>
        </Suspense>
      )}
    </>
  );
}
