import type { ComponentProps } from 'react';
import { ChevronDown, UserRound } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface AccountMenuTriggerProps extends ComponentProps<'button'> {
  title: string;
}

/**
 * The button that opens the account menu. Drawn the same before and after the menu's code has
 * loaded, so swapping the placeholder for the real Radix trigger does not move anything.
 */
export function AccountMenuTrigger({ title, className, type = 'button', ...props }: AccountMenuTriggerProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses('outline', 'sm'), 'max-w-48 border-line data-[state=open]:border-acid', className)}
      {...props}
    >
      <UserRound aria-hidden className="size-4 shrink-0" />
      <span className="truncate">{title}</span>
      <ChevronDown aria-hidden className="size-4 shrink-0" />
    </button>
  );
}
