import type { ReactNode, RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface SheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side: 'left' | 'right';
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The Radix half of the sheet: focus trapped inside, Escape, the overlay and the close button shut it. */
export default function SheetDialog({ open, onOpenChange, title, side, returnFocusTo, children }: SheetDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto border-line bg-surface outline-none',
            side === 'right' ? 'right-0 animate-drawer-in border-l-2' : 'left-0 animate-sheet-in border-r-2',
          )}
        >
          <div className="flex items-center justify-between border-b-2 border-line px-5 py-4">
            <Dialog.Title className="caps text-2xl">{title}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="grid size-11 place-items-center hover:text-acid">
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <div className="flex-1 px-5 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
