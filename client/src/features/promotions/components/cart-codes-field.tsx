import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { PROMOTION_LIMITS, PROMOTION_MESSAGES, type NotAppliedCode } from '@shared/promotion-limits';
import type { AppliedCode } from '@shared/promotion-schemas';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { serverMessage } from '../../../lib/server-message';
import { useApplyCartCode, useCartCodes, useRemoveCartCode } from '../api/cart-codes';
import { keptCodeLabel, notAppliedReason, replacedShopCode } from '../cart-codes-labels';

interface CartCodesFieldProps {
  userId: number;
  /** The quote's codes that take nothing off now, each shown with its reason beside its chip. */
  notApplied?: readonly NotAppliedCode[];
  /** A code was applied or removed (the checkout page clears a refusal it may have fixed). */
  onChanged?: () => void;
  className?: string;
}

/**
 * "Discount code" with Apply, and the codes kept on the cart as removable chips. Not a form of its
 * own: the checkout page holds it inside its order form, so Enter applies the code here and never
 * places the order.
 */
export function CartCodesField({ userId, notApplied, onChanged, className }: CartCodesFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const kept = useCartCodes(userId);
  const codes = kept.data?.codes ?? [];
  const apply = useApplyCartCode(userId, (reply, typed) => {
    const replaced = replacedShopCode(codes, reply.codes, typed);
    setSaid(replaced ? PROMOTION_MESSAGES.replacedShop(replaced.businessName) : `${typed.toUpperCase()} applied`);
    // The chip shows before the cart and quotes are read again: a shopper may have typed the next
    // code in the meantime, which stays.
    setCode((current) => (current.trim() === typed ? '' : current));
    onChanged?.();
  });
  const remove = useRemoveCartCode(userId);
  const busy = apply.isPending || remove.isPending;

  function submit() {
    const typed = code.trim();
    if (!typed || busy) return;
    setError(null);
    setSaid('');
    apply.mutate(typed, { onError: (failure) => setError(serverMessage(failure) ?? 'We could not check this code; please try again') });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  }

  function drop(applied: AppliedCode) {
    setSaid('');
    remove.mutate(applied.code, {
      onSuccess: () => { setSaid(`${applied.code} removed`); onChanged?.(); },
      onError: (failure) => toast({ title: 'Could not remove the code', description: serverMessage(failure) ?? 'Please try again', variant: 'destructive' }),
    });
  }

  return (
    <div className={cn('flex flex-col gap-2', className)} data-testid="cart-codes">
      <label htmlFor={inputId} className="caps text-sm text-muted">Discount code</label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="discountCode"
          value={code}
          onChange={(event) => { setCode(event.target.value); setError(null); }}
          onKeyDown={onKeyDown}
          maxLength={PROMOTION_LIMITS.codeMax}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(inputClasses, 'h-11 min-w-0 flex-1 uppercase placeholder:normal-case')}
        />
        <Button variant="outline" className="shrink-0" disabled={busy || !code.trim()} aria-busy={apply.isPending} onClick={submit}>
          {apply.isPending ? 'Applying...' : 'Apply'}
        </Button>
      </div>
      {error && <p id={errorId} role="alert" className="text-sm font-medium text-danger">{error}</p>}
      {/* Always in the page, so it is announced; seen only when it says something. */}
      <p role="status" className={said ? 'text-sm text-muted' : 'sr-only'}>{said}</p>
      {codes.length > 0 && (
        <ul aria-label="Your codes" className="flex flex-col gap-2">
          {codes.map((applied) => {
            const reason = notAppliedReason(applied.code, notApplied);
            return (
              <li key={applied.code} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="cart-code">
                <span className={cn('inline-flex max-w-full items-center gap-2 border-2 py-1 pr-0.5 pl-2', reason ? 'border-line' : 'border-acid')}>
                  <span className="flex min-w-0 flex-col">
                    <span className={cn('font-semibold leading-tight [overflow-wrap:anywhere]', reason && 'text-muted line-through')}>{applied.code}</span>
                    <span className="text-xs text-muted">{keptCodeLabel(applied)}</span>
                  </span>
                  <button
                    type="button"
                    className="grid size-8 shrink-0 place-items-center text-muted hover:text-danger disabled:opacity-40"
                    disabled={busy}
                    aria-label={`Remove code ${applied.code}`}
                    onClick={() => drop(applied)}
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </span>
                {reason && <span className="text-sm text-danger" data-testid="cart-code-reason">{reason}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
