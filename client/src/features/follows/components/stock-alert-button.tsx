import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useStockAlerts } from '../api/get-stock-alerts';
import { useSetStockAlert } from '../api/save-stock-alert';
import { useSignInFirst } from './use-sign-in-first';

interface StockAlertButtonProps {
  productId: number;
  size: string;
  color: string;
}

const sameVariant = (a: { size: string; color: string }, b: { size: string; color: string }) =>
  a.size === b.size && a.color.toLowerCase() === b.color.toLowerCase();

/** For a sold-out size and colour: one click to wait for it, and an undo once waiting. */
export function StockAlertButton({ productId, size, color }: StockAlertButtonProps) {
  const alerts = useStockAlerts();
  const signInFirst = useSignInFirst();
  const setAlert = useSetStockAlert({
    onError: (error, change) => toast({
      title: change.waiting ? 'Could not set the alert' : 'Could not cancel the alert',
      description: serverMessage(error) ?? 'Please try again.',
      variant: 'destructive',
    }),
  });
  const pending = setAlert.isPending ? setAlert.variables : undefined;
  const stored = alerts.data?.items.some((alert) => alert.productId === productId && sameVariant(alert, { size, color })) ?? false;
  // The answer shows at once; the list catches up when the server has answered.
  const waiting = pending && pending.productId === productId && sameVariant(pending, { size, color }) ? pending.waiting : stored;

  if (waiting) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-2 border-acid px-3 py-2 text-sm" data-testid="stock-alert-waiting" aria-live="polite">
        <BellRing aria-hidden className="size-4 text-acid" />
        <span>We'll email you when it's back <span className="text-muted">({size} / {color})</span></span>
        <button
          type="button"
          className="ml-auto font-semibold underline underline-offset-4 hover:text-acid"
          onClick={() => setAlert.mutate({ productId, size, color, waiting: false })}
        >
          Undo
        </button>
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full sm:w-auto sm:min-w-72 sm:self-start"
      data-testid="stock-alert-button"
      disabled={setAlert.isPending}
      onClick={() => void signInFirst({ kind: 'stock-alert', productId, size, color }, () => setAlert.mutate({ productId, size, color, waiting: true }))}
    >
      <BellRing aria-hidden className="size-5" />
      Tell me when it's back
    </Button>
  );
}
